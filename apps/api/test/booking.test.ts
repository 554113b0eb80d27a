import { BOOKING_MESSAGES, bookingResponseSchema } from '@bluu/contracts/booking';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { MESSAGES } from '@bluu/contracts/messages';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billbackPayment, cardPayment, renter, TEST_CARD } from './support/booking-fixtures.ts';
import { keepOnlyGroups, reserve, setCapacity } from './support/scenario.ts';
import { logCapture } from './support/log-capture.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { codeOf, errorOf, rows, waitForMail } from './support/http.ts';

let now = parseLocalDateTime('2026-12-01 08:00')!;
const { lines: logLines, stream: logStream } = logCapture();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(() => now, { LOG_LEVEL: 'debug' }, logStream);
});
afterAll(async () => {
  await ctx?.close();
});

const trip = {
  pickUpBranch: 'JS',
  pickUpDateTime: '2026-12-02 10:00',
  dropOffBranch: 'JS',
  dropOffDateTime: '2026-12-05 10:00',
  accountType: 'I',
  foreignLocal: 'L',
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
  products: [{ productCode: 'BABY' }],
  additionalDrivers: 0,
};

function booking(overrides: Record<string, unknown> = {}) {
  return { ...trip, customerDetails: renter(), payment: cardPayment(), ...overrides };
}

let client = 0;
/** Each booking comes from its own address: the per-client rate limit is not under test here. */
async function book(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  client += 1;
  const remoteAddress = `10.9.${Math.floor(client / 250)}.${client % 250}`;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/Booking',
    payload: body,
    headers,
    remoteAddress,
  });
}

async function reservationCount(): Promise<number> {
  return Number((await rows(ctx.database.db, 'select count(*)::int as n from reservations'))[0]!.n);
}

async function signIn(accountNo: string, pin: string, accountType = 'C') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/Customer/accounts',
    payload: { accountType, accountNo, pin },
  });
  const cookie = response.cookies.find((c) => c.name === 'bluu_session')!;
  return `bluu_session=${cookie.value}`;
}

