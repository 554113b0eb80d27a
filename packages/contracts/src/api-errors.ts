import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** The provider's error envelope: success answers carry one entry whose message contains 'success'. */
export const apiErrorsSchema = z.object({
  error: z.array(z.object({ errorMessage: z.string() })),
});
export type ApiErrors = z.infer<typeof apiErrorsSchema>;

/** `apiErrors('Branch XX does not exist.') → { error: [{ errorMessage: 'Branch XX does not exist.' }] }`. */
export function apiErrors(...messages: string[]): ApiErrors {
  return { error: messages.map((errorMessage) => ({ errorMessage })) };
}

export const SUCCESS: ApiErrors = apiErrors(MESSAGES.success);

/** The spec's client test: the first message contains 'success'. */
export function isSuccess(errors: ApiErrors | undefined): boolean {
  return errors?.error[0]?.errorMessage.toLowerCase().includes('success') ?? false;
}

/** The first message of an envelope, if any. */
export function firstErrorMessage(errors: ApiErrors | undefined): string | undefined {
  return errors?.error[0]?.errorMessage;
}

/** Body of every 4xx/5xx answer of our API. */
export const errorResponseSchema = z.object({ errors: apiErrorsSchema });
