import { d2dBookingResponseSchema, d2dQuoteSaveResponseSchema } from '@bluu/contracts/d2d';
import { quoteSaveResponseSchema } from '@bluu/contracts/quote';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { userBookingsResponseSchema, userQuotesResponseSchema } from '@bluu/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renter } from './support/booking-fixtures.ts';
import { rows } from './support/http.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { dialogRegistration, PASSWORD } from './support/user-fixtures.ts';

let now = parseLocalDateTime('2026-12-01 08:00')!;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(() => now);
});
afterAll(async () => {
  await ctx?.close();
});

let clientNo = 0;
async function send(method: 'GET' | 'POST', url: string, payload?: unknown, cookie?: string) {
  clientNo += 1;
  return ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: `10.12.${Math.floor(clientNo / 250)}.${(clientNo % 250) + 1}`,
    headers: cookie ? { cookie } : {},
  });
}

/** Moves the clock a minute on, so each saved item is newer than the one before. */
function tick() {
  now = new Date(now.getTime() + 60_000);
}

async function signedInUser(email: string): Promise<string> {
  tick();
  await send('POST', '/api/web/user/register-external-user', dialogRegistration(email));
  const [mail] = await rows(
    ctx.database.db,
    `select text from outbox where recipient = '${email}' order by created_at desc limit 1`,
  );
  const [, validHash, validCode] = /\/login\/([\w-]+)\/([\w-]+)/.exec(String(mail?.text)) ?? [];
  await send('POST', '/api/web/user/activate-external-user-account', {
    params: { validHash, validCode },
  });
  const login = await send('POST', '/api/web/user/send-external-login', {
    loginDetails: { loginEmail: email, loginPassword: PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return `bluu_session=${login.cookies.find((c) => c.name === 'bluu_session')?.value}`;
}

/** Two passengers from the airport to Sandton in a sedan, at 09:00. */
const transferTrip = {
  numberPassengers: 2,
  pickUpPlaceId: 'za-gp-ekurhuleni-o-r-tambo-international-airport',
  dropOffPlaceId: 'za-gp-johannesburg-sandton',
  pickUpDateTime: '2026-12-10 09:00',
  dropOffDateTime: '2026-12-10 09:01',
  vehicleGroup: 'TS',
};

async function saveCarQuote(cookie: string, emailAddress: string) {
  tick();
  const response = await send(
    'POST',
    '/api/Quote/save',
    {
      pickUpBranch: 'JS',
      pickUpDateTime: '2026-12-10 10:00',
      dropOffBranch: 'JS',
      dropOffDateTime: '2026-12-12 10:00',
      accountType: 'I',
      foreignLocal: 'L',
      vehicleGroup: 'A1',
      selectedWaiver: 'CDW',
      products: [],
      additionalDrivers: 0,
      name: 'Thandi',
      surname: 'Nkosi',
      emailAddress,
    },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return quoteSaveResponseSchema.parse(response.json()).quoteNumber;
}

async function saveTransferQuote(cookie: string, emailAddress: string) {
  tick();
  const response = await send(
    'POST',
    '/api/Quote/d2d/save',
    { ...transferTrip, name: 'Thandi', surname: 'Nkosi', emailAddress },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return d2dQuoteSaveResponseSchema.parse(response.json());
}

async function quotesOf(email: string, cookie: string) {
  const response = await send('GET', `/api/Quote/user/${email}`, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return userQuotesResponseSchema.parse(response.json()).quotes;
}

describe("a signed-in individual's Door2Door quotes and transfers in the profile", () => {
  it('lists transfer quotes beside car quotes, newest first, 10 in all, each with its trip', async () => {
    const email = 'profile.transfers@example.co.za';
    const cookie = await signedInUser(email);
    const car = await saveCarQuote(cookie, email);
    const transfer = await saveTransferQuote(cookie, email);

    const quotes = await quotesOf(email, cookie);
    expect(quotes.map((quote) => quote.quoteNumber)).toEqual([transfer.quoteNumber, car]);
    expect(quotes[0]).toMatchObject({
      status: 'QUOTE',
      vehicleGroup: 'TS',
      pickUpDateTime: '2026-12-10 09:00',
      expiresAt: transfer.expiresAt,
      emailAddress: email,
      transfer: {
        route: transfer.trip.stops.map((stop) => stop.description),
        pickUpDateTime: '2026-12-10 09:00',
        passengers: 2,
        tripKms: transfer.trip.tripKms,
      },
    });
    expect(quotes[1]?.transfer ?? null).toBeNull();

    const newer: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      newer.unshift(await saveCarQuote(cookie, email));
      newer.unshift((await saveTransferQuote(cookie, email)).quoteNumber);
    }
    const ten = await quotesOf(email, cookie);
    expect(ten.map((quote) => quote.quoteNumber)).toEqual(newer);
  });

  it('lists a transfer with its route and pick-up time, not the hub and the vehicle hold', async () => {
    const email = 'profile.transfer.booked@example.co.za';
    const cookie = await signedInUser(email);
    const booked = await send(
      'POST',
      '/api/Booking/d2d',
      {
        ...transferTrip,
        customerDetails: renter({
          iD_Type: '',
          renterID: '',
          renterEmail: email,
          firstNames: [{ firstName: 'Thandi' }],
          surname: 'Nkosi',
        }),
        payment: { moP_Type: 'VS', moP_No: '4111111111111111' },
      },
      cookie,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const made = d2dBookingResponseSchema.parse(booked.json());

    const response = await send('GET', `/api/Booking/user/${email}`, undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const [listed] = userBookingsResponseSchema.parse(response.json()).bookings;
    expect(listed).toMatchObject({
      reservationNumber: made.reservationNumber,
      pickUpDateTime: '2026-12-10 09:00',
      transfer: {
        route: made.trip.stops.map((stop) => stop.description),
        pickUpDateTime: '2026-12-10 09:00',
        passengers: 2,
        tripKms: made.trip.tripKms,
        fee: 0,
      },
    });
  });
});
