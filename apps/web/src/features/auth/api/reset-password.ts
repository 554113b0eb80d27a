import type { PasswordResetRequest } from '@bluu/contracts/users';
import { http } from '@/lib/http-client.ts';

/** Sets a new password with the parts of an e-mailed reset link. */
export async function resetPassword(request: PasswordResetRequest): Promise<void> {
  await http.post('/api/web/user/send-external-password-reset', request, () =>
    import('@bluu/contracts/users').then((module) => module.errorTextResponseSchema),
  );
}
