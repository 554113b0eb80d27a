import { bookingResponseSchema } from '@bluu/contracts/booking';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { HOSTILE, HOSTILE_TEXT } from './support/hostile-input.ts';
import { fault, rows } from './support/http.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const now = parseLocalDateTime('2026-12-01 08:00')!;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(() => now);
});
afterAll(async () => {
  await ctx?.close();
});

const email = 'naledi.dlamini@example.co.za';
const trip = {
  pickUpBranch: 'DB',
  pickUpDateTime: '2026-12-10 10:00',
  dropOffBranch: 'DB',
  dropOffDateTime: '2026-12-12 10:00',
  accountType: 'I',
  foreignLocal: 'L',
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
  products: [],
  additionalDrivers: 0,
};

let client = 0;
function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  client += 1;
  return ctx.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    remoteAddress: `10.8.${Math.floor(client / 250) % 250}.${client % 250}`,
  });
}

async function book(): Promise<string> {
  const response = await send('POST', '/api/Booking', {
    ...trip,
    customerDetails: renter({ renterEmail: email }),
    payment: cardPayment(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return bookingResponseSchema.parse(response.json()).reservationNumber;
}

async function updatedAt(reservationNumber: string): Promise<string> {
  const [row] = await rows(
    ctx.database.db,
    `select updated_at::text as at from reservations where reservation_number = '${reservationNumber}'`,
  );
  return String(row!.at);
}

/** `field.path` of an object set to a value, e.g. `customerDetails.surname`. */
function withValue(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

describe('hostile input to the look-up and change endpoints', () => {
  it('refuses every hostile reference or e-mail in a look-up path or query with a coded 4xx', async () => {
    const faults: string[] = [];
    const texts = HOSTILE_TEXT.map((text) => {
      try {
        return encodeURIComponent(text);
      } catch {
        return '%ED%A0%80'; // a lone surrogate as UTF-8 bytes: not valid UTF-8
      }
    });
    const raw = ['%E0%A4%A', '%', '%FF%FE', '%C0%80', 'R2%2F..%2F..'];
    for (const part of [...texts, ...raw]) {
      for (const url of [
        `/api/Booking/status/${part}?email=${email}`,
        `/api/Booking/status/R234567892?email=${part}`,
        `/api/Booking/manage/${part}/${email}`,
        `/api/Booking/manage/R234567892/${part}`,
        `/api/Quote/${part}/${email}`,
        `/api/Quote/Q234567892/${part}`,
      ]) {
        const response = await send('GET', url);
        faults.push(fault(`GET ${url.slice(0, 120)}`, response) ?? '');
      }
    }
    expect(faults.filter(Boolean)).toEqual([]);
  });

  it('refuses every hostile value in a cancellation with a coded 4xx and cancels nothing', async () => {
    const reservationNumber = await book();
    const body = {
      reservationNo: reservationNumber,
      email,
      accountType: 'I',
      firstName: 'Thandi',
      lastName: 'Nkosi',
    };
    const faults: string[] = [];
    for (const field of ['reservationNo', 'email', 'accountType', 'firstName', 'lastName'])
      for (const value of HOSTILE) {
        const response = await send('POST', '/api/Booking/cancel', withValue(body, field, value));
        faults.push(fault(`cancel ${field}=${JSON.stringify(value).slice(0, 40)}`, response) ?? '');
        if (response.statusCode === 200) faults.push(`cancel ${field}: cancelled`);
      }
    expect(faults.filter(Boolean)).toEqual([]);
  });

  it('answers hostile values in a change without a 5xx, and writes nothing it refuses', async () => {
    const reservationNumber = await book();
    const body: Record<string, unknown> = {
      ...trip,
      email,
      customerDetails: renter({ renterEmail: email }),
      payment: cardPayment(),
    };
    const fields = [
      'pickUpBranch',
      'pickUpDateTime',
      'dropOffBranch',
      'dropOffDateTime',
      'accountType',
      'foreignLocal',
      'vehicleGroup',
      'selectedWaiver',
      'products',
      'additionalDrivers',
      'rateCode',
      'expectedTotal',
      'modifyReservation',
      'customerDetails.surname',
      'customerDetails.firstNames',
      'customerDetails.contactPhoneNo',
      'customerDetails.renterID',
      'customerDetails.renterStreetName',
      'payment.moP_Type',
      'payment.moP_No',
      'payment.moP_Expiry',
      'payment.invoiceAddress1',
      // The e-mail last: wrong ones count against the reference and finally lock it (429).
      'email',
    ];
    const faults: string[] = [];
    const url = `/api/Booking/${reservationNumber}`;
    for (const field of fields) {
      const before = await updatedAt(reservationNumber);
      let written = false;
      for (const value of HOSTILE) {
        const response = await send('PUT', url, withValue(body, field, value));
        faults.push(fault(`PUT ${field}=${JSON.stringify(value).slice(0, 40)}`, response) ?? '');
        written ||= response.statusCode === 200;
      }
      // A field whose every hostile value was refused left the reservation as it was.
      if (!written && (await updatedAt(reservationNumber)) !== before)
        faults.push(`PUT ${field}: refused, but the reservation was written`);
    }
    for (const value of [...HOSTILE_TEXT.slice(0, 5), 'a'.repeat(2_000)]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url,
        headers: { 'content-type': 'application/json', 'idempotency-key': value },
        payload: JSON.stringify(body),
        remoteAddress: '10.8.250.1',
      });
      faults.push(
        fault(`PUT Idempotency-Key=${JSON.stringify(value).slice(0, 40)}`, response) ?? '',
      );
    }
    for (const part of ['%00', '%ED%A0%80', '%E0%A4%A', 'a'.repeat(300)]) {
      const response = await send('PUT', `/api/Booking/${part}`, body);
      faults.push(fault(`PUT /api/Booking/${part.slice(0, 40)}`, response) ?? '');
    }
    expect(faults.filter(Boolean)).toEqual([]);
  }, 120_000);
});
