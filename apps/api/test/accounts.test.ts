import { accountSignInResponseSchema, SIGN_IN_MESSAGES } from '@bluu/contracts/accounts';
import { availabilityResponseSchema } from '@bluu/contracts/availability';
import { MESSAGES } from '@bluu/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';
import { codeOf, errorOf, rows } from './support/http.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
});
afterAll(async () => {
  await ctx?.close();
});

const search = {
  pickUpBranch: 'JS',
  pickUpDateTime: '2026-12-02 10:00',
  dropOffBranch: 'JS',
  dropOffDateTime: '2026-12-05 10:00',
  accountType: 'C',
  accountNo: 'C10001',
  foreignLocal: 'L',
  rateCode: '',
};

async function signIn(body: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/Customer/accounts',
    payload: body,
    remoteAddress,
  });
}

function sessionCookie(response: Awaited<ReturnType<typeof signIn>>): string {
  const cookie = response.cookies.find((c) => c.name === 'bluu_session');
  if (!cookie) throw new Error('no session cookie');
  return `bluu_session=${cookie.value}`;
}

async function availability(body: Record<string, unknown>, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/Booking/availability',
    payload: body,
    headers: cookie ? { cookie } : {},
  });
}

describe('POST /api/Customer/accounts', () => {
  it('signs a corporate account in with an HttpOnly session cookie and gives its rates', async () => {
    const response = await signIn({ accountType: 'C', accountNo: 'c10001', pin: '4821' });
    expect(response.statusCode, response.body).toBe(200);
    const body = accountSignInResponseSchema.parse(response.json());
    expect(body.errors.error[0]?.errorMessage).toBe('success');
    expect(body.accounts.accounts).toEqual([
      {
        accountName: 'Acme Mining (Pty) Ltd',
        accountNo: 'C10001',
        accountType: 'C',
        accountEmail: '',
      },
    ]);
    const cookie = response.cookies.find((c) => c.name === 'bluu_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');

    const answer = availabilityResponseSchema.parse(
      (await availability(search, sessionCookie(response))).json(),
    );
    expect(answer.rates.rate[0]).toMatchObject({
      rateCode: 'CORPSTD',
      rateDesc: 'Corporate Standard Rate',
    });
    expect(answer.otherRates).toEqual([
      { rateCode: 'CORPPLUS', rateDesc: 'Corporate Plus – 1 000 km a day' },
    ]);

    const other = availabilityResponseSchema.parse(
      (await availability({ ...search, rateCode: 'CORPPLUS' }, sessionCookie(response))).json(),
    );
    expect(other.rates.rate[0]?.rateCode).toBe('CORPPLUS');
    expect(other.otherRates.map((rate) => rate.rateCode)).toEqual(['CORPSTD']);
  });

  it('signs a tour operator in with its own rates', async () => {
    const response = await signIn({ accountType: 'T', accountNo: 'T20001', pin: '2468' });
    expect(response.statusCode).toBe(200);
    const answer = availabilityResponseSchema.parse(
      (
        await availability(
          { ...search, accountType: 'T', accountNo: 'T20001' },
          sessionCookie(response),
        )
      ).json(),
    );
    expect(answer.rates.rate[0]?.rateCode).toBe('TOURSTD');
  });

  it('signs a customer group in as its corporate account', async () => {
    const response = await signIn({
      accountType: 'C',
      customerGroupCode: 'grp100',
      customerGroupPin: '5555',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(accountSignInResponseSchema.parse(response.json()).accounts.accounts[0]?.accountNo).toBe(
      'C10001',
    );
  });

  it('refuses an account rate with another account session or none', async () => {
    const tour = await signIn({ accountType: 'T', accountNo: 'T20001', pin: '2468' });
    const wrongType = await availability(search, sessionCookie(tour));
    expect(wrongType.statusCode).toBe(403);
    expect(errorOf(wrongType)).toBe(MESSAGES.accountSignInRequired);
    const corporateCodeForTour = await availability(
      { ...search, accountType: 'T', rateCode: 'CORPSTD' },
      sessionCookie(tour),
    );
    expect(corporateCodeForTour.statusCode).toBe(400);
  });

  it.each([
    [
      'a wrong pin',
      { accountType: 'C', accountNo: 'C10002', pin: '000000' },
      SIGN_IN_MESSAGES.wrongCredentials,
    ],
    [
      'an unknown account',
      { accountType: 'C', accountNo: 'C99999', pin: '4821' },
      SIGN_IN_MESSAGES.wrongCredentials,
    ],
    [
      'the wrong account type',
      { accountType: 'T', accountNo: 'C10002', pin: '735190' },
      SIGN_IN_MESSAGES.wrongCredentials,
    ],
    [
      'a wrong group pin',
      { accountType: 'C', customerGroupCode: 'GRP100', customerGroupPin: '1' },
      SIGN_IN_MESSAGES.wrongGroupCredentials,
    ],
  ])('answers 401 with the message for %s and starts no session', async (_label, body, message) => {
    const before = (await rows(ctx.database.db, 'select count(*)::int as n from sessions'))[0]!.n;
    const response = await signIn(body, '10.0.0.1');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toBe(message);
    expect(codeOf(response)).toBe('INVALID_CREDENTIALS');
    expect(response.cookies.find((c) => c.name === 'bluu_session')).toBeUndefined();
    expect((await rows(ctx.database.db, 'select count(*)::int as n from sessions'))[0]!.n).toBe(
      before,
    );
  });

  it.each([
    ['an empty pin', { accountType: 'C', accountNo: 'C10001', pin: ' ' }, 'Pin number.'],
    [
      'an empty account number',
      { accountType: 'T', accountNo: '', pin: '2468' },
      'Please enter your Account number.',
    ],
    [
      'an empty group pin',
      { accountType: 'C', customerGroupCode: 'GRP100', customerGroupPin: '' },
      'Customer group pin no',
    ],
  ])("answers 400 with the dialog's message for %s", async (_label, body, message) => {
    const response = await signIn(body, '10.0.0.3');
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('VALIDATION');
    expect(errorOf(response)).toBe(message);
  });

  it.each([
    ['a pin longer than 6', { accountType: 'C', accountNo: 'C10001', pin: '1234567' }],
    ['no pin', { accountType: 'C', accountNo: 'C10001' }],
    ['an individual account type', { accountType: 'I', accountNo: 'C10001', pin: '4821' }],
  ])('answers 400 for %s', async (_label, body) => {
    expect((await signIn(body, '10.0.0.2')).statusCode).toBe(400);
  });

  it('stores pins only as argon2id hashes', async () => {
    const accounts = await rows(ctx.database.db, 'select account_no, pin_hash from accounts');
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      expect(String(account.pin_hash)).toMatch(/^\$argon2id\$/);
      expect(['4821', '735190', '2468', '1357']).not.toContain(account.pin_hash);
    }
    const [group] = await rows(ctx.database.db, 'select pin_hash from customer_groups');
    expect(String(group!.pin_hash)).toMatch(/^\$argon2id\$/);
  });

  it('locks an account number after five failed pins, even with the right pin', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (await signIn({ accountType: 'T', accountNo: 'T20002', pin: '9999' }, `10.1.0.${attempt}`))
          .statusCode,
      ).toBe(401);
    const locked = await signIn({ accountType: 'T', accountNo: 'T20002', pin: '1357' }, '10.1.0.9');
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toBe(SIGN_IN_MESSAGES.tooManyAttempts);
    expect(errorOf(locked)).toBe(
      'Too many sign-in attempts for this account. Please try again in 15 minutes.',
    );
    expect(codeOf(locked)).toBe('TOO_MANY_ATTEMPTS');
  });

  it("says for how long an individual's e-mail address is locked after five failed passwords", async () => {
    const attempt = (client: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/web/user/send-external-login',
        payload: {
          loginDetails: { loginEmail: 'locked.out@example.com', loginPassword: 'Wrong-2026' },
        },
        remoteAddress: `10.4.0.${client}`,
      });
    for (let client = 0; client < 5; client += 1)
      expect((await attempt(client)).statusCode).toBe(401);
    const locked = await attempt(9);
    expect(locked.statusCode).toBe(429);
    expect(codeOf(locked)).toBe('TOO_MANY_ATTEMPTS');
    expect(errorOf(locked)).toBe(
      'Too many sign-in attempts for this e-mail address. Please try again in 15 minutes.',
    );
  });

  it('limits sign-in attempts per client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push(
        (await signIn({ accountType: 'C', accountNo: `X${attempt}`, pin: '1' }, '10.2.0.1'))
          .statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("an account's own details", () => {
  it('asks a caller without a session to sign in to the account, not about rates', async () => {
    const voucher = await ctx.app.inject({ url: '/api/Customer/voucher/C10001' });
    const information = await ctx.app.inject({
      method: 'POST',
      url: '/api/Customer/information',
      payload: { accountNo: 'C10001' },
    });
    for (const response of [voucher, information]) {
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('ACCOUNT_SIGN_IN_REQUIRED');
      expect(errorOf(response)).toBe('Please sign in to your Corporate / Tour Operator account.');
    }
  });
});

describe('sessions', () => {
  it('signs out: the cookie is cleared and the session no longer counts', async () => {
    const response = await signIn(
      { accountType: 'C', accountNo: 'C10001', pin: '4821' },
      '10.3.0.1',
    );
    const cookie = sessionCookie(response);
    expect((await availability(search, cookie)).statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/web/user/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'bluu_session')?.value).toBe('');
    expect((await availability(search, cookie)).statusCode).toBe(403);
  });

  it('ignores a forged or tampered cookie', async () => {
    const response = await signIn(
      { accountType: 'C', accountNo: 'C10001', pin: '4821' },
      '10.3.0.2',
    );
    const cookie = sessionCookie(response);
    const tampered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await availability(search, tampered)).statusCode).toBe(403);
    expect((await availability(search, 'bluu_session=made-up-token')).statusCode).toBe(403);
  });

  it('keeps only a hash of the session token', async () => {
    const response = await signIn(
      { accountType: 'C', accountNo: 'C10001', pin: '4821' },
      '10.3.0.3',
    );
    const raw = response.cookies.find((c) => c.name === 'bluu_session')!.value;
    const token = raw.slice(0, raw.lastIndexOf('.'));
    const stored = await rows(ctx.database.db, 'select token_hash from sessions');
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(String(row.token_hash)))).toBe(true);
  });
});
