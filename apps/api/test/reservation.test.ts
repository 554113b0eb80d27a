import { paymentSchema } from '@bluu/contracts/booking';
import { describe, expect, it } from 'vitest';
import { paymentRecord, reservationStatus } from '../src/modules/bookings/reservation.ts';
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
