import { bookingResponseSchema } from '@bluu/contracts/booking';
import { MANAGE_MESSAGES, statusResponseSchema } from '@bluu/contracts/manage';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { describe, expect, it } from 'vitest';
import { FAILED_LOOKUPS_PER_REFERENCE } from '../src/modules/manage/lookup-guard.ts';
import { CAR_SELECTION, cardPayment, renter } from './support/booking-fixtures.ts';
import { codeOf, errorOf } from './support/http.ts';
import { testAppForFile } from './support/file-app.ts';

const now = parseLocalDateTime('2026-12-01 08:00')!;
const { send: inject } = testAppForFile(() => now, 13);

const email = 'thandi.nkosi@example.co.za';

async function reservationNumber(): Promise<string> {
  const made = await inject('POST', '/api/Booking', {
    ...CAR_SELECTION,
    customerDetails: renter(),
    payment: cardPayment(),
  });
  expect(made.statusCode, made.body).toBe(200);
  return bookingResponseSchema.parse(made.json()).reservationNumber;
}

const cancel = (reservationNo: string, names: { firstName: string; lastName: string }) =>
  inject('POST', '/api/Booking/cancel', { reservationNo, email, accountType: 'I', ...names });

describe('cancelling with names that are not the renter’s', () => {
  it('says the names do not match, cancels nothing, and cancels with the right names', async () => {
    const reference = await reservationNumber();
    for (const names of [
      { firstName: 'Sipho', lastName: 'Nkosi' },
      { firstName: 'Thandi', lastName: 'Other' },
    ]) {
      const refused = await cancel(reference, names);
      expect(refused.statusCode).toBe(400);
      expect(codeOf(refused)).toBe('NAMES_DO_NOT_MATCH');
      expect(errorOf(refused)).toBe(MANAGE_MESSAGES.cancelNamesMismatch(reference));
    }
    const status = await inject('GET', `/api/Booking/status/${reference}?email=${email}`);
    expect(statusResponseSchema.parse(status.json()).status).toBe('CONFIRMED');

    const cancelled = await cancel(reference, { firstName: 'thandi', lastName: 'NKOSI' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('counts wrong names against the reference, so it is locked after too many', async () => {
    const reference = await reservationNumber();
    for (let attempt = 0; attempt < FAILED_LOOKUPS_PER_REFERENCE; attempt += 1)
      expect(
        codeOf(await cancel(reference, { firstName: `Guess${attempt}`, lastName: 'Nkosi' })),
      ).toBe('NAMES_DO_NOT_MATCH');
    const locked = await cancel(reference, { firstName: 'Thandi', lastName: 'Nkosi' });
    expect(locked.statusCode).toBe(429);
    expect(codeOf(locked)).toBe('TOO_MANY_ATTEMPTS');
  });
});
