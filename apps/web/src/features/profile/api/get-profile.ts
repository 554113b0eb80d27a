import type { SessionUser } from '@bluu/contracts/accounts';
import type { ExternalProfile } from '@bluu/contracts/users';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';

// The schemas (and zod) load beside the request, not before the page shows (decision record 0018).
const loadProfileSchema = () =>
  import('@bluu/contracts/users').then((module) => module.getExternalProfileResponseSchema);

export const profileKeys = {
  all: ['profile'] as const,
  details: (userId: string) => [...profileKeys.all, 'details', userId] as const,
  bookings: (email: string) => [...profileKeys.all, 'bookings', email.toLowerCase()] as const,
  quotes: (email: string) => [...profileKeys.all, 'quotes', email.toLowerCase()] as const,
};

/**
 * POST /api/web/user/get-external-profile: the signed-in individual's profile. The session user
 * goes along as the spec's `userData`; the server reads whose profile from the session cookie.
 */
export function getProfile(user: SessionUser, signal?: AbortSignal): Promise<ExternalProfile> {
  return http.post(
    '/api/web/user/get-external-profile',
    { userData: user },
    loadProfileSchema,
    signal,
  );
}

export function profileQuery(user: SessionUser) {
  return queryOptions({
    queryKey: profileKeys.details(user.accountUser),
    queryFn: ({ signal }) => getProfile(user, signal),
    retry: false,
  });
}
