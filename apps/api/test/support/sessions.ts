import { SESSION_ACCOUNT_HEADER } from '@bluu/contracts/constants';
import { expect } from 'vitest';
import type { FileApp, Send } from './file-app.ts';
import { registerAndSignIn } from './signed-in-user.ts';

/** Signs in to a corporate or tour account, which must succeed: its session cookie. */
export async function signInToAccount(
  send: Send,
  accountType: 'C' | 'T',
  accountNo: string,
  pin: string,
): Promise<string> {
  const response = await send('POST', '/api/Customer/accounts', { accountType, accountNo, pin });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'bluu_session')!;
  return `bluu_session=${cookie.value}`;
}

/** Registers, activates and signs in an individual (Thandi Nkosi), which must succeed: the session cookie. */
export async function signedInUser(api: FileApp, email: string): Promise<string> {
  const cookie = await registerAndSignIn(api.ctx.app, api.ctx.database.db, {
    email,
    remoteAddress: api.nextClient,
  });
  expect(cookie, `${email} signs in`).toBeDefined();
  return cookie!;
}

/**
 * Sends as the site does from a tab that shows the corporate or tour account `shown` (its number),
 * or 'none' for a tab that shows a visitor or an individual: the X-Session-Account header.
 */
export function sendFromAccountTab(api: FileApp, shown: string): Send {
  return (method, url, payload, cookie) =>
    api.ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { ...(cookie ? { cookie } : {}), [SESSION_ACCOUNT_HEADER]: shown },
      remoteAddress: api.nextClient(),
    });
}
