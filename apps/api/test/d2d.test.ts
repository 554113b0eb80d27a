import {
  d2dAvailabilityResponseSchema,
  d2dBookingResponseSchema,
  d2dQuoteResponseSchema,
  d2dQuoteSaveResponseSchema,
  d2dSavedQuoteSchema,
  nearestHubResponseSchema,
  routeResponseSchema,
  type D2dBookingRequest,
} from '@bluu/contracts/d2d';
import { D2D_MESSAGES, MESSAGES } from '@bluu/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D2D_SERVICE_MESSAGES } from '../src/modules/d2d/d2d.service.ts';
import { renter } from './support/booking-fixtures.ts';
import { codeOf, errorOf, rows, waitForMail } from './support/http.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';
import {
  CPT_AIRPORT,
  OR_TAMBO,
  ROSEBANK,
  SANDTON,
  STELLENBOSCH,
  UMHLANGA,
} from './support/places.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
});
afterAll(async () => {
  await ctx?.close();
});

const trip = (overrides: Record<string, unknown> = {}) => ({
  numberPassengers: 5,
  pickUpPlaceId: OR_TAMBO,
  additionalPickUpPlaceIds: [ROSEBANK],
  dropOffPlaceId: SANDTON,
  pickUpDateTime: '2026-12-02 10:00',
  dropOffDateTime: '2026-12-02 10:01',
  ...overrides,
});

async function post(
  url: string,
  body: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

async function signIn(accountType: 'C' | 'T', accountNo: string, pin: string): Promise<string> {
  const response = await post('/api/Customer/accounts', { accountType, accountNo, pin });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'bluu_session')!;
  return `bluu_session=${cookie.value}`;
}

