import type { ApiErrors } from '@bluu/contracts/api-errors';
import { firstErrorMessage } from '@bluu/contracts/api-errors-rules';
import { SUPPORT_PHONE } from '@bluu/contracts/constants';
import { HttpError } from './http-client.ts';

export const CONNECTION_FAILED_MESSAGE = `We could not reach our booking system. Please try again, or phone us on ${SUPPORT_PHONE}.`;

function refusalOf(error: unknown): ApiErrors | undefined {
  return error instanceof HttpError ? error.body?.errors : undefined;
}

/** The first message of a refused request's `errors` envelope, if the server sent one. */
export function serverMessage(error: unknown): string | undefined {
  return firstErrorMessage(refusalOf(error)) || undefined;
}

/** What to show for a failed request: the server's message, else the connection message. */
export function failureMessage(error: unknown): string {
  return serverMessage(error) ?? CONNECTION_FAILED_MESSAGE;
}
