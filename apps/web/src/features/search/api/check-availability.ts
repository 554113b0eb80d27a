import { errorResponseSchema, firstErrorMessage } from '@bluu/contracts/api-errors';
import {
  availabilityResponseSchema,
  type AvailabilityRequest,
  type AvailabilityResponse,
} from '@bluu/contracts/availability';
import { SUPPORT_PHONE } from '@bluu/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { HttpError, http } from '../../../lib/http-client.ts';

export const CONNECTION_FAILED_MESSAGE = `We could not reach our booking system. Please try again, or phone us on ${SUPPORT_PHONE}.`;

export function checkAvailability(request: AvailabilityRequest): Promise<AvailabilityResponse> {
  return http.post('/api/Booking/availability', request, availabilityResponseSchema);
}

export function useCheckAvailability() {
  return useMutation({ mutationFn: checkAvailability });
}

/** The message the server gave for a refused search, else the connection message. */
export function availabilityErrorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    const parsed = errorResponseSchema.safeParse(error.body);
    const message = parsed.success ? firstErrorMessage(parsed.data.errors) : undefined;
    if (message) return message;
  }
  return CONNECTION_FAILED_MESSAGE;
}
