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
