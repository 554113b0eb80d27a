import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import { SESSION_USER_HEADER } from '@bluu/contracts/constants';
import type { FileApp, Send } from './file-app.ts';
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

/**
 * The id of the individual a session cookie (`bluu_session=…`) holds – the `accountUser` the
 * site keeps for the tab after sign-in – or undefined when it holds none.
 */
export async function userIdOf(
  app: FastifyInstance,
  db: Db,
  cookie: string,
): Promise<string | undefined> {
  const unsigned = app.unsignCookie(decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)));
  if (!unsigned.valid || !unsigned.value) return undefined;
  const tokenHash = createHash('sha256').update(unsigned.value).digest('hex');
  const [row] = await rows(db, `select user_id from sessions where token_hash = '${tokenHash}'`);
  return typeof row?.user_id === 'string' ? row.user_id : undefined;
}

/**
 * Sends as the site does from a tab that shows the individual `userId`: with X-Session-User
 * naming them (decision record 0045).
 */
export function sendFromTabShowing(api: FileApp, userId: string): Send {
  return (method, url, payload, cookie) =>
    api.ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { ...(cookie ? { cookie } : {}), [SESSION_USER_HEADER]: userId },
      remoteAddress: api.nextClient(),
    });
}

/**
 * Sends as the site does from a tab that shows the individual the cookie holds, so what is booked
 * or saved is theirs. Without a cookie, or with an account's, it sends as `api.send` does.
 */
export function sendFromTheirTab(api: FileApp): Send {
  return async (method, url, payload, cookie) => {
    const { app, database } = api.ctx;
    const userId = cookie ? await userIdOf(app, database.db, cookie) : undefined;
    const send = userId ? sendFromTabShowing(api, userId) : api.send;
    return send(method, url, payload, cookie);
  };
}
