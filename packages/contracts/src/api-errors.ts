import { z } from 'zod';

/**
 * The provider's error envelope: success answers carry one entry whose message contains 'success'.
 * Our API adds a machine-readable `code` to each refusal, and to a refused form one entry per
 * failing field naming it in `field` (the payload's own name, e.g. `FirstName`); an outside
 * provider's answers lack both.
 */
export const apiErrorsSchema = z.object({
  error: z.array(
    z.object({
      errorMessage: z.string(),
      code: z.string().optional(),
      field: z.string().optional(),
    }),
  ),
});
export type ApiErrors = z.infer<typeof apiErrorsSchema>;

export {
  apiErrors,
  codedApiErrors,
  fieldApiErrors,
  fieldRefusalsOf,
  firstErrorCode,
  firstErrorMessage,
  isSuccess,
  SUCCESS,
} from './api-errors-rules.ts';
export type { FieldRefusal } from './api-errors-rules.ts';

/** Body of every 4xx/5xx answer of our API. */
export const errorResponseSchema = z.object({ errors: apiErrorsSchema });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
