import type { ApiErrors } from './api-errors.ts';
import { isErrorCode, type ErrorCode } from './error-codes.ts';
import { MESSAGES } from './messages.ts';

/*
 * The error envelope's rules without its zod schema, so that the site can use them without
 * loading zod on its first page (decision record 0018); `api-errors.ts` re-exports them.
 */

/** `apiErrors('Branch XX does not exist.') → { error: [{ errorMessage: 'Branch XX does not exist.' }] }`. */
export function apiErrors(...messages: string[]): ApiErrors {
  return { error: messages.map((errorMessage) => ({ errorMessage })) };
}

/** `codedApiErrors('NOT_FOUND', 'Booking/Quote does not exist…')` – a refusal with its code. */
export function codedApiErrors(code: ErrorCode, message: string): ApiErrors {
  return { error: [{ errorMessage: message, code }] };
}

/** A failing field of a form: the payload's name of it, or none for the form as a whole. */
export interface FieldRefusal {
  field?: string;
  message: string;
}

/**
 * A form's refusal, one entry per failing field, each with the code:
 * `fieldApiErrors('VALIDATION', [{ field: 'FirstName', message: 'First name must be…' }])`.
 */
export function fieldApiErrors(code: ErrorCode, refusals: readonly FieldRefusal[]): ApiErrors {
  return {
    error: refusals.map(({ field, message }) =>
      field === undefined
        ? { errorMessage: message, code }
        : { errorMessage: message, code, field },
    ),
  };
}

/** A refusal's entries as failing fields; an entry without `field` is about the whole form. */
export function fieldRefusalsOf(errors: ApiErrors | undefined): FieldRefusal[] {
  return (errors?.error ?? []).map(({ field, errorMessage }) =>
    field === undefined ? { message: errorMessage } : { field, message: errorMessage },
  );
}

/** The code of a refusal's first entry, when our API sent one. */
export function firstErrorCode(errors: ApiErrors | undefined): ErrorCode | undefined {
  const code = errors?.error[0]?.code;
  return isErrorCode(code) ? code : undefined;
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
