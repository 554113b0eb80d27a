import { BOOKING_MESSAGES } from '@bluu/contracts/booking';
import {
  d2dQuoteSaveResponseSchema,
  d2dSavedQuoteSchema,
  firstD2dFormError,
  type D2dBookingRequest,
  type D2dFormFields,
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
 * Send your quotation and Book Now are refused field by field, each refusal a sentence (the
 * form's) naming its field in `field`, never in the message. Every refusal writes nothing and
 * sends no mail.
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
  return response;
}

/** A refusal's entries as failing fields: `[{ field: 'name', message: '…' }]`. */
function refusalsOf(response: { json(): unknown }) {
  const body = response.json() as {
    errors: { error: Array<{ errorMessage: string; code?: string; field?: string }> };
  };
  return body.errors.error.map(({ field, errorMessage, code }) => ({
    field,
    message: errorMessage,
    code,
  }));
}

/** The D2D form as Select Vehicle sends it, every rule met. */
const form: D2dFormFields = {
  moP_Type: 'VS',
  accountNo: '',
  numberPassengers: 2,
  pickUpPlaceId: OR_TAMBO,
  dropOffPlaceId: SANDTON,
  collectionArea: '',
  pickupFlightType: 'ARRIVAL',
  pickupFlightNumber: 'SA 343',
};

/** What the D2D form itself says about these values (`firstD2dFormError`). */
function formMessage(change: Partial<D2dFormFields>): string {
  const error = firstD2dFormError({ ...form, ...change });
  if (!error) throw new Error(`the form takes ${JSON.stringify(change)}`);
  return error.message;
}

describe('the flight number, by the rule the form checks before Select Vehicle', () => {
  it.each([
    ['BA-57/1', D2D_MESSAGES.flightNumberFormat],
    ['SA.343', D2D_MESSAGES.flightNumberFormat],
    ['ET 4571 J2X', 'Flight number must be at most 10 characters.'],
    ['\u202e', D2D_MESSAGES.flightNumber],
  ])(
    'refuses %j in the form words, on the flight number, at Send your quotation and Book Now',
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
  it.each([
    ['name', 'Please enter your First name.'],
    ['surname', 'Please enter your Last name.'],
  ])(
    'is no %s of a D2D or a car quote: refused, nothing saved or mailed',
    async (field, sentence) => {
      for (const invisible of ['\u202e', ' \u200b\u2060 ']) {
        const refused = await expectRefused(
          '/api/Quote/d2d/save',
          save({ [field]: invisible }),
          sentence,
        );
        expect(refusalsOf(refused)).toEqual([{ field, message: sentence, code: 'VALIDATION' }]);
        await expectRefused(
          '/api/Quote/save',
          { ...CAR_SELECTION, ...contact, [field]: invisible },
          `${field}: is required`,
        );
      }
    },
  );

  it.each([
    [{ firstNames: [{ firstName: '\u200b\u2060' }] }, BOOKING_MESSAGES.enter('First name')],
    [{ surname: '\u3164\u200f' }, BOOKING_MESSAGES.enter('Last name')],
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
      'Pick-up instructions must be at most 500 characters.',
    );
  });
});

describe('a refusal of a Door2Door request (Select Vehicle, Update Costs, Send your quotation, Book Now)', () => {
  const tooLongInstructions = 'x'.repeat(501);
  const tooLongAccount = 'C'.repeat(21);

  it.each([
    [
      'pick-up instructions over 500 characters',
      { collectionArea: tooLongInstructions },
      'collectionArea',
      formMessage({ collectionArea: tooLongInstructions }),
    ],
    [
      'an account number over 20 characters',
      { accountNo: tooLongAccount },
      'accountNo',
      formMessage({ moP_Type: 'AC', accountNo: tooLongAccount }),
    ],
    ['23 passengers', { numberPassengers: 23 }, 'numberPassengers', D2D_MESSAGES.passengers],
    [
      'no passengers given',
      { numberPassengers: undefined },
      'numberPassengers',
      D2D_MESSAGES.passengers,
    ],
    [
      'a flight type not offered',
      { pickupFlightType: 'BOAT' },
      'pickupFlightType',
      D2D_MESSAGES.flightType,
    ],
    [
      'a flight number the form refuses',
      { pickupFlightNumber: 'BA-57/1' },
      'pickupFlightNumber',
      formMessage({ pickupFlightNumber: 'BA-57/1' }),
    ],
  ])(
    'reads %s as the form says it, naming the field beside the sentence',
    async (_label, change, field, message) => {
      expect(message).not.toContain(field);
      for (const [url, body] of [
        ['/api/Quote/d2d/save', save(change)],
        ['/api/Booking/d2d', booking(change)],
      ] as const) {
        const refused = await expectRefused(url, body, message);
        expect(refusalsOf(refused)).toEqual([{ field, message, code: 'VALIDATION' }]);
      }
    },
  );

  it.each([
    ['no first name', { name: undefined }, 'name', 'Please enter your First name.'],
    [
      'a first name over 60 characters',
      { name: 'T'.repeat(61) },
      'name',
      'First name must be at most 60 characters.',
    ],
    [
      'a last name over 60 characters',
      { surname: 'N'.repeat(61) },
      'surname',
      'Last name must be at most 60 characters.',
    ],
    [
      'an e-mail address that is none',
      { emailAddress: 'thandi@' },
      'emailAddress',
      BOOKING_MESSAGES.valid('Email address'),
    ],
  ])(
    'reads %s of the quotation contact in the Send your quotation dialog words',
    async (_label, change, field, message) => {
      const refused = await expectRefused('/api/Quote/d2d/save', save(change), message);
      expect(refusalsOf(refused)).toEqual([{ field, message, code: 'VALIDATION' }]);
    },
  );

  it.each([
    ['23 passengers', { numberPassengers: 23 }, 'numberPassengers', D2D_MESSAGES.passengers],
    [
      'an account number over 20 characters',
      { accountNo: tooLongAccount },
      'accountNo',
      formMessage({ moP_Type: 'AC', accountNo: tooLongAccount }),
    ],
  ])(
    'reads %s alike at Select Vehicle and Update Costs (availability and price)',
    async (_label, change, field, message) => {
      for (const [url, body] of [
        ['/api/Booking/d2d/availability', { ...trip, ...change }],
        ['/api/Quote/d2d', { ...trip, ...change }],
      ] as const) {
        const refused = await expectRefused(url, body, message);
        expect(refusalsOf(refused)).toEqual([{ field, message, code: 'VALIDATION' }]);
      }
    },
  );

  it('names each failing field once, in the order of the form', async () => {
    const refused = await expectRefused(
      '/api/Quote/d2d/save',
      save({
        numberPassengers: 0,
        collectionArea: tooLongInstructions,
        name: '',
        emailAddress: 'not an address',
      }),
      D2D_MESSAGES.passengers,
    );
    expect(refusalsOf(refused)).toEqual([
      { field: 'numberPassengers', message: D2D_MESSAGES.passengers, code: 'VALIDATION' },
      {
        field: 'collectionArea',
        message: 'Pick-up instructions must be at most 500 characters.',
        code: 'VALIDATION',
      },
      { field: 'name', message: 'Please enter your First name.', code: 'VALIDATION' },
      { field: 'emailAddress', message: 'Please enter a valid Email address.', code: 'VALIDATION' },
    ]);
  });
});
