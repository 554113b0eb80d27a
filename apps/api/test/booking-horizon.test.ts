import { availabilityResponseSchema } from '@bluu/contracts/availability';
import { bookingResponseSchema } from '@bluu/contracts/booking';
import { D2D_MESSAGES, MESSAGES } from '@bluu/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_SELECTION, CAR_TRIP, cardPayment, renter } from './support/booking-fixtures.ts';
import { codeOf, errorOf, rows } from './support/http.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

// Friday 27 November 2026, 15:00 in South Africa: the last pick-up date is 27 November 2027.
const { clock } = fixedClock('2026-11-27 15:00');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp(clock);
});
afterAll(async () => {
  await ctx?.close();
});

const email = 'naledi.dlamini@example.co.za';
const lastDay = { pickUpDateTime: '2027-11-27 10:00', dropOffDateTime: '2027-11-30 10:00' };
const dayBeyond = { pickUpDateTime: '2027-11-28 10:00', dropOffDateTime: '2027-11-30 10:00' };

let client = 0;
async function send(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  client += 1;
  return ctx.app.inject({ method, url, payload, remoteAddress: `10.41.0.${client}` });
}

function booking(trip: Record<string, unknown>) {
  return {
    ...CAR_SELECTION,
    ...trip,
    customerDetails: renter({ renterEmail: email }),
    payment: cardPayment(),
  };
}

/** Rows of the tables a search, quote or booking could write. */
async function written() {
  const [counts] = await rows(
    ctx.database.db,
    `select (select count(*) from reservations)::int as reservations,
            (select count(*) from quotes)::int as quotes,
            (select count(*) from outbox)::int as outbox`,
  );
  return counts;
}

function expectTooFarAhead(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(400);
  expect(codeOf(response)).toBe('TIME_RULE');
  expect(errorOf(response)).toBe(MESSAGES.pickUpTooFarAhead);
}

describe('how far ahead a rental can be booked', () => {
  it('refuses the search QA sent, ten years ahead, with the message', async () => {
    const response = await send('POST', '/api/Booking/availability', {
      ...CAR_TRIP,
      accountNo: '',
      pickUpDateTime: '2036-11-30 10:00',
      dropOffDateTime: '2036-12-02 10:00',
    });
    expectTooFarAhead(response);
    expect(errorOf(response)).toBe('Rentals can be booked at most one year ahead.');
  });

  it('offers vehicles for a pick-up on the same date a year on, and refuses the day after', async () => {
    const last = await send('POST', '/api/Booking/availability', { ...CAR_TRIP, ...lastDay });
    expect(last.statusCode, last.body).toBe(200);
    const charges = availabilityResponseSchema.parse(last.json()).rates.rate[0]?.charges ?? [];
    expect(charges.length).toBeGreaterThan(0);

    expectTooFarAhead(
      await send('POST', '/api/Booking/availability', { ...CAR_TRIP, ...dayBeyond }),
    );
  });

  it('refuses to quote, save a quote or book a pick-up beyond the year, and writes nothing', async () => {
    const before = await written();

    expectTooFarAhead(await send('POST', '/api/Quote', { ...CAR_SELECTION, ...dayBeyond }));
    expectTooFarAhead(
      await send('POST', '/api/Quote/save', {
        ...CAR_SELECTION,
        ...dayBeyond,
        name: 'Naledi',
        surname: 'Dlamini',
        emailAddress: email,
      }),
    );
    expectTooFarAhead(await send('POST', '/api/Booking', booking(dayBeyond)));

    expect(await written()).toEqual(before);
  });

  it('refuses to move a reservation’s pick-up beyond the year, and leaves it as booked', async () => {
    const made = await send('POST', '/api/Booking', booking({}));
    expect(made.statusCode, made.body).toBe(200);
    const { reservationNumber } = bookingResponseSchema.parse(made.json());
    const before = await written();

    const moved = await send('PUT', `/api/Booking/${reservationNumber}`, {
      ...CAR_SELECTION,
      ...dayBeyond,
      email,
    });
    expectTooFarAhead(moved);

    expect(await written()).toEqual(before);
    const [stored] = await rows(
      ctx.database.db,
      `select to_char(pick_up_at at time zone 'Africa/Johannesburg', 'YYYY-MM-DD HH24:MI') as pick_up
         from reservations where reservation_number = '${reservationNumber}'`,
    );
    expect(stored?.pick_up).toBe(CAR_TRIP.pickUpDateTime);
  });

  it('books a pick-up on the last date whose drop-off falls after it: the horizon bounds the pick-up only', async () => {
    const response = await send(
      'POST',
      '/api/Booking',
      booking({ pickUpDateTime: '2027-11-27 10:00', dropOffDateTime: '2027-12-24 10:00' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(bookingResponseSchema.parse(response.json()).reservation).toMatchObject({
      pickupDate: '2027-11-27',
      duebackDate: '2027-12-24',
    });
  });

  it('holds a door-to-door transfer to the same last date as a rental', async () => {
    const transfer = (pickUpDateTime: string) => ({
      numberPassengers: 2,
      pickUpPlaceId: 'za-gp-ekurhuleni-o-r-tambo-international-airport',
      additionalPickUpPlaceIds: [],
      dropOffPlaceId: 'za-gp-johannesburg-sandton',
      pickUpDateTime,
      dropOffDateTime: pickUpDateTime,
    });
    const last = await send('POST', '/api/Booking/d2d/availability', transfer('2027-11-27 23:45'));
    expect(last.statusCode, last.body).toBe(200);

    const beyond = await send(
      'POST',
      '/api/Booking/d2d/availability',
      transfer('2027-11-28 00:00'),
    );
    expect(beyond.statusCode, beyond.body).toBe(400);
    expect(codeOf(beyond)).toBe('TIME_RULE');
    expect(errorOf(beyond)).toBe(D2D_MESSAGES.tooFarAhead);
  });
});
