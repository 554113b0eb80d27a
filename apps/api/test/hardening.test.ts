import { MESSAGES } from '@bluu/contracts/messages';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../src/db/schema.ts';
import {
  CAR_SELECTION,
  CAR_TRIP,
  cardPayment,
  renter,
  TEST_CARD,
} from './support/booking-fixtures.ts';
import { errorOf, rows } from './support/http.ts';
import { logCapture } from './support/log-capture.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { dialogRegistration, registrationStepOne } from './support/user-fixtures.ts';

const now = parseLocalDateTime('2026-12-01 08:00')!;
const { lines: logLines, stream: logStream } = logCapture();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(() => now, { LOG_LEVEL: 'debug' }, logStream);
});
afterAll(async () => {
  await ctx?.close();
});

const trip = CAR_TRIP;
const selection = CAR_SELECTION;
const contact = { name: 'Thandi', surname: 'Nkosi', emailAddress: 'thandi.nkosi@example.co.za' };

function booking(overrides: Record<string, unknown> = {}) {
  return { ...selection, customerDetails: renter(), payment: cardPayment(), ...overrides };
}

let client = 0;
/** Each request from its own address: the per-client rate limits are not under test here. */
function send(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  client += 1;
  return ctx.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
    remoteAddress: `10.7.${Math.floor(client / 250)}.${client % 250}`,
  });
}

/** The body as raw JSON text, so escapes such as a lone `\ud800` reach the server as sent. */
function json(body: unknown): string {
  return JSON.stringify(body);
}

async function count(table: string): Promise<number> {
  return Number((await rows(ctx.database.db, `select count(*)::int as n from ${table}`))[0]!.n);
}

function codeOf(response: { json(): unknown }): string | undefined {
  const body = response.json() as { errors: { error: Array<{ code?: string }> } };
  return body.errors.error[0]?.code;
}

