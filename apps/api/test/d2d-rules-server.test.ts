import { BOOKING_MESSAGES } from '@bluu/contracts/booking';
import {
  D2D_RULE_MESSAGES,
  d2dBookingResponseSchema,
  d2dQuoteResponseSchema,
  type D2dBookingRequest,
} from '@bluu/contracts/d2d';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renter } from './support/booking-fixtures.ts';
import { codeOf, errorOf, rows } from './support/http.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';
import {
  CPT_AIRPORT,
  OR_TAMBO,
  PIETERMARITZBURG,
  PIETERMARITZBURG_AIRPORT,
  POLOKWANE,
  POLOKWANE_AIRPORT,
  SANDTON,
  UPINGTON,
  UPINGTON_AIRPORT,
} from './support/places.ts';

/*
 * The door-to-door rules the server must apply as the site does (QA pass of 2026-11-27): a card
 * the site's step 2 refuses, a pick-up no hub serves, more child seats than passengers, a trip
 * that goes nowhere and an absurd expected total are refused, and nothing is written.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
});
afterAll(async () => {
  await ctx?.close();
});

const trip = (overrides: Record<string, unknown> = {}) => ({
  numberPassengers: 2,
  pickUpPlaceId: OR_TAMBO,
  dropOffPlaceId: SANDTON,
  pickUpDateTime: '2026-12-02 10:00',
  ...overrides,
});

function booking(overrides: Record<string, unknown> = {}): D2dBookingRequest {
  return {
    ...trip(),
    vehicleGroup: 'TS',
    pickupFlightType: 'NONE',
    customerDetails: renter({ iD_Type: '', renterID: '' }),
    payment: { moP_Type: 'VS' },
    ...overrides,
  } as D2dBookingRequest;
}

async function post(url: string, body: unknown) {
  return ctx.app.inject({ method: 'POST', url, payload: body as Record<string, unknown> });
}

/** Reservations, saved quotes and mails written so far. */
async function written() {
  const [counts] = await rows(
    ctx.database.db,
    `select (select count(*) from reservations)::int as reservations,
            (select count(*) from d2d_quotes)::int as quotes,
            (select count(*) from outbox)::int as mails`,
  );
  return counts;
}

/** Posts a request that must be refused with this status, code and message, writing nothing. */
async function expectRefused(
  url: string,
  body: unknown,
  refusal: { status: number; code: string; message?: string },
) {
  const before = await written();
  const response = await post(url, body);
  expect(response.statusCode, response.body).toBe(refusal.status);
  expect(codeOf(response)).toBe(refusal.code);
  if (refusal.message !== undefined) expect(errorOf(response)).toBe(refusal.message);
  expect(await written()).toEqual(before);
}

describe('a D2D booking refuses the cards the site refuses', () => {
  it.each([
    ['an expiry month 13 of 1999', { moP_Expiry: '199913' }, BOOKING_MESSAGES.cardExpiry],
    ['an expiry already past', { moP_Expiry: '202611' }, BOOKING_MESSAGES.cardExpiry],
    ['an expiry after 2030', { moP_Expiry: '203101' }, BOOKING_MESSAGES.cardExpiry],
    ['an expiry that is not YYYYMM', { moP_Expiry: '12/28' }, BOOKING_MESSAGES.cardExpiry],
    ['a card number of words', { moP_No: 'not-a-card' }, BOOKING_MESSAGES.valid('Card number')],
    ['a four-digit card number', { moP_No: '1234' }, BOOKING_MESSAGES.valid('Card number')],
    [
      'a card number failing the Luhn check',
      { moP_No: '4111111111111112' },
      BOOKING_MESSAGES.valid('Card number'),
    ],
  ])('refuses %s with the car booking message, writing nothing', async (_label, card, message) => {
    await expectRefused('/api/Booking/d2d', booking({ payment: { moP_Type: 'VS', ...card } }), {
      status: 400,
      code: 'PAYMENT',
      message,
    });
  });

  it('books with a valid expiry and a spaced card number, and with neither', async () => {
    const withCard = await post(
      '/api/Booking/d2d',
      booking({
        payment: { moP_Type: 'VS', moP_Expiry: '202612', moP_No: '4111 1111 1111 1111' },
      }),
    );
    expect(withCard.statusCode, withCard.body).toBe(200);
    expect(d2dBookingResponseSchema.parse(withCard.json()).reservation.cardLastFour).toBe('1111');
    const without = await post('/api/Booking/d2d', booking({ pickUpDateTime: '2026-12-03 10:00' }));
    expect(without.statusCode, without.body).toBe(200);
  });
});

