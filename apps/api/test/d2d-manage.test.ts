import {
  d2dBookingResponseSchema,
  d2dQuoteResponseSchema,
  type D2dBookingRequest,
} from '@bluu/contracts/d2d';
import {
  MANAGE_MESSAGES,
  manageResponseSchema,
  statusResponseSchema,
} from '@bluu/contracts/manage';
import { QUOTE_MESSAGES } from '@bluu/contracts/quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renter } from './support/booking-fixtures.ts';
import { codeOf, errorOf, rows, waitForMail } from './support/http.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

const OR_TAMBO = 'za-gp-ekurhuleni-o-r-tambo-international-airport';
const SANDTON = 'za-gp-johannesburg-sandton';
const email = 'd2d.manage@example.co.za';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
});
afterAll(async () => {
  await ctx?.close();
});

let client = 0;
async function inject(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  client += 1;
  return ctx.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: `10.9.0.${client}`,
  });
}

/** Two passengers from the airport to Sandton in a sedan (3 seats), at hub 3I. */
const sedanTrip = {
  numberPassengers: 2,
  pickUpPlaceId: OR_TAMBO,
  dropOffPlaceId: SANDTON,
  pickUpDateTime: '2026-12-02 10:00',
  vehicleGroup: 'TS',
};

function booking(overrides: Partial<D2dBookingRequest> = {}): D2dBookingRequest {
  return {
    ...sedanTrip,
    customerDetails: renter({
      iD_Type: '',
      renterID: '',
      renterEmail: email,
      firstNames: [{ firstName: 'Thandi' }],
      surname: 'Nkosi',
    }),
    payment: { moP_Type: 'VS', moP_No: '4111111111111111' },
    ...overrides,
  } as D2dBookingRequest;
}

