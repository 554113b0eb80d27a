import {
  BOOKING_MESSAGES,
  bookingResponseSchema,
  type CustomerDetailsInput,
} from '@bluu/contracts/booking';
import {
  MANAGE_MESSAGES,
  manageResponseSchema,
  quoteLookupResponseSchema,
  statusResponseSchema,
} from '@bluu/contracts/manage';
import { amountToCents, formatMoney } from '@bluu/contracts/money';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { EMAIL_MAX_LENGTH } from '@bluu/contracts/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billbackPayment, cardPayment, renter, TEST_CARD } from './support/booking-fixtures.ts';
import { keepOnlyGroups, setCapacity } from './support/scenario.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { codeOf, errorOf, rows, waitForMail } from './support/http.ts';
import { whatChanged } from './support/mail-text.ts';

let now = parseLocalDateTime('2026-12-01 08:00')!;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(() => now);
});
afterAll(async () => {
  await ctx?.close();
});

const rand = (amount: number) => formatMoney({ cents: amountToCents(amount), currency: 'ZAR' });

let client = 0;
function from() {
  client += 1;
  return `10.7.${Math.floor(client / 250)}.${client % 250}`;
}

const email = 'lerato.mokoena@example.co.za';
const trip = {
  pickUpBranch: 'EL',
  pickUpDateTime: '2026-12-10 10:00',
  dropOffBranch: 'EL',
  dropOffDateTime: '2026-12-12 10:00',
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
};

async function inject(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: from(),
  });
}

