import { bookingResponseSchema } from '@bluu/contracts/booking';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { userBookingsResponseSchema, userQuotesResponseSchema } from '@bluu/contracts/users';
import { describe, expect, it } from 'vitest';
import { billbackPayment, cardPayment, renter } from './support/booking-fixtures.ts';
import {
  bookTransfer,
  saveTransferQuote,
  SEDAN_TRANSFER,
  transferBooking,
} from './support/d2d-fixtures.ts';
import { testAppForFile, type Send } from './support/file-app.ts';
import { PROFILE_CAR_SELECTION, saveCarQuote } from './support/profile-fixtures.ts';
import { codeOf, rows } from './support/http.ts';
import { sendFromAccountTab, signedInUser, signInToAccount } from './support/sessions.ts';
import { sendFromTabShowing, sendFromTheirTab, userIdOf } from './support/signed-in-user.ts';

/*
 * Person A signs in and closes the tab without Logout: the session cookie stays in the browser.
 * Person B opens the site in a new tab, which shows a visitor, and books (decision record 0045).
 */

let now = parseLocalDateTime('2026-12-01 08:00')!;
const api = testAppForFile(() => now, 45);
const visitorTab = api.send;
const theirTab = sendFromTheirTab(api);

const stranger = 'bongani.stranger@example.co.za';
const bongani = { firstNames: [{ firstName: 'Bongani' }], surname: 'Stranger' };

/** Moves the clock a minute on, so each sign-in and saved item is newer than the one before. */
function tick() {
  now = new Date(now.getTime() + 60_000);
}

async function signedIn(email: string): Promise<string> {
  tick();
  return signedInUser(api, email);
}

