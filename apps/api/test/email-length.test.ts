import { bookingResponseSchema } from '@bluu/contracts/booking';
import { MANAGE_MESSAGES, manageResponseSchema } from '@bluu/contracts/manage';
import { quoteSaveResponseSchema } from '@bluu/contracts/quote';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_SELECTION, cardPayment, renter } from './support/booking-fixtures.ts';
import { codeOf, errorOf, waitForMail } from './support/http.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { installWriteLog } from './support/write-log.ts';

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
async function inject(method: 'GET' | 'POST', url: string, payload?: unknown) {
  client += 1;
  return ctx.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: `10.9.${Math.floor(client / 250)}.${client % 250}`,
  });
}

/** A valid address of `length` characters: 60 a's @ 60 b's . c's .co.za */
function address(length: number): string {
  const text = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(length - 128)}.co.za`;
  expect(text).toHaveLength(length);
  return text;
}

const contact = { name: 'Thandiwe', surname: 'Nkosi' };
/** RFC 5321's longest path less its angle brackets. */
const LONGEST = 254;

describe('an e-mail address of up to 254 characters, the longest there is', () => {
  const long = address(188);

  it('is taken by a saved quote, which is e-mailed to it and found with it in Manage Booking', async () => {
    const save = await inject('POST', '/api/Quote/save', {
      ...CAR_SELECTION,
      ...contact,
      emailAddress: long,
    });
    expect(save.statusCode, save.body).toBe(200);
    const { quoteNumber } = quoteSaveResponseSchema.parse(save.json());
    const reminder = await inject('POST', '/api/Quote/reminder', {
      ...contact,
      emailAddress: long,
      quoteNumber,
    });
    expect(reminder.statusCode, reminder.body).toBe(200);
    await waitForMail(ctx.app, (mail) => mail.to === long && mail.subject.includes(quoteNumber));

    const manage = await inject('GET', `/api/Booking/manage/${quoteNumber}/${long}`);
    expect(manage.statusCode, manage.body).toBe(200);
    expect(manageResponseSchema.parse(manage.json()).quote).toMatchObject({
      quoteNumber,
      emailAddress: long,
    });
    const quote = await inject('GET', `/api/Quote/${quoteNumber}/${long}`);
    expect(quote.statusCode, quote.body).toBe(200);
    const status = await inject('GET', `/api/Booking/status/${quoteNumber}?email=${long}`);
    expect(status.statusCode, status.body).toBe(200);
  });

  it('is taken by a booking, which is found with it in Manage Booking', async () => {
    const longest = address(LONGEST);
    const book = await inject('POST', '/api/Booking', {
      ...CAR_SELECTION,
      customerDetails: renter({ renterEmail: longest }),
      payment: cardPayment(),
    });
    expect(book.statusCode, book.body).toBe(200);
    const { reservationNumber, reservation } = bookingResponseSchema.parse(book.json());
    expect(reservation.renterEmail).toBe(longest);

    const manage = await inject('GET', `/api/Booking/manage/${reservationNumber}/${longest}`);
    expect(manage.statusCode, manage.body).toBe(200);
    expect(manageResponseSchema.parse(manage.json()).reservation?.renterEmail).toBe(longest);
  });
});

describe('an e-mail address longer than 254 characters', () => {
  const tooLong = address(LONGEST + 1);

  it('is refused with a clear message when a quote is saved or e-mailed, and nothing is written', async () => {
    const before = await writeLog.position();
    const save = await inject('POST', '/api/Quote/save', {
      ...CAR_SELECTION,
      ...contact,
      emailAddress: tooLong,
    });
    expect(save.statusCode, save.body).toBe(400);
    expect(codeOf(save)).toBe('VALIDATION');
    expect(errorOf(save)).toBe('emailAddress: must be a valid e-mail address');

    const reminder = await inject('POST', '/api/Quote/reminder', {
      ...contact,
      emailAddress: tooLong,
      quoteNumber: 'Q123456789',
    });
    expect(reminder.statusCode, reminder.body).toBe(400);
    expect(errorOf(reminder)).toBe('emailAddress: must be a valid e-mail address');
    expect(await writeLog.writtenSince(before)).toEqual([]);
  });

  it('is refused with the look-up message in Manage Booking', async () => {
    for (const url of [
      `/api/Booking/manage/Q123456789/${tooLong}`,
      `/api/Quote/Q123456789/${tooLong}`,
      `/api/Booking/status/Q123456789?email=${tooLong}`,
    ]) {
      const answer = await inject('GET', url);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(codeOf(answer)).toBe('VALIDATION');
      expect(errorOf(answer)).toBe(`email: ${MANAGE_MESSAGES.email}`);
    }
  });

  it('is refused with a clear message when a booking is made, and nothing is written', async () => {
    const before = await writeLog.position();
    const book = await inject('POST', '/api/Booking', {
      ...CAR_SELECTION,
      customerDetails: renter({ renterEmail: tooLong }),
      payment: cardPayment(),
    });
    expect(book.statusCode, book.body).toBe(400);
    expect(codeOf(book)).toBe('VALIDATION');
    expect(errorOf(book)).toBe(
      `customerDetails.renterEmail: must be at most ${LONGEST} characters`,
    );
    expect(await writeLog.writtenSince(before)).toEqual([]);
  });
});