describe('the D2D service area', () => {
  const outside = {
    status: 400,
    code: 'NO_D2D_HUB',
    message:
      'Door2Door transfers start within 100 km of our hubs in Cape Town, Durban and Ekurhuleni. For a transfer from further away, please phone Bluu on 086 101 7722 or e-mail reservations@bluu.co.za.',
  };

  it.each([
    ['Upington airport → Upington (669 km from hub 3C)', UPINGTON_AIRPORT, UPINGTON],
    ['Polokwane airport → Polokwane (272 km from hub 3I)', POLOKWANE_AIRPORT, POLOKWANE],
  ])('refuses %s wherever it is asked, naming the hubs and the phone', async (_label, from, to) => {
    const far = trip({ pickUpPlaceId: from, dropOffPlaceId: to });
    await expectRefused('/api/Booking/d2d/availability', far, outside);
    await expectRefused('/api/Quote/d2d', { ...far, vehicleGroup: 'TS' }, outside);
    await expectRefused(
      '/api/Quote/d2d/save',
      { ...far, vehicleGroup: 'TS', name: 'Sipho', surname: 'Dlamini', emailAddress: 's@d.co.za' },
      outside,
    );
    await expectRefused('/api/Booking/d2d', booking(far), outside);
  });

  it('serves a pick-up 70 km from the nearest hub, and a drop-off far from every hub', async () => {
    const pmb = await post('/api/Quote/d2d', {
      ...trip({ pickUpPlaceId: PIETERMARITZBURG_AIRPORT, dropOffPlaceId: PIETERMARITZBURG }),
      vehicleGroup: 'TS',
    });
    expect(pmb.statusCode, pmb.body).toBe(200);
    expect(d2dQuoteResponseSchema.parse(pmb.json()).trip.hubCode).toBe('3D');
    const toUpington = await post('/api/Quote/d2d', {
      ...trip({ pickUpPlaceId: CPT_AIRPORT, dropOffPlaceId: UPINGTON }),
      vehicleGroup: 'TS',
    });
    expect(toUpington.statusCode, toUpington.body).toBe(200);
  });
});

describe('child seats on a D2D transfer', () => {
  // A day of its own, so that bookings of the other scenarios never fill the hub.
  const day = { pickUpDateTime: '2026-12-05 10:00' };
  const nineSeats = [
    { productCode: 'BABI1', quantity: 3 },
    { productCode: 'BABY', quantity: 3 },
    { productCode: 'BOOST', quantity: 3 },
  ];

  it('refuses nine child seats for one passenger in a 3-seat sedan, quoted or booked', async () => {
    const refusal = {
      status: 400,
      code: 'PRODUCT_NOT_OFFERED',
      message: 'At most 1 child seat can be added for 1 passenger.',
    };
    const one = trip({ ...day, numberPassengers: 1 });
    await expectRefused(
      '/api/Quote/d2d',
      { ...one, vehicleGroup: 'TS', products: nineSeats },
      refusal,
    );
    await expectRefused('/api/Booking/d2d', booking({ ...one, products: nineSeats }), refusal);
  });

  it('takes as many child seats as passengers', async () => {
    const response = await post('/api/Quote/d2d', {
      ...trip({ ...day, numberPassengers: 3 }),
      vehicleGroup: 'TS',
      products: [
        { productCode: 'BABI1', quantity: 1 },
        { productCode: 'BOOST', quantity: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('a D2D trip that goes nowhere', () => {
  it('refuses the same place as pick-up and drop-off before measuring, wherever it is asked', async () => {
    const nowhere = trip({
      pickUpPlaceId: CPT_AIRPORT,
      dropOffPlaceId: CPT_AIRPORT,
      pickUpDateTime: '2026-12-06 10:00',
    });
    const refusal = { status: 400, code: 'INVALID_LOCATION', message: D2D_RULE_MESSAGES.samePlace };
    await expectRefused('/api/Booking/d2d/availability', nowhere, refusal);
    await expectRefused('/api/Quote/d2d', { ...nowhere, vehicleGroup: 'TS' }, refusal);
    await expectRefused('/api/Booking/d2d', booking(nowhere), refusal);
  });

  it('takes a return trip through another stop', async () => {
    const response = await post('/api/Booking/d2d/availability', {
      ...trip({ pickUpPlaceId: OR_TAMBO, dropOffPlaceId: OR_TAMBO }),
      additionalDropOffPlaceIds: [SANDTON],
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('the expected total of a D2D booking', () => {
  it.each([1e308, 1e20, 10_000_000.01])('refuses %s with a 400, writing nothing', async (total) => {
    await expectRefused('/api/Booking/d2d', booking({ expectedTotal: total }), {
      status: 400,
      code: 'VALIDATION',
    });
  });

  it('still warns of a changed price for a total the customer could have seen', async () => {
    const response = await post(
      '/api/Booking/d2d',
      booking({ pickUpDateTime: '2026-12-04 10:00', expectedTotal: 400 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(d2dBookingResponseSchema.parse(response.json()).warning).toMatch(
      /has changed from R\s400,00 to R\s450,00/,
    );
  });
});
