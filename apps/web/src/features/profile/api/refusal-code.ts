import type { ErrorCode } from '@bluu/contracts/error-codes';
import { HttpError } from '@/lib/http-client.ts';

/**
 * The code of a refused request's answer. The client checked the envelope when it made the
 * error, so this needs no schema (and no zod) on the page's first load.
 */
export function refusalCodeOf(error: unknown): string | undefined {
  return error instanceof HttpError ? error.body?.errors.error[0]?.code : undefined;
}

/** True when the server no longer knows the session the page was opened with. */
export function isSignedOut(error: unknown): boolean {
  return refusalCodeOf(error) === ('USER_SIGN_IN_REQUIRED' satisfies ErrorCode);
}
