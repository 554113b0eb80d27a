import type { ExternalLoginRequest, ExternalLoginResponse } from '@bluu/contracts/users';
import { http } from '@/lib/http-client.ts';

/** An individual's sign-in with e-mail and password; the session arrives as a cookie. */
export function signInIndividual(request: ExternalLoginRequest): Promise<ExternalLoginResponse> {
  return http.post('/api/web/user/send-external-login', request, () =>
    import('@bluu/contracts/users').then((module) => module.externalLoginResponseSchema),
  );
}