/** Books the car for Bongani Stranger, which must succeed: the reservation number. */
async function bookCar(send: Send, cookie: string, pickUpDay: string): Promise<string> {
  const response = await send(
    'POST',
    '/api/Booking',
    {
      ...PROFILE_CAR_SELECTION,
      pickUpDateTime: `2026-12-${pickUpDay} 10:00`,
      dropOffDateTime: `2026-12-${pickUpDay} 18:00`,
      customerDetails: renter({ ...bongani, renterEmail: stranger }),
      payment: cardPayment(),
    },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return bookingResponseSchema.parse(response.json()).reservationNumber;
}

/** A transfer on that day: its trip, for a quote or a booking. */
function transferOn(pickUpDay: string) {
  return { ...SEDAN_TRANSFER, pickUpDateTime: `2026-12-${pickUpDay} 10:00` };
}

/** Books a car and a transfer and saves a quote for each, all from one tab: their numbers. */
async function bookAndQuoteEverything(send: Send, cookie: string, pickUpDay: string) {
  tick();
  const car = await bookCar(send, cookie, pickUpDay);
  tick();
  const carQuote = await saveCarQuote(send, cookie, stranger);
  tick();
  const transfer = await bookTransfer(
    send,
    transferBooking(stranger, {
      ...transferOn(pickUpDay),
      customerDetails: renter({ ...bongani, iD_Type: '', renterID: '', renterEmail: stranger }),
    }),
    cookie,
  );
  tick();
  const transferQuote = await saveTransferQuote(
    send,
    { ...transferOn(pickUpDay), emailAddress: stranger },
    cookie,
  );
  return {
    reservations: [transfer.reservationNumber, car],
    quotes: [transferQuote.quoteNumber, carQuote],
  };
}

/** The reservations and quotes of My Reservations and Quote Requests, newest first. */
async function profileLists(email: string, cookie: string) {
  const bookings = await theirTab('GET', `/api/Booking/user/${email}`, undefined, cookie);
  expect(bookings.statusCode, bookings.body).toBe(200);
  const quotes = await theirTab('GET', `/api/Quote/user/${email}`, undefined, cookie);
  expect(quotes.statusCode, quotes.body).toBe(200);
  return {
    reservations: userBookingsResponseSchema
      .parse(bookings.json())
      .bookings.map((booking) => booking.reservationNumber),
    quotes: userQuotesResponseSchema.parse(quotes.json()).quotes.map((quote) => quote.quoteNumber),
  };
}

describe("a booking or quote from a tab that shows a visitor, while the browser keeps an individual's cookie", () => {
  it("is the visitor's: the signed-in individual does not see it in the profile", async () => {
    const thandi = 'thandi.left.signed.in@example.co.za';
    const cookie = await signedIn(thandi);

    await bookAndQuoteEverything(visitorTab, cookie, '10');

    expect(await profileLists(thandi, cookie)).toEqual({ reservations: [], quotes: [] });
  });

  it("is the individual's when the tab shows them", async () => {
    const thandi = 'thandi.in.her.tab@example.co.za';
    const cookie = await signedIn(thandi);

    const made = await bookAndQuoteEverything(theirTab, cookie, '11');

    expect(await profileLists(thandi, cookie)).toEqual(made);
  });

  it("is no one's when the tab names another individual: the tab never grants an identity", async () => {
    const thandi = 'thandi.named.by.no.one@example.co.za';
    const cookie = await signedIn(thandi);
    const sipho = 'sipho.named.in.the.tab@example.co.za';
    const siphosCookie = await signedIn(sipho);
    const siphosId = await userIdOf(api.ctx.app, api.ctx.database.db, siphosCookie);
    expect(siphosId).toBeDefined();

    await bookAndQuoteEverything(sendFromTabShowing(api, siphosId!), cookie, '12');

    expect(await profileLists(thandi, cookie)).toEqual({ reservations: [], quotes: [] });
    expect(await profileLists(sipho, siphosCookie)).toEqual({ reservations: [], quotes: [] });
  });
});

describe("a tab that shows a visitor, while the browser keeps a corporate account's cookie", () => {
  it('books and quotes as an individual: nothing of the account is priced or attached', async () => {
    const acme = await signInToAccount(visitorTab, 'C', 'C10001', '4821');

    tick();
    const car = await bookCar(visitorTab, acme, '14');
    const carQuote = await saveCarQuote(visitorTab, acme, stranger);
    // Bongani manages them with the reference and e-mail, as a visitor's: no account is asked for.
    const managed = await visitorTab('GET', `/api/Booking/manage/${car}/${stranger}`);
    expect(managed.statusCode, managed.body).toBe(200);
    const quoted = await visitorTab('GET', `/api/Quote/${carQuote}/${stranger}`);
    expect(quoted.statusCode, quoted.body).toBe(200);

    const transferQuote = await saveTransferQuote(
      visitorTab,
      { ...transferOn('14'), fee: 50, emailAddress: stranger },
      acme,
    );
    expect(transferQuote).toMatchObject({ rateCode: 'D2DPUB', fee: 50 });
    // Paid by card, as a visitor pays: an account could pay only by billback.
    const transfer = await bookTransfer(
      visitorTab,
      transferBooking(stranger, transferOn('15')),
      acme,
    );
    expect(transfer.reservation.rateCode).toBe('D2DPUB');
  });
});

describe('a tab names the corporate or tour account it shows (X-Session-Account)', () => {
  const acmeTab = sendFromAccountTab(api, 'C10001');
  const tabShowingNoAccount = sendFromAccountTab(api, 'none');
  const renterEmail = 'thabo.acme.renter@example.co.za';

  /** A car booked on Acme's account from Acme's own tab, which must succeed: its number. */
  async function bookOnAcme(cookie: string, pickUpDay: string): Promise<string> {
    tick();
    const response = await acmeTab(
      'POST',
      '/api/Booking',
      {
        ...PROFILE_CAR_SELECTION,
        accountType: 'C',
        pickUpDateTime: `2026-12-${pickUpDay} 10:00`,
        dropOffDateTime: `2026-12-${pickUpDay} 18:00`,
        customerDetails: renter({ renterEmail }),
        payment: billbackPayment(),
      },
      cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    return bookingResponseSchema.parse(response.json()).reservationNumber;
  }

  it("lets a tab that shows a visitor not manage the account's reservation the cookie left behind", async () => {
    const acme = await signInToAccount(visitorTab, 'C', 'C10001', '4821');
    const reservation = await bookOnAcme(acme, '16');

    const looked = await tabShowingNoAccount(
      'GET',
      `/api/Booking/manage/${reservation}/${renterEmail}`,
      undefined,
      acme,
    );
    expect(looked.statusCode, looked.body).toBe(403);
    expect(codeOf(looked)).toBe('ACCOUNT_SIGN_IN_REQUIRED');
    const cancel = await tabShowingNoAccount(
      'POST',
      '/api/Booking/cancel',
      { reservationNo: reservation, email: renterEmail, firstName: 'Thandi', lastName: 'Nkosi' },
      acme,
    );
    expect(cancel.statusCode, cancel.body).toBe(403);
    const [stored] = await rows(
      api.ctx.database.db,
      `select status from reservations where reservation_number = '${reservation}'`,
    );
    expect(stored?.status).not.toBe('CANCELLED');

    // The account's own tab, and an API client that names no tab, still manage it.
    const own = await acmeTab(
      'GET',
      `/api/Booking/manage/${reservation}/${renterEmail}`,
      undefined,
      acme,
    );
    expect(own.statusCode, own.body).toBe(200);
    const client = await api.send(
      'GET',
      `/api/Booking/manage/${reservation}/${renterEmail}`,
      undefined,
      acme,
    );
    expect(client.statusCode, client.body).toBe(200);
  });

  it('lets a tab still showing one account act for no account after another signed in elsewhere', async () => {
    // Acme's tab stays open; Karoo signs in in another tab of the same browser: the cookie is Karoo's.
    const karoo = await signInToAccount(visitorTab, 'C', 'C10002', '735190');
    const before = await rows(api.ctx.database.db, 'select count(*)::int as n from reservations');

    const search = await acmeTab(
      'POST',
      '/api/Booking/availability',
      { ...PROFILE_CAR_SELECTION, accountType: 'C', accountNo: 'C10001' },
      karoo,
    );
    expect(search.statusCode, search.body).toBe(403);
    expect(codeOf(search)).toBe('ACCOUNT_SIGN_IN_REQUIRED');
    const booking = await acmeTab(
      'POST',
      '/api/Booking',
      {
        ...PROFILE_CAR_SELECTION,
        accountType: 'C',
        accountNo: 'C10001',
        pickUpDateTime: '2026-12-17 10:00',
        dropOffDateTime: '2026-12-17 18:00',
        customerDetails: renter({ renterEmail }),
        payment: billbackPayment(),
      },
      karoo,
    );
    expect(booking.statusCode, booking.body).toBe(403);
    expect(codeOf(booking)).toBe('ACCOUNT_SIGN_IN_REQUIRED');
    expect(await rows(api.ctx.database.db, 'select count(*)::int as n from reservations')).toEqual(
      before,
    );

    // Karoo's own tab searches at Karoo's rates.
    const karoosTab = sendFromAccountTab(api, 'C10002');
    const karoos = await karoosTab(
      'POST',
      '/api/Booking/availability',
      { ...PROFILE_CAR_SELECTION, accountType: 'C', accountNo: 'C10002' },
      karoo,
    );
    expect(karoos.statusCode, karoos.body).toBe(200);
  });
});