describe('text the database cannot store is refused up front', () => {
  it('refuses a NUL character in a body field with a 400 naming the field', async () => {
    const response = await send(
      'POST',
      '/api/Customer/accounts',
      json({ accountType: 'C', accountNo: 'A\u0000B', pin: '1234' }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(codeOf(response)).toBe('VALIDATION');
    expect(errorOf(response)).toMatch(/^accountNo: /);
  });

  it('refuses a NUL character in a path parameter or the query string', async () => {
    for (const url of [
      '/api/Booking/status/%00?email=a@b.co',
      '/api/Booking/status/R2345678AB?email=a%00@b.co',
      '/api/Booking/manage/R2345678AB/a%00@b.co',
      '/api/Quote/Q2345678AB/a@b.co%00',
      '/api/Product/additional/I/JS%00/A1',
    ]) {
      const response = await send('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(codeOf(response)).toBe('VALIDATION');
    }
  });

  it('refuses a NUL character anywhere in a booking and writes nothing', async () => {
    const before = await count('reservations');
    const bodies = [
      booking({ customerDetails: renter({ surname: 'Nk\u0000osi' }) }),
      booking({ customerDetails: renter({ firstNames: [{ firstName: 'Th\u0000andi' }] }) }),
      booking({ payment: cardPayment({ invoiceAddress1: '12 Jan\u0000 Smuts Avenue' }) }),
      { ...booking(), 'odd\u0000key': 1 },
    ];
    for (const body of bodies) {
      const response = await send('POST', '/api/Booking', json(body));
      expect(response.statusCode, response.body).toBe(400);
      expect(codeOf(response)).toBe('VALIDATION');
    }
    const cancel = await send(
      'POST',
      '/api/Booking/cancel',
      json({ reservationNo: 'R2345678A\u0000', email: 'a@b.co', firstName: 'A', lastName: 'B' }),
    );
    expect(cancel.statusCode, cancel.body).toBe(400);
    expect(await count('reservations')).toBe(before);
  });

  it('refuses an unpaired UTF-16 surrogate in a JSON body and writes nothing', async () => {
    const quotesBefore = await count('quotes');
    const reservationsBefore = await count('reservations');
    const save = await send(
      'POST',
      '/api/Quote/save',
      '{"name":"x\\ud800","surname":"Nkosi","emailAddress":"thandi.nkosi@example.co.za",' +
        json(selection).slice(1),
    );
    expect(save.statusCode, save.body).toBe(400);
    expect(codeOf(save)).toBe('VALIDATION');
    expect(errorOf(save)).toMatch(/^name: /);
    const book = await send(
      'POST',
      '/api/Booking',
      json(booking({ customerDetails: renter({ renterCity: 'Johannesburg\udfff' }) })),
    );
    expect(book.statusCode, book.body).toBe(400);
    expect(codeOf(book)).toBe('VALIDATION');
    expect(await count('quotes')).toBe(quotesBefore);
    expect(await count('reservations')).toBe(reservationsBefore);
  });

  it('lets well-formed text through, emoji (surrogate pairs) included', async () => {
    const response = await send(
      'POST',
      '/api/Customer/accounts',
      json({ accountType: 'C', accountNo: 'C1000😀', pin: '1234' }),
    );
    expect(response.statusCode, response.body).toBe(401);
    const quote = await send('POST', '/api/Quote/save', json({ ...selection, ...contact }));
    expect(quote.statusCode, quote.body).toBe(200);
  });

  it('refuses JSON nested deeper than 32 levels with a 400, however deep, and writes nothing', async () => {
    // Found by openapi-fuzz.test.ts: 5 000 levels exhausted the input guard's stack (a 500).
    const reservationsBefore = await count('reservations');
    for (const depth of [33, 5_000, 10_000])
      for (const [url, body] of [
        ['/api/Booking', '['.repeat(depth) + ']'.repeat(depth)],
        ['/api/Quote/save', `{"name":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`],
      ] as const) {
        const response = await send('POST', url, body);
        expect(response.statusCode, `${url} at ${depth}: ${response.body}`).toBe(400);
        expect(codeOf(response)).toBe('VALIDATION');
        expect(errorOf(response)).toMatch(/must not nest deeper than 32 levels$/);
      }
    expect(await count('reservations')).toBe(reservationsBefore);
  });

  it('takes JSON nested 32 levels deep to the route, which judges its fields', async () => {
    const response = await send(
      'POST',
      '/api/Quote/save',
      `{"name":${'['.repeat(31)}${']'.repeat(31)}}`,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatch(/(^|; )name: Invalid input: expected string/);
    expect(errorOf(response)).not.toMatch(/nest deeper/);
  });
});

describe('the longest rental bookable online', () => {
  const tooLong = {
    ...selection,
    pickUpDateTime: '2026-12-08 10:00',
    dropOffDateTime: '2126-01-01 10:00',
  };

  it('refuses a search, quote, saved quote or booking over 90 days and writes nothing', async () => {
    const quotesBefore = await count('quotes');
    const reservationsBefore = await count('reservations');
    const answers = [
      await send('POST', '/api/Booking/availability', json({ ...trip, ...tooLong })),
      await send('POST', '/api/Quote', json(tooLong)),
      await send('POST', '/api/Quote/save', json({ ...tooLong, ...contact })),
      await send('POST', '/api/Booking', json(booking(tooLong))),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(errorOf(answer)).toBe(MESSAGES.rentalTooLong);
    }
    expect(await count('quotes')).toBe(quotesBefore);
    expect(await count('reservations')).toBe(reservationsBefore);
  });

  it('books a rental of exactly 90 days', async () => {
    const response = await send(
      'POST',
      '/api/Booking',
      json(booking({ pickUpDateTime: '2026-12-08 10:00', dropOffDateTime: '2027-03-08 10:00' })),
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('money columns', () => {
  it('are all bigint, so no total can overflow them', async () => {
    const columns = await rows(
      ctx.database.db,
      `select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and column_name like '%cents' order by 1, 2`,
    );
    expect(columns.length).toBeGreaterThanOrEqual(11);
    for (const column of columns)
      expect(column, JSON.stringify(column)).toMatchObject({
        data_type: 'bigint',
      });
  });

  it('read back as plain numbers, beyond the integer range too', async () => {
    const quoteNumber = 'QBIGTOTAL1';
    await ctx.database.db.execute(sql`
      insert into quotes (quote_number, request, lines, total_cents, currency, account_type,
                          first_name, last_name, email, created_at, expires_at)
      values (${quoteNumber}, '{}', '[]', 300000000001, 'ZAR', 'I', 'Big', 'Total',
              'big.total@example.co.za', now(), now())`);
    const [stored] = await ctx.database.db
      .select({ totalCents: quotes.totalCents })
      .from(quotes)
      .where(eq(quotes.quoteNumber, quoteNumber));
    expect(stored?.totalCents).toBe(300_000_000_001);
    await ctx.database.db.delete(quotes).where(eq(quotes.quoteNumber, quoteNumber));
  });
});

describe('answers with personal data', () => {
  it('are never stored by a browser or proxy cache', async () => {
    const made = await send('POST', '/api/Booking', json(booking()));
    expect(made.statusCode, made.body).toBe(200);
    expect(made.headers['cache-control']).toBe('no-store');
    const { reservationNumber } = made.json() as { reservationNumber: string };
    const lookUp = await send(
      'GET',
      `/api/Booking/manage/${reservationNumber}/thandi.nkosi@example.co.za`,
    );
    expect(lookUp.statusCode, lookUp.body).toBe(200);
    expect(lookUp.headers['cache-control']).toBe('no-store');
    const status = await send(
      'GET',
      `/api/Booking/status/${reservationNumber}?email=thandi.nkosi@example.co.za`,
    );
    expect(status.headers['cache-control']).toBe('no-store');
    const refused = await send('GET', `/api/Booking/manage/${reservationNumber}/x@example.co.za`);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leave answers that choose their own caching alone', async () => {
    const branches = await send('GET', '/api/Branch');
    expect(branches.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('logs', () => {
  it('carry no personal data or secrets, even of a failed query', async () => {
    logLines.length = 0;
    const signIn = await send(
      'POST',
      '/api/Customer/accounts',
      json({ accountType: 'C', accountNo: 'C10001', pin: '4821' }),
    );
    const session = signIn.cookies.find((cookie) => cookie.name === 'bluu_session')!.value;
    const made = await send('POST', '/api/Booking', json(booking()), {
      authorization: 'Bearer secret-bearer-token-1234',
      cookie: `bluu_session=${session}`,
    });
    expect(made.statusCode, made.body).toBe(200);
    const { reservationNumber } = made.json() as { reservationNumber: string };
    await send('GET', `/api/Booking/manage/${reservationNumber}/thandi.nkosi@example.co.za`);
    await send('GET', `/api/Booking/status/${reservationNumber}?email=thandi.nkosi@example.co.za`);

    // A query that fails with every personal field among its bound values.
    await ctx.database.db.execute(
      sql.raw(
        `alter table reservations add constraint hardening_refuse_insert check (false) not valid`,
      ),
    );
    try {
      const failed = await send('POST', '/api/Booking', json(booking()));
      expect(failed.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(
        sql.raw(`alter table reservations drop constraint hardening_refuse_insert`),
      );
    }

    const logs = logLines.join('');
    expect(logs).toContain('request failed');
    expect(logs).toContain('23514'); // the failure's SQLSTATE (check_violation) is kept
    expect(logs).toContain(`"url":"/api/Booking/manage/${reservationNumber}/[email]"`);
    expect(logs).toContain(`"url":"/api/Booking/status/${reservationNumber}?email=[value]"`);
    for (const secret of [
      '8001015009087', // ID number
      '821234567', // phone
      'thandi.nkosi@example.co.za',
      'thandi.nkosi%40example.co.za',
      'Jan Smuts',
      'Thandi',
      'Nkosi',
      session,
      'secret-bearer-token-1234',
      'test-secret-test-secret',
    ])
      expect(logs, secret).not.toContain(secret);
  });

  it('hold no card number, password, PIN, OTP or reset token after a full run of every secret', async () => {
    logLines.length = 0;
    const password = 'Pa55word-only-in-the-body';
    const newPassword = 'N3w-password-only-in-the-body';
    const email = 'log.scan@example.com';
    const html = { accept: 'text/html' };
    const latestMail = async (kind: string, recipient = email) =>
      String(
        (
          await rows(
            ctx.database.db,
            `select text from outbox where recipient = '${recipient}' and kind = '${kind}' order by created_at desc limit 1`,
          )
        )[0]?.text,
      );

    // Account sign-ins: a wrong PIN, then the right one.
    for (const pin of ['7315', '4821'])
      await send(
        'POST',
        '/api/Customer/accounts',
        json({ accountType: 'C', accountNo: 'C10001', pin }),
      );
    // A booking paid by card.
    const made = await send('POST', '/api/Booking', json(booking()));
    expect(made.statusCode, made.body).toBe(200);
    // A profile with a password: registration with an OTP, a wrong OTP, the right one.
    const registered = await send(
      'POST',
      '/api/auth/register',
      json(registrationStepOne(email, { Password: password, PasswordConfirmation: password })),
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const otpBody = { contactNumber: '+27-821234567', deviceId: '', token: '', userType: '' };
    const sent = await send('POST', `/api/auth/verify-account/${email}`, json(otpBody));
    expect(sent.statusCode, sent.body).toBe(200);
    const otp = /OTP to confirm your online profile is (\d{4})/.exec(
      await latestMail('user-otp'),
    )![1]!;
    const wrongOtp = String((Number(otp) + 1) % 10_000).padStart(4, '0');
    const otpRequest = { token: '', deviceId: '', userType: 'Registered' };
    await send('POST', `/api/auth/verify-otp/${email}`, json({ ...otpRequest, otp: wrongOtp }));
    const verified = await send(
      'POST',
      `/api/auth/verify-otp/${email}`,
      json({ ...otpRequest, otp }),
    );
    expect(verified.statusCode, verified.body).toBe(200);
    // Password sign-ins, a wrong one and the right one; a reset by e-mailed link.
    const signIn = (loginPassword: string) =>
      send(
        'POST',
        '/api/web/user/send-external-login',
        json({ loginDetails: { loginEmail: email, loginPassword } }),
      );
    await signIn('not-the-password');
    expect((await signIn(password)).statusCode).toBe(200);
    const forgot = await send(
      'POST',
      '/api/web/user/send-external-forgot-password',
      json({ forgotDetails: { forgotEmail: email } }),
    );
    expect(forgot.statusCode, forgot.body).toBe(200);
    const [, resetUser, resetCode] = /\/password-reset\/([\w-]+)\/([\w-]+)/.exec(
      await latestMail('user-password-reset'),
    )!;
    // The renter's browser opens the e-mailed link: its path holds the link's secret.
    await send('GET', `/password-reset/${resetUser}/${resetCode}`, undefined, html);
    const reset = await send(
      'POST',
      '/api/web/user/send-external-password-reset',
      json({
        resetPasswordDetails: {
          password: newPassword,
          passwordConfirm: newPassword,
          txtU: resetUser,
          txtC: resetCode,
        },
      }),
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(newPassword)).statusCode).toBe(200);
    // A profile made in the header's dialog, activated by its e-mailed link.
    const dialogEmail = 'log.scan.dialog@example.com';
    const dialog = await send(
      'POST',
      '/api/web/user/register-external-user',
      json(dialogRegistration(dialogEmail)),
    );
    expect(dialog.statusCode, dialog.body).toBe(200);
    const [, validHash, validCode] = /\/login\/([\w-]+)\/([\w-]+)/.exec(
      await latestMail('user-activation', dialogEmail),
    )!;
    await send('GET', `/login/${validHash}/${validCode}`, undefined, html);
    const activated = await send(
      'POST',
      '/api/web/user/activate-external-user-account',
      json({ params: { validHash, validCode } }),
    );
    expect(activated.statusCode, activated.body).toBe(200);

    const logs = logLines.join('');
    expect(logs).toContain('"url":"/api/auth/verify-otp/[email]"'); // the run was logged
    expect(logs).toContain('"url":"/password-reset/[secret]"');
    expect(logs).toContain('"url":"/login/[secret]"');
    for (const secret of [
      TEST_CARD,
      TEST_CARD.slice(0, 12),
      password,
      newPassword,
      resetUser!,
      resetCode!,
      validHash!,
      validCode!,
    ])
      expect(logs, secret).not.toContain(secret);
    // Four-digit secrets as a logged value would show them (a bare number may be a timestamp).
    for (const secret of ['7315', '4821', otp, wrongOtp])
      expect(logs, secret).not.toMatch(new RegExp(`["=/:]${secret}["&/,}]`));
  });
});
