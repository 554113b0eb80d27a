import { paymentSchema } from '@bluu/contracts/booking';
import { describe, expect, it } from 'vitest';
import {
  checkPayment,
  paymentRecord,
  reservationStatus,
} from '../src/modules/bookings/reservation.ts';
import { billbackPayment, cardPayment } from './support/booking-fixtures.ts';

const card = (overrides = {}) => paymentSchema.parse(cardPayment(overrides));

describe('paymentRecord', () => {
  it('keeps the last four digits of the card and never the number', () => {
    const record = paymentRecord(card({ moP_No: '4111 1111 1111 1111' }));
    expect(record).toMatchObject({ moP_Type: 'VS', cardLastFour: '1111', moP_Expiry: '202812' });
    expect(JSON.stringify(record)).not.toContain('4111');
  });

  it('keeps the stored last four when a change names the same card type without a number', () => {
    const stored = paymentRecord(card());
    expect(paymentRecord(card({ moP_No: '' }), stored).cardLastFour).toBe('1111');
  });

  it('drops the stored last four when a change pays another way', () => {
    const stored = paymentRecord(card());
    const billback = paymentRecord(paymentSchema.parse(billbackPayment()), stored);
    expect(billback).toMatchObject({ moP_Type: 'AC', cardLastFour: '', voucherNo: 'V-2026-001' });
  });
});

describe('reservationStatus', () => {
  const pickUpAt = new Date('2026-12-02T08:00:00Z');

  it('is OPEN (on rent) once the pick-up time has passed', () => {
    expect(
      reservationStatus({ status: 'CONFIRMED', pickUpAt }, new Date('2026-12-02T07:59:00Z')),
    ).toBe('CONFIRMED');
    expect(reservationStatus({ status: 'CONFIRMED', pickUpAt }, pickUpAt)).toBe('OPEN');
  });

  it('stays CANCELLED', () => {
    expect(reservationStatus({ status: 'CANCELLED', pickUpAt }, new Date('2027-01-01'))).toBe(
      'CANCELLED',
    );
  });
});

describe('a change that keeps the card on file', () => {
  it('keeps the stored expiry with the last four when no number or expiry is typed', () => {
    const stored = paymentRecord(card());
    const kept = paymentRecord(card({ moP_No: '', moP_Expiry: '' }), stored);
    expect(kept).toMatchObject({ moP_Type: 'VS', cardLastFour: '1111', moP_Expiry: '202812' });
  });

  it('takes a newly typed expiry for the kept card', () => {
    const stored = paymentRecord(card());
    const kept = paymentRecord(card({ moP_No: '', moP_Expiry: '202911' }), stored);
    expect(kept).toMatchObject({ cardLastFour: '1111', moP_Expiry: '202911' });
  });

  it('passes the payment check without an expiry, while a new card number still needs one', () => {
    const stored = paymentRecord(card());
    const context = {
      accountType: 'I' as const,
      productCodes: [],
      now: new Date('2026-12-01T06:00:00Z'),
      cardOnFile: stored,
    };
    expect(() => checkPayment(card({ moP_No: '', moP_Expiry: '' }), context)).not.toThrow();
    expect(() =>
      checkPayment(card({ moP_No: '4111 1111 1111 1111', moP_Expiry: '' }), context),
    ).toThrow(expect.objectContaining({ code: 'PAYMENT' }));
  });
});
