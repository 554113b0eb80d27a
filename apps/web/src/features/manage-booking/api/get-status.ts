import type { StatusResponse } from '@bluu/contracts/manage';
import { http } from '@/lib/http-client.ts';

/** GET /api/Booking/status/{reference}?email= – the status of a quote or reservation. */
export function getStatus(
  reference: string,
  email: string,
  signal?: AbortSignal,
): Promise<StatusResponse> {
  const query = new URLSearchParams({ email });
  return http.get(
    `/api/Booking/status/${encodeURIComponent(reference)}?${query.toString()}`,
    () => import('@bluu/contracts/manage').then((module) => module.statusResponseSchema),
    signal,
  );
}
