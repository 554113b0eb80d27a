import { errorResponseSchema } from '@bluu/contracts/api-errors';
import {
  errorTextResponseSchema,
  externalLoginResponseSchema,
  registerResponseSchema,
  successResponseSchema,
  USER_MESSAGES,
  validResponseSchema,
} from '@bluu/contracts/users';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, errorOf, rows, waitForMail } from './support/http.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { dialogRegistration, PASSWORD, registrationStepOne } from './support/user-fixtures.ts';

let now = parseLocalDateTime('2026-12-01 08:00')!;
const advance = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(() => now, { PUBLIC_URL: 'https://bluu.example' });
});
afterAll(async () => {
  await ctx?.close();
});

let clientNo = 0;
/** A new client address per call, so the per-client limits do not get in the way. */
function nextClient(): string {
  clientNo += 1;
  return `10.2.${Math.floor(clientNo / 250)}.${(clientNo % 250) + 1}`;
}

async function post(url: string, payload: unknown, options: { cookie?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: nextClient(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), host: 'evil.example' },
  });
}

/** The dialog's registration naming another host: the e-mailed links must not follow it. */
function registerDetails(email: string, overrides: Record<string, unknown> = {}) {
  return { ...dialogRegistration(email, overrides), host: 'evil.example' };
}

/** The link parts of the newest mail of a kind to an address, read from the outbox. */
async function latestLink(email: string, kind: string, path: 'login' | 'password-reset') {
  const [mail] = await rows(
    ctx.database.db,
    `select text from outbox where recipient = '${email}' and kind = '${kind}' order by created_at desc limit 1`,
  );
  const match = new RegExp(`(https?://[^/\\s]+)/${path}/([\\w-]+)/([\\w-]+)`).exec(
    String(mail?.text),
  );
  if (!match) throw new Error(`no ${kind} mail to ${email}`);
  return { origin: match[1], first: match[2]!, second: match[3]! };
}

