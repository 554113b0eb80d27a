import { http } from '@/lib/http-client.ts';

/** Asks for a password-reset link; answers the address the instructions went to. */
export async function forgotPassword(email: string): Promise<string> {
  const answer = await http.post(
    '/api/web/user/send-external-forgot-password',
    { forgotDetails: { forgotEmail: email } },
    () => import('@bluu/contracts/users').then((module) => module.validResponseSchema),
  );
  return answer.valid;
}
