import { d2dQuoteResponseSchema, type D2dBookingRequest } from '@bluu/contracts/d2d';
import {
  MANAGE_MESSAGES,
  manageResponseSchema,
  statusResponseSchema,
} from '@bluu/contracts/manage';
import { QUOTE_MESSAGES } from '@bluu/contracts/quote';
import { describe, expect, it } from 'vitest';
import { bookTransfer as book, SEDAN_TRANSFER, transferBooking } from './support/d2d-fixtures.ts';
import { testAppForFile } from './support/file-app.ts';
import { codeOf, errorOf, rows, waitForMail } from './support/http.ts';
import { ROSEBANK } from './support/places.ts';
import { signInToAccount } from './support/sessions.ts';
import { fixedClock } from './support/test-app.ts';

const email = 'd2d.manage@example.co.za';
const MELROSE_ARCH = 'za-gp-johannesburg-melrose-arch';

const api = testAppForFile(fixedClock('2026-12-01 08:00').clock, 9);
const { send } = api;

function booking(overrides: Partial<D2dBookingRequest> = {}): D2dBookingRequest {
  return transferBooking(email, overrides);
}

async function bookTransfer(overrides: Partial<D2dBookingRequest> = {}, cookie?: string) {
  return book(send, booking(overrides), cookie);
}

/** Cancels a transfer with its renter's e-mail and names, as the Cancel Booking form does. */
async function cancelTransfer(reservationNo: string) {
  return send('POST', '/api/Booking/cancel', {
    reservationNo,
    email,
    firstName: 'Thandi',
    lastName: 'Nkosi',
  });
}

async function count(table: string): Promise<number> {
  const [row] = await rows(api.ctx.database.db, `select count(*)::int as n from ${table}`);
  return Number(row?.n);
}

describe('a Door2Door reservation in Manage Booking', () => {
  it('is found with its status and summary, and offers no car request to modify', async () => {
    const made = await bookTransfer();
    const status = await send(
      'GET',
      `/api/Booking/status/${made.reservationNumber}?email=${email}`,
    );
    expect(status.statusCode, status.body).toBe(200);
    expect(statusResponseSchema.parse(status.json())).toMatchObject({
      status: 'CONFIRMED',
      expired: false,
    });

    const response = await send('GET', `/api/Booking/manage/${made.reservationNumber}/${email}`);
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
      pickUpDateTime: SEDAN_TRANSFER.pickUpDateTime,
      passengers: SEDAN_TRANSFER.numberPassengers,
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
      api.ctx.database.db,
      `select vehicle_group, pick_up_branch, total_cents, request, d2d from reservations where reservation_number = '${made.reservationNumber}'`,
    );
    const change = await send('PUT', `/api/Booking/${made.reservationNumber}`, {
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
      api.ctx.database.db,
      `select vehicle_group, pick_up_branch, total_cents, request, d2d from reservations where reservation_number = '${made.reservationNumber}'`,
    );
    expect(after).toEqual(before);
  });

  it("is cancelled with the renter's names", async () => {
    const made = await bookTransfer({ pickUpDateTime: '2026-12-04 10:00' });
    const cancelled = await cancelTransfer(made.reservationNumber);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(errorOf(cancelled)).toBe(MANAGE_MESSAGES.cancelled(made.reservationNumber));
    const status = await send(
      'GET',
      `/api/Booking/status/${made.reservationNumber}?email=${email}`,
    );
    expect(statusResponseSchema.parse(status.json()).status).toBe('CANCELLED');
    // The e-mail names the transfer's addresses and pick-up time, not the hub.
    const mail = await waitForMail(
      api.ctx.app,
      (m) => m.to === email && m.subject.includes(`${made.reservationNumber} has been cancelled`),
    );
    expect(mail.text).toContain('Pick-up time: Fri, 04 Dec 2026 at 10:00');
    expect(mail.text).toMatch(/Pick-up address: .*Tambo/);
    expect(mail.text).toMatch(/Drop-off address: .*Sandton/);
    expect(mail.text).not.toContain('D2D Gauteng');
  });

  it('names, in its cancellation mail, which stops are pick-ups and which drop-offs', async () => {
    const made = await bookTransfer({
      pickUpDateTime: '2026-12-06 10:00',
      additionalPickUpPlaceIds: [ROSEBANK],
      additionalDropOffPlaceIds: [MELROSE_ARCH],
    });
    const cancelled = await cancelTransfer(made.reservationNumber);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mail = await waitForMail(
      api.ctx.app,
      (m) => m.to === email && m.subject.includes(`${made.reservationNumber} has been cancelled`),
    );
    expect(mail.text).toMatch(/^Additional pick-up address 1: Rosebank/m);
    expect(mail.text).toMatch(/^Additional drop-off address 1: Melrose Arch/m);
    expect(mail.text).not.toContain('Stop-over');
  });

  it("of a corporate account is looked up and cancelled without signing in (spec 001 §6: 'D2D vehicle groups are excepted')", async () => {
    const cookie = await signInToAccount(send, 'C', 'C10001', '4821');
    const made = await bookTransfer(
      { pickUpDateTime: '2026-12-05 10:00', accountType: 'C', payment: { moP_Type: 'AC' } },
      cookie,
    );

    // Another visitor, not signed in, with the reference and e-mail.
    const manage = await send('GET', `/api/Booking/manage/${made.reservationNumber}/${email}`);
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
    const three = await send('POST', '/api/Quote/d2d', {
      ...SEDAN_TRANSFER,
      numberPassengers: 3,
      products: boosters([3]),
    });
    expect(three.statusCode, three.body).toBe(200);
    const line = d2dQuoteResponseSchema
      .parse(three.json())
      .quoteLines.find((quoteLine) => quoteLine.quoteLineCode === 'BOOST');
    expect(line?.quoteLineDesc2).toBe('3 × per trip');

    const four = await send('POST', '/api/Quote/d2d', {
      ...SEDAN_TRANSFER,
      products: boosters([4]),
    });
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
      const message = 'The extra BOOST is listed more than once; list it once with its quantity.';

      const quote = await send('POST', '/api/Quote/d2d', { ...SEDAN_TRANSFER, products });
      const saved = await send('POST', '/api/Quote/d2d/save', {
        ...SEDAN_TRANSFER,
        products,
        name: 'Thandi',
        surname: 'Nkosi',
        emailAddress: email,
      });
      const booked = await send('POST', '/api/Booking/d2d', booking({ products }));
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
