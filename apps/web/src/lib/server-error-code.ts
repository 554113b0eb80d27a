import type { ApiErrors } from '@bluu/contracts/api-errors';
import { HttpError } from './http-client.ts';

/*
 * The codes are read as they came and compared with `ErrorCode` literals
 * (`code === ('RENTER_ID_INVALID' satisfies ErrorCode)`), so the contracts' list of codes is
 * not bundled into the first page's shared chunk.
 */

/** The code of an envelope's first refusal, when our API sent one (outside providers do not). */
export function refusalCode(errors: ApiErrors | undefined): string | undefined {
  return errors?.error[0]?.code;
}

/**
 * The code of a refused request's answer, when our API sent one (`HttpError.body` was already
 * checked against the envelope's schema, so zod is not needed here).
 */
export function serverErrorCode(error: unknown): string | undefined {
  return error instanceof HttpError ? refusalCode(error.body?.errors) : undefined;
}