async function bookTrip(
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await inject(
    'POST',
    '/api/Booking',
    {
      ...trip,
      customerDetails: renter({
        renterEmail: email,
        firstNames: [{ firstName: 'Lerato' }],
        surname: 'Mokoena',
      }),
      payment: cardPayment(),
      ...overrides,
    },
    headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return bookingResponseSchema.parse(response.json());
}

/** What the database holds of a reservation's trip and total. */
async function storedTrip(reservationNumber: string) {
  const [row] = await rows(
    ctx.database.db,
    `select drop_off_at, total_cents from reservations where reservation_number = '${reservationNumber}'`,
  );
  return row;
}

/** Look-up tests book at JS, so the fleet of the other tests' branches stays free. */
const atJohannesburg = { pickUpBranch: 'JS', dropOffBranch: 'JS' };

/** The reservation's `columns` and the number of mails that name it: what a refusal must leave. */
async function storedWithMails(reservationNumber: string, columns: string) {
  const [row] = await rows(
    ctx.database.db,
    `select ${columns} from reservations where reservation_number = '${reservationNumber}'`,
  );
  const [mail] = await rows(
    ctx.database.db,
    `select count(*)::int as mails from outbox where subject like '%${reservationNumber}%'`,
  );
  return { ...row, ...mail };
}

describe('look-up', () => {
  it('finds a reservation booked with the longest e-mail address the booking accepts', async () => {
    // 254 characters, with a plus that the site percent-encodes in the path.
    const long = `${'l'.repeat(58)}+x@${'m'.repeat(63)}.${'n'.repeat(63)}.${'o'.repeat(51)}.example.co.za`;
    expect(long).toHaveLength(EMAIL_MAX_LENGTH);
    // Its own dates: the file's other tests fill the branch's A1 units on the usual trip.
    const made = await bookTrip({
      pickUpDateTime: '2026-12-14 10:00',
      dropOffDateTime: '2026-12-16 10:00',
      customerDetails: renter({ renterEmail: long, surname: 'Mokoena' }),
    });
    const path = `${made.reservationNumber}/${encodeURIComponent(long)}`;
    const manage = await inject('GET', `/api/Booking/manage/${path}`);
    expect(manage.statusCode, manage.body).toBe(200);
    expect(manageResponseSchema.parse(manage.json()).reservation?.renterEmail).toBe(long);
    const status = await inject(
      'GET',
      `/api/Booking/status/${made.reservationNumber}?email=${encodeURIComponent(long)}`,
    );
    expect(statusResponseSchema.parse(status.json()).status).toBe('CONFIRMED');
  });

  it('tells the status of a reservation and of a quote, and the details with the right e-mail', async () => {
    const made = await bookTrip();
    const status = await inject(
      'GET',
      `/api/Booking/status/${made.reservationNumber}?email=${email}`,
    );
    expect(statusResponseSchema.parse(status.json())).toMatchObject({
      status: 'CONFIRMED',
      expired: false,
    });

    const answer = await inject(
      'GET',
      `/api/Booking/manage/${made.reservationNumber}/${email.toUpperCase()}`,
    );
    const manage = manageResponseSchema.parse(answer.json());
    expect(manage).toMatchObject({ status: 'CONFIRMED', vehicleGroup: 'A1', quote: null });
    expect(manage.reservation).toMatchObject({
      reservationNumber: made.reservationNumber,
      pickupDate: '2026-12-10',
    });
    expect(manage.booking?.customerDetails.surname).toBe('Mokoena');
    expect(manage.booking?.request.dropOffDateTime).toBe('2026-12-12 10:00');
    // The payment to start a change from: the billing address and the card's last four only.
    expect(manage.booking?.payment).toMatchObject({
      moP_Type: 'VS',
      cardLastFour: TEST_CARD.slice(-4),
      invoiceAddress1: '12 Jan Smuts Avenue',
      invoiceAddress2: 'Rosebank',
      invoicePostCode: '2196',
    });
    expect(answer.body).not.toContain(TEST_CARD);
    expect(answer.body).not.toContain('moP_Expiry');
    expect(answer.body).not.toContain('202812');

    const saved = (
      await inject('POST', '/api/Quote/save', {
        ...trip,
        name: 'Lerato',
        surname: 'Mokoena',
        emailAddress: email,
      })
    ).json();
    const quoteStatus = statusResponseSchema.parse(
      (await inject('GET', `/api/Booking/status/${saved.quoteNumber}?email=${email}`)).json(),
    );
    expect(quoteStatus).toMatchObject({ status: 'QUOTE', expired: false });
    const quote = (await inject('GET', `/api/Quote/${saved.quoteNumber}/${email}`)).json();
    expect(quote.quote).toMatchObject({
      quoteNumber: saved.quoteNumber,
      expired: false,
      expiresAt: '2026-12-03 23:59:59',
    });
    expect(quote.quote.request.vehicleGroup).toBe('A1');
  });

  it("gives a saved quote's contact, to fill in booking step 1 when the quote is confirmed", async () => {
    const saved = (
      await inject('POST', '/api/Quote/save', {
        ...trip,
        name: 'Lerato',
        surname: 'Mokoena',
        emailAddress: 'Lerato.Mokoena@Example.co.za',
      })
    ).json();
    const answer = await inject('GET', `/api/Quote/${saved.quoteNumber}/${email}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(quoteLookupResponseSchema.parse(answer.json()).quote).toMatchObject({
      firstName: 'Lerato',
      lastName: 'Mokoena',
      emailAddress: email,
    });
    const manage = manageResponseSchema.parse(
      (await inject('GET', `/api/Booking/manage/${saved.quoteNumber}/${email}`)).json(),
    );
    expect(manage.quote).toMatchObject({
      firstName: 'Lerato',
      lastName: 'Mokoena',
      emailAddress: email,
    });
  });

  it('answers a wrong e-mail exactly like a reference that does not exist', async () => {
    const made = await bookTrip();
    const paths = [
      [
        `/api/Booking/manage/${made.reservationNumber}/someone@else.co.za`,
        '/api/Booking/manage/R999999999/someone@else.co.za',
      ],
      [
        `/api/Booking/status/${made.reservationNumber}?email=someone@else.co.za`,
        '/api/Booking/status/R999999999?email=someone@else.co.za',
      ],
    ];
    for (const [wrongEmail, unknown] of paths) {
      const a = await inject('GET', wrongEmail!);
      const b = await inject('GET', unknown!);
      expect(a.statusCode).toBe(404);
      expect(b.statusCode).toBe(404);
      expect(a.body).toBe(b.body);
      expect(errorOf(a)).toBe('Booking/Quote does not exist, please try another reference number');
      expect(codeOf(a)).toBe('NOT_FOUND');
    }
  });

  it('answers a reference longer than any given like one that does not exist', async () => {
    const pasted = encodeURIComponent('Reservation R85QPTGGGX');
    for (const url of [
      `/api/Booking/status/${pasted}?email=${email}`,
      `/api/Booking/manage/${pasted}/${email}`,
      `/api/Quote/${pasted}/${email}`,
    ]) {
      const response = await inject('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(codeOf(response)).toBe('NOT_FOUND');
      expect(errorOf(response)).toBe(MANAGE_MESSAGES.notFound);
    }
  });

  it('needs the e-mail for a status', async () => {
    const made = await bookTrip();
    expect((await inject('GET', `/api/Booking/status/${made.reservationNumber}`)).statusCode).toBe(
      400,
    );
  });

  it('marks a quote expired after 23:59:59 of its last day', async () => {
    const saved = (
      await inject('POST', '/api/Quote/save', {
        ...trip,
        name: 'Lerato',
        surname: 'Mokoena',
        emailAddress: email,
      })
    ).json();
    const previous = now;
    now = parseLocalDateTime('2026-12-04 00:00')!;
    try {
      const status = statusResponseSchema.parse(
        (await inject('GET', `/api/Booking/status/${saved.quoteNumber}?email=${email}`)).json(),
      );
      expect(status).toMatchObject({ status: 'QUOTE', expired: true });
    } finally {
      now = previous;
    }
  });

  it('lets a customer look up their own booking as often as the site asks', async () => {
    const made = await bookTrip(atJohannesburg);
    for (let round = 0; round < 12; round += 1) {
      // The site asks for the status first, then for the details.
      const status = await inject(
        'GET',
        `/api/Booking/status/${made.reservationNumber}?email=${email}`,
      );
      expect(status.statusCode, `round ${round}: ${status.body}`).toBe(200);
      const details = await inject('GET', `/api/Booking/manage/${made.reservationNumber}/${email}`);
      expect(details.statusCode, `round ${round}: ${details.body}`).toBe(200);
    }
  });

  it('refuses a reference after ten failed look-ups, even with its e-mail, until ten minutes pass', async () => {
    const made = await bookTrip(atJohannesburg);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push(
        (
          await inject(
            'GET',
            `/api/Booking/manage/${made.reservationNumber}/guess${attempt}@example.co.za`,
          )
        ).statusCode,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
    const own = [
      `/api/Booking/status/${made.reservationNumber}?email=${email}`,
      `/api/Booking/manage/${made.reservationNumber}/${email}`,
    ];
    for (const url of own) {
      const refused = await inject('GET', url);
      expect(refused.statusCode).toBe(429);
      expect(codeOf(refused)).toBe('TOO_MANY_ATTEMPTS');
      expect(errorOf(refused)).toBe(MANAGE_MESSAGES.tooManyLookups);
    }
    const previous = now;
    try {
      now = new Date(previous.getTime() + 9 * 60_000 + 59_000);
      for (const url of own) expect((await inject('GET', url)).statusCode).toBe(429);
      now = new Date(previous.getTime() + 10 * 60_000 + 1_000);
      for (const url of own) expect((await inject('GET', url)).statusCode).toBe(200);
    } finally {
      now = previous;
    }
  });

  it('limits look-ups of an unknown reference, whoever asks', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      statuses.push(
        (await inject('GET', `/api/Booking/manage/R22222222/x${attempt}@example.co.za`)).statusCode,
      );
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await inject('GET', '/api/Booking/status/R22222222?email=y@example.co.za');
    expect(codeOf(limited)).toBe('TOO_MANY_ATTEMPTS');
    expect(errorOf(limited)).toBe(MANAGE_MESSAGES.tooManyLookups);
  });

  it('counts wrong e-mails given to a cancellation or a change against the reference', async () => {
    const made = await bookTrip(atJohannesburg);
    const wrong = 'someone@else.co.za';
    const cancel = () =>
      inject('POST', '/api/Booking/cancel', {
        reservationNo: made.reservationNumber,
        email: wrong,
        accountType: 'I',
        firstName: 'Lerato',
        lastName: 'Mokoena',
      });
    const change = () =>
      inject('PUT', `/api/Booking/${made.reservationNumber}`, { ...trip, email: wrong });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      statuses.push((await (attempt % 2 === 0 ? cancel() : change())).statusCode);
    expect(statuses).toEqual(Array<number>(10).fill(404));
    for (const refused of [await change(), await cancel()]) {
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused)).toBe(MANAGE_MESSAGES.tooManyLookups);
    }
  });

  it('counts wrong e-mails given to the confirmation copy and the quote reminder against the reference', async () => {
    const made = await bookTrip(atJohannesburg);
    const copy = (address: string) =>
      inject('POST', '/api/web/booking/send-external-email', {
        reservationNumber: made.reservationNumber,
        email: address,
        cc: 'stranger@example.com',
      });
    const copies: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      copies.push((await copy(`guess${attempt}@example.co.za`)).statusCode);
    expect(copies).toEqual(Array<number>(10).fill(404));
    for (const refused of [
      await copy(email),
      await inject('GET', `/api/Booking/manage/${made.reservationNumber}/${email}`),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(codeOf(refused)).toBe('TOO_MANY_ATTEMPTS');
    }

    const saved = (
      await inject('POST', '/api/Quote/save', {
        ...trip,
        ...atJohannesburg,
        name: 'Lerato',
        surname: 'Mokoena',
        emailAddress: email,
      })
    ).json() as { quoteNumber: string };
    const remind = (address: string) =>
      inject('POST', '/api/Quote/reminder', {
        quoteNumber: saved.quoteNumber,
        name: 'Lerato',
        surname: 'Mokoena',
        emailAddress: address,
      });
    const reminders: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      reminders.push((await remind(`guess${attempt}@example.co.za`)).statusCode);
    expect(reminders).toEqual(Array<number>(10).fill(404));
    for (const refused of [
      await remind(email),
      await inject('GET', `/api/Quote/${saved.quoteNumber}/${email}`),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused)).toBe(MANAGE_MESSAGES.tooManyLookups);
    }
  });

  it('limits look-ups per client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt += 1)
      statuses.push(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/Booking/manage/R3333${String(attempt).padStart(5, '0')}/a@example.co.za`,
            remoteAddress: '10.6.6.6',
          })
        ).statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('cancel', () => {
  const cancelBody = (reservationNo: string) => ({
    reservationNo,
    email,
    accountType: 'I',
    firstName: 'Lerato',
    lastName: 'Mokoena',
  });

  it('cancels with the right names, e-mails it, frees the unit, and shows the cancelled status', async () => {
    await keepOnlyGroups(ctx.database.db, 'MT', ['A1']);
    await setCapacity(ctx.database.db, 'MT', 'A1', 1);
    const mt = { pickUpBranch: 'MT', dropOffBranch: 'MT' };
    const made = await bookTrip(mt);
    const full = await inject('POST', '/api/Booking', {
      ...trip,
      ...mt,
      customerDetails: renter(),
      payment: cardPayment(),
    });
    expect(full.statusCode).toBe(409);
    expect(codeOf(full)).toBe('VEHICLE_UNAVAILABLE');

    const wrongName = await inject('POST', '/api/Booking/cancel', {
      ...cancelBody(made.reservationNumber),
      lastName: 'Other',
    });
    expect(wrongName.statusCode).toBe(400);
    expect(codeOf(wrongName)).toBe('NAMES_DO_NOT_MATCH');

    const cancelled = await inject(
      'POST',
      '/api/Booking/cancel',
      cancelBody(made.reservationNumber),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(errorOf(cancelled)).toBe(MANAGE_MESSAGES.cancelled(made.reservationNumber));
    const status = statusResponseSchema.parse(
      (await inject('GET', `/api/Booking/status/${made.reservationNumber}?email=${email}`)).json(),
    );
    expect(status.status).toBe('CANCELLED');
    const mail = await waitForMail(
      ctx.app,
      (m) =>
        m.to === email &&
        new RegExp(`${made.reservationNumber} has been cancelled`).test(m.subject),
    );
    expect(mail.text).toContain('No further charges apply');

    const again = await inject('POST', '/api/Booking/cancel', cancelBody(made.reservationNumber));
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('ALREADY_CANCELLED');
    expect(errorOf(again)).toBe(
      `This quote/reservation (${made.reservationNumber}) has been cancelled.`,
    );

    const freed = await inject('POST', '/api/Booking', {
      ...trip,
      ...mt,
      customerDetails: renter(),
      payment: cardPayment(),
    });
    expect(freed.statusCode).toBe(200);
  });

  it.each([
    ['no e-mail', { email: '' }, MANAGE_MESSAGES.cancelEmail],
    ['no first name', { firstName: '' }, MANAGE_MESSAGES.cancelFirstName],
    ['no last name', { lastName: '' }, MANAGE_MESSAGES.cancelLastName],
  ])('refuses a cancellation with %s', async (_label, change, message) => {
    const response = await inject('POST', '/api/Booking/cancel', {
      ...cancelBody('R234567892'),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('VALIDATION');
    expect(errorOf(response)).toContain(message);
  });

  it('cannot cancel a reservation on rent', async () => {
    const made = await bookTrip({
      pickUpDateTime: '2026-12-02 10:00',
      dropOffDateTime: '2026-12-04 10:00',
    });
    const previous = now;
    now = parseLocalDateTime('2026-12-02 12:00')!;
    try {
      const status = statusResponseSchema.parse(
        (
          await inject('GET', `/api/Booking/status/${made.reservationNumber}?email=${email}`)
        ).json(),
      );
      expect(status.status).toBe('OPEN');
      const response = await inject(
        'POST',
        '/api/Booking/cancel',
        cancelBody(made.reservationNumber),
      );
      expect(response.statusCode).toBe(409);
      expect(codeOf(response)).toBe('EXTENSION_ONLY');
      expect(errorOf(response)).toBe(MANAGE_MESSAGES.onRent(made.reservationNumber));
    } finally {
      now = previous;
    }
  });
});

describe('modify and extend', () => {
  const put = (
    number: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => inject('PUT', `/api/Booking/${number}`, { email, ...body }, headers);

  it('modifies dates and group, keeping the number, re-pricing and e-mailing what changed', async () => {
    const made = await bookTrip();
    const response = await put(made.reservationNumber, {
      ...trip,
      vehicleGroup: 'B1',
      pickUpDateTime: '2026-12-11 10:00',
      dropOffDateTime: '2026-12-15 10:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    const modified = bookingResponseSchema.parse(response.json());
    expect(modified.reservationNumber).toBe(made.reservationNumber);
    expect(modified.reservation).toMatchObject({
      vehGroup: 'B1',
      pickupDate: '2026-12-11',
      duebackDate: '2026-12-15',
    });
    expect(modified.reservation.totalCharge).toBeGreaterThan(made.reservation.totalCharge);
    expect(modified.warning).toMatch(/changed from R/);
    const mail = await waitForMail(
      ctx.app,
      (m) =>
        m.to === email && new RegExp(`${made.reservationNumber} has been changed`).test(m.subject),
    );
    const eastLondon = 'East London King Phalo Airport';
    expect(whatChanged(mail.text)).toEqual([
      `Pick-up: ${eastLondon}, Fri, 11 Dec 2026 at 10:00 (was ${eastLondon}, Thu, 10 Dec 2026 at 10:00)`,
      `Drop-off: ${eastLondon}, Tue, 15 Dec 2026 at 10:00 (was ${eastLondon}, Sat, 12 Dec 2026 at 10:00)`,
      expect.stringMatching(/^Vehicle: Group B1 – .+ \(was Group A1 – .+\)$/),
      expect.stringMatching(
        /^Cover: Standard cover \(CDW\), excess R.+ \(was Standard cover \(CDW\), excess R.+\)$/,
      ),
      `New total: ${rand(modified.reservation.totalCharge)} (was ${rand(made.reservation.totalCharge)})`,
    ]);
    expect(mail.text).toContain('Payment: Visa ending 1111');
    expect(mail.attachments).toEqual([`bluu-${made.reservationNumber}.ics`]);
  });

  it("e-mails only what a change made different: a renter's name and number, the same trip", async () => {
    const made = await bookTrip({
      pickUpDateTime: '2026-12-17 10:00',
      dropOffDateTime: '2026-12-19 10:00',
    });
    const response = await put(made.reservationNumber, {
      ...trip,
      pickUpDateTime: '2026-12-17 10:00',
      dropOffDateTime: '2026-12-19 10:00',
      customerDetails: renter({
        renterEmail: email,
        firstNames: [{ firstName: 'Leratoline' }],
        surname: 'Mokoena',
        contactPhoneNo: '0831234567',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await waitForMail(
      ctx.app,
      (m) => m.to === email && m.subject.includes(`${made.reservationNumber} has been changed`),
    );
    expect(whatChanged(mail.text)).toEqual([
      `Renter: Leratoline Mokoena, 0831234567 (was Lerato Mokoena, ${renter().contactPhoneNo})`,
      `Total: ${rand(made.reservation.totalCharge)} (unchanged)`,
    ]);
  });

  it('extends the drop-off, and refuses an extension beyond capacity with a clear message', async () => {
    await keepOnlyGroups(ctx.database.db, 'WK', ['A1']);
    await setCapacity(ctx.database.db, 'WK', 'A1', 1);
    const wk = { pickUpBranch: 'WK', dropOffBranch: 'WK' };
    const first = await bookTrip({
      ...wk,
      pickUpDateTime: '2026-12-07 10:00',
      dropOffDateTime: '2026-12-09 10:00',
    });
    const second = await bookTrip({
      ...wk,
      pickUpDateTime: '2026-12-14 10:00',
      dropOffDateTime: '2026-12-16 10:00',
    });

    const extended = await put(first.reservationNumber, {
      ...trip,
      ...wk,
      pickUpDateTime: '2026-12-07 10:00',
      dropOffDateTime: '2026-12-11 10:00',
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const body = bookingResponseSchema.parse(extended.json());
    expect(body.reservation.duebackDate).toBe('2026-12-11');
    expect(body.reservation.totalCharge).toBeGreaterThan(first.reservation.totalCharge);
    const mail = await waitForMail(
      ctx.app,
      (m) =>
        m.to === email &&
        new RegExp(`${first.reservationNumber} has been extended`).test(m.subject),
    );
    expect(mail.subject).toBe(
      `Your reservation ${first.reservationNumber} has been extended – Bluu Car Rental`,
    );
    expect(mail.text).toContain(
      'Your drop-off has moved from Wed, 09 Dec 2026 at 10:00 to Fri, 11 Dec 2026 at 10:00.',
    );
    expect(mail.text).toContain(
      `New total: ${rand(body.reservation.totalCharge)} (was ${rand(first.reservation.totalCharge)})`,
    );
    expect(mail.text).not.toContain('What changed');
    expect(mail.html).toContain('has been extended</h1>');
    expect(mail.attachments).toEqual([`bluu-${first.reservationNumber}.ics`]);

    const tooLong = await put(first.reservationNumber, {
      ...trip,
      ...wk,
      pickUpDateTime: '2026-12-07 10:00',
      dropOffDateTime: '2026-12-15 10:00',
    });
    expect(tooLong.statusCode).toBe(409);
    expect(codeOf(tooLong)).toBe('VEHICLE_UNAVAILABLE');
    expect(errorOf(tooLong)).toMatch(/no longer available|not available/);
    expect(second.reservationNumber).not.toBe(first.reservationNumber);
  });

  it('frees capacity when a modification shortens the rental', async () => {
    await keepOnlyGroups(ctx.database.db, 'GQ', ['A1']);
    await setCapacity(ctx.database.db, 'GQ', 'A1', 1);
    const gq = { pickUpBranch: 'GQ', dropOffBranch: 'GQ' };
    const long = await bookTrip({
      ...gq,
      pickUpDateTime: '2026-12-07 10:00',
      dropOffDateTime: '2026-12-12 10:00',
    });
    const later = {
      ...trip,
      ...gq,
      pickUpDateTime: '2026-12-10 10:00',
      dropOffDateTime: '2026-12-11 10:00',
      customerDetails: renter(),
      payment: cardPayment(),
    };
    expect((await inject('POST', '/api/Booking', later)).statusCode).toBe(409);
    const shorter = await put(long.reservationNumber, {
      ...trip,
      ...gq,
      pickUpDateTime: '2026-12-07 10:00',
      dropOffDateTime: '2026-12-09 10:00',
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect((await inject('POST', '/api/Booking', later)).statusCode).toBe(200);
    // An earlier drop-off is a change, not an extension.
    const mail = await waitForMail(
      ctx.app,
      (m) =>
        m.to === email &&
        m.subject.includes(long.reservationNumber) &&
        !m.subject.includes('is confirmed'),
    );
    expect(mail.subject).toContain(`${long.reservationNumber} has been changed`);
  });

  it('lets a rental on the road only move its drop-off later', async () => {
    const made = await bookTrip({
      pickUpDateTime: '2026-12-02 10:00',
      dropOffDateTime: '2026-12-04 10:00',
    });
    const previous = now;
    now = parseLocalDateTime('2026-12-03 09:00')!;
    try {
      const onRoad = { ...trip, pickUpDateTime: '2026-12-02 10:00' };
      const group = await put(made.reservationNumber, {
        ...onRoad,
        vehicleGroup: 'B1',
        dropOffDateTime: '2026-12-04 10:00',
      });
      expect(group.statusCode).toBe(409);
      expect(codeOf(group)).toBe('EXTENSION_ONLY');
      expect(errorOf(group)).toBe(MANAGE_MESSAGES.onRent(made.reservationNumber));
      // A later drop-off with a promotion typed on the road would re-price every day at it.
      const cheaper = await put(made.reservationNumber, {
        ...onRoad,
        rateCode: 'SUMMER26',
        dropOffDateTime: '2026-12-06 10:00',
      });
      expect(cheaper.statusCode).toBe(409);
      expect(codeOf(cheaper)).toBe('EXTENSION_ONLY');
      expect(errorOf(cheaper)).toBe(MANAGE_MESSAGES.onRent(made.reservationNumber));
      const earlier = await put(made.reservationNumber, {
        ...onRoad,
        dropOffDateTime: '2026-12-03 18:00',
      });
      expect(earlier.statusCode).toBe(409);
      expect(codeOf(earlier)).toBe('EXTENSION_ONLY');
      expect(errorOf(earlier)).toBe(MANAGE_MESSAGES.extensionOnly);
      const extended = await put(made.reservationNumber, {
        ...onRoad,
        dropOffDateTime: '2026-12-06 10:00',
      });
      expect(extended.statusCode, extended.body).toBe(200);
      expect(bookingResponseSchema.parse(extended.json()).reservation).toMatchObject({
        status: 'OPEN',
        duebackDate: '2026-12-06',
      });
      const mail = await waitForMail(
        ctx.app,
        (m) => m.to === email && m.subject.includes(`${made.reservationNumber} has been extended`),
      );
      expect(mail.text).toContain(
        'Your drop-off has moved from Fri, 04 Dec 2026 at 10:00 to Sun, 06 Dec 2026 at 10:00.',
      );
    } finally {
      now = previous;
    }
  });

  it('extends a rental on the road that has extras, and sends the extension e-mail', async () => {
    // Two extras: the stored request (jsonb) keeps neither their order nor their keys' order.
    const withExtras = {
      pickUpDateTime: '2026-12-02 10:00',
      dropOffDateTime: '2026-12-04 10:00',
      products: [
        { productCode: 'GPS', quantity: 1 },
        { productCode: 'BABY', quantity: 1 },
      ],
    };
    const made = await bookTrip(withExtras);
    const previous = now;
    now = parseLocalDateTime('2026-12-03 09:00')!;
    try {
      const extended = await put(made.reservationNumber, {
        ...trip,
        ...withExtras,
        products: [
          { quantity: 1, productCode: 'BABY' },
          { productCode: 'GPS', quantity: 1 },
        ],
        dropOffDateTime: '2026-12-05 10:00',
      });
      expect(extended.statusCode, extended.body).toBe(200);
      const mail = await waitForMail(
        ctx.app,
        (m) => m.to === email && m.subject.includes(`${made.reservationNumber} has been extended`),
      );
      expect(mail.text).toContain(
        'Your drop-off has moved from Fri, 04 Dec 2026 at 10:00 to Sat, 05 Dec 2026 at 10:00.',
      );
      const another = await put(made.reservationNumber, {
        ...trip,
        ...withExtras,
        products: [{ productCode: 'GPS', quantity: 1 }],
        dropOffDateTime: '2026-12-06 10:00',
      });
      expect(another.statusCode).toBe(409);
      expect(errorOf(another)).toBe(MANAGE_MESSAGES.onRent(made.reservationNumber));
    } finally {
      now = previous;
    }
  });

  it("prices a change for the reservation's own account only", async () => {
    const made = await bookTrip(atJohannesburg);
    const before = await storedTrip(made.reservationNumber);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/Customer/accounts',
      payload: { accountType: 'C', accountNo: 'C10001', pin: '4821' },
    });
    const cookie = `bluu_session=${signIn.cookies.find((c) => c.name === 'bluu_session')!.value}`;
    const asAccount = await put(
      made.reservationNumber,
      {
        ...trip,
        ...atJohannesburg,
        accountType: 'C',
        accountNo: 'C10001',
        payment: billbackPayment(),
      },
      { cookie },
    );
    expect(asAccount.statusCode).toBe(409);
    expect(codeOf(asAccount)).toBe('CONFLICT');
    expect(errorOf(asAccount)).toBe(MANAGE_MESSAGES.accountNotChangeable(made.reservationNumber));
    expect(await storedTrip(made.reservationNumber)).toEqual(before);
  });

  it('extends an overdue rental only to a drop-off still to come, writing nothing when refused', async () => {
    const made = await bookTrip({
      pickUpDateTime: '2026-12-02 10:00',
      dropOffDateTime: '2026-12-04 10:00',
    });
    const previous = now;
    // Four hours after the rental was due back, and still on the road.
    now = parseLocalDateTime('2026-12-04 14:00')!;
    try {
      const onRoad = { ...trip, pickUpDateTime: '2026-12-02 10:00' };
      const before = await storedTrip(made.reservationNumber);
      for (const dropOffDateTime of ['2026-12-04 13:00', '2026-12-04 14:00']) {
        const past = await put(made.reservationNumber, { ...onRoad, dropOffDateTime });
        expect(past.statusCode).toBe(409);
        expect(codeOf(past)).toBe('EXTENSION_ONLY');
        expect(errorOf(past)).toBe(MANAGE_MESSAGES.extensionPast);
      }
      expect(await storedTrip(made.reservationNumber)).toEqual(before);
      const extended = await put(made.reservationNumber, {
        ...onRoad,
        dropOffDateTime: '2026-12-04 18:00',
      });
      expect(extended.statusCode, extended.body).toBe(200);
      expect(bookingResponseSchema.parse(extended.json()).reservation).toMatchObject({
        duebackDate: '2026-12-04',
        duebackTime: '18:00',
      });
    } finally {
      now = previous;
    }
  });

  it('refuses modify details without the spec fields', async () => {
    const made = await bookTrip();
    const cases: Array<[Partial<CustomerDetailsInput>, string]> = [
      [{ firstNames: [{ firstName: '' }] }, MANAGE_MESSAGES.modifyFirstName],
      [{ surname: '' }, MANAGE_MESSAGES.modifyLastName],
      [{ contactPhoneNo: '' }, MANAGE_MESSAGES.modifyContactNumber],
    ];
    for (const [change, message] of cases) {
      const response = await put(made.reservationNumber, {
        ...trip,
        customerDetails: renter({ renterEmail: email, ...change }),
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(message);
      expect(codeOf(response)).toBe('CUSTOMER_DETAILS');
    }
  });

  it("applies the booking steps' renter and payment rules to a change, writing nothing when refused", async () => {
    const made = await bookTrip(atJohannesburg);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { customerDetails: renter({ renterEmail: email, renterID: '' }) },
        'RENTER_ID_INVALID',
        BOOKING_MESSAGES.renterIdInvalid,
      ],
      [
        { customerDetails: renter({ renterEmail: email, contactPhoneNo: "' or 1=1 --" }) },
        'CUSTOMER_DETAILS',
        BOOKING_MESSAGES.valid('Contact number'),
      ],
      [
        { payment: cardPayment({ moP_Type: '' }) },
        'PAYMENT',
        BOOKING_MESSAGES.select('Method of payment'),
      ],
      [
        { payment: cardPayment({ invoicePostCode: '' }) },
        'PAYMENT',
        BOOKING_MESSAGES.enter('Postal code'),
      ],
    ];
    for (const [change, code, message] of cases) {
      const response = await put(made.reservationNumber, {
        ...trip,
        ...atJohannesburg,
        dropOffDateTime: '2026-12-13 10:00',
        ...change,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(codeOf(response)).toBe(code);
      expect(errorOf(response)).toBe(message);
    }
    const manage = manageResponseSchema.parse(
      (await inject('GET', `/api/Booking/manage/${made.reservationNumber}/${email}`)).json(),
    );
    expect(manage.reservation?.duebackDate).toBe('2026-12-12');
  });

  it('keeps the card on file, with its expiry, when a change types no card number', async () => {
    const made = await bookTrip(atJohannesburg);
    const response = await put(made.reservationNumber, {
      ...trip,
      ...atJohannesburg,
      dropOffDateTime: '2026-12-13 10:00',
      payment: cardPayment({ moP_No: '', moP_Expiry: '' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await rows(
      ctx.database.db,
      `select payment from reservations where reservation_number = '${made.reservationNumber}'`,
    );
    expect(row?.payment).toMatchObject({
      cardLastFour: TEST_CARD.slice(-4),
      moP_Expiry: '202812',
    });
    // Another method of payment has no card on file: its expiry is asked as for a booking.
    const other = await put(made.reservationNumber, {
      ...trip,
      ...atJohannesburg,
      dropOffDateTime: '2026-12-13 11:00',
      payment: cardPayment({ moP_Type: 'MC', moP_No: '', moP_Expiry: '' }),
    });
    expect(other.statusCode, other.body).toBe(400);
    expect(codeOf(other)).toBe('PAYMENT');
  });

  it('refuses renter details with another e-mail, by which the booking is looked up, writing nothing', async () => {
    const january = {
      ...atJohannesburg,
      pickUpDateTime: '2027-01-05 10:00',
      dropOffDateTime: '2027-01-07 10:00',
    };
    const made = await bookTrip(january);
    const details = (renterEmail: string) =>
      renter({
        renterEmail,
        firstNames: [{ firstName: 'Lerato' }],
        surname: 'Mokoena',
        contactPhoneNo: '0831234567',
      });
    const stored = () =>
      storedWithMails(made.reservationNumber, 'renter_email, customer, updated_at');
    const before = await stored();

    const changed = await put(made.reservationNumber, {
      ...trip,
      ...january,
      customerDetails: details('lerato.other@example.co.za'),
    });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(codeOf(changed)).toBe('CUSTOMER_DETAILS');
    expect(errorOf(changed)).toBe(MANAGE_MESSAGES.emailNotChangeable);
    expect(await stored()).toEqual(before);

    // The same address in capitals is the same e-mail, as the look-up reads it.
    const same = await put(made.reservationNumber, {
      ...trip,
      ...january,
      customerDetails: details(email.toUpperCase()),
    });
    expect(same.statusCode, same.body).toBe(200);
    const [row] = await rows(
      ctx.database.db,
      `select renter_email, customer->>'contactPhoneNo' as phone from reservations
        where reservation_number = '${made.reservationNumber}'`,
    );
    expect(row).toEqual({ renter_email: email, phone: '0831234567' });
  });

  it('honours Idempotency-Key', async () => {
    const made = await bookTrip();
    const body = { ...trip, dropOffDateTime: '2026-12-14 10:00' };
    const first = await put(made.reservationNumber, body, { 'idempotency-key': 'modify-key-001' });
    const retry = await put(made.reservationNumber, body, { 'idempotency-key': 'modify-key-001' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const other = await put(
      made.reservationNumber,
      { ...body, dropOffDateTime: '2026-12-15 10:00' },
      { 'idempotency-key': 'modify-key-001' },
    );
    expect(other.statusCode).toBe(422);
    expect(codeOf(other)).toBe('IDEMPOTENCY_MISMATCH');
    expect(errorOf(other)).toBe(BOOKING_MESSAGES.idempotencyMismatch);
  });

  it('refuses a change made from a look-up older than the reservation, writing nothing', async () => {
    const made = await bookTrip(atJohannesburg);
    const lookUp = async () => {
      const response = await inject(
        'GET',
        `/api/Booking/manage/${made.reservationNumber}/${email}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return manageResponseSchema.parse(response.json()).booking!.version;
    };
    const staleTab = await lookUp();
    // A minute later another tab modifies it from the same look-up: B1, Super Waiver, GPS.
    const previous = now;
    now = new Date(now.getTime() + 60_000);
    try {
      const modified = await put(made.reservationNumber, {
        ...trip,
        ...atJohannesburg,
        vehicleGroup: 'B1',
        selectedWaiver: 'SCDW',
        products: [{ productCode: 'GPS', quantity: 1 }],
        version: staleTab,
      });
      expect(modified.statusCode, modified.body).toBe(200);
    } finally {
      now = previous;
    }
    const stored = () =>
      storedWithMails(made.reservationNumber, 'vehicle_group, request, total_cents, updated_at');
    const before = await stored();

    // The first tab extends the reservation as it looked it up: refused, nothing written.
    const stale = await put(made.reservationNumber, {
      ...trip,
      ...atJohannesburg,
      dropOffDateTime: '2026-12-14 10:00',
      version: staleTab,
    });
    expect(stale.statusCode).toBe(409);
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(errorOf(stale)).toBe(MANAGE_MESSAGES.changedMeanwhile);
    expect(await stored()).toEqual(before);

    const extended = await put(made.reservationNumber, {
      ...trip,
      ...atJohannesburg,
      vehicleGroup: 'B1',
      selectedWaiver: 'SCDW',
      products: [{ productCode: 'GPS', quantity: 1 }],
      dropOffDateTime: '2026-12-14 10:00',
      version: await lookUp(),
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(bookingResponseSchema.parse(extended.json()).reservation).toMatchObject({
      vehGroup: 'B1',
      duebackDate: '2026-12-14',
    });
  });

  it('extends a reservation within the lead time of its pick-up, which stays as it was', async () => {
    const soon = {
      ...trip,
      pickUpDateTime: '2026-12-21 15:30',
      dropOffDateTime: '2026-12-23 15:30',
    };
    const made = await bookTrip(soon);
    const previous = now;
    now = parseLocalDateTime('2026-12-21 13:06')!;
    try {
      const extended = await put(made.reservationNumber, {
        ...soon,
        dropOffDateTime: '2026-12-24 15:30',
      });
      expect(extended.statusCode, extended.body).toBe(200);
      const body = bookingResponseSchema.parse(extended.json());
      expect(body.reservation).toMatchObject({ status: 'CONFIRMED', duebackDate: '2026-12-24' });
      expect(body.reservation.totalCharge).toBeGreaterThan(made.reservation.totalCharge);
      // A pick-up moved to within the lead time is still refused.
      const moved = await put(made.reservationNumber, {
        ...soon,
        pickUpDateTime: '2026-12-21 14:00',
        dropOffDateTime: '2026-12-24 15:30',
      });
      expect(moved.statusCode).toBe(400);
      expect(codeOf(moved)).toBe('PICK_UP_LEAD_TIME');
    } finally {
      now = previous;
    }
  });
});

describe('corporate reservations', () => {
  it('are managed only with that account signed in', async () => {
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/Customer/accounts',
      payload: { accountType: 'C', accountNo: 'C10001', pin: '4821' },
    });
    const cookie = `bluu_session=${signIn.cookies.find((c) => c.name === 'bluu_session')!.value}`;
    const made = await bookTrip(
      { accountType: 'C', accountNo: 'C10001', payment: billbackPayment() },
      { cookie },
    );

    const message = MANAGE_MESSAGES.accountRequired('C10001');
    const anonymous = await inject('GET', `/api/Booking/manage/${made.reservationNumber}/${email}`);
    expect(anonymous.statusCode).toBe(403);
    expect(codeOf(anonymous)).toBe('ACCOUNT_SIGN_IN_REQUIRED');
    expect(errorOf(anonymous)).toBe(message);
    const cancel = {
      reservationNo: made.reservationNumber,
      email,
      accountType: 'C',
      firstName: 'Lerato',
      lastName: 'Mokoena',
    };
    expect(errorOf(await inject('POST', '/api/Booking/cancel', cancel))).toBe(message);
    // Its confirmation is not copied to a stranger's address either.
    const copy = {
      reservationNumber: made.reservationNumber,
      email,
      cc: 'stranger@example.com',
    };
    const copied = await inject('POST', '/api/web/booking/send-external-email', copy);
    expect(copied.statusCode).toBe(403);
    expect(errorOf(copied)).toBe(message);
    expect(
      (await inject('POST', '/api/web/booking/send-external-email', copy, { cookie })).statusCode,
    ).toBe(200);
    expect(
      errorOf(
        await inject('PUT', `/api/Booking/${made.reservationNumber}`, {
          email,
          ...trip,
          accountType: 'C',
          dropOffDateTime: '2026-12-14 10:00',
        }),
      ),
    ).toBe(message);

    const withAccount = await inject(
      'GET',
      `/api/Booking/manage/${made.reservationNumber}/${email}`,
      undefined,
      { cookie },
    );
    expect(withAccount.statusCode).toBe(200);
    expect((await inject('POST', '/api/Booking/cancel', cancel, { cookie })).statusCode).toBe(200);
  });
});

describe('searching while modifying a reservation', () => {
  it('does not count the reservation itself as busy, only with its own e-mail', async () => {
    await keepOnlyGroups(ctx.database.db, 'KI', ['A1']);
    await setCapacity(ctx.database.db, 'KI', 'A1', 1);
    const ki = { ...trip, pickUpBranch: 'KI', dropOffBranch: 'KI' };
    const made = await bookTrip(ki);
    const search = { ...ki, dropOffDateTime: '2026-12-14 10:00' };
    const groups = async (body: Record<string, unknown>) =>
      (
        (await inject('POST', '/api/Booking/availability', body)).json() as {
          rates: { rate: Array<{ charges: Array<{ vehicleGrp: string }> }> };
        }
      ).rates.rate[0]?.charges.map((charge) => charge.vehicleGrp);
    expect(await groups(search)).toEqual([]);
    expect(
      await groups({
        ...search,
        modifyReservation: { reservationNumber: made.reservationNumber, email },
      }),
    ).toEqual(['A1']);
    expect(
      await groups({
        ...search,
        modifyReservation: {
          reservationNumber: made.reservationNumber,
          email: 'other@example.co.za',
        },
      }),
    ).toEqual([]);
  });

  it('prices an extension within the lead time of its pick-up, which stays as it was', async () => {
    const soon = {
      ...trip,
      pickUpDateTime: '2027-01-12 11:00',
      dropOffDateTime: '2027-01-14 11:00',
    };
    const made = await bookTrip(soon);
    const previous = now;
    // Two hours before the pick-up: within the 2 h 30 lead time.
    now = parseLocalDateTime('2027-01-12 09:00')!;
    try {
      const extension = { ...soon, dropOffDateTime: '2027-01-16 11:00' };
      const own = { reservationNumber: made.reservationNumber, email };
      const refused = await inject('POST', '/api/Quote', extension);
      expect(refused.statusCode).toBe(400);
      expect(codeOf(refused)).toBe('PICK_UP_LEAD_TIME');

      const priced = await inject('POST', '/api/Quote', { ...extension, modifyReservation: own });
      expect(priced.statusCode, priced.body).toBe(200);
      expect(priced.json()).toMatchObject({ rentalDuration: 4 });
      expect(priced.json().totalCharge).toBeGreaterThan(made.reservation.totalCharge);
      const searched = await inject('POST', '/api/Booking/availability', {
        ...extension,
        modifyReservation: own,
      });
      expect(searched.statusCode, searched.body).toBe(200);
      expect(
        searched.json().rates.rate[0].charges.map((c: { vehicleGrp: string }) => c.vehicleGrp),
      ).toContain('A1');

      // A pick-up moved, at its branch or in time, is a new pick-up: the lead time holds.
      for (const moved of [
        { pickUpDateTime: '2027-01-12 10:30' },
        { pickUpBranch: 'JS', dropOffBranch: 'JS' },
      ]) {
        const answer = await inject('POST', '/api/Quote', {
          ...extension,
          ...moved,
          modifyReservation: own,
        });
        expect(answer.statusCode, answer.body).toBe(400);
        expect(codeOf(answer)).toBe('PICK_UP_LEAD_TIME');
      }
    } finally {
      now = previous;
    }
  });

  it('prices the extension of a rental on the road from its past pick-up', async () => {
    const made = await bookTrip({
      pickUpDateTime: '2026-12-02 10:00',
      dropOffDateTime: '2026-12-04 10:00',
    });
    const previous = now;
    now = parseLocalDateTime('2026-12-03 09:00')!;
    try {
      const extension = {
        ...trip,
        pickUpDateTime: '2026-12-02 10:00',
        dropOffDateTime: '2026-12-06 10:00',
      };
      expect((await inject('POST', '/api/Quote', extension)).statusCode).toBe(400);
      const priced = await inject('POST', '/api/Quote', {
        ...extension,
        modifyReservation: { reservationNumber: made.reservationNumber, email },
      });
      expect(priced.statusCode, priced.body).toBe(200);
      expect(priced.json().rentalDuration).toBe(4);
    } finally {
      now = previous;
    }
  });
});
