import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import { rows } from './http.ts';

export const USER_PASSWORD = 'correct horse battery';

/**
 * Registers an individual, follows the activation link from the outbox and signs in: the
 * session cookie (`bluu_session=…`), or undefined when the sign-in was refused.
 */
export async function registerAndSignIn(
  app: FastifyInstance,
  db: Db,
  user: { email: string; firstName?: string; remoteAddress: () => string },
): Promise<string | undefined> {
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: user.remoteAddress() });
  await post('/api/web/user/register-external-user', {
    registerDetails: {
      registerIDType: 'SAID',
      registerID: '8001015009087',
      registerFirstname: user.firstName ?? 'Thandi',
      registerLastname: 'Nkosi',
      registerEmail: user.email,
      registerPassword: USER_PASSWORD,
      registerRePassword: USER_PASSWORD,
      registerMarketing: true,
      consent: true,
    },
  });
  const [mail] = await rows(
    db,
    `select text from outbox where recipient = '${user.email}' order by created_at desc limit 1`,
  );
  const [, validHash, validCode] = /\/login\/([\w-]+)\/([\w-]+)/.exec(String(mail?.text)) ?? [];
  await post('/api/web/user/activate-external-user-account', { params: { validHash, validCode } });
  const login = await post('/api/web/user/send-external-login', {
    loginDetails: { loginEmail: user.email, loginPassword: USER_PASSWORD },
  });
  const cookie = login.cookies.find((c) => c.name === 'bluu_session');
  return login.statusCode === 200 && cookie ? `bluu_session=${cookie.value}` : undefined;
}
