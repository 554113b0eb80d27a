import { parseLocalDateTime } from '@bluu/contracts/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_SELECTION, cardPayment, renter } from './support/booking-fixtures.ts';
import { codeOf, errorOf } from './support/http.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { registrationStepOne } from './support/user-fixtures.ts';
import { installWriteLog } from './support/write-log.ts';

/*
 * A name, a subject or an address line holding a line break, a tab or a bidi override
 * (`isUsableText`) is refused with 400 and its message before anything is written, so that none
 * reaches a mail, a calendar file or the staff's subject line.
 */

const now = parseLocalDateTime('2026-12-01 08:00')!;
let ctx: TestContext;
let writeLog: Awaited<ReturnType<typeof installWriteLog>>;
beforeAll(async () => {
  ctx = await startTestApp(() => now);
  writeLog = await installWriteLog(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

let client = 0;
async function post(url: string, payload: unknown) {
  client += 1;
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: `10.77.${Math.floor(client / 250)}.${client % 250}`,
  });
}

/** Posts, and expects a 400 with `message` and no write of any table. */
async function expectRefused(url: string, payload: unknown, message: string) {
  const before = await writeLog.position();
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(codeOf(response)).toBe('VALIDATION');
  expect(errorOf(response)).toBe(message);
  expect(await writeLog.writtenSince(before)).toEqual([]);
}

const BREAK = 'Line1\r\nBcc: evil@x.com';
const TAB = 'Tab\there';
const OVERRIDE = 'Nkosi \u202etxt.exe\u202c';

describe('POST /api/Booking', () => {
  it.each([
    ['firstNames.0.firstName', { firstNames: [{ firstName: BREAK }] }],
    ['firstNames.0.firstName', { firstNames: [{ firstName: TAB }] }],
    ['firstNames.1.firstName', { firstNames: [{ firstName: 'Thandi' }, { firstName: OVERRIDE }] }],
    ['surname', { surname: OVERRIDE }],
    ['renterStreetName', { renterStreetName: 'Jan Smuts\nAvenue' }],
  ])('refuses a renter whose %s holds a control or bidi character', async (field, change) => {
    await expectRefused(
      '/api/Booking',
      { ...CAR_SELECTION, customerDetails: renter(change), payment: cardPayment() },
      `customerDetails.${field}: holds a character that cannot be used`,
    );
  });

  it('takes a renter with a right-to-left name', async () => {
    const response = await post('/api/Booking', {
      ...CAR_SELECTION,
      customerDetails: renter({ firstNames: [{ firstName: 'عائشة' }], surname: 'כהן' }),
      payment: cardPayment(),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('POST /api/Quote/save', () => {
  it.each([
    ['name', BREAK],
    ['surname', OVERRIDE],
  ])('refuses a contact whose %s holds %j', async (field, value) => {
    await expectRefused(
      '/api/Quote/save',
      {
        ...CAR_SELECTION,
        name: 'Thandi',
        surname: 'Nkosi',
        emailAddress: 'thandi@example.co.za',
        [field]: value,
      },
      `${field}: holds a character that cannot be used`,
    );
  });
});

describe('POST /api/auth/register', () => {
  it.each([
    [{ FirstName: TAB }, 'First name holds a character that cannot be used.'],
    [{ LastName: OVERRIDE }, 'Last name holds a character that cannot be used.'],
    [{ FirstName: BREAK }, 'First name holds a character that cannot be used.'],
  ])('refuses %j with the field named', async (overrides, message) => {
    await expectRefused(
      '/api/auth/register',
      registrationStepOne('control.characters@example.com', overrides),
      message,
    );
  });
});

describe('POST /api/web/user/send-external-contact', () => {
  const details = {
    contactEnquiry: 'Reservations',
    contactFullname: 'Thandi Nkosi',
    contactNumber: '082 123 4567',
    contactEmail: 'thandi@example.co.za',
    contactSubject: 'Booking R123',
    contactMessage: 'Good day,\nPlease call me.',
    consent: true,
  };

  it.each([
    ['contactSubject', 'Booking R123 \u202etxt.exe\u202c', 'Subject'],
    ['contactFullname', TAB, 'Full name'],
    ['contactMessage', 'Good day,\n\u202eevil', 'Message'],
  ])('refuses a %s of %j', async (field, value, label) => {
    await expectRefused(
      '/api/web/user/send-external-contact',
      { contactDetails: { ...details, [field]: value } },
      `${label} holds a character that cannot be used.`,
    );
  });
});
