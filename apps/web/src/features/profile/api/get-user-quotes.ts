import type { UserQuotesResponse } from '@bluu/contracts/users';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';
import { profileKeys } from './get-profile.ts';

const loadSchema = () =>
  import('@bluu/contracts/users').then((module) => module.userQuotesResponseSchema);

export type UserQuote = UserQuotesResponse['quotes'][number];

/** GET /api/Quote/user/{email}: the signed-in individual's latest 10 quote requests. */
export function getUserQuotes(email: string, signal?: AbortSignal): Promise<UserQuote[]> {
  return http
    .get(`/api/Quote/user/${encodeURIComponent(email)}`, loadSchema, signal)
    .then((response) => response.quotes);
}

export function userQuotesQuery(email: string) {
  return queryOptions({
    queryKey: profileKeys.quotes(email),
    queryFn: ({ signal }) => getUserQuotes(email, signal),
    retry: false,
  });
}