describe('POST /api/Booking – an individual paying by card', () => {
  it('confirms a reservation, keeps no card number, and queues the confirmation with an .ics', async () => {
    const response = await book(booking());
    expect(response.statusCode, response.body).toBe(200);
    const body = bookingResponseSchema.parse(response.json());
    expect(body.errors.error[0]?.errorMessage).toBe('success');
    expect(body.warning).toBe('');
    expect(body.reservationNumber).toMatch(/^R[2-9A-HJ-NP-Z]{9}$/);
    expect(body.reservation).toMatchObject({
      status: 'CONFIRMED',
      vehGroup: 'A1',
      pickupBranch: 'JS',
      pickupDate: '2026-12-02',
      pickupTime: '10:00',
      duebackDate: '2026-12-05',
      paymentType: 'VS',
      cardLastFour: '1111',
      currency: 'ZAR',
    });
    expect(body.reservation.quoteLines.some((line) => line.quoteLineCode === 'BABY')).toBe(true);

    const [stored] = await rows(
      ctx.database.db,
      `select * from reservations where reservation_number = '${body.reservationNumber}'`,
    );
    expect(stored).toMatchObject({
      status: 'CONFIRMED',
      renter_email: 'thandi.nkosi@example.co.za',
    });
    // A car rental keeps its unit from the pick-up, as before transfers were held from the hub.
    expect(stored!.occupied_from).toEqual(stored!.pick_up_at);
    expect(stored!.payment).toMatchObject({
      moP_Type: 'VS',
      cardLastFour: '1111',
      moP_Expiry: '202812',
    });

    const mail = await waitForMail(ctx.app, (m) => m.subject.includes(body.reservationNumber));
    expect(mail.to).toBe('thandi.nkosi@example.co.za');
    expect(mail.attachments).toEqual([`bluu-${body.reservationNumber}.ics`]);
    expect(mail.text).toContain('Child seat 6mth-3yr');
    expect(mail.text).toContain('Total Cost: R');
    expect(mail.text).toContain('Visa ending 1111');
    expect(mail.text).toContain(`/manage-booking/?reference=${body.reservationNumber}`);
    expect(mail.text).toContain('Debit cards are not accepted.');
  });

  it('leaves no full card number anywhere in the database or the logs', async () => {
    const response = await book(
      booking({ payment: cardPayment({ moP_No: '4111 1111 1111 1111' }) }),
    );
    expect(response.statusCode).toBe(200);
    const tables = await rows(
      ctx.database.db,
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    for (const { table_name: table } of tables) {
      const dump = JSON.stringify(await rows(ctx.database.db, `select * from "${String(table)}"`));
      expect(dump, `table ${String(table)}`).not.toContain(TEST_CARD);
      expect(dump, `table ${String(table)}`).not.toContain('4111 1111 1111 1111');
    }
    expect(logLines.length).toBeGreaterThan(0);
    const logs = logLines.join('');
    expect(logs).not.toContain(TEST_CARD);
    expect(logs).not.toContain('4111 1111');
  });
});

describe('POST /api/Booking – a corporate account billed back', () => {
  it('books with billback and a voucher number under the account rate', async () => {
    const cookie = await signIn('C10001', '4821');
    const response = await book(
      booking({ accountType: 'C', accountNo: 'C10001', payment: billbackPayment() }),
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = bookingResponseSchema.parse(response.json());
    expect(body.reservation).toMatchObject({
      rateCode: 'CORPSTD',
      paymentType: 'AC',
      cardLastFour: '',
    });
    const [stored] = await rows(
      ctx.database.db,
      `select account_no, payment from reservations where reservation_number = '${body.reservationNumber}'`,
    );
    expect(stored).toMatchObject({ account_no: 'C10001' });
    expect(stored!.payment).toMatchObject({ voucherNo: 'V-2026-001' });
  });

  it('asks an account for its voucher number, and refuses a card', async () => {
    const cookie = await signIn('C10001', '4821');
    const noVoucher = await book(
      booking({ accountType: 'C', payment: billbackPayment({ voucherNo: '' }) }),
      { cookie },
    );
    expect(noVoucher.statusCode).toBe(400);
    expect(errorOf(noVoucher)).toBe('Please enter your Voucher number.');
    expect(codeOf(noVoucher)).toBe('PAYMENT');
    const card = await book(
      booking({ accountType: 'C', payment: cardPayment({ voucherNo: 'V1' }) }),
      { cookie },
    );
    expect(errorOf(card)).toBe('Please select Method of payment.');
  });

  it('refuses an account booking without that account signed in', async () => {
    const response = await book(
      booking({ accountType: 'C', accountNo: 'C10001', payment: billbackPayment() }),
    );
    expect(response.statusCode).toBe(403);
    expect(codeOf(response)).toBe('ACCOUNT_SIGN_IN_REQUIRED');
  });
});

describe('POST /api/Booking – every rule of the two steps, answered 400 with nothing written', () => {
  it.each([
    ['no title', { customerDetails: renter({ title: '' }) }, 'Please select Title.'],
    [
      'no first name',
      { customerDetails: renter({ firstNames: [] }) },
      'Please enter your First name.',
    ],
    ['no last name', { customerDetails: renter({ surname: '' }) }, 'Please enter your Last name.'],
    ['no ID type', { customerDetails: renter({ iD_Type: '' }) }, 'Please select ID type.'],
    [
      'a short SA ID',
      { customerDetails: renter({ renterID: '800101500908' }) },
      BOOKING_MESSAGES.renterIdInvalid,
    ],
    [
      'a passport with a dash',
      { customerDetails: renter({ iD_Type: 'PASS', renterID: 'A12-345' }) },
      BOOKING_MESSAGES.renterIdInvalid,
    ],
    [
      'no contact number',
      { customerDetails: renter({ contactPhoneNo: '' }) },
      'Please enter your Contact number.',
    ],
    [
      'a bad contact number',
      { customerDetails: renter({ contactPhoneNo: '082 123' }) },
      'Please enter a valid Contact number.',
    ],
    [
      'no e-mail',
      { customerDetails: renter({ renterEmail: '' }) },
      'Please enter your Email address.',
    ],
    [
      'a bad e-mail',
      { customerDetails: renter({ renterEmail: 'thandi@' }) },
      'Please enter a valid Email address.',
    ],
    [
      'no licence code',
      { customerDetails: renter({ renterDrivingLicenseCode: '' }) },
      'Please select Driving licence code.',
    ],
    ['no consent', { customerDetails: renter({ consent: false }) }, BOOKING_MESSAGES.consent],
    [
      'billback for an individual',
      { payment: cardPayment({ moP_Type: 'AC' }) },
      'Please select Method of payment.',
    ],
    [
      'no billing line 1',
      { payment: cardPayment({ invoiceAddress1: '' }) },
      'Please enter your Billing address line 1.',
    ],
    [
      'no billing line 2',
      { payment: cardPayment({ invoiceAddress2: '' }) },
      'Please enter your Billing address line 2.',
    ],
    [
      'no postal code',
      { payment: cardPayment({ invoicePostCode: '' }) },
      'Please enter your Postal code.',
    ],
    ['no card expiry', { payment: cardPayment({ moP_Expiry: '' }) }, BOOKING_MESSAGES.cardExpiry],
    [
      'an expired card',
      { payment: cardPayment({ moP_Expiry: '202610' }) },
      BOOKING_MESSAGES.cardExpiry,
    ],
    [
      'expiry month 13',
      { payment: cardPayment({ moP_Expiry: '202713' }) },
      BOOKING_MESSAGES.cardExpiry,
    ],
    [
      'expiry after 2030',
      { payment: cardPayment({ moP_Expiry: '203101' }) },
      BOOKING_MESSAGES.cardExpiry,
    ],
    [
      'a card number failing Luhn',
      { payment: cardPayment({ moP_No: '4111111111111112' }) },
      'Please enter a valid Card number.',
    ],
  ])('%s', async (_label, change, message) => {
    const before = await reservationCount();
    const response = await book(booking(change));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    const step = 'payment' in change ? 'PAYMENT' : 'CUSTOMER_DETAILS';
    expect(codeOf(response)).toBe(
      message === BOOKING_MESSAGES.renterIdInvalid ? 'RENTER_ID_INVALID' : step,
    );
    expect(await reservationCount()).toBe(before);
  });

  it('asks for collection details only when the quote has COL, and delivery only with DEL', async () => {
    const withCollection = {
      pickUpBranch: 'SA',
      dropOffBranch: 'SA',
      products: [{ productCode: 'COL' }],
    };
    const missing = await book(booking(withCollection));
    expect(errorOf(missing)).toBe('Please enter your Collection address line 1.');
    const badPhone = await book(
      booking({
        ...withCollection,
        payment: cardPayment({
          collectionAddress1: '1 Rivonia Rd',
          collectionAddress2: 'Sandton',
          collectPhoneNo: 'abc',
        }),
      }),
    );
    expect(errorOf(badPhone)).toBe('Please enter a valid Collection phone number.');
    const delivery = await book(booking({ ...withCollection, products: [{ productCode: 'DEL' }] }));
    expect(errorOf(delivery)).toBe('Please enter your Delivery address line 1.');
    const complete = await book(
      booking({
        ...withCollection,
        payment: cardPayment({
          collectionAddress1: '1 Rivonia Rd',
          collectionAddress2: 'Sandton',
          collectPhoneNo: '+27115550000',
        }),
      }),
    );
    expect(complete.statusCode, complete.body).toBe(200);
  });
});

describe('POST /api/Booking – van rental', () => {
  it('refuses a van at the van branch with nothing written: vans are booked by phone or e-mail', async () => {
    const before = await reservationCount();
    // The van branch is open on a weekday at 10:00.
    const response = await book(
      booking({ pickUpBranch: '1W', dropOffBranch: '1W', vehicleGroup: 'E1' }),
    );
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('VAN_RENTAL_OFFLINE');
    expect(errorOf(response)).toBe(MESSAGES.vanRentalContact(RESERVATIONS_EMAIL));
    expect(await reservationCount()).toBe(before);
  });
});

describe('POST /api/Booking – capacity', () => {
  it('takes the last units, then answers "no longer available" and holds exactly the capacity', async () => {
    await setCapacity(ctx.database.db, 'KD', 'B2', 2);
    const kd = { pickUpBranch: 'KD', dropOffBranch: 'KD', vehicleGroup: 'B2', products: [] };
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await book(booking(kd))).statusCode);
    expect(statuses).toEqual([200, 200, 409]);
    const refused = await book(booking(kd));
    expect(errorOf(refused)).toMatch(/no longer available|not available/);
    expect(codeOf(refused)).toBe('VEHICLE_UNAVAILABLE');
    const [held] = await rows(
      ctx.database.db,
      "select count(*)::int as n from reservations where pick_up_branch = 'KD' and vehicle_group = 'B2'",
    );
    expect(held!.n).toBe(2);
  });

  it('counts the maximum overlap: capacity 2 with bookings on days 1–3 and 4–6 accepts days 2–5', async () => {
    await keepOnlyGroups(ctx.database.db, 'RU', ['A1']);
    await setCapacity(ctx.database.db, 'RU', 'A1', 2);
    await reserve(ctx.database.db, {
      branch: 'RU',
      group: 'A1',
      from: '2026-12-07 09:00',
      to: '2026-12-09 09:00',
    });
    await reserve(ctx.database.db, {
      branch: 'RU',
      group: 'A1',
      from: '2026-12-10 09:00',
      to: '2026-12-12 09:00',
    });
    const response = await book(
      booking({
        pickUpBranch: 'RU',
        dropOffBranch: 'RU',
        pickUpDateTime: '2026-12-08 10:00',
        dropOffDateTime: '2026-12-11 10:00',
        products: [],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const again = await book(
      booking({
        pickUpBranch: 'RU',
        dropOffBranch: 'RU',
        pickUpDateTime: '2026-12-08 11:00',
        dropOffDateTime: '2026-12-11 10:00',
        products: [],
      }),
    );
    expect(again.statusCode).toBe(409);
  });

  // PGlite runs one transaction at a time, so there this could never fail: it runs in the
  // PostgreSQL pass (TEST_DATABASE_URL), where the pool really runs the bookings at once.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'never overbooks under simultaneous requests on PostgreSQL',
    async () => {
      await setCapacity(ctx.database.db, 'PM', 'A2', 3);
      const pm = { pickUpBranch: 'PM', dropOffBranch: 'PM', vehicleGroup: 'A2', products: [] };
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () => book(booking(pm)).then((r) => r.statusCode)),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 409)).toHaveLength(7);
      const [held] = await rows(
        ctx.database.db,
        "select count(*)::int as n from reservations where pick_up_branch = 'PM' and vehicle_group = 'A2'",
      );
      expect(held!.n).toBe(3);
    },
  );
});

