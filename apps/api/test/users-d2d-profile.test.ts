import { parseLocalDateTime } from '@bluu/contracts/time';
import { userBookingsResponseSchema, userQuotesResponseSchema } from '@bluu/contracts/users';
import { describe, expect, it } from 'vitest';
import {
  bookTransfer,
  saveTransferQuote as saveTransfer,
  SEDAN_TRANSFER,
  transferBooking,
} from './support/d2d-fixtures.ts';
import { testAppForFile } from './support/file-app.ts';
import { saveCarQuote as saveCar } from './support/profile-fixtures.ts';
import { signedInUser as registeredAndSignedIn } from './support/sessions.ts';
import { sendFromTheirTab } from './support/signed-in-user.ts';

let now = parseLocalDateTime('2026-12-01 08:00')!;
const api = testAppForFile(() => now, 12);
/** The site's tab: a signed-in individual's requests name them (decision record 0045). */
const send = sendFromTheirTab(api);

/** Moves the clock a minute on, so each saved item is newer than the one before. */
function tick() {
  now = new Date(now.getTime() + 60_000);
}

async function signedInUser(email: string): Promise<string> {
  tick();
  return registeredAndSignedIn(api, email);
}

/** Two passengers from the airport to Sandton in a sedan, at 09:00. */
const transferTrip = {
  ...SEDAN_TRANSFER,
  pickUpDateTime: '2026-12-10 09:00',
  dropOffDateTime: '2026-12-10 09:01',
};

async function saveCarQuote(cookie: string, emailAddress: string) {
  tick();
  return saveCar(send, cookie, emailAddress);
}

async function saveTransferQuote(cookie: string, emailAddress: string) {
  tick();
  return saveTransfer(send, { ...transferTrip, emailAddress }, cookie);
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
    const made = await bookTransfer(send, transferBooking(email, transferTrip), cookie);

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
