import { bookingResponseSchema } from '@bluu/contracts/booking';
import { parseLocalDateTime } from '@bluu/contracts/time';
import {
  PROFILE_MESSAGES,
  userBookingsResponseSchema,
  userQuotesResponseSchema,
} from '@bluu/contracts/users';
import { describe, expect, it } from 'vitest';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { testAppForFile } from './support/file-app.ts';
import { codeOf, errorOf } from './support/http.ts';
import { PROFILE_CAR_SELECTION, saveCarQuote } from './support/profile-fixtures.ts';
import { signedInUser as registeredAndSignedIn } from './support/sessions.ts';
import { sendFromTheirTab } from './support/signed-in-user.ts';
import { PASSWORD } from './support/user-fixtures.ts';

let now = parseLocalDateTime('2026-12-01 08:00')!;
const api = testAppForFile(() => now, 4);
/** The site's tab: a signed-in individual's requests name them (decision record 0045). */
const send = sendFromTheirTab(api);

async function signedInUser(email: string): Promise<string> {
  now = new Date(now.getTime() + 60_000);
  return registeredAndSignedIn(api, email);
}

async function signIn(email: string): Promise<string> {
  const login = await send('POST', '/api/web/user/send-external-login', {
    loginDetails: { loginEmail: email, loginPassword: PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return `bluu_session=${login.cookies.find((c) => c.name === 'bluu_session')?.value}`;
}

async function book(cookie: string | undefined, renterEmail: string, quoteNumber = '') {
  const response = await send(
    'POST',
    '/api/Booking',
    {
      ...PROFILE_CAR_SELECTION,
      ...(quoteNumber ? { quoteNumber } : {}),
      customerDetails: renter({ renterEmail }),
      payment: cardPayment(),
    },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return bookingResponseSchema.parse(response.json()).reservationNumber;
}

async function saveQuote(cookie: string | undefined, emailAddress: string) {
  return saveCarQuote(send, cookie, emailAddress, { products: [{ productCode: 'BABY' }] });
}

describe('GET /api/Booking/user/{email} and GET /api/Quote/user/{email}', () => {
  it('lists the reservations made while signed in, newest first, not those made signed out', async () => {
    const email = 'booker@example.com';
    const cookie = await signedInUser(email);
    const anonymous = await book(undefined, email);
    const first = await book(cookie, email);
    now = new Date(now.getTime() + 60_000);
    const second = await book(cookie, 'someone.else@example.com');

    const response = await send('GET', `/api/Booking/user/${email}`, undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { bookings } = userBookingsResponseSchema.parse(response.json());
    expect(bookings.map((b) => b.reservationNumber)).toEqual([second, first]);
    expect(bookings.map((b) => b.reservationNumber)).not.toContain(anonymous);
    expect(bookings[0]).toMatchObject({
      status: 'CONFIRMED',
      vehicleGroup: 'A1',
      pickUpBranch: 'JS',
      pickUpDateTime: '2026-12-10 10:00',
      dropOffDateTime: '2026-12-12 10:00',
      reservationEmail: 'someone.else@example.com',
    });

    // Once picked up, the list tells it as Manage Booking does: on rent.
    const before = now;
    try {
      now = parseLocalDateTime('2026-12-10 10:30')!;
      const later = await signIn(email);
      const onRent = await send('GET', `/api/Booking/user/${email}`, undefined, later);
      expect(onRent.statusCode, onRent.body).toBe(200);
      expect(userBookingsResponseSchema.parse(onRent.json()).bookings.map((b) => b.status)).toEqual(
        ['OPEN', 'OPEN'],
      );
    } finally {
      now = before;
    }
  });

  it('lists at most the latest 10', async () => {
    const email = 'frequent.saver@example.com';
    const cookie = await signedInUser(email);
    const numbers: string[] = [];
    for (let saved = 0; saved < 11; saved += 1) {
      now = new Date(now.getTime() + 1000);
      numbers.push(await saveQuote(cookie, email));
    }
    const response = await send('GET', `/api/Quote/user/${email}`, undefined, cookie);
    const { quotes } = userQuotesResponseSchema.parse(response.json());
    expect(quotes.map((q) => q.quoteNumber)).toEqual(numbers.slice(1).reverse());
  });

  it('shows a quote as QUOTE, then CONFIRMED once booked, and EXPIRED after its validity', async () => {
    const email = 'quoter@example.com';
    let cookie = await signedInUser(email);
    const anonymous = await saveQuote(undefined, email);
    const toConfirm = await saveQuote(cookie, email);
    now = new Date(now.getTime() + 1000);
    const open = await saveQuote(cookie, email);
    const list = async () =>
      userQuotesResponseSchema.parse(
        (await send('GET', `/api/Quote/user/${email}`, undefined, cookie)).json(),
      ).quotes;
    const before = await list();
    expect(before.map((q) => [q.quoteNumber, q.status])).toEqual([
      [open, 'QUOTE'],
      [toConfirm, 'QUOTE'],
    ]);
    expect(before[0]).toMatchObject({
      requestedPickUpBranch: 'JS',
      dropOffBranch: 'JS',
      dropOffDateTime: '2026-12-12 10:00',
      vehicleGroup: 'A1',
      emailAddress: email,
      products: [{ productCode: 'BABY', quantity: 1 }],
    });
    expect(before.map((q) => q.quoteNumber)).not.toContain(anonymous);

    const reservationNumber = await book(cookie, email, toConfirm);
    const after = await list();
    expect(after[1]).toMatchObject({
      quoteNumber: toConfirm,
      status: 'CONFIRMED',
      reservationNumber,
    });

    now = parseLocalDateTime('2026-12-04 08:00')!;
    const again = await send('POST', '/api/web/user/send-external-login', {
      loginDetails: { loginEmail: email, loginPassword: PASSWORD },
    });
    cookie = `bluu_session=${again.cookies.find((c) => c.name === 'bluu_session')?.value}`;
    expect((await list()).map((q) => q.status)).toEqual(['EXPIRED', 'CONFIRMED']);
    now = parseLocalDateTime('2026-12-01 12:00')!;
  });

  it("refuses another person's e-mail with 403 and a visitor with 401", async () => {
    const victim = 'victim.lists@example.com';
    const victimCookie = await signedInUser(victim);
    await book(victimCookie, victim);
    const cookie = await signedInUser('nosy@example.com');
    for (const url of [`/api/Booking/user/${victim}`, `/api/Quote/user/${victim}`]) {
      const forbidden = await send('GET', url, undefined, cookie);
      expect(forbidden.statusCode, url).toBe(403);
      expect(codeOf(forbidden)).toBe('FORBIDDEN');
      expect(errorOf(forbidden)).toBe(PROFILE_MESSAGES.notYours);
      const visitor = await send('GET', url);
      expect(visitor.statusCode, url).toBe(401);
    }
    const own = await send('GET', '/api/Booking/user/NOSY@example.com', undefined, cookie);
    expect(own.statusCode).toBe(200);
    expect(userBookingsResponseSchema.parse(own.json()).bookings).toEqual([]);
  });

  it('answers a bad e-mail in the path with 400, never 500', async () => {
    const cookie = await signedInUser('path.fuzz@example.com');
    for (const email of [
      'not-an-email',
      'a%00b@example.com',
      '%ED%A0%80@example.com',
      `${'x'.repeat(60)}@${'y'.repeat(30)}`,
    ]) {
      for (const base of ['/api/Booking/user/', '/api/Quote/user/']) {
        const response = await send('GET', `${base}${email}`, undefined, cookie);
        expect(response.statusCode, `${base}${email}`).toBe(400);
      }
    }
  });
});
