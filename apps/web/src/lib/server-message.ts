import { errorResponseSchema, firstErrorMessage } from '@bluu/contracts/api-errors';
import { SUPPORT_PHONE } from '@bluu/contracts/constants';
import { HttpError } from './http-client.ts';

export const CONNECTION_FAILED_MESSAGE = `We could not reach our booking system. Please try again, or phone us on ${SUPPORT_PHONE}.`;

/** The first message of a refused request's `errors` envelope, if the server sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const parsed = errorResponseSchema.safeParse(error.body);
  return parsed.success ? firstErrorMessage(parsed.data.errors) || undefined : undefined;
}

/** What to show for a failed request: the server's message, else the connection message. */
export function failureMessage(error: unknown): string {
  return serverMessage(error) ?? CONNECTION_FAILED_MESSAGE;
}