async function availability(body: unknown, cookie?: string) {
  const response = await post('/api/Booking/d2d/availability', body, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return d2dAvailabilityResponseSchema.parse(response.json());
}

/** Sets the public code's bands to exactly these, priced R100 × band number for every group. */
async function publicBands(bands: Array<[number, number]>) {
  await rows(ctx.database.db, `delete from d2d_rate_bands where rate_code = 'D2DPUB'`);
  const values = bands
    .flatMap(([from, to], index) =>
      ['TS', 'TL', 'TM', 'TK', 'TB', 'TC'].map(
        (group) => `('D2DPUB', ${from}, ${to}, '${group}', ${(index + 1) * 10_000})`,
      ),
    )
    .join(',');
  await rows(
    ctx.database.db,
    `insert into d2d_rate_bands (rate_code, from_kms, to_kms, vehicle_group, trip_cents) values ${values}`,
  );
}

describe('maps: route and nearest hub', () => {
  it('measures great-circle legs through the stop-overs × 1.3, km rounded down, marked as an estimate', async () => {
    const response = await post('/api/maps/route', {
      origin: OR_TAMBO,
      stopOvers: [ROSEBANK],
      destination: SANDTON,
    });
    expect(response.statusCode).toBe(200);
    const route = routeResponseSchema.parse(response.json());
    expect(route).toMatchObject({ provider: 'gazetteer', estimate: true });
    expect(route.km).toBe(Math.floor(route.metres / 1000));
    expect(route.stops.map((stop) => stop.placeId)).toEqual([OR_TAMBO, ROSEBANK, SANDTON]);
    expect(route.path).toHaveLength(3);
    // O.R. Tambo → Rosebank ≈ 24 km, Rosebank → Sandton ≈ 5 km as the crow flies.
    expect(route.km).toBeGreaterThan(30);
    expect(route.km).toBeLessThan(45);
    const direct = routeResponseSchema.parse(
      (await post('/api/maps/route', { origin: OR_TAMBO, destination: SANDTON })).json(),
    );
    expect(direct.metres).toBeLessThan(route.metres);
  });

  it('refuses a place id nobody knows with the spec message', async () => {
    const response = await post('/api/maps/route', {
      origin: OR_TAMBO,
      destination: 'za-gp-nowhere-at-all',
    });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('INVALID_LOCATION');
    expect(errorOf(response)).toBe(D2D_MESSAGES.invalidLocation);
  });

  it('names the nearest active hub: 3C in Cape Town, 3D in Durban, 3I in Gauteng – never inactive 3N', async () => {
    const hubOf = async (placeId: string) => {
      const response = await ctx.app.inject({ url: `/api/maps/nearest-hub?placeId=${placeId}` });
      expect(response.statusCode).toBe(200);
      return nearestHubResponseSchema.parse(response.json()).hub;
    };
    expect((await hubOf(STELLENBOSCH)).code).toBe('3C');
    expect((await hubOf(UMHLANGA)).code).toBe('3D');
    // Randburg's own hub (3N) is nearer to Rosebank, but inactive.
    expect(await hubOf(ROSEBANK)).toMatchObject({ code: '3I', status: 'ACTIVE' });
  });
});

describe('POST /api/Booking/d2d/availability', () => {
  it('offers the groups seating the party at the price of the band of the measured km', async () => {
    const answer = await availability(trip());
    const [rate] = answer.rates.rate;
    expect(rate?.rateCode).toBe('D2DPUB');
    expect(answer.trip).toMatchObject({ provider: 'gazetteer', estimate: true, hubCode: '3I' });
    expect(answer.trip.tripKms).toBe(Math.floor(answer.trip.metres / 1000));
    // 5 passengers: no sedans (3 seats); people carrier and up.
    expect(rate?.charges.map((charge) => charge.vehicleGrp)).toEqual(['TM', 'TK', 'TB', 'TC']);
    for (const charge of rate!.charges) {
      expect(charge.seats).toBeGreaterThanOrEqual(5);
      expect(charge.fromKms).toBeLessThanOrEqual(answer.trip.tripKms);
      expect(charge.toKms).toBeGreaterThanOrEqual(answer.trip.tripKms);
    }
    const three = await availability(trip({ numberPassengers: 3 }));
    expect(three.rates.rate[0]?.charges.map((c) => c.vehicleGrp)).toContain('TS');
    const bus = await availability(trip({ numberPassengers: 22 }));
    expect(bus.rates.rate[0]?.charges.map((c) => c.vehicleGrp)).toEqual(['TC']);
  });

  it('ignores a tampered tripKms: the server measures the route itself', async () => {
    const honest = await availability(trip());
    const tampered = await availability(trip({ tripKms: 1 }));
    expect(tampered.trip.tripKms).toBe(honest.trip.tripKms);
    expect(tampered.rates.rate[0]?.charges).toEqual(honest.rates.rate[0]?.charges);
  });

  it('takes fromKms and toKms as inclusive band edges of the km rounded down', async () => {
    const { trip: measured } = await availability(trip());
    const km = measured.tripKms;
    try {
      await publicBands([
        [0, km - 1],
        [km, km + 10],
      ]);
      expect((await availability(trip())).rates.rate[0]?.charges[0]?.tripCharge).toBe(200);
      await publicBands([
        [0, km],
        [km + 1, km + 10],
      ]);
      expect((await availability(trip())).rates.rate[0]?.charges[0]?.tripCharge).toBe(100);
      await publicBands([[km + 1, km + 10]]);
      const response = await post('/api/Booking/d2d/availability', trip());
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('RATE_NOT_IN_RANGE');
      expect(errorOf(response)).toBe('Rate Code in range could not be found.');
    } finally {
      await rows(ctx.database.db, `delete from d2d_rate_bands where rate_code = 'D2DPUB'`);
      const { D2D_RATE_BANDS } = await import('../src/db/seed/d2d.ts');
      const { d2dRateBands } = await import('../src/db/schema.ts');
      await ctx.database.db
        .insert(d2dRateBands)
        .values(D2D_RATE_BANDS.filter((band) => band.rateCode === 'D2DPUB'));
    }
  });

  it('answers a trip longer than every band with the spec message', async () => {
    const response = await post(
      '/api/Booking/d2d/availability',
      trip({ pickUpPlaceId: CPT_AIRPORT, additionalPickUpPlaceIds: [], dropOffPlaceId: SANDTON }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(D2D_MESSAGES.rateNotInRange);
  });

  it('gives an account its own code, and an account without one the no-rates message', async () => {
    // Asking as the account, as its tab does; a tab asking as an individual gets the public code.
    const asAccount = trip({ accountType: 'C' });
    const acme = await signIn('C', 'C10001', '4821');
    const own = await availability(asAccount, acme);
    expect(own.rates.rate[0]?.rateCode).toBe('D2DACME');
    const karoo = await signIn('C', 'C10002', '735190');
    const response = await post('/api/Booking/d2d/availability', asAccount, karoo);
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('NO_D2D_RATES');
    expect(errorOf(response)).toBe(
      'Sorry - it appears there are no D2D rates linked to your account. Please contact your Corporate Sales Representative or email d2d@bluu.co.za',
    );
  });

  it('tells a caller asking for an account its session does not hold to sign in, writing nothing', async () => {
    // The tab still shows Acme; its session ended (Logout in another tab, or expiry).
    const forAcme = { accountType: 'C' as const, accountNo: 'C10001' };
    const [before] = await rows(ctx.database.db, 'select count(*)::int as n from reservations');
    for (const [url, body] of [
      ['/api/Booking/d2d/availability', trip(forAcme)],
      ['/api/Quote/d2d', { ...trip(forAcme), vehicleGroup: 'TS' }],
      ['/api/Booking/d2d', booking({ ...forAcme, payment: { moP_Type: 'AC' } })],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode, url).toBe(403);
      expect(codeOf(response)).toBe('ACCOUNT_SIGN_IN_REQUIRED');
      expect(errorOf(response)).toBe(MESSAGES.accountSignInRequired);
    }
    // Signed in as a corporate account, asking as a tour operator: the same.
    const acme = await signIn('C', 'C10001', '4821');
    const asTour = await post('/api/Booking/d2d/availability', trip({ accountType: 'T' }), acme);
    expect(codeOf(asTour)).toBe('ACCOUNT_SIGN_IN_REQUIRED');
    const [after] = await rows(ctx.database.db, 'select count(*)::int as n from reservations');
    expect(after?.n).toBe(before?.n);
  });

  it('refuses a pick-up sooner than 2 h 30 with the spec message', async () => {
    const response = await post(
      '/api/Booking/d2d/availability',
      trip({ pickUpDateTime: '2026-12-01 10:00' }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(MESSAGES.pickUpLeadTime);
  });

  it.each([
    ['NUL in a place id', { pickUpPlaceId: 'za-gp\u0000x' }],
    ['a lone surrogate', { dropOffPlaceId: 'za-\ud800' }],
    ['a huge string', { pickUpPlaceId: 'a'.repeat(100_000) }],
    ['23 passengers', { numberPassengers: 23 }],
    ['0 passengers', { numberPassengers: 0 }],
    ['a fractional party', { numberPassengers: 2.5 }],
    ['a huge number', { numberPassengers: 1e308 }],
    ['a tripKms that is not a number', { tripKms: 'far' }],
    ['the year 275760', { pickUpDateTime: '275760-09-13 00:00' }],
    ['30 February', { pickUpDateTime: '2027-02-30 10:00' }],
    ['three stop-overs', { additionalPickUpPlaceIds: [ROSEBANK, ROSEBANK, ROSEBANK] }],
  ])('refuses %s with a 400 and writes nothing', async (_label, change) => {
    const response = await post('/api/Booking/d2d/availability', trip(change));
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toMatch(/VALIDATION|BAD_REQUEST/);
  });

  it('refuses a pick-up more than a year ahead', async () => {
    const response = await post(
      '/api/Booking/d2d/availability',
      trip({ pickUpDateTime: '2099-01-01 10:00' }),
    );
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('TIME_RULE');
  });
});

describe('POST /api/Quote/d2d and /save, GET /api/Quote/d2d/{n}/{email}', () => {
  it('prices the transfer and extras as lines, plus the fee, VAT-exempt', async () => {
    const offered = await availability(trip());
    const kombi = offered.rates.rate[0]!.charges.find((c) => c.vehicleGrp === 'TK')!;
    const response = await post('/api/Quote/d2d', {
      ...trip(),
      vehicleGroup: 'TK',
      products: [{ productCode: 'BABY', quantity: 1 }],
      fee: 150,
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = d2dQuoteResponseSchema.parse(response.json());
    expect(quote.quoteLines[0]).toMatchObject({
      quoteLineCode: 'R',
      quoteLineChrg: kombi.tripCharge,
    });
    expect(quote.quoteLines.map((line) => line.quoteLineCode)).toEqual(['R', 'BABY']);
    const lines = quote.quoteLines.reduce((sum, line) => sum + line.quoteLineChrg, 0);
    expect(quote.fee).toBe(150);
    expect(quote.totalCharge).toBeCloseTo(lines + 150, 2);
    expect(quote.vatExempt).toBe(true);
  });

  it('refuses a group that does not seat the party and the trailer under 4 seats', async () => {
    const small = await post('/api/Quote/d2d', { ...trip(), vehicleGroup: 'TS' });
    expect(small.statusCode).toBe(400);
    expect(codeOf(small)).toBe('SEATING');
    const trailer = await post('/api/Quote/d2d', {
      ...trip({ numberPassengers: 2 }),
      vehicleGroup: 'TS',
      products: [{ productCode: 'TRAIL', quantity: 1 }],
    });
    expect(codeOf(trailer)).toBe('PRODUCT_NOT_OFFERED');
  });

  it('charges an account no fee', async () => {
    const acme = await signIn('C', 'C10001', '4821');
    const response = await post(
      '/api/Quote/d2d',
      { ...trip({ accountType: 'C' }), vehicleGroup: 'TK', fee: 500 },
      acme,
    );
    const quote = d2dQuoteResponseSchema.parse(response.json());
    expect(quote.fee).toBe(0);
    expect(quote.rateCode).toBe('D2DACME');
  });

  it('saves the quote with its provider and distance, e-mails it and finds it by number and e-mail', async () => {
    const response = await post('/api/Quote/d2d/save', {
      ...trip({ tripKms: 9999 }),
      vehicleGroup: 'TK',
      fee: 100,
      pickupFlightType: 'ARRIVAL',
      pickupFlightNumber: 'SA 343',
      name: 'Thandi',
      surname: 'Nkosi',
      emailAddress: 'Thandi.D2D@example.co.za',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = d2dQuoteSaveResponseSchema.parse(response.json());
    const [stored] = await rows(
      ctx.database.db,
      `select trip_provider, trip_metres, record->'request'->>'tripKms' as km from d2d_quotes where quote_number = '${saved.quoteNumber}'`,
    );
    expect(stored).toMatchObject({ trip_provider: 'gazetteer', trip_metres: saved.trip.metres });
    expect(Number(stored?.km)).toBe(saved.trip.tripKms);
    const mail = await waitForMail(ctx.app, (m) => m.subject.includes(saved.quoteNumber));
    expect(mail.to).toBe('thandi.d2d@example.co.za');
    expect(mail.text).toContain('SA 343');
    // A transfer carries no VAT: the total says so once, and never "VAT included".
    expect(mail.text).toMatch(/Total Cost: R\s[\d\s]+,\d{2} \(ZAR\)/);
    expect(mail.text).toContain('Transfers are exempt from VAT.');
    expect(`${mail.text}${mail.html}`).not.toContain('VAT included');
    const found = await ctx.app.inject({
      url: `/api/Quote/d2d/${saved.quoteNumber}/thandi.d2d@example.co.za`,
    });
    expect(found.statusCode).toBe(200);
    expect(d2dSavedQuoteSchema.parse(found.json())).toMatchObject({
      quoteNumber: saved.quoteNumber,
      status: 'QUOTE',
      totalCharge: saved.totalCharge,
    });
    const wrong = await ctx.app.inject({
      url: `/api/Quote/d2d/${saved.quoteNumber}/other@example.co.za`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(errorOf(wrong)).toBe(MESSAGES.referenceNotFound);

    // Wrong e-mails count against the quote, from however many clients: the tenth locks it.
    for (let attempt = 1; attempt < 10; attempt += 1) {
      const guess = await ctx.app.inject({
        url: `/api/Quote/d2d/${saved.quoteNumber}/guess${attempt}@example.co.za`,
        remoteAddress: `10.9.0.${attempt}`,
      });
      expect(guess.statusCode).toBe(404);
    }
    const locked = await ctx.app.inject({
      url: `/api/Quote/d2d/${saved.quoteNumber}/thandi.d2d@example.co.za`,
      remoteAddress: '10.9.0.99',
    });
    expect(locked.statusCode).toBe(429);
    expect(codeOf(locked)).toBe('TOO_MANY_ATTEMPTS');
  });
});

function booking(overrides: Partial<D2dBookingRequest> = {}): D2dBookingRequest {
  return {
    ...trip(),
    vehicleGroup: 'TK',
    fee: 50,
    pickupFlightType: 'ARRIVAL',
    pickupFlightNumber: 'FA 101',
    collectionArea: 'Meet at arrivals, door 3',
    customerDetails: renter({ iD_Type: '', renterID: '', renterEmail: 'd2d.renter@example.co.za' }),
    payment: { moP_Type: 'VS', moP_No: '4111111111111111' },
    ...overrides,
  } as D2dBookingRequest;
}

describe('POST /api/Booking/d2d', () => {
  it('books through the reservation writer at the hub, stores provider and distance, mails trip, flight and .ics', async () => {
    const response = await post('/api/Booking/d2d', booking(), undefined, {
      'idempotency-key': 'd2d-booking-0001',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = d2dBookingResponseSchema.parse(response.json());
    expect(answer.reservation).toMatchObject({
      pickupBranch: '3I',
      vehGroup: 'TK',
      status: 'CONFIRMED',
    });
    expect(answer.fee).toBe(50);
    const [row] = await rows(
      ctx.database.db,
      `select trip_provider, trip_metres, payment->>'cardLastFour' as last4, payment::text as payment from reservations where reservation_number = '${answer.reservationNumber}'`,
    );
    expect(row).toMatchObject({
      trip_provider: 'gazetteer',
      trip_metres: answer.trip.metres,
      last4: '1111',
    });
    expect(String(row?.payment)).not.toContain('4111111111111111');
    const mail = await waitForMail(ctx.app, (m) => m.subject.includes(answer.reservationNumber));
    expect(mail.text).toContain('FA 101');
    expect(`${mail.text}${mail.html}`).not.toContain('VAT included');
    expect(mail.text).toContain('Meet at arrivals, door 3');
    expect(mail.text).toContain('Sandton');
    expect(mail.text).not.toMatch(/manage your booking/i);
    expect(mail.attachments).toContain(`bluu-${answer.reservationNumber}.ics`);

    const copy = await post('/api/web/booking/send-external-email', {
      reservationNumber: answer.reservationNumber,
      email: 'd2d.renter@example.co.za',
      cc: 'pa@example.co.za',
    });
    expect(copy.statusCode).toBe(200);
    const copied = await waitForMail(
      ctx.app,
      (m) => m.to === 'pa@example.co.za' && m.subject.includes(answer.reservationNumber),
    );
    expect(copied.attachments).toContain(`bluu-${answer.reservationNumber}.ics`);

    const retry = await post('/api/Booking/d2d', booking(), undefined, {
      'idempotency-key': 'd2d-booking-0001',
    });
    expect(retry.json()).toEqual(response.json());
    const other = await post('/api/Booking/d2d', booking({ fee: 60 }), undefined, {
      'idempotency-key': 'd2d-booking-0001',
    });
    expect(other.statusCode).toBe(422);
  });

  it('offers billback only to accounts, and accounts only billback, and says so', async () => {
    const visitor = await post('/api/Booking/d2d', booking({ payment: { moP_Type: 'AC' } }));
    expect(visitor.statusCode).toBe(400);
    expect(codeOf(visitor)).toBe('PAYMENT');
    expect(errorOf(visitor)).toBe(D2D_SERVICE_MESSAGES.billbackForAccounts);
    // No method chosen (or none there is) keeps the spec's message.
    for (const moP_Type of ['', 'XX']) {
      const none = await post('/api/Booking/d2d', booking({ payment: { moP_Type } }));
      expect(none.statusCode).toBe(400);
      expect(errorOf(none)).toBe(D2D_MESSAGES.methodOfPayment);
    }
    const acme = await signIn('C', 'C10001', '4821');
    const card = await post('/api/Booking/d2d', booking({ accountType: 'C' }), acme);
    expect(card.statusCode).toBe(400);
    expect(codeOf(card)).toBe('PAYMENT');
    expect(errorOf(card)).toBe(D2D_SERVICE_MESSAGES.accountPaysByBillback);
    const billback = await post(
      '/api/Booking/d2d',
      booking({ accountType: 'C', payment: { moP_Type: 'AC' } }),
      acme,
    );
    expect(billback.statusCode, billback.body).toBe(200);
    const answer = d2dBookingResponseSchema.parse(billback.json());
    expect(answer.fee).toBe(0);
    expect(answer.reservation.rateCode).toBe('D2DACME');
  });

  it('asks no ID type or number and presets the licence code B', async () => {
    const response = await post(
      '/api/Booking/d2d',
      booking({
        customerDetails: renter({ iD_Type: '', renterID: '', renterDrivingLicenseCode: '' }),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const number = d2dBookingResponseSchema.parse(response.json()).reservationNumber;
    const [row] = await rows(
      ctx.database.db,
      `select customer->>'renterDrivingLicenseCode' as code from reservations where reservation_number = '${number}'`,
    );
    expect(row?.code).toBe('B');
    const noSurname = await post(
      '/api/Booking/d2d',
      booking({ customerDetails: renter({ iD_Type: '', renterID: '', surname: '' }) }),
    );
    expect(noSurname.statusCode).toBe(400);
    expect(errorOf(noSurname)).toBe('Please enter your Last name.');
  });

  it('needs a flight number for a flight', async () => {
    const response = await post('/api/Booking/d2d', booking({ pickupFlightNumber: '' }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(D2D_MESSAGES.flightNumber);
  });
});

describe('account data for the signed-in owner only', () => {
  it('gives the owner its rates, addresses and a voucher, and refuses everyone else', async () => {
    const acme = await signIn('C', 'C10001', '4821');
    const rates = await ctx.app.inject({ url: '/api/D2D/rates/C10001', headers: { cookie: acme } });
    expect(rates.statusCode).toBe(200);
    const bands = rates.json() as Array<{
      fromKms: number;
      toKms: number;
      rateCode: string;
      accountName: string;
    }>;
    expect(bands[0]).toMatchObject({
      fromKms: 0,
      toKms: 25,
      rateCode: 'D2DACME',
      accountName: 'Acme Mining (Pty) Ltd',
    });
    const info = await post('/api/Customer/information', { accountNo: 'C10001' }, acme);
    expect(info.statusCode).toBe(200);
    expect(info.json().addresses.customerAddress[0]).toMatchObject({ area: 'Sandton' });
    const voucher = await ctx.app.inject({
      url: '/api/Customer/voucher/C10001',
      headers: { cookie: acme },
    });
    expect(voucher.json().voucherNumber).toMatch(/^VC10001-/);

    for (const request of [
      () => ctx.app.inject({ url: '/api/D2D/rates/T20001', headers: { cookie: acme } }),
      () => post('/api/Customer/information', { accountNo: 'T20001' }, acme),
      () => ctx.app.inject({ url: '/api/Customer/voucher/T20001', headers: { cookie: acme } }),
    ])
      expect((await request()).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/D2D/rates/C10001' })).statusCode).toBe(403);
    expect((await post('/api/Customer/information', { accountNo: 'C10001' })).statusCode).toBe(403);
  });
});

describe('capacity at the hub', () => {
  it('refuses a booking once the hub has no free unit of the group during the trip, and takes a later one', async () => {
    await rows(
      ctx.database.db,
      `update fleet_capacity set units = 1 where branch_code = '3I' and vehicle_group = 'TC'`,
    );
    const bus = (pickUpDateTime: string) =>
      booking({ ...trip({ numberPassengers: 20, pickUpDateTime }), vehicleGroup: 'TC' });
    expect((await post('/api/Booking/d2d', bus('2026-12-05 10:00'))).statusCode).toBe(200);
    // The one midibus is busy: availability offers no group for 20 (the site then shows the
    // spec's no-vehicles message), and a quote for it is refused.
    const busy = trip({ numberPassengers: 20, pickUpDateTime: '2026-12-05 11:00' });
    expect((await availability(busy)).rates.rate[0]?.charges).toEqual([]);
    const quote = await post('/api/Quote/d2d', { ...busy, vehicleGroup: 'TC' });
    expect(quote.statusCode).toBe(409);
    expect(codeOf(quote)).toBe('VEHICLE_UNAVAILABLE');
    // A transfer has no branch to change: the message names the pick-up time.
    expect(errorOf(quote)).toBe(D2D_SERVICE_MESSAGES.vehicleUnavailable('TC'));
    const overlapping = await post('/api/Booking/d2d', bus('2026-12-05 11:00'));
    expect(overlapping.statusCode).toBe(409);
    expect(codeOf(overlapping)).toBe('VEHICLE_UNAVAILABLE');
    expect(errorOf(overlapping)).toBe(D2D_SERVICE_MESSAGES.vehicleUnavailable('TC'));
    expect((await post('/api/Booking/d2d', bus('2026-12-06 10:00'))).statusCode).toBe(200);
  });
});

describe('a chauffeur on the way to a far pick-up', () => {
  // About 80 km (great circle) from the Gauteng hub 3I; Vereeniging is a short hop further.
  const VANDERBIJLPARK = 'za-gp-vanderbijlpark';
  const VEREENIGING = 'za-gp-vereeniging';
  const farBus = (pickUpDateTime: string) => ({
    ...trip({ numberPassengers: 20, pickUpDateTime }),
    pickUpPlaceId: VANDERBIJLPARK,
    additionalPickUpPlaceIds: [],
    dropOffPlaceId: VEREENIGING,
  });
  // O.R. Tambo, next to the hub, to Sandton: held for the 2-hour minimum, then the turnaround.
  const nearBus = (pickUpDateTime: string) => ({
    ...trip({ numberPassengers: 20, pickUpDateTime }),
    additionalPickUpPlaceIds: [],
  });
  const book = (query: ReturnType<typeof trip>) =>
    post('/api/Booking/d2d', booking({ ...query, vehicleGroup: 'TC' }));
  const localTimes = (reservationNumber: string) =>
    rows(
      ctx.database.db,
      `select to_char(pick_up_at at time zone 'Africa/Johannesburg', 'HH24:MI') as pick_up,
              to_char(occupied_from at time zone 'Africa/Johannesburg', 'HH24:MI') as occupied_from,
              to_char(occupied_until at time zone 'Africa/Johannesburg', 'HH24:MI') as occupied_until
         from reservations where reservation_number = '${reservationNumber}'`,
    );

  it("holds the hub's vehicle from when its chauffeur leaves, so an earlier trip still out then is refused", async () => {
    // The one midibus of 3I (seed capacity 1).
    const far = await book(farBus('2026-12-09 10:00'));
    expect(far.statusCode, far.body).toBe(200);
    const booked = d2dBookingResponseSchema.parse(far.json());
    // 80 km × 1.3 road factor ≈ 104 km at 60 km/h → 105 minutes: the chauffeur leaves at 08:15.
    expect(booked.trip.hubLegs?.toPickUpMetres).toBeGreaterThan(100_000);
    expect(await localTimes(booked.reservationNumber)).toEqual([
      { pick_up: '10:00', occupied_from: '08:15', occupied_until: '13:00' },
    ]);
    // What the customer sees is unchanged: pick-up at 10:00, back 2 hours later.
    expect(booked.reservation).toMatchObject({ pickupTime: '10:00', duebackTime: '12:00' });

    // 07:00 from beside the hub: back by 09:00, busy until 10:00 with the turnaround – clear of
    // the far trip's pick-up, but not of its chauffeur leaving at 08:15.
    const early = nearBus('2026-12-09 07:00');
    expect((await availability(early)).rates.rate[0]?.charges).toEqual([]);
    const refused = await book(early);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('VEHICLE_UNAVAILABLE');
    // Back at 08:00 from a 05:00 trip, turnaround done at 08:15 as the chauffeur leaves: it fits.
    expect((await book(nearBus('2026-12-09 05:00'))).statusCode).toBe(200);
  });

  it('refuses a far trip whose chauffeur would leave before the vehicle is back from an earlier one', async () => {
    expect((await book(nearBus('2026-12-10 07:00'))).statusCode).toBe(200);
    expect((await availability(farBus('2026-12-10 10:00'))).rates.rate[0]?.charges).toEqual([]);
    expect(codeOf(await book(farBus('2026-12-10 10:00')))).toBe('VEHICLE_UNAVAILABLE');
  });

  it('holds a trip from a quote saved before the hub legs were kept from its pick-up, as before', async () => {
    const request = { ...farBus('2026-12-11 10:00'), vehicleGroup: 'TC', fee: 25 };
    const saved = d2dQuoteSaveResponseSchema.parse(
      (
        await post('/api/Quote/d2d/save', {
          ...request,
          name: 'Sipho',
          surname: 'Dlamini',
          emailAddress: 'sipho@example.co.za',
        })
      ).json(),
    );
    await rows(
      ctx.database.db,
      `update d2d_quotes set record = record #- '{trip,hubLegs}' where quote_number = '${saved.quoteNumber}'`,
    );
    const found = await ctx.app.inject({
      url: `/api/Quote/d2d/${saved.quoteNumber}/sipho@example.co.za`,
    });
    expect(found.statusCode, found.body).toBe(200);
    const response = await post(
      '/api/Booking/d2d',
      booking({ ...request, quoteNumber: saved.quoteNumber }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const booked = d2dBookingResponseSchema.parse(response.json());
    expect(booked.trip.hubLegs).toBeUndefined();
    expect(await localTimes(booked.reservationNumber)).toEqual([
      { pick_up: '10:00', occupied_from: '10:00', occupied_until: '13:00' },
    ]);
  });
});

describe('OpenAPI', () => {
  it('describes every D2D and maps route', async () => {
    const spec = (await ctx.app.inject('/api/openapi.json')).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/Booking/d2d/availability',
        '/api/Quote/d2d',
        '/api/Quote/d2d/save',
        '/api/Quote/d2d/{quoteNumber}/{email}',
        '/api/Booking/d2d',
        '/api/D2D/rates/{accountNo}',
        '/api/Customer/information',
        '/api/Customer/voucher/{accountNo}',
        '/api/maps/route',
        '/api/maps/nearest-hub',
      ]),
    );
    expect(spec.paths['/api/Booking/d2d'].post.requestBody).toBeDefined();
  });
});

describe('booking a saved D2D quote', () => {
  it('charges the quoted price while the trip is unchanged, and books a quote once', async () => {
    const request = { ...trip(), vehicleGroup: 'TB', fee: 25 };
    const saved = d2dQuoteSaveResponseSchema.parse(
      (
        await post('/api/Quote/d2d/save', {
          ...request,
          name: 'Sipho',
          surname: 'Dlamini',
          emailAddress: 'sipho@example.co.za',
        })
      ).json(),
    );
    // Prices rise after the quote was made.
    await rows(
      ctx.database.db,
      `update d2d_rate_bands set trip_cents = trip_cents + 10000 where rate_code = 'D2DPUB' and vehicle_group = 'TB'`,
    );
    try {
      const response = await post(
        '/api/Booking/d2d',
        booking({ ...request, quoteNumber: saved.quoteNumber }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const answer = d2dBookingResponseSchema.parse(response.json());
      expect(answer.reservation.totalCharge).toBe(saved.totalCharge);
      expect(answer.warning).toBe('');
      const again = await post(
        '/api/Booking/d2d',
        booking({ ...request, quoteNumber: saved.quoteNumber }),
      );
      expect(again.statusCode).toBe(409);
      expect(codeOf(again)).toBe('QUOTE_ALREADY_CONFIRMED');
    } finally {
      await rows(
        ctx.database.db,
        `update d2d_rate_bands set trip_cents = trip_cents - 10000 where rate_code = 'D2DPUB' and vehicle_group = 'TB'`,
      );
    }
  });
});

describe('bad input to the quote, save, booking and look-up routes', () => {
  const counts = async () =>
    (
      await rows(
        ctx.database.db,
        `select (select count(*) from reservations)::int as r, (select count(*) from d2d_quotes)::int as q`,
      )
    )[0];

  it.each([
    ['/api/Quote/d2d', { ...trip(), vehicleGroup: 'TK', fee: 1e308 }],
    ['/api/Quote/d2d', { ...trip(), vehicleGroup: 'TK', fee: -1 }],
    ['/api/Quote/d2d', { ...trip(), vehicleGroup: 'T\u0000K' }],
    [
      '/api/Quote/d2d',
      { ...trip(), vehicleGroup: 'TK', products: [{ productCode: 'x'.repeat(50_000) }] },
    ],
    [
      '/api/Quote/d2d/save',
      { ...trip(), vehicleGroup: 'TK', name: '\ud800', surname: 'X', emailAddress: 'a@b.co' },
    ],
    [
      '/api/Quote/d2d/save',
      { ...trip(), vehicleGroup: 'TK', name: 'A', surname: 'B', emailAddress: 'not-an-email' },
    ],
    ['/api/Booking/d2d', { ...booking(), pickupFlightNumber: 'SA\u0000343' }],
    ['/api/Booking/d2d', { ...booking(), expectedTotal: -5 }],
    ['/api/Booking/d2d', { ...booking(), customerDetails: { surname: 'y'.repeat(100_000) } }],
    ['/api/Booking/d2d', { ...booking(), pickUpDateTime: '0000-01-01 00:00' }],
    ['/api/Customer/information', { accountNo: 'C1\u0000' }],
  ])('POST %s refuses it with a 400 and writes nothing', async (url, body) => {
    const before = await counts();
    const response = await post(url, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it.each([
    '/api/Quote/d2d/%00/a@b.co',
    '/api/Quote/d2d/Q123/%ED%A0%80',
    `/api/Quote/d2d/${'Q'.repeat(30)}/a@b.co`,
    '/api/D2D/rates/C1%00',
    '/api/Customer/voucher/%ED%A0%80',
  ])('GET %s is refused with a 4xx, never a 500', async (url) => {
    const response = await ctx.app.inject({ url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
