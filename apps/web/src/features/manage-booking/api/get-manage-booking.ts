import type { ManageResponse } from '@bluu/contracts/manage';
import { http } from '@/lib/http-client.ts';

/** GET /api/Booking/manage/{reference}/{email} – the quote or reservation with its details. */
export function getManageBooking(
  reference: string,
  email: string,
  signal?: AbortSignal,
): Promise<ManageResponse> {
  return http.get(
    `/api/Booking/manage/${encodeURIComponent(reference)}/${encodeURIComponent(email)}`,
    () => import('@bluu/contracts/manage').then((module) => module.manageResponseSchema),
    signal,
  );
}
