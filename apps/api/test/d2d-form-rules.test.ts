import { BOOKING_MESSAGES } from '@bluu/contracts/booking';
import {
  d2dQuoteSaveResponseSchema,
  d2dSavedQuoteSchema,
  type D2dBookingRequest,
} from '@bluu/contracts/d2d';
import { D2D_MESSAGES } from '@bluu/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_SELECTION, renter } from './support/booking-fixtures.ts';
import { codeOf, errorOf, rows } from './support/http.ts';
import { OR_TAMBO, SANDTON } from './support/places.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

/*
 * The D2D form's rules as the server applies them (QA pass): a flight number the form refuses is
 * refused in the form's words, never as `pickupFlightNumber: …`; a name of only invisible
 * characters (U+202E) is no name; instructions of only invisible characters are kept empty.
 * Every refusal writes nothing and sends no mail.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
});
afterAll(async () => {
  await ctx?.close();
});

const trip = {
  numberPassengers: 2,
  pickUpPlaceId: OR_TAMBO,
  dropOffPlaceId: SANDTON,
  pickUpDateTime: '2026-12-02 10:00',
  vehicleGroup: 'TS',
};

const contact = { name: 'Thandi', surname: 'Nkosi', emailAddress: 'thandi.form@example.co.za' };

const save = (overrides: Record<string, unknown> = {}) => ({
  ...trip,
  pickupFlightType: 'ARRIVAL',
  pickupFlightNumber: 'SA 343',
  ...contact,
  ...overrides,
});

function booking(overrides: Record<string, unknown> = {}): D2dBookingRequest {
  return {
    ...trip,
    pickupFlightType: 'ARRIVAL',
    pickupFlightNumber: 'SA 343',
    customerDetails: renter({ iD_Type: '', renterID: '' }),
    payment: { moP_Type: 'VS' },
    ...overrides,
  } as D2dBookingRequest;
}

let client = 0;
/** Each request from a client of its own: the per-client rate limits are not what is tested. */
async function post(url: string, body: unknown) {
  client += 1;
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    remoteAddress: `10.43.${Math.floor(client / 250)}.${(client % 250) + 1}`,
  });
}

/** Reservations, saved quotes (car and D2D) and mails written so far. */
async function written() {
  const [counts] = await rows(
    ctx.database.db,
    `select (select count(*) from reservations)::int as reservations,
            (select count(*) from d2d_quotes)::int as d2dQuotes,
            (select count(*) from quotes)::int as quotes,
            (select count(*) from outbox)::int as mails`,
  );
  return counts;
}

/** Posts a request that must be refused 400 with this message (and code), writing nothing. */
async function expectRefused(url: string, body: unknown, message: string, code = 'VALIDATION') {
  const before = await written();
  const response = await post(url, body);
  expect(response.statusCode, response.body).toBe(400);
  expect(codeOf(response)).toBe(code);
  expect(errorOf(response)).toBe(message);
  expect(await written()).toEqual(before);
}

describe('the flight number, by the rule the form checks before Select Vehicle', () => {
  it.each([
    ['BA-57/1', D2D_MESSAGES.flightNumberFormat],
    ['SA.343', D2D_MESSAGES.flightNumberFormat],
    ['ET 4571 J2X', 'Flight number must be at most 10 characters.'],
    ['\u202e', D2D_MESSAGES.flightNumber],
  ])(
    'refuses %j in the form words, naming no field, at Send your quotation and Book Now',
    async (number, message) => {
      await expectRefused('/api/Quote/d2d/save', save({ pickupFlightNumber: number }), message);
      await expectRefused('/api/Booking/d2d', booking({ pickupFlightNumber: number }), message);
    },
  );

  it('takes a number of up to 10 letters, digits and spaces, in capitals', async () => {
    const response = await post(
      '/api/Quote/d2d/save',
      save({ pickupFlightNumber: ' et 4571 j2 ' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = d2dQuoteSaveResponseSchema.parse(response.json());
    const found = await ctx.app.inject({
      url: `/api/Quote/d2d/${saved.quoteNumber}/${contact.emailAddress}`,
    });
    expect(d2dSavedQuoteSchema.parse(found.json()).request.pickupFlightNumber).toBe('ET 4571 J2');
  });
});

describe('text of only invisible characters', () => {
  it.each(['name', 'surname'])(
    'is no %s of a D2D or a car quote: refused, nothing saved or mailed',
    async (field) => {
      for (const invisible of ['\u202e', ' \u200b\u2060 ']) {
        await expectRefused(
          '/api/Quote/d2d/save',
          save({ [field]: invisible }),
          `${field}: is required`,
        );
        await expectRefused(
          '/api/Quote/save',
          { ...CAR_SELECTION, ...contact, [field]: invisible },
          `${field}: is required`,
        );
      }
    },
  );

  it.each([
    [{ firstNames: [{ firstName: '\u202e' }] }, BOOKING_MESSAGES.enter('First name')],
    [{ surname: '\u202e\u200f' }, BOOKING_MESSAGES.enter('Last name')],
  ])('is no renter name of a D2D booking: %o', async (names, message) => {
    await expectRefused(
      '/api/Booking/d2d',
      booking({ customerDetails: renter({ iD_Type: '', renterID: '', ...names }) }),
      message,
      'CUSTOMER_DETAILS',
    );
  });

  it('leaves the pick-up instructions empty, and longer ones than 500 characters are refused', async () => {
    const response = await post('/api/Quote/d2d/save', save({ collectionArea: ' \u202e\u200b ' }));
    expect(response.statusCode, response.body).toBe(200);
    const saved = d2dQuoteSaveResponseSchema.parse(response.json());
    const found = await ctx.app.inject({
      url: `/api/Quote/d2d/${saved.quoteNumber}/${contact.emailAddress}`,
    });
    expect(d2dSavedQuoteSchema.parse(found.json()).request.collectionArea).toBe('');
    await expectRefused(
      '/api/Quote/d2d/save',
      save({ collectionArea: 'x'.repeat(501) }),
      'collectionArea: must be at most 500 characters',
    );
  });
});