describe('POST /api/Booking – Idempotency-Key', () => {
  it('answers a retry with the first answer and creates nothing more', async () => {
    const key = 'retry-key-0001';
    const first = await book(booking(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    const before = await reservationCount();
    const retry = await book(booking(), { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await reservationCount()).toBe(before);
  });

  it('answers simultaneous retries with one reservation', async () => {
    const key = 'retry-key-0002';
    const before = await reservationCount();
    const answers = await Promise.all(
      [1, 2, 3].map(() => book(booking(), { 'idempotency-key': key })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const numbers = new Set(answers.map((answer) => answer.json().reservationNumber));
    expect(numbers.size).toBe(1);
    expect(await reservationCount()).toBe(before + 1);
  });

  it('answers 422 for the same key with another body', async () => {
    const key = 'retry-key-0003';
    expect((await book(booking(), { 'idempotency-key': key })).statusCode).toBe(200);
    const before = await reservationCount();
    const other = await book(booking({ vehicleGroup: 'B1' }), { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(errorOf(other)).toBe(BOOKING_MESSAGES.idempotencyMismatch);
    expect(codeOf(other)).toBe('IDEMPOTENCY_MISMATCH');
    expect(await reservationCount()).toBe(before);
  });

  it('refuses a malformed key', async () => {
    const response = await book(booking(), { 'idempotency-key': 'bad key!' });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('VALIDATION');
  });
});

describe('POST /api/Booking – prices', () => {
  it('charges a saved quote as quoted while its inputs are unchanged, and says when the price changed', async () => {
    const contact = {
      name: 'Thandi',
      surname: 'Nkosi',
      emailAddress: 'thandi.nkosi@example.co.za',
    };
    const saved = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Quote/save',
        payload: { ...trip, vehicleGroup: 'B3', ...contact },
      })
    ).json();
    await ctx.database.db.execute(
      sql`update rate_charges set daily_cents = daily_cents + 10000 where rate_code = 'LOCAL' and vehicle_group = 'B3'`,
    );
    const asQuoted = bookingResponseSchema.parse(
      (await book(booking({ vehicleGroup: 'B3', quoteNumber: saved.quoteNumber }))).json(),
    );
    expect(asQuoted.reservation.totalCharge).toBe(saved.totalCharge);
    expect(asQuoted.warning).toBe('');

    const again = await book(booking({ vehicleGroup: 'B3', quoteNumber: saved.quoteNumber }));
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('QUOTE_ALREADY_CONFIRMED');
    expect(errorOf(again)).toBe(
      `Quote ${saved.quoteNumber} has already been confirmed as reservation ${asQuoted.reservationNumber}.`,
    );

    const second = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Quote/save',
        payload: { ...trip, vehicleGroup: 'B2', ...contact },
      })
    ).json();
    const changed = bookingResponseSchema.parse(
      (
        await book(
          booking({
            vehicleGroup: 'B2',
            quoteNumber: second.quoteNumber,
            additionalDrivers: 1,
            products: [{ productCode: 'BABY' }, { productCode: 'ADW' }],
          }),
        )
      ).json(),
    );
    expect(changed.reservation.totalCharge).toBeGreaterThan(second.totalCharge);
    expect(changed.warning).toMatch(/^The price of this booking has changed from R/);
  });

  // PGlite runs one query at a time on its one connection, so the confirmations never overlap
  // and this could not fail there: it runs in the PostgreSQL pass (TEST_DATABASE_URL). Both
  // databases check the unique index in reservation-writer.test.ts.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'confirms a saved quote once under simultaneous confirmations on PostgreSQL',
    async () => {
      const saved = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/Quote/save',
          payload: {
            ...trip,
            vehicleGroup: 'C1',
            name: 'Thandi',
            surname: 'Nkosi',
            emailAddress: 'thandi.nkosi@example.co.za',
          },
        })
      ).json();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          book(booking({ vehicleGroup: 'C1', quoteNumber: saved.quoteNumber })),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.filter((status) => status === 200),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      const confirmed = answers.find((answer) => answer.statusCode === 200)!.json();
      for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
        expect(refused.statusCode, refused.body).toBe(409);
        expect(codeOf(refused)).toBe('QUOTE_ALREADY_CONFIRMED');
        expect(errorOf(refused)).toBe(
          `Quote ${saved.quoteNumber} has already been confirmed as reservation ${confirmed.reservationNumber}.`,
        );
      }
      const [held] = await rows(
        ctx.database.db,
        `select count(*)::int as n from reservations where quote_number = '${saved.quoteNumber}'`,
      );
      expect(held!.n).toBe(1);
    },
  );

  it('refuses an expired or unknown quote', async () => {
    const contact = {
      name: 'Thandi',
      surname: 'Nkosi',
      emailAddress: 'thandi.nkosi@example.co.za',
    };
    const saved = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Quote/save',
        payload: { ...trip, ...contact },
      })
    ).json();
    const unknown = await book(booking({ quoteNumber: 'Q999999999' }));
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    const previous = now;
    now = parseLocalDateTime('2026-12-04 00:00')!;
    try {
      const expired = await book(
        booking({
          quoteNumber: saved.quoteNumber,
          pickUpDateTime: '2026-12-05 10:00',
          dropOffDateTime: '2026-12-07 10:00',
        }),
      );
      expect(expired.statusCode).toBe(410);
      expect(codeOf(expired)).toBe('QUOTE_EXPIRED');
      expect(errorOf(expired)).toBe(`Quote (${saved.quoteNumber}) has expired.`);
    } finally {
      now = previous;
    }
  });

  it('warns when the total differs from the one the customer saw', async () => {
    const response = bookingResponseSchema.parse(
      (await book(booking({ expectedTotal: 1 }))).json(),
    );
    expect(response.warning).toContain('R\u00a01,00');
  });
});