async function bookTransfer(overrides: Partial<D2dBookingRequest> = {}) {
  const response = await inject('POST', '/api/Booking/d2d', booking(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return d2dBookingResponseSchema.parse(response.json());
}

/** Cancels a transfer with its renter's e-mail and names, as the Cancel Booking form does. */
async function cancelTransfer(reservationNo: string) {
  return inject('POST', '/api/Booking/cancel', {
    reservationNo,
    email,
    firstName: 'Thandi',
    lastName: 'Nkosi',
  });
}

async function count(table: string): Promise<number> {
  const [row] = await rows(ctx.database.db, `select count(*)::int as n from ${table}`);
  return Number(row?.n);
}

describe('a Door2Door reservation in Manage Booking', () => {
  it('is found with its status and summary, and offers no car request to modify', async () => {
    const made = await bookTransfer();
    const status = await inject(
      'GET',
      `/api/Booking/status/${made.reservationNumber}?email=${email}`,
    );
    expect(status.statusCode, status.body).toBe(200);
    expect(statusResponseSchema.parse(status.json())).toMatchObject({
      status: 'CONFIRMED',
      expired: false,
    });

    const response = await inject('GET', `/api/Booking/manage/${made.reservationNumber}/${email}`);
    expect(response.statusCode, response.body).toBe(200);
    const manage = manageResponseSchema.parse(response.json());
    expect(manage).toMatchObject({
      status: 'CONFIRMED',
      vehicleGroup: 'TS',
      quote: null,
      booking: null,
    });
    expect(manage.reservation).toEqual(made.reservation);
    // Its reservation names the hub; the trip shown is the transfer's own.
    expect(manage.transfer).toEqual({
      route: made.trip.stops.map((stop) => stop.description),
      pickUpDateTime: sedanTrip.pickUpDateTime,
      passengers: sedanTrip.numberPassengers,
      tripKms: made.trip.tripKms,
      fee: 0,
    });
    expect(manage.transfer?.route).toEqual([
      expect.stringContaining('Tambo'),
      expect.stringContaining('Sandton'),
    ]);
  });

  it('refuses a change as a car rental and keeps the transfer as booked', async () => {
    const made = await bookTransfer({ pickUpDateTime: '2026-12-03 10:00' });
    const before = await rows(
      ctx.database.db,
      `select vehicle_group, pick_up_branch, total_cents, request, d2d from reservations where reservation_number = '${made.reservationNumber}'`,
    );
    const change = await inject('PUT', `/api/Booking/${made.reservationNumber}`, {
      email,
      pickUpBranch: 'JS',
      pickUpDateTime: '2026-12-10 10:00',
      dropOffBranch: 'JS',
      dropOffDateTime: '2026-12-12 10:00',
      vehicleGroup: 'A1',
      selectedWaiver: 'CDW',
    });
    expect(change.statusCode, change.body).toBe(409);
    expect(codeOf(change)).toBe('CONFLICT');
    expect(errorOf(change)).toBe(MANAGE_MESSAGES.transferNotChangeable(made.reservationNumber));
    const after = await rows(
      ctx.database.db,
      `select vehicle_group, pick_up_branch, total_cents, request, d2d from reservations where reservation_number = '${made.reservationNumber}'`,
    );
    expect(after).toEqual(before);
  });

  it("is cancelled with the renter's names", async () => {
    const made = await bookTransfer({ pickUpDateTime: '2026-12-04 10:00' });
    const cancelled = await cancelTransfer(made.reservationNumber);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(errorOf(cancelled)).toBe(MANAGE_MESSAGES.cancelled(made.reservationNumber));
    const status = await inject(
      'GET',
      `/api/Booking/status/${made.reservationNumber}?email=${email}`,
    );
    expect(statusResponseSchema.parse(status.json()).status).toBe('CANCELLED');
    // The e-mail names the transfer's addresses and pick-up time, not the hub.
    const mail = await waitForMail(
      ctx.app,
      (m) => m.to === email && m.subject.includes(`${made.reservationNumber} has been cancelled`),
    );
    expect(mail.text).toMatch(/Pick-up: .*Tambo.*, 2026-12-04 10:00/);
    expect(mail.text).toMatch(/Drop-off address: .*Sandton/);
    expect(mail.text).not.toContain('D2D Gauteng');
  });

  it("of a corporate account is looked up and cancelled without signing in (spec 001 §6: 'D2D vehicle groups are excepted')", async () => {
    const signIn = await inject('POST', '/api/Customer/accounts', {
      accountType: 'C',
      accountNo: 'C10001',
      pin: '4821',
    });
    const cookie = signIn.cookies.find((c) => c.name === 'bluu_session')!;
    client += 1;
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/Booking/d2d',
      payload: booking({
        pickUpDateTime: '2026-12-05 10:00',
        accountType: 'C',
        payment: { moP_Type: 'AC' },
      }) as unknown as Record<string, unknown>,
      cookies: { bluu_session: cookie.value },
      remoteAddress: `10.9.0.${client}`,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const made = d2dBookingResponseSchema.parse(booked.json());

    // Another visitor, not signed in, with the reference and e-mail.
    const manage = await inject('GET', `/api/Booking/manage/${made.reservationNumber}/${email}`);
    expect(manage.statusCode, manage.body).toBe(200);
    expect(manageResponseSchema.parse(manage.json()).transfer).not.toBeNull();
    const cancelled = await cancelTransfer(made.reservationNumber);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});

describe('Door2Door extras', () => {
  const boosters = (quantities: number[]) =>
    quantities.map((quantity) => ({ productCode: 'BOOST', quantity }));

  it('prices up to the limit of an extra, and refuses more with the limit', async () => {
    const three = await inject('POST', '/api/Quote/d2d', {
      ...sedanTrip,
      numberPassengers: 3,
      products: boosters([3]),
    });
    expect(three.statusCode, three.body).toBe(200);
    const line = d2dQuoteResponseSchema
      .parse(three.json())
      .quoteLines.find((quoteLine) => quoteLine.quoteLineCode === 'BOOST');
    expect(line?.quoteLineDesc2).toBe('3 × per trip');

    const four = await inject('POST', '/api/Quote/d2d', { ...sedanTrip, products: boosters([4]) });
    expect(four.statusCode).toBe(400);
    expect(codeOf(four)).toBe('PRODUCT_NOT_OFFERED');
    expect(errorOf(four)).toBe(QUOTE_MESSAGES.tooMany(3, 'Child seat 3yr+'));
  });

  it.each([
    ['three times up to the limit', boosters([3, 3, 3])],
    ['twice within the limit together', boosters([1, 1])],
    ['in other letters', [{ productCode: 'boost' }, { productCode: 'BOOST' }]],
  ])(
    'refuses an extra listed %s, in a quote, a saved quote and a booking, writing nothing',
    async (_label, products) => {
      const quotes = await count('d2d_quotes');
      const reservations = await count('reservations');
      const message =
        'products: The extra BOOST is listed more than once; list it once with its quantity.';

      const quote = await inject('POST', '/api/Quote/d2d', { ...sedanTrip, products });
      const saved = await inject('POST', '/api/Quote/d2d/save', {
        ...sedanTrip,
        products,
        name: 'Thandi',
        surname: 'Nkosi',
        emailAddress: email,
      });
      const booked = await inject('POST', '/api/Booking/d2d', booking({ products }));
      for (const refused of [quote, saved, booked]) {
        expect(refused.statusCode, refused.body).toBe(400);
        expect(codeOf(refused)).toBe('VALIDATION');
        expect(errorOf(refused)).toBe(message);
      }
      expect(await count('d2d_quotes')).toBe(quotes);
      expect(await count('reservations')).toBe(reservations);
    },
  );
});
