import { bookingResponseSchema } from '@bluu/contracts/booking';
import { MANAGE_MESSAGES, manageResponseSchema } from '@bluu/contracts/manage';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { describe, expect, it } from 'vitest';
import { CAR_SELECTION, cardPayment, renter } from './support/booking-fixtures.ts';
import { codeOf, errorOf } from './support/http.ts';
import { testAppForFile } from './support/file-app.ts';

const now = parseLocalDateTime('2026-12-01 08:00')!;
const { send: inject } = testAppForFile(() => now, 12);

const email = 'thandi.nkosi@example.co.za';

const confirm = (quoteNumber: string) =>
  inject('POST', '/api/Booking', {
    ...CAR_SELECTION,
    customerDetails: renter(),
    payment: cardPayment(),
    quoteNumber,
  });

async function reservationOfQuote(quoteNumber: string): Promise<string | undefined> {
  const answer = await inject('GET', `/api/Booking/manage/${quoteNumber}/${email}`);
  return manageResponseSchema.parse(answer.json()).quote?.reservationNumber;
}

describe('a saved quote whose reservation was cancelled', () => {
  it('is free to be confirmed again, and the look-up no longer names the cancelled reservation', async () => {
    const saved = (
      await inject('POST', '/api/Quote/save', {
        ...CAR_SELECTION,
        name: 'Thandi',
        surname: 'Nkosi',
        emailAddress: email,
      })
    ).json() as { quoteNumber: string };
    const first = await confirm(saved.quoteNumber);
    expect(first.statusCode, first.body).toBe(200);
    const firstNumber = bookingResponseSchema.parse(first.json()).reservationNumber;
    expect(await reservationOfQuote(saved.quoteNumber)).toBe(firstNumber);

    const cancelled = await inject('POST', '/api/Booking/cancel', {
      reservationNo: firstNumber,
      email,
      accountType: 'I',
      firstName: 'Thandi',
      lastName: 'Nkosi',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await reservationOfQuote(saved.quoteNumber)).toBe('');

    const second = await confirm(saved.quoteNumber);
    expect(second.statusCode, second.body).toBe(200);
    const secondNumber = bookingResponseSchema.parse(second.json()).reservationNumber;
    expect(secondNumber).not.toBe(firstNumber);
    expect(await reservationOfQuote(saved.quoteNumber)).toBe(secondNumber);

    const third = await confirm(saved.quoteNumber);
    expect(third.statusCode).toBe(409);
    expect(codeOf(third)).toBe('QUOTE_ALREADY_CONFIRMED');
    expect(errorOf(third)).toBe(MANAGE_MESSAGES.alreadyConfirmed(saved.quoteNumber, secondNumber));
  });
});
