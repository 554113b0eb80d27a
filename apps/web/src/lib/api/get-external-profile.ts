import type { ExternalProfile } from '@bluu/contracts/users';
import { http } from '@/lib/http-client.ts';

export const externalProfileKeys = {
  all: ['external-profile'] as const,
};

/** The signed-in individual's profile; the server knows who from the session cookie. */
export function getExternalProfile(signal?: AbortSignal): Promise<ExternalProfile> {
  return http.post(
    '/api/web/user/get-external-profile',
    {},
    () => import('@bluu/contracts/users').then((module) => module.getExternalProfileResponseSchema),
    signal,
  );
}