async function registerDialog(email: string, overrides: Record<string, unknown> = {}) {
  advance(1);
  const response = await post(
    '/api/web/user/register-external-user',
    registerDetails(email, overrides),
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(successResponseSchema.parse(response.json()).success).toBe(true);
  return response;
}

async function activate(validHash: string, validCode: string) {
  const response = await post('/api/web/user/activate-external-user-account', {
    params: { validHash, validCode },
  });
  expect(response.statusCode, response.body).toBe(200);
  return validResponseSchema.parse(response.json()).valid;
}

async function login(email: string, password: string) {
  return post('/api/web/user/send-external-login', {
    loginDetails: { loginEmail: email, loginPassword: password },
  });
}

async function activeUser(email: string) {
  await registerDialog(email);
  const link = await latestLink(email, 'user-activation', 'login');
  expect(await activate(link.first, link.second)).toBe(email);
}

async function resetPassword(
  link: { first: string; second: string },
  password: string,
  cookie?: string,
) {
  return post(
    '/api/web/user/send-external-password-reset',
    {
      resetPasswordDetails: {
        password,
        passwordConfirm: password,
        txtU: link.first,
        txtC: link.second,
      },
    },
    { cookie },
  );
}

function cookieOf(response: Awaited<ReturnType<typeof login>>): string {
  const cookie = response.cookies.find((c) => c.name === 'bluu_session');
  if (!cookie) throw new Error('no session cookie');
  return `bluu_session=${cookie.value}`;
}

describe('the REGISTER dialog and activation links', () => {
  it('e-mails an activation link /login/{validHash}/{validCode} on the site address that activates once', async () => {
    const email = 'thandi.nkosi@example.com';
    await registerDialog(email);
    const [row] = await rows(
      ctx.database.db,
      `select status, password_hash from users where email = '${email}'`,
    );
    expect(row?.status).toBe('PENDING');
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);
    expect(errorOf(await login(email, PASSWORD))).toContain('has not been activated');

    const link = await latestLink(email, 'user-activation', 'login');
    expect(link.origin).toBe('https://bluu.example');
    const codes = await rows(ctx.database.db, `select code_hash from user_codes`);
    expect(JSON.stringify(codes)).not.toContain(link.second);
    expect(await activate(link.first, link.second)).toBe(email);
    expect(await activate(link.first, link.second)).toBe('');
    expect((await login(email, PASSWORD)).statusCode).toBe(200);

    const mail = await waitForMail(ctx.app, (m) => m.to === email && m.text.includes('/login/'));
    expect(mail.subject).toBe('Activate your online profile');
  });

  it('answers an empty valid for a link older than 48 hours, a wrong code or a made-up link', async () => {
    const email = 'late.activation@example.com';
    await registerDialog(email);
    const link = await latestLink(email, 'user-activation', 'login');
    expect(await activate(link.first, `${link.second}x`)).toBe('');
    expect(await activate('not-a-uuid', link.second)).toBe('');
    expect(await activate('00000000-0000-4000-8000-000000000000', link.second)).toBe('');
    advance(48 * 60);
    expect(await activate(link.first, link.second)).toBe('');
  });

  it("refuses the dialog's bad input with the spec's messages and writes nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ registerIDType: '' }, USER_MESSAGES.idType],
      [{ registerID: '12-34' }, USER_MESSAGES.idNumber],
      [{ registerID: '12345' }, USER_MESSAGES.saId],
      [{ registerFirstname: '' }, USER_MESSAGES.firstName],
      [{ registerEmail: 'nope' }, USER_MESSAGES.email],
      [{ registerPassword: '' }, USER_MESSAGES.password],
      [{ registerRePassword: 'different' }, USER_MESSAGES.passwordsDoNotMatch],
      [{ consent: false }, USER_MESSAGES.registerConsent],
    ];
    for (const [overrides, message] of cases) {
      const response = await post(
        '/api/web/user/register-external-user',
        registerDetails('dialog.bad@example.com', overrides),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(response)).toContain(message);
    }
    expect(
      await rows(ctx.database.db, `select 1 from users where email = 'dialog.bad@example.com'`),
    ).toHaveLength(0);
  });

  it('resends a new activation link to a pending profile and answers valid with the address', async () => {
    const email = 'resend.me@example.com';
    await registerDialog(email);
    const first = await latestLink(email, 'user-activation', 'login');
    advance(1);
    const response = await post('/api/web/user/resend-activation-email', {
      loginDetails: { loginEmail: 'Resend.Me@example.com', loginPassword: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(validResponseSchema.parse(response.json()).valid).toBe(email);
    const second = await latestLink(email, 'user-activation', 'login');
    expect(second.first).not.toBe(first.first);
    expect(await activate(first.first, first.second)).toBe('');
    expect(await activate(second.first, second.second)).toBe(email);
  });

  it('answers a resend for an unknown address the same, without sending anything', async () => {
    const response = await post('/api/web/user/resend-activation-email', {
      loginDetails: { loginEmail: 'ghost@example.com' },
    });
    expect(validResponseSchema.parse(response.json()).valid).toBe('ghost@example.com');
    expect(
      await rows(ctx.database.db, `select 1 from outbox where recipient = 'ghost@example.com'`),
    ).toHaveLength(0);
  });

  it('limits resends per e-mail', async () => {
    const statuses: number[] = [];
    for (let send = 0; send < 6; send += 1)
      statuses.push(
        (
          await post('/api/web/user/resend-activation-email', {
            loginDetails: { loginEmail: 'flood@example.com' },
          })
        ).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the REGISTER dialog for an e-mail that already has a profile (decision 0038)', () => {
  const FIRST = 'VictimPass1';
  const SECOND = 'AttackerPass1';
  const attacker = (password: string) => ({
    registerPassword: password,
    registerRePassword: password,
    registerFirstname: 'Mallory',
    registerLastname: 'Attacker',
    registerMarketing: true,
  });
  const victim = { registerPassword: FIRST, registerRePassword: FIRST };

  async function userOf(email: string) {
    const [row] = await rows(ctx.database.db, `select * from users where email = '${email}'`);
    return row;
  }

  async function mailsOf(email: string, kind: string) {
    return rows(
      ctx.database.db,
      `select subject, text from outbox where recipient = '${email}' and kind = '${kind}' order by created_at`,
    );
  }

  it('answers an active e-mail as a new one, changes nothing and mails the owner a sign-in link', async () => {
    const email = 'already.active@example.com';
    await activeUser(email);
    const before = await userOf(email);

    const again = await registerDialog(email, attacker(SECOND));
    const fresh = await registerDialog('brand.new@example.com', attacker(SECOND));
    expect(again.json()).toEqual(fresh.json());

    expect(await userOf(email)).toEqual(before);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect((await login(email, SECOND)).statusCode).toBe(401);
    expect(await mailsOf(email, 'user-activation')).toHaveLength(1);
    const [notice] = await mailsOf(email, 'user-already-registered');
    expect(notice?.subject).toBe('Someone tried to register with your email address');
    expect(String(notice?.text)).toContain(
      'Someone tried to create an online profile with this email address',
    );
    expect(String(notice?.text)).toContain('https://bluu.example/login');
    expect(String(notice?.text)).not.toContain('evil.example');
    const mail = await waitForMail(
      ctx.app,
      (m) => m.to === email && m.subject === 'Someone tried to register with your email address',
    );
    expect(mail.text).toContain('Forgot your password?');
  });

  it("keeps a pending profile's password from a second registration; its first link activates it", async () => {
    const email = 'victim1@example.co.za';
    await registerDialog(email, victim);
    const first = await latestLink(email, 'user-activation', 'login');
    const before = await userOf(email);

    await registerDialog(email, attacker(SECOND));
    expect(await userOf(email)).toEqual(before);
    expect(await activate(first.first, first.second)).toBe(email);
    expect((await login(email, FIRST)).statusCode).toBe(200);
    expect((await login(email, SECOND)).statusCode).toBe(401);
  });

  it('mails the pending profile a newer link that activates it with the first password too', async () => {
    const email = 'victim2@example.co.za';
    await registerDialog(email, victim);
    const first = await latestLink(email, 'user-activation', 'login');
    await registerDialog(email, attacker(SECOND));
    const newer = await latestLink(email, 'user-activation', 'login');
    expect(newer.first).not.toBe(first.first);

    expect(await activate(newer.first, newer.second)).toBe(email);
    expect((await login(email, FIRST)).statusCode).toBe(200);
    expect((await login(email, SECOND)).statusCode).toBe(401);
  });

  it('replaces a pending profile after 48 hours; no link or code issued for the old one works', async () => {
    const email = 'replaced.pending@example.com';
    await registerDialog(email, victim);
    advance(47 * 60);
    await post('/api/web/user/resend-activation-email', { loginDetails: { loginEmail: email } });
    const resent = await latestLink(email, 'user-activation', 'login');
    advance(2 * 60);

    const step = await post(
      '/api/auth/register',
      registrationStepOne(email, { Password: SECOND, PasswordConfirmation: SECOND }),
    );
    expect(step.statusCode, step.body).toBe(200);
    registerResponseSchema.parse(step.json());
    expect(await activate(resent.first, resent.second)).toBe('');
    expect((await userOf(email))?.status).toBe('PENDING');
    expect(errorOf(await login(email, SECOND))).toContain('has not been activated');
    expect(errorOf(await login(email, FIRST))).toBe(USER_MESSAGES.wrongLogin);
  });
});

describe('forgot password and reset', () => {
  it('answers the same whether or not the address is registered', async () => {
    const email = 'forgetful@example.com';
    await activeUser(email);
    const known = await post('/api/web/user/send-external-forgot-password', {
      forgotDetails: { forgotEmail: email },
    });
    const unknown = await post('/api/web/user/send-external-forgot-password', {
      forgotDetails: { forgotEmail: 'stranger@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(validResponseSchema.parse(known.json()).valid).toBe(email);
    expect(validResponseSchema.parse(unknown.json()).valid).toBe('stranger@example.com');
    expect(
      await rows(ctx.database.db, `select 1 from outbox where recipient = 'stranger@example.com'`),
    ).toHaveLength(0);
  });

  it('changes the password once with the e-mailed link and ends the other sessions', async () => {
    const email = 'reset.me@example.com';
    await activeUser(email);
    const otherDevice = cookieOf(await login(email, PASSWORD));
    advance(1);
    await post('/api/web/user/send-external-forgot-password', {
      forgotDetails: { forgotEmail: email },
    });
    const link = await latestLink(email, 'user-password-reset', 'password-reset');
    expect(link.origin).toBe('https://bluu.example');

    const response = await resetPassword(link, 'a brand new password');
    expect(response.statusCode, response.body).toBe(200);
    errorTextResponseSchema.parse(response.json());
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'a brand new password')).statusCode).toBe(200);
    const [user] = await rows(ctx.database.db, `select id from users where email = '${email}'`);
    const sessionsLeft = await rows(
      ctx.database.db,
      `select token_hash from sessions where user_id = '${String(user?.id)}'`,
    );
    expect(sessionsLeft).toHaveLength(1);
    const profile = await post('/api/web/user/logout', undefined, { cookie: otherDevice });
    expect(profile.statusCode).toBe(200);

    const again = await resetPassword(link, 'yet another password');
    expect(again.statusCode).toBe(410);
    expect(codeOf(again)).toBe('CODE_EXPIRED');
    expect(errorOf(again)).toBe(USER_MESSAGES.resetLinkExpired);
  });

  it('refuses a reset link after 1 hour', async () => {
    const email = 'slow.reset@example.com';
    await activeUser(email);
    advance(1);
    await post('/api/web/user/send-external-forgot-password', {
      forgotDetails: { forgotEmail: email },
    });
    const link = await latestLink(email, 'user-password-reset', 'password-reset');
    advance(60);
    expect((await resetPassword(link, 'a brand new password')).statusCode).toBe(410);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('activates a pending profile with a reset through the mailed link within its 48 hours', async () => {
    const email = 'never.activated@example.com';
    await registerDialog(email);
    advance(47 * 60);
    await post('/api/web/user/send-external-forgot-password', {
      forgotDetails: { forgotEmail: email },
    });
    const link = await latestLink(email, 'user-password-reset', 'password-reset');
    advance(30);

    const response = await resetPassword(link, 'a brand new password');
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await rows(
      ctx.database.db,
      `select status, activated_at from users where email = '${email}'`,
    );
    expect(row?.status).toBe('ACTIVE');
    expect(new Date(String(row?.activated_at)).getTime()).toBe(now.getTime());
    expect((await login(email, 'a brand new password')).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
  });

  it('leaves a pending profile past its 48 hours pending after a reset', async () => {
    const email = 'long.pending@example.com';
    await registerDialog(email);
    advance(48 * 60);
    await post('/api/web/user/send-external-forgot-password', {
      forgotDetails: { forgotEmail: email },
    });
    const link = await latestLink(email, 'user-password-reset', 'password-reset');

    expect((await resetPassword(link, 'a brand new password')).statusCode).toBe(200);
    const [row] = await rows(ctx.database.db, `select status from users where email = '${email}'`);
    expect(row?.status).toBe('PENDING');
    const refused = await login(email, 'a brand new password');
    expect(codeOf(refused)).toBe('NOT_ACTIVATED');
  });

  it("refuses the reset form's bad input with the spec's messages", async () => {
    const details = (overrides: Record<string, unknown>) => ({
      resetPasswordDetails: {
        password: 'a brand new password',
        passwordConfirm: 'a brand new password',
        txtU: '00000000-0000-4000-8000-000000000000',
        txtC: 'abc',
        ...overrides,
      },
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: '' }, USER_MESSAGES.newPassword],
      [{ passwordConfirm: '' }, USER_MESSAGES.newPasswordConfirmation],
      [{ passwordConfirm: 'something else' }, USER_MESSAGES.passwordsDoNotMatch],
    ];
    for (const [overrides, message] of cases) {
      const response = await post('/api/web/user/send-external-password-reset', details(overrides));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toContain(message);
    }
    const madeUp = await post('/api/web/user/send-external-password-reset', details({ txtU: 'x' }));
    expect(madeUp.statusCode).toBe(410);
  });

  it('sign-in answers carry the session user under both spellings', async () => {
    const email = 'both.names@example.com';
    await activeUser(email);
    const body = externalLoginResponseSchema.parse((await login(email, PASSWORD)).json());
    expect(body).toMatchObject({
      sessionUserFirstname: 'Thandi',
      sessionUserLastname: 'Nkosi',
      sessionUserId: body.accountUser,
      sessionUserEmail: email,
      accountName: 'T Nkosi',
    });
  });
});

describe('bad input on the link endpoints', () => {
  const endpoints: Array<[string, (bad: string) => unknown]> = [
    [
      '/api/web/user/register-external-user',
      (bad) => registerDetails('fuzz2@example.com', { registerLastname: bad }),
    ],
    [
      '/api/web/user/activate-external-user-account',
      (bad) => ({ params: { validHash: bad, validCode: 'x' } }),
    ],
    [
      '/api/web/user/resend-activation-email',
      (bad) => ({ loginDetails: { loginEmail: `a${bad}@example.com` } }),
    ],
    [
      '/api/web/user/send-external-forgot-password',
      (bad) => ({ forgotDetails: { forgotEmail: `a${bad}@example.com` } }),
    ],
    [
      '/api/web/user/send-external-password-reset',
      (bad) => ({
        resetPasswordDetails: {
          password: bad.repeat(9),
          passwordConfirm: bad.repeat(9),
          txtU: 'a',
          txtC: 'b',
        },
      }),
    ],
  ];

  it('answers NUL bytes, lone surrogates and wrong shapes with 400, never 500', async () => {
    for (const [url, body] of endpoints) {
      for (const bad of ['Nk\u0000osi', 'x\ud800', '\udfff']) {
        const response = await post(url, body(bad));
        expect(response.statusCode, `${url} ${JSON.stringify(bad)}`).toBe(400);
        errorResponseSchema.parse(response.json());
      }
      for (const shape of [null, [], 42, {}]) {
        const response = await post(url, shape);
        expect(response.statusCode, `${url} ${JSON.stringify(shape)}`).toBe(400);
      }
    }
    expect(
      await rows(ctx.database.db, `select 1 from users where email = 'fuzz2@example.com'`),
    ).toHaveLength(0);
  });
});
