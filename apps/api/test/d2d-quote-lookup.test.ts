import { d2dSavedQuoteSchema } from '@bluu/contracts/d2d';
import {
  MANAGE_MESSAGES,
  manageResponseSchema,
  statusResponseSchema,
} from '@bluu/contracts/manage';
import { describe, expect, it } from 'vitest';
import {
  bookTransfer,
  saveTransferQuote,
  SEDAN_TRANSFER,
  transferBooking,
} from './support/d2d-fixtures.ts';
import { testAppForFile } from './support/file-app.ts';
import { codeOf, errorOf } from './support/http.ts';
import { OR_TAMBO, SANDTON } from './support/places.ts';
import { signInToAccount } from './support/sessions.ts';
import { fixedClock } from './support/test-app.ts';

const email = 'transfer.quote@example.co.za';

let now = fixedClock('2026-12-01 08:00').now;
const { send } = testAppForFile(() => now, 11);

/** Two passengers from the airport to Sandton in a sedan, with R 50 fee. */
const sedanTrip = { ...SEDAN_TRANSFER, fee: 50 };
const arrival = { pickupFlightType: 'ARRIVAL', pickupFlightNumber: 'SA 343' } as const;

/** Send your quotation, as the D2D vehicle choice sends it. */
async function saveQuote(cookie?: string, asked: { accountType?: 'C' } = {}) {
  return saveTransferQuote(
    send,
    { ...sedanTrip, ...arrival, ...asked, emailAddress: email },
    cookie,
  );
}

