import { errorResponseSchema } from '@bluu/contracts/api-errors';
import {
  getExternalProfileResponseSchema,
  PROFILE_MESSAGES,
  updateExternalProfileResponseSchema,
  USER_MESSAGES,
} from '@bluu/contracts/users';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, errorOf, rows } from './support/http.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

let now = parseLocalDateTime('2026-12-01 08:00')!;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(() => now);
});
afterAll(async () => {
  await ctx?.close();
});

let clientNo = 0;
function nextClient(): string {
  clientNo += 1;
  return `10.3.${Math.floor(clientNo / 250)}.${(clientNo % 250) + 1}`;
}

async function post(url: string, payload: unknown, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: nextClient(),
    headers: cookie ? { cookie } : {},
  });
}

const PASSWORD = 'correct horse battery';

/** An activated individual, signed in: the session cookie. */
async function signedInUser(email: string, firstName = 'Thandi'): Promise<string> {
  now = new Date(now.getTime() + 60_000);
  const registered = await post('/api/web/user/register-external-user', {
    registerDetails: {
      registerIDType: 'SAID',
      registerID: '8001015009087',
      registerFirstname: firstName,
      registerLastname: 'Nkosi',
      registerEmail: email,
      registerPassword: PASSWORD,
      registerRePassword: PASSWORD,
      registerMarketing: true,
      consent: true,
    },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const [mail] = await rows(
    ctx.database.db,
    `select text from outbox where recipient = '${email}' order by created_at desc limit 1`,
  );
  const [, validHash, validCode] = /\/login\/([\w-]+)\/([\w-]+)/.exec(String(mail?.text)) ?? [];
  await post('/api/web/user/activate-external-user-account', { params: { validHash, validCode } });
  const login = await post('/api/web/user/send-external-login', {
    loginDetails: { loginEmail: email, loginPassword: PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = login.cookies.find((c) => c.name === 'bluu_session');
  return `bluu_session=${cookie?.value}`;
}

function profileDetails(email: string, overrides: Record<string, unknown> = {}) {
  return {
    profileIDType: 'SAID',
    profileID: '8001015009087',
    profileTitle: 'MS',
    profileInitials: 'T',
    profileFirstname: 'Thandi',
    profileLastname: 'Nkosi-Mokoena',
    profileEmail: email,
    profileContactNo: '+27-821234567',
    profileOldPassword: '',
    profilePassword: '',
    profileMarketing: false,
    ...overrides,
  };
}

async function getProfile(cookie?: string, userData: unknown = {}) {
  return post('/api/web/user/get-external-profile', { userData }, cookie);
}

describe('POST /api/web/user/get-external-profile', () => {
  it("answers the signed-in individual's profile fields", async () => {
    const email = 'profile.reader@example.com';
    const cookie = await signedInUser(email);
    const response = await getProfile(cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(getExternalProfileResponseSchema.parse(response.json())).toMatchObject({
      user_id_type: 'SAID',
      user_id_number: '8001015009087',
      user_initials: 'T',
      user_firstname: 'Thandi',
      user_lastname: 'Nkosi',
      user_email_address: email,
      user_receive_marketing: true,
    });
  });

  it('refuses a visitor without a session, whatever userData says', async () => {
    await signedInUser('victim.one@example.com');
    const response = await getProfile(undefined, {
      accountEmail: 'victim.one@example.com',
      accountType: 'I',
    });
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('USER_SIGN_IN_REQUIRED');
    expect(errorOf(response)).toBe(PROFILE_MESSAGES.signInRequired);
  });

  it("never answers another user's profile for an e-mail or id in userData", async () => {
    await signedInUser('victim.two@example.com', 'Victim');
    const [victim] = await rows(
      ctx.database.db,
      `select id from users where email = 'victim.two@example.com'`,
    );
    const cookie = await signedInUser('snoop@example.com', 'Snoop');
    const response = await getProfile(cookie, {
      accountEmail: 'victim.two@example.com',
      accountUser: victim?.id,
      sessionUserId: victim?.id,
    });
    expect(getExternalProfileResponseSchema.parse(response.json()).user_email_address).toBe(
      'snoop@example.com',
    );
  });

  it('refuses a corporate account session', async () => {
    const signIn = await post('/api/Customer/accounts', {
      accountType: 'C',
      accountNo: 'C10001',
      pin: '4821',
    });
    const cookie = signIn.cookies.find((c) => c.name === 'bluu_session');
    const response = await getProfile(`bluu_session=${cookie?.value}`);
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/web/user/update-external-profile', () => {
  it('updates the profile of the session, not the one named in userData', async () => {
    await signedInUser('victim.three@example.com', 'Victim');
    const email = 'updater@example.com';
    const cookie = await signedInUser(email);
    const response = await post(
      '/api/web/user/update-external-profile',
      {
        userData: { accountEmail: 'victim.three@example.com' },
        profileDetails: profileDetails(email),
      },
      cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(updateExternalProfileResponseSchema.parse(response.json()).success).toBe(
      PROFILE_MESSAGES.updated,
    );
    const profile = getExternalProfileResponseSchema.parse((await getProfile(cookie)).json());
    expect(profile).toMatchObject({
      user_lastname: 'Nkosi-Mokoena',
      user_title: 'MS',
      user_receive_marketing: false,
    });
    const [victim] = await rows(
      ctx.database.db,
      `select last_name from users where email = 'victim.three@example.com'`,
    );
    expect(victim?.last_name).toBe('Nkosi');
  });

  it("refuses another user's e-mail in profileDetails", async () => {
    const cookie = await signedInUser('keeps.email@example.com');
    const response = await post(
      '/api/web/user/update-external-profile',
      { profileDetails: profileDetails('victim.three@example.com') },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(PROFILE_MESSAGES.emailFixed);
  });

  it('refuses a visitor without a session', async () => {
    const response = await post('/api/web/user/update-external-profile', {
      profileDetails: profileDetails('victim.three@example.com'),
    });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const email = 'new.password@example.com';
    const cookie = await signedInUser(email);
    const otherLogin = await post('/api/web/user/send-external-login', {
      loginDetails: { loginEmail: email, loginPassword: PASSWORD },
    });
    const otherCookie = `bluu_session=${otherLogin.cookies.find((c) => c.name === 'bluu_session')?.value}`;

    const onlyNew = await post(
      '/api/web/user/update-external-profile',
      { profileDetails: profileDetails(email, { profilePassword: 'a brand new password' }) },
      cookie,
    );
    expect(onlyNew.statusCode).toBe(400);
    expect(errorOf(onlyNew)).toContain(PROFILE_MESSAGES.passwords);

    const wrongCurrent = await post(
      '/api/web/user/update-external-profile',
      {
        profileDetails: profileDetails(email, {
          profileOldPassword: 'not my password',
          profilePassword: 'a brand new password',
        }),
      },
      cookie,
    );
    expect(wrongCurrent.statusCode).toBe(401);
    expect(errorOf(wrongCurrent)).toBe(PROFILE_MESSAGES.wrongCurrentPassword);

    const changed = await post(
      '/api/web/user/update-external-profile',
      {
        profileDetails: profileDetails(email, {
          profileOldPassword: PASSWORD,
          profilePassword: 'a brand new password',
        }),
      },
      cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await getProfile(cookie)).statusCode).toBe(200);
    expect((await getProfile(otherCookie)).statusCode).toBe(401);
    const oldLogin = await post('/api/web/user/send-external-login', {
      loginDetails: { loginEmail: email, loginPassword: PASSWORD },
    });
    expect(errorOf(oldLogin)).toBe(USER_MESSAGES.wrongLogin);
    const [row] = await rows(
      ctx.database.db,
      `select password_hash from users where email = '${email}'`,
    );
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);
  });

  it("refuses the form's bad input with the spec's messages", async () => {
    const email = 'form.rules@example.com';
    const cookie = await signedInUser(email);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ profileIDType: '' }, 'Please select ID type.'],
      [{ profileTitle: '' }, 'Please select Title.'],
      [{ profileID: '' }, 'Please enter your ID / Passport number.'],
      [{ profileID: '123' }, 'Please enter a valid ID / Passport number.'],
      [{ profileIDType: 'PASS', profileID: 'A-1' }, 'Please enter a valid ID / Passport number.'],
      [{ profileFirstname: ' ' }, 'Please enter your First name.'],
      [{ profileContactNo: 'phone me' }, 'Please enter a valid Contact number.'],
      [{ profileEmail: 'nope' }, 'Please enter a valid Email address.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await post(
        '/api/web/user/update-external-profile',
        { profileDetails: profileDetails(email, overrides) },
        cookie,
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(response)).toContain(message);
    }
  });

  it('answers NUL bytes, lone surrogates and wrong shapes with 400, never 500', async () => {
    const email = 'fuzz.profile@example.com';
    const cookie = await signedInUser(email);
    for (const bad of ['Nk\u0000osi', 'x\ud800', '\udfff']) {
      for (const url of [
        '/api/web/user/update-external-profile',
        '/api/web/user/get-external-profile',
      ]) {
        const response = await post(
          url,
          {
            userData: { accountEmail: bad },
            profileDetails: profileDetails(email, { profileLastname: bad }),
          },
          cookie,
        );
        expect(response.statusCode, `${url} ${JSON.stringify(bad)}`).toBe(400);
        errorResponseSchema.parse(response.json());
      }
    }
    for (const shape of [[], 42, {}, { profileDetails: null }]) {
      const response = await post('/api/web/user/update-external-profile', shape, cookie);
      expect(response.statusCode, JSON.stringify(shape)).toBe(400);
    }
    const [row] = await rows(
      ctx.database.db,
      `select last_name from users where email = '${email}'`,
    );
    expect(row?.last_name).toBe('Nkosi');
  });
});