describe('POST /api/web/booking/send-external-email', () => {
  it('confirms for the renter, copies to cc, and hides other reservations', async () => {
    const made = bookingResponseSchema.parse((await book(booking())).json());
    const send = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/web/booking/send-external-email',
        payload: body,
      });
    const ok = await send({
      reservationNumber: made.reservationNumber,
      email: 'Thandi.Nkosi@example.co.za',
      cc: 'boss@example.co.za',
    });
    expect(ok.statusCode).toBe(200);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const mails = (await ctx.app.inject('/dev/mail.json')).json() as Array<{
        to: string;
        subject: string;
      }>;
      if (
        mails.some(
          (mail) =>
            mail.to === 'boss@example.co.za' && mail.subject.includes(made.reservationNumber),
        )
      )
        break;
      if (attempt === 49) throw new Error('no copy to cc');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const wrong = await send({
      reservationNumber: made.reservationNumber,
      email: 'other@example.co.za',
    });
    const unknown = await send({ reservationNumber: 'R999999999', email: 'other@example.co.za' });
    expect(wrong.statusCode).toBe(404);
    expect(codeOf(wrong)).toBe('NOT_FOUND');
    expect(wrong.body).toBe(unknown.body);
    const badCopy = await send({
      reservationNumber: made.reservationNumber,
      email: 'thandi.nkosi@example.co.za',
      cc: 'boss@example.co.za; not-an-address',
    });
    expect(badCopy.statusCode).toBe(400);
    expect(codeOf(badCopy)).toBe('VALIDATION');
    expect(errorOf(badCopy)).toBe(BOOKING_MESSAGES.invalidCc('not-an-address'));
  });
});
