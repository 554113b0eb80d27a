import type { ValidResponse } from '@bluu/contracts/users';
import { http } from '@/lib/http-client.ts';

/** E-mails a new activation link; `valid` is the address it went to. */
export function resendActivation(email: string): Promise<ValidResponse> {
  return http.post(
    '/api/web/user/resend-activation-email',
    { loginDetails: { loginEmail: email } },
    () => import('@bluu/contracts/users').then((module) => module.validResponseSchema),
  );
}
