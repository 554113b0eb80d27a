import type { UserBookingsResponse } from '@bluu/contracts/users';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';
import { profileKeys } from './get-profile.ts';

const loadSchema = () =>
  import('@bluu/contracts/users').then((module) => module.userBookingsResponseSchema);

export type UserBooking = UserBookingsResponse['bookings'][number];

/** GET /api/Booking/user/{email}: the signed-in individual's latest 10 reservations. */
export function getUserBookings(email: string, signal?: AbortSignal): Promise<UserBooking[]> {
  return http
    .get(`/api/Booking/user/${encodeURIComponent(email)}`, loadSchema, signal)
    .then((response) => response.bookings);
}

export function userBookingsQuery(email: string) {
  return queryOptions({
    queryKey: profileKeys.bookings(email),
    queryFn: ({ signal }) => getUserBookings(email, signal),
    retry: false,
  });
}
