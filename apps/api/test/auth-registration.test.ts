import { errorResponseSchema } from '@bluu/contracts/api-errors';
import {
  authActionResponseSchema,
  externalLoginResponseSchema,
  registerResponseSchema,
  USER_MESSAGES,
} from '@bluu/contracts/users';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, errorOf, rows } from './support/http.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { registrationStepOne as stepOne } from './support/user-fixtures.ts';

let now = parseLocalDateTime('2026-12-01 08:00')!;
const advance = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(() => now);
});
afterAll(async () => {
  await ctx?.close();
});

let clientNo = 0;
/** A new client address per call, so the per-client limits do not get in the way. */
function nextClient(): string {
  clientNo += 1;
  return `10.1.${Math.floor(clientNo / 250)}.${(clientNo % 250) + 1}`;
}

async function call(
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  options: { cookie?: string; remoteAddress?: string } = {},
) {
  return ctx.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.remoteAddress ?? nextClient(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

function stepTwo(token: string, overrides: Record<string, unknown> = {}) {
  return {
    Action: 'UPDATE',
    userType: 'Registered',
    errorMessage: 'LOGIN SUCCESSFUL',
    openSnappdriveBookings: [],
    apiToken: null,
    refreshToken: null,
    title: 'MS',
    firstName: 'Naledi',
    lastName: 'Dlamini',
    idType: 'SAID',
    idPassportNumber: '8001015009087',
    driversLicenceNumber: '',
    licenceIssueDate: '2026-12-01',
    licenceExpiryDate: '2026-12-01',
    licenceCode: 'B',
    contactNumber: '+27-821234567',
    emailAddress: 'ignored@example.com',
    token,
    cardToken: '',
    billingAddress1: '12 Jan Smuts Avenue',
    billingAddress2: 'Rosebank',
    billingAddress3: 'Johannesburg, GP',
    billingPostCode: '2196',
    billingCountry: 'ZA',
    addressCountry: 'ZA',
    unitNumber: '',
    buildingComplexName: '',
    streetNumber: '12',
    streetName: 'Jan Smuts Avenue',
    suburb: 'Rosebank',
    province: 'GP',
    city: 'Johannesburg',
    postCode: '2196',
    ...overrides,
  };
}

async function register(email: string): Promise<string> {
  const response = await call('POST', '/api/auth/register', stepOne(email));
  expect(response.statusCode, response.body).toBe(200);
  return registerResponseSchema.parse(response.json()).token;
}

/** The OTP of the newest OTP mail to an address, read from the outbox. */
async function latestOtp(email: string): Promise<string> {
  const [mail] = await rows(
    ctx.database.db,
    `select text from outbox where recipient = '${email}' and kind = 'user-otp' order by created_at desc limit 1`,
  );
  const otp = /OTP to confirm your online profile is (\d{4})/.exec(String(mail?.text))?.[1];
  if (!otp) throw new Error(`no OTP mail to ${email}`);
  return otp;
}

async function sendOtp(email: string) {
  advance(1);
  const response = await call('POST', `/api/auth/verify-account/${email}`, {
    contactNumber: '+27-821234567',
    deviceId: '',
    token: '',
    userType: '',
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(authActionResponseSchema.parse(response.json()).action).toContain('SENDOTP');
  return response;
}

async function verifyOtp(email: string, otp: string) {
  return call('POST', `/api/auth/verify-otp/${email}`, {
    token: '',
    deviceId: '',
    userType: 'Registered',
    otp,
  });
}

function wrongOtp(otp: string): string {
  return String((Number(otp) + 1) % 10_000).padStart(4, '0');
}

async function login(email: string, password: string) {
  return call('POST', '/api/web/user/send-external-login', {
    loginDetails: { loginEmail: email, loginPassword: password },
  });
}

async function userRow(email: string) {
  const [row] = await rows(ctx.database.db, `select * from users where email = '${email}'`);
  return row;
}

/** Step 1 with a password of its own, as a second person registering the same e-mail would. */
function stepOneWith(email: string, password: string, overrides: Record<string, unknown> = {}) {
  return stepOne(email, { Password: password, PasswordConfirmation: password, ...overrides });
}

async function registerWith(email: string, password: string, overrides = {}) {
  advance(1);
  const response = await call(
    'POST',
    '/api/auth/register',
    stepOneWith(email, password, overrides),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function activateByOtp(email: string) {
  await sendOtp(email);
  const response = await verifyOtp(email, await latestOtp(email));
  expect(response.statusCode, response.body).toBe(200);
}

async function mailKinds(email: string): Promise<string[]> {
  const mails = await rows(
    ctx.database.db,
    `select kind from outbox where recipient = '${email}' order by created_at`,
  );
  return mails.map((mail) => String(mail.kind));
}

describe('registration on /register-account (POST /api/auth/register, PUT /api/auth/update)', () => {
  it('creates a pending profile with an argon2id password hash and answers a token', async () => {
    const token = await register('Reg.One@Example.com');
    expect(token.length).toBeGreaterThan(30);
    const row = await userRow('reg.one@example.com');
    expect(row?.status).toBe('PENDING');
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('correct horse battery');
    expect(row?.registration_token_hash).not.toBe(token);
  });

  it("refuses step 1 with the spec's messages", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ IDPassportNumber: '800101500908' }, USER_MESSAGES.idNumber13],
      [{ IDPassportNumber: '80010150090AB' }, USER_MESSAGES.idNumberNumeric],
      [{ IDType: 'PASS', IDPassportNumber: '' }, USER_MESSAGES.passportRequired],
      [{ FirstName: 'N' }, USER_MESSAGES.firstNameLength],
      // Characters that show nothing (a right-to-left override, a zero-width space) are no name.
      [{ FirstName: '\u202e\u200b\u202e' }, USER_MESSAGES.firstNameLength],
      [{ LastName: '\u202e' }, USER_MESSAGES.lastName],
      [{ ContactNumber: 'call me' }, USER_MESSAGES.phone],
      [{ EmailAddressConfirmation: 'other@example.com' }, USER_MESSAGES.emailsMatch],
      [{ Password: 'short', PasswordConfirmation: 'short' }, USER_MESSAGES.passwordLength],
      [{ PasswordConfirmation: 'something else' }, USER_MESSAGES.passwordsMatch],
      [{ TermsConditions: false }, USER_MESSAGES.terms],
      [{ driversLicenceNumber: 'ab12' }, USER_MESSAGES.licenceNumber],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(
        'POST',
        '/api/auth/register',
        stepOne('bad@example.com', overrides),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(response)).toContain(message);
    }
    expect(await userRow('bad@example.com')).toBeUndefined();
  });

  it('stores the step-2 details and address only with the token of step 1', async () => {
    const email = 'step.two@example.com';
    const token = await register(email);
    const refused = await call('PUT', `/api/auth/update/${email}`, stepTwo('not-the-token'));
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)).toBe(USER_MESSAGES.invalidToken);
    const otherToken = await register('someone.else@example.com');
    const crossed = await call('PUT', `/api/auth/update/${email}`, stepTwo(otherToken));
    expect(crossed.statusCode).toBe(401);

    const response = await call(
      'PUT',
      `/api/auth/update/${email}`,
      stepTwo(token, { city: 'Sandton' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(registerResponseSchema.parse(response.json()).token).toBe(token);
    const row = await userRow(email);
    expect(row?.address).toMatchObject({ city: 'Sandton', streetName: 'Jan Smuts Avenue' });
    expect(await userRow('ignored@example.com')).toBeUndefined();
  });

  it('takes the token for as long as the pending profile holds its e-mail (48 hours), not after', async () => {
    const email = 'old.token@example.com';
    const token = await register(email);
    advance(48 * 60 - 1);
    const late = await call('PUT', `/api/auth/update/${email}`, stepTwo(token));
    expect(late.statusCode, late.body).toBe(200);
    advance(1);
    const expired = await call('PUT', `/api/auth/update/${email}`, stepTwo(token));
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired)).toBe(USER_MESSAGES.invalidToken);
  });

  it('gives step 2 the initials and phone country of a corrected step 1', async () => {
    const email = 'corrected.step.one@example.com';
    const token = await register(email);
    expect(await userRow(email)).toMatchObject({ initials: 'N', phone_no_country: 'ZA' });

    const corrected = { firstName: 'Thandi', contactNumber: '+264-811234567' };
    const response = await call(
      'PUT',
      `/api/auth/update/${email}`,
      stepTwo(token, { ...corrected, phoneNoCountry: 'NA' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await userRow(email)).toMatchObject({
      first_name: 'Thandi',
      initials: 'T',
      contact_number: '+264-811234567',
      phone_no_country: 'NA',
    });

    // The spec's payload, without a phone country, keeps the one there.
    const withoutCountry = stepTwo(token, corrected);
    expect((await call('PUT', `/api/auth/update/${email}`, withoutCountry)).statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({ phone_no_country: 'NA' });
  });

  it('keeps initials set otherwise than from the first name', async () => {
    const email = 'own.initials@example.com';
    const token = await register(email);
    await rows(ctx.database.db, `update users set initials = 'N.M.' where email = '${email}'`);
    const response = await call(
      'PUT',
      `/api/auth/update/${email}`,
      stepTwo(token, { firstName: 'Thandi' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await userRow(email)).toMatchObject({ first_name: 'Thandi', initials: 'N.M.' });
  });
});

describe('refusals of the registration steps, one entry per failing field', () => {
  const entriesOf = (response: { json(): unknown }) =>
    errorResponseSchema.parse(response.json()).errors.error;

  it('names the field of each message at step 1, and writes nothing', async () => {
    const response = await call(
      'POST',
      '/api/auth/register',
      stepOne('fields.one@example.com', {
        FirstName: 'N',
        ContactNumber: 'call me',
        Password: 'short',
        PasswordConfirmation: 'short',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(entriesOf(response)).toEqual([
      { errorMessage: USER_MESSAGES.passwordLength, code: 'VALIDATION', field: 'Password' },
      { errorMessage: USER_MESSAGES.firstNameLength, code: 'VALIDATION', field: 'FirstName' },
      { errorMessage: USER_MESSAGES.phone, code: 'VALIDATION', field: 'ContactNumber' },
    ]);
    expect(await userRow('fields.one@example.com')).toBeUndefined();
  });

  it("names the field of a rule across fields, and of step 2's address", async () => {
    const mismatch = await call(
      'POST',
      '/api/auth/register',
      stepOne('fields.two@example.com', { EmailAddressConfirmation: 'other@example.com' }),
    );
    expect(entriesOf(mismatch)).toEqual([
      {
        errorMessage: USER_MESSAGES.emailsMatch,
        code: 'VALIDATION',
        field: 'EmailAddressConfirmation',
      },
    ]);

    const email = 'fields.three@example.com';
    const token = await register(email);
    const before = await userRow(email);
    const response = await call(
      'PUT',
      `/api/auth/update/${email}`,
      stepTwo(token, { city: 'x'.repeat(101), lastName: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(entriesOf(response).map(({ field, code }) => ({ field, code }))).toEqual([
      { field: 'city', code: 'VALIDATION' },
      { field: 'lastName', code: 'VALIDATION' },
    ]);
    expect(entriesOf(response)[1]?.errorMessage).toBe(USER_MESSAGES.lastName);
    expect(await userRow(email)).toEqual(before);
  });

  it('refuses a body that is no form with one entry without a field', async () => {
    const response = await call('POST', '/api/auth/register', [] as unknown);
    expect(response.statusCode).toBe(400);
    const [entry, ...more] = entriesOf(response);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ code: 'VALIDATION' });
    expect(entry?.field).toBeUndefined();
  });
  it('refuses an 11th step 1 within a minute from one client with 429, not 500, field or no field', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = await call(
        'POST',
        '/api/auth/register',
        stepOne(`limited.${attempt}@example.com`, attempt % 2 ? { FirstName: 'N' } : {}),
        { remoteAddress: '10.9.9.10' },
      );
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200 || status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(codeOf(last!)).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('registering an e-mail that already has a profile (decision 0038)', () => {
  const FIRST = 'VictimPass1';
  const SECOND = 'AttackerPass1';
  const other = { FirstName: 'Mallory', LastName: 'Attacker', Title: 'MR' };

  it('answers an active e-mail as a new one, changes nothing and tells the owner by e-mail', async () => {
    const email = 'active.again@example.com';
    await registerWith(email, FIRST);
    await activateByOtp(email);
    const before = await userRow(email);

    const again = await registerWith(email, SECOND, other);
    const fresh = await registerWith('never.seen@example.com', SECOND, other);
    const decoy = registerResponseSchema.parse(again.json());
    const token = registerResponseSchema.parse(fresh.json());
    expect(Object.keys(again.json() as object)).toEqual(Object.keys(fresh.json() as object));
    expect(decoy.errors).toEqual(token.errors);
    expect(decoy.token).toMatch(/^[\w-]{43}$/);
    expect(token.token).toMatch(/^[\w-]{43}$/);

    expect(await userRow(email)).toEqual(before);
    expect((await login(email, FIRST)).statusCode).toBe(200);
    expect((await login(email, SECOND)).statusCode).toBe(401);
    const [notice] = await rows(
      ctx.database.db,
      `select subject, text from outbox where recipient = '${email}' and kind = 'user-already-registered'`,
    );
    expect(notice?.subject).toBe('Someone tried to register with your email address');
    expect(String(notice?.text)).toContain('Nothing has been changed.');
    expect(String(notice?.text)).toMatch(/https?:\/\/[^/\s]+\/login\b/);
    expect(String(notice?.text)).toContain('Forgot your password?');
    expect(await mailKinds('never.seen@example.com')).toEqual([]);
  });

  it('answers step 2 with the decoy token as a real one and writes nothing', async () => {
    const email = 'active.decoy@example.com';
    await registerWith(email, FIRST);
    await activateByOtp(email);
    const before = await userRow(email);
    const decoy = registerResponseSchema.parse(
      (await registerWith(email, SECOND, other)).json(),
    ).token;

    const response = await call(
      'PUT',
      `/api/auth/update/${email}`,
      stepTwo(decoy, { city: 'Sandton' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(registerResponseSchema.parse(response.json()).token).toBe(decoy);
    expect(await userRow(email)).toEqual(before);

    const crossed = await call('PUT', '/api/auth/update/someone.other@example.com', stepTwo(decoy));
    expect(crossed.statusCode).toBe(401);
    // A decoy lasts as long as a real token (48 hours), so the two cannot be told apart by age.
    advance(48 * 60 - 1);
    const late = await call('PUT', `/api/auth/update/${email}`, stepTwo(decoy));
    expect(late.statusCode).toBe(200);
    advance(1);
    const expired = await call('PUT', `/api/auth/update/${email}`, stepTwo(decoy));
    expect(expired.statusCode).toBe(401);
  });

  it('refuses a wrong token alike for an active, a pending and an unknown e-mail', async () => {
    const active = 'wrong.active@example.com';
    const pending = 'wrong.pending@example.com';
    await registerWith(active, FIRST);
    await activateByOtp(active);
    await registerWith(pending, FIRST);
    const madeUp = registerResponseSchema.parse(
      (await registerWith('wrong.template@example.com', FIRST)).json(),
    ).token;
    for (const token of ['not-the-token', madeUp]) {
      const answers = await Promise.all(
        [active, pending, 'wrong.unknown@example.com'].map((email) =>
          call('PUT', `/api/auth/update/${email}`, stepTwo(token)),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual(answers[0]?.json());
      }
      expect(errorOf(answers[0]!)).toBe(USER_MESSAGES.invalidToken);
    }
  });

  it("keeps a pending profile from someone else's registration; its own OTP activates it with the first password", async () => {
    const email = 'victim1@example.co.za';
    const genuine = registerResponseSchema.parse((await registerWith(email, FIRST)).json()).token;
    const before = await userRow(email);
    const decoy = registerResponseSchema.parse(
      (await registerWith(email, SECOND, other)).json(),
    ).token;
    expect(decoy).not.toBe(genuine);
    expect(await userRow(email)).toEqual(before);

    const attackerStepTwo = await call(
      'PUT',
      `/api/auth/update/${email}`,
      stepTwo(decoy, { city: 'Elsewhere' }),
    );
    expect(attackerStepTwo.statusCode).toBe(200);
    expect(await userRow(email)).toEqual(before);
    const victimStepTwo = await call('PUT', `/api/auth/update/${email}`, stepTwo(genuine));
    expect(victimStepTwo.statusCode).toBe(200);
    expect((await userRow(email))?.address).toMatchObject({ city: 'Johannesburg' });

    await activateByOtp(email);
    expect((await login(email, FIRST)).statusCode).toBe(200);
    expect((await login(email, SECOND)).statusCode).toBe(401);
    expect(await mailKinds(email)).toEqual(['user-otp']);
  });

  it('replaces a pending profile older than 48 hours, and not one younger', async () => {
    const email = 'stale.pending@example.com';
    await registerWith(email, FIRST);
    advance(47 * 60);
    await registerWith(email, SECOND, other);
    expect((await userRow(email))?.first_name).toBe('Naledi');

    advance(60);
    const stale = await userRow(email);
    const token = registerResponseSchema.parse(
      (await registerWith(email, SECOND, other)).json(),
    ).token;
    const replaced = await userRow(email);
    expect(replaced?.id).not.toBe(stale?.id);
    expect(replaced).toMatchObject({ status: 'PENDING', first_name: 'Mallory' });
    expect((await call('PUT', `/api/auth/update/${email}`, stepTwo(token))).statusCode).toBe(200);
    await activateByOtp(email);
    expect((await login(email, SECOND)).statusCode).toBe(200);
    expect((await login(email, FIRST)).statusCode).toBe(401);
  });
});

describe('OTP (POST /api/auth/verify-account, POST /api/auth/verify-otp)', () => {
  it('e-mails a 4-digit OTP that activates the profile once', async () => {
    const email = 'otp.ok@example.com';
    await register(email);
    await sendOtp(email);
    const otp = await latestOtp(email);
    expect(otp).toMatch(/^\d{4}$/);
    const [code] = await rows(
      ctx.database.db,
      `select code_hash from user_codes uc join users u on u.id = uc.user_id where u.email = '${email}'`,
    );
    expect(code?.code_hash).not.toContain(otp);

    const response = await verifyOtp(email, otp);
    expect(response.statusCode, response.body).toBe(200);
    expect(authActionResponseSchema.parse(response.json()).action).toEqual(['VERIFYOTP']);
    expect((await userRow(email))?.status).toBe('ACTIVE');

    const again = await verifyOtp(email, otp);
    expect(again.statusCode).toBe(410);
    expect(codeOf(again)).toBe('CODE_EXPIRED');
  });

  it('refuses the 6th attempt even with the right code, until a new code is sent', async () => {
    const email = 'otp.guess@example.com';
    await register(email);
    await sendOtp(email);
    const otp = await latestOtp(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await verifyOtp(email, wrongOtp(otp));
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong)).toBe(USER_MESSAGES.otpInvalid);
    }
    const sixth = await verifyOtp(email, otp);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth)).toBe(USER_MESSAGES.otpTooManyAttempts);
    expect((await userRow(email))?.status).toBe('PENDING');

    await sendOtp(email);
    const fresh = await latestOtp(email);
    const oldCode = await verifyOtp(email, otp === fresh ? wrongOtp(fresh) : otp);
    expect(oldCode.statusCode).toBe(400);
    expect((await verifyOtp(email, fresh)).statusCode).toBe(200);
  });

  it('refuses an OTP after 10 minutes', async () => {
    const email = 'otp.late@example.com';
    await register(email);
    await sendOtp(email);
    const otp = await latestOtp(email);
    advance(10);
    const response = await verifyOtp(email, otp);
    expect(response.statusCode).toBe(410);
    expect(errorOf(response)).toBe(USER_MESSAGES.otpExpired);
  });

  it('answers SENDOTP for an unknown e-mail without sending anything', async () => {
    await sendOtp('nobody.here@example.com');
    const mails = await rows(
      ctx.database.db,
      `select 1 from outbox where recipient = 'nobody.here@example.com'`,
    );
    expect(mails).toHaveLength(0);
  });

  it("refuses an OTP of the wrong shape with the spec's messages", async () => {
    expect(errorOf(await verifyOtp('x@example.com', ''))).toContain(USER_MESSAGES.otpMin);
    expect(errorOf(await verifyOtp('x@example.com', '12345'))).toContain(USER_MESSAGES.otpMax);
  });

  it('limits OTP sends per e-mail', async () => {
    const email = 'otp.flood@example.com';
    await register(email);
    for (let send = 0; send < 5; send += 1) await sendOtp(email);
    const sixth = await call('POST', `/api/auth/verify-account/${email}`, {});
    expect(sixth.statusCode).toBe(429);
  });
});

describe('sign-in (POST /api/web/user/send-external-login) and logout', () => {
  async function activeUser(email: string, password = 'correct horse battery') {
    await register(email);
    await sendOtp(email);
    expect((await verifyOtp(email, await latestOtp(email))).statusCode).toBe(200);
    return password;
  }

  it('signs an activated individual in with the session user of type I and an HttpOnly cookie', async () => {
    const email = 'sign.in@example.com';
    const password = await activeUser(email);
    const response = await login('Sign.In@Example.com', password);
    expect(response.statusCode, response.body).toBe(200);
    const body = externalLoginResponseSchema.parse(response.json());
    const row = await userRow(email);
    expect(body).toMatchObject({
      error: '',
      accountName: 'N Dlamini',
      accountEmail: email,
      accountNo: null,
      accountType: 'I',
      accountUser: row?.id,
      accountFirstname: 'Naledi',
      accountLastname: 'Dlamini',
    });
    const cookie = response.cookies.find((c) => c.name === 'bluu_session');
    expect(cookie?.httpOnly).toBe(true);
    const [session] = await rows(
      ctx.database.db,
      `select user_id, account_type from sessions where user_id = '${String(row?.id)}'`,
    );
    expect(session).toEqual({ user_id: row?.id, account_type: 'I' });
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const email = 'known@example.com';
    await activeUser(email);
    const unknown = await login('unknown.person@example.com', 'correct horse battery');
    const wrong = await login(email, 'wrong horse battery');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(errorOf(wrong)).toBe(USER_MESSAGES.wrongLogin);
    expect(unknown.cookies).toHaveLength(0);
  });

  it('tells only the right password that the profile has not been activated', async () => {
    const email = 'not.active@example.com';
    await register(email);
    const right = await login(email, 'correct horse battery');
    expect(right.statusCode).toBe(403);
    expect(errorOf(right)).toContain('has not been activated');
    const wrong = await login(email, 'wrong horse battery');
    expect(errorOf(wrong)).toBe(USER_MESSAGES.wrongLogin);
  });

  it('locks an e-mail after 5 failed sign-ins, even for the right password', async () => {
    const email = 'locked@example.com';
    const password = await activeUser(email);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(email, 'wrong password!')).statusCode).toBe(401);
    const right = await login(email, password);
    expect(right.statusCode).toBe(429);
  });

  it('limits sign-in per client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push(
        (
          await call(
            'POST',
            '/api/web/user/send-external-login',
            { loginDetails: { loginEmail: `c${attempt}@example.com`, loginPassword: 'x' } },
            { remoteAddress: '10.9.9.9' },
          )
        ).statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });

  it("logout ends the individual's session", async () => {
    const email = 'log.out@example.com';
    const password = await activeUser(email);
    const response = await login(email, password);
    const cookie = response.cookies.find((c) => c.name === 'bluu_session');
    const header = `bluu_session=${cookie?.value}`;
    const row = await userRow(email);
    const out = await call('POST', '/api/web/user/logout', undefined, { cookie: header });
    expect(out.statusCode).toBe(200);
    expect(
      await rows(ctx.database.db, `select 1 from sessions where user_id = '${String(row?.id)}'`),
    ).toHaveLength(0);
  });
});

describe('bad input on the new user endpoints', () => {
  const endpoints: Array<['POST' | 'PUT', string, (bad: string) => unknown]> = [
    ['POST', '/api/auth/register', (bad) => stepOne('fuzz@example.com', { FirstName: bad })],
    ['PUT', '/api/auth/update/fuzz@example.com', (bad) => stepTwo('t', { city: bad })],
    ['POST', '/api/auth/verify-account/fuzz@example.com', (bad) => ({ contactNumber: bad })],
    ['POST', '/api/auth/verify-otp/fuzz@example.com', (bad) => ({ otp: bad })],
    ['POST', '/api/auth/verify-otp/fuzz@example.com', (bad) => ({ otp: '1234', token: bad })],
    [
      'POST',
      '/api/web/user/send-external-login',
      (bad) => ({ loginDetails: { loginEmail: 'fuzz@example.com', loginPassword: bad } }),
    ],
  ];

  it('answers NUL bytes, lone surrogates and wrong shapes with 400, never 500', async () => {
    const hostile = ['Na\u0000ledi', 'x\ud800', '\udfff'];
    for (const [method, url, body] of endpoints) {
      for (const bad of hostile) {
        const response = await call(method, url, body(bad));
        expect(response.statusCode, `${url} ${JSON.stringify(bad)}`).toBe(400);
        errorResponseSchema.parse(response.json());
      }
      for (const shape of [null, [], 42]) {
        const response = await call(method, url, shape);
        expect(response.statusCode, `${url} ${JSON.stringify(shape)}`).toBe(400);
      }
    }
    for (const url of [
      '/api/auth/verify-account/not-an-email',
      '/api/auth/verify-account/a%00b@example.com',
      '/api/auth/verify-otp/%ED%A0%80@example.com',
    ]) {
      const response = await call('POST', url, { otp: '1234' });
      expect(response.statusCode, url).toBe(400);
    }
    expect(await userRow('fuzz@example.com')).toBeUndefined();
  });
});
