import type { RegisterExternalUserRequest } from '@bluu/contracts/users';
import { http } from '@/lib/http-client.ts';

/** The REGISTER dialog: a pending online profile; the server e-mails its activation link. */
export async function registerExternalUser(request: RegisterExternalUserRequest): Promise<void> {
  await http.post('/api/web/user/register-external-user', request, () =>
    import('@bluu/contracts/users').then((module) => module.successResponseSchema),
  );
}
