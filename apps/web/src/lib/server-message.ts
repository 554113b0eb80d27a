import {
  errorResponseSchema,
  firstErrorCode,
  firstErrorMessage,
  type ApiErrors,
} from '@bluu/contracts/api-errors';
import { SUPPORT_PHONE } from '@bluu/contracts/constants';
import type { ErrorCode } from '@bluu/contracts/error-codes';
import { HttpError } from './http-client.ts';

export const CONNECTION_FAILED_MESSAGE = `We could not reach our booking system. Please try again, or phone us on ${SUPPORT_PHONE}.`;

function refusalOf(error: unknown): ApiErrors | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const parsed = errorResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.errors : undefined;
}

/** The first message of a refused request's `errors` envelope, if the server sent one. */
export function serverMessage(error: unknown): string | undefined {
  return firstErrorMessage(refusalOf(error)) || undefined;
}

/** The machine-readable code of a refused request, when our API sent one (outside providers do not). */
export function serverErrorCode(error: unknown): ErrorCode | undefined {
  return firstErrorCode(refusalOf(error));
}

/** What to show for a failed request: the server's message, else the connection message. */
export function failureMessage(error: unknown): string {
  return serverMessage(error) ?? CONNECTION_FAILED_MESSAGE;
}
