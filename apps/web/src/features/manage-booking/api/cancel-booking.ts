import { firstErrorMessage } from '@bluu/contracts/api-errors-rules';
import type { ErrorCode } from '@bluu/contracts/error-codes';
import type { CancelRequest } from '@bluu/contracts/manage';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage-rules';
import { useMutation } from '@tanstack/react-query';
import type { LookupResult } from '@/features/manage-booking/api/look-up.ts';
import { useUpdateLookedUp } from '@/features/manage-booking/hooks/use-looked-up.ts';
import { http } from '@/lib/http-client.ts';
import { serverErrorCode } from '@/lib/server-error-code.ts';
import { failureMessage } from '@/lib/server-message.ts';

/** POST /api/Booking/cancel; answers the result message, e.g. 'Your reservation R1 has been successfully cancelled.' */
export async function cancelBooking(request: CancelRequest): Promise<string> {
  const response = await http.post('/api/Booking/cancel', request, () =>
    import('@bluu/contracts/manage').then((module) => module.cancelResponseSchema),
  );
  return firstErrorMessage(response.errors) ?? MANAGE_MESSAGES.cancelled(response.reservationNo);
}

/**
 * Cancels the looked-up reservation; once cancelled – here, or already (another tab) – the cached
 * look-up says so (no refetch), so the status page shows it cancelled with no actions.
 */
export function useCancelBooking(result: LookupResult) {
  const updateLookedUp = useUpdateLookedUp();
  const markCancelled = () =>
    updateLookedUp(result, (current) => ({
      ...current,
      status: 'CANCELLED',
      expired: false,
      manage: null,
    }));
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: markCancelled,
    onError: (error) => {
      if (serverErrorCode(error) === ('ALREADY_CANCELLED' satisfies ErrorCode)) markCancelled();
    },
  });
}

/** The server's reason for a refused cancellation (wrong names, already cancelled, on rent). */
export function cancelErrorMessage(error: unknown): string {
  return failureMessage(error);
}