async function manage(quoteNumber: string, address = email, cookie?: string) {
  const response = await send(
    'GET',
    `/api/Booking/manage/${quoteNumber}/${address}`,
    undefined,
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return manageResponseSchema.parse(response.json());
}

/** The status `GET /api/Quote/d2d/{quoteNumber}/{email}` answers for a saved quote, with the reservation it names. */
async function savedStatus(quoteNumber: string) {
  const response = await send('GET', `/api/Quote/d2d/${quoteNumber}/${email}`);
  expect(response.statusCode, response.body).toBe(200);
  const { status, reservationNumber } = d2dSavedQuoteSchema.parse(response.json());
  return { status, reservationNumber };
}

describe('a saved Door2Door quote in Manage Booking', () => {
  it('is found by its number and e-mail, as a valid quote with its route, vehicle, total and validity', async () => {
    const saved = await saveQuote();

    const status = await send(
      'GET',
      `/api/Booking/status/${saved.quoteNumber}?email=${email.toUpperCase()}`,
    );
    expect(status.statusCode, status.body).toBe(200);
    expect(statusResponseSchema.parse(status.json())).toMatchObject({
      status: 'QUOTE',
      expired: false,
    });

    const answer = await manage(saved.quoteNumber);
    expect(answer).toMatchObject({
      status: 'QUOTE',
      vehicleGroup: 'TS',
      quote: null,
      reservation: null,
      booking: null,
    });
    expect(answer.transfer).toEqual({
      route: saved.trip.stops.map((stop) => stop.description),
      pickUpDateTime: sedanTrip.pickUpDateTime,
      passengers: 2,
      tripKms: saved.trip.tripKms,
      fee: 50,
    });
    expect(answer.transferQuote).toMatchObject({
      quoteNumber: saved.quoteNumber,
      vehicleGrp_Desc: saved.vehicleGrp_Desc,
      totalCharge: saved.totalCharge,
      fee: 50,
      expiresAt: saved.expiresAt,
      expired: false,
      status: 'QUOTE',
      reservationNumber: '',
      name: 'Thandi',
      surname: 'Nkosi',
      request: {
        numberPassengers: 2,
        pickUpPlaceId: OR_TAMBO,
        dropOffPlaceId: SANDTON,
        pickUpDateTime: sedanTrip.pickUpDateTime,
        vehicleGroup: 'TS',
        pickupFlightType: 'ARRIVAL',
        pickupFlightNumber: 'SA 343',
      },
    });
  });

  it('answers a wrong e-mail as an unknown reference, and locks the quote after ten', async () => {
    const saved = await saveQuote();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await send(
        'GET',
        `/api/Booking/status/${saved.quoteNumber}?email=guess${attempt}@example.co.za`,
      );
      if (attempt === 0) expect(errorOf(response)).toBe(MANAGE_MESSAGES.notFound);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array<number>(10).fill(404));
    const refused = await send('GET', `/api/Booking/manage/${saved.quoteNumber}/${email}`);
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('says EXPIRED after 23:59:59 of its last day', async () => {
    const saved = await saveQuote();
    const previous = now;
    try {
      now = fixedClock('2026-12-04 00:00').now;
      const status = await send('GET', `/api/Booking/status/${saved.quoteNumber}?email=${email}`);
      expect(statusResponseSchema.parse(status.json())).toMatchObject({
        status: 'QUOTE',
        expired: true,
      });
      expect((await manage(saved.quoteNumber)).transferQuote).toMatchObject({
        expired: true,
        status: 'EXPIRED',
      });
    } finally {
      now = previous;
    }
  });

  it("finds a corporate account's transfer quote without its session, as its transfer would be", async () => {
    const acme = await signInToAccount(send, 'C', 'C10001', '4821');
    const saved = await saveQuote(acme, { accountType: 'C' });
    const answer = await manage(saved.quoteNumber);
    expect(answer.transferQuote).toMatchObject({
      quoteNumber: saved.quoteNumber,
      requestedAccountType: 'C',
    });
  });

  it('names in its request the account that saved it, never the account a body claimed', async () => {
    const acme = await signInToAccount(send, 'C', 'C10001', '4821');
    const saved = await saveTransferQuote(
      send,
      { ...sedanTrip, accountType: 'C', accountNo: 'C99999', emailAddress: email },
      acme,
    );
    const answer = await manage(saved.quoteNumber);
    expect(answer.transferQuote?.request).toMatchObject({ accountType: 'C', accountNo: 'C10001' });
    // A visitor's quote names no account, whatever its body said.
    const visitor = await saveTransferQuote(send, {
      ...sedanTrip,
      accountNo: 'C10001',
      emailAddress: email,
    });
    const visitorAnswer = await manage(visitor.quoteNumber);
    expect(visitorAnswer.transferQuote?.request).toMatchObject({ accountType: 'I', accountNo: '' });
  });

  it('names the reservation that booked it', async () => {
    const saved = await saveQuote();
    const { reservationNumber } = await bookTransfer(
      send,
      transferBooking(email, { ...sedanTrip, ...arrival, quoteNumber: saved.quoteNumber }),
    );
    expect((await manage(saved.quoteNumber)).transferQuote?.reservationNumber).toBe(
      reservationNumber,
    );
  });
});

describe('GET /api/Quote/d2d/{quoteNumber}/{email}', () => {
  it('says CONFIRMED once the quote is booked, with the reservation it was booked as, past its validity too', async () => {
    const saved = await saveQuote();
    expect(await savedStatus(saved.quoteNumber)).toEqual({
      status: 'QUOTE',
      reservationNumber: '',
    });
    const { reservationNumber } = await bookTransfer(
      send,
      transferBooking(email, { ...sedanTrip, ...arrival, quoteNumber: saved.quoteNumber }),
    );
    const confirmed = { status: 'CONFIRMED', reservationNumber };
    expect(await savedStatus(saved.quoteNumber)).toEqual(confirmed);
    // The same reservation as Manage Booking names for the quote.
    expect((await manage(saved.quoteNumber)).transferQuote?.reservationNumber).toBe(
      reservationNumber,
    );
    const previous = now;
    try {
      now = fixedClock('2026-12-04 00:00').now;
      expect(await savedStatus(saved.quoteNumber)).toEqual(confirmed);
    } finally {
      now = previous;
    }
  });

  it('names no reservation for an expired quote that was never booked', async () => {
    const saved = await saveQuote();
    const previous = now;
    try {
      now = fixedClock('2026-12-04 00:00').now;
      expect(await savedStatus(saved.quoteNumber)).toEqual({
        status: 'EXPIRED',
        reservationNumber: '',
      });
    } finally {
      now = previous;
    }
  });
});

describe('a saved Door2Door quote whose transfer was cancelled', () => {
  it('is confirmable again, as a car quote is, and the look-up no longer names the cancelled transfer', async () => {
    const saved = await saveQuote();
    const trip = { ...sedanTrip, ...arrival, quoteNumber: saved.quoteNumber };
    const first = await bookTransfer(send, transferBooking(email, trip));

    const cancelled = await send('POST', '/api/Booking/cancel', {
      reservationNo: first.reservationNumber,
      email,
      accountType: 'I',
      firstName: 'Thandi',
      lastName: 'Nkosi',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await manage(saved.quoteNumber)).transferQuote?.reservationNumber).toBe('');
    // The same rule as the booking's (`findConfirmation`): a cancelled transfer confirms nothing.
    expect(await savedStatus(saved.quoteNumber)).toEqual({
      status: 'QUOTE',
      reservationNumber: '',
    });

    const second = await bookTransfer(send, transferBooking(email, trip));
    expect(second.reservationNumber).not.toBe(first.reservationNumber);
    expect((await manage(saved.quoteNumber)).transferQuote?.reservationNumber).toBe(
      second.reservationNumber,
    );
    expect(await savedStatus(saved.quoteNumber)).toEqual({
      status: 'CONFIRMED',
      reservationNumber: second.reservationNumber,
    });

    const third = await send('POST', '/api/Booking/d2d', transferBooking(email, trip));
    expect(third.statusCode).toBe(409);
    expect(codeOf(third)).toBe('QUOTE_ALREADY_CONFIRMED');
    expect(errorOf(third)).toBe(
      MANAGE_MESSAGES.alreadyConfirmed(saved.quoteNumber, second.reservationNumber),
    );
  });
});
