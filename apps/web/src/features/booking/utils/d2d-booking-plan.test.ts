import type { D2dBookingRequest } from '@bluu/contracts/d2d';
import { describe, expect, it } from 'vitest';
import type { D2DBookingState } from '@/lib/journey/journey-state.ts';
import { EMPTY_PAYMENT } from './booking-request.ts';
import { d2dBookingPlan, d2dPaymentTypes, firstD2dPaymentError } from './d2d-booking-plan.ts';

const NOW = new Date('2026-11-20T08:05:00Z');

function state(details: Partial<D2DBookingState['details']> = {}, accountType: 'I' | 'C' = 'I') {
  return {
    d2d: 'booking',
    request: {
      numberPassengers: 5,
      pickUpPlaceId: 'za-wc-a',
      dropOffPlaceId: 'za-wc-b',
      pickUpDateTime: '2026-12-01 10:00',
      accountType,
      vehicleGroup: 'TM',
      products: [],
      fee: 150,
    },
    details: {
      accountName: '',
      moP_Type: 'VS',
      accountNo: '',
      pickupFlightType: 'ARRIVAL',
      pickupFlightNumber: 'FA211',
      collectionArea: 'Door 3',
      addresses: ['A', 'B'],
      billback: false,
      paymentLocked: false,
      ...details,
    },
    quote: { totalCharge: 1200 },
    charge: { vehicleGrp: 'TM' },
  } as unknown as D2DBookingState;
}

describe('the D2D booking steps (spec 001 §4, §5, §6)', () => {
  it('start with licence code B and without ID, and take the quotation contact', () => {
    const plan = d2dBookingPlan({
      ...state(),
      contact: { firstName: 'Thandi', lastName: 'Nkosi', email: 't@example.co.za' },
      quoteNumber: 'D123',
    });
    expect(plan.isD2D).toBe(true);
    expect(plan.startingDetails).toMatchObject({
      renterDrivingLicenseCode: 'B',
      iD_Type: '',
      renterID: '',
      firstNames: [{ firstName: 'Thandi' }],
      surname: 'Nkosi',
      renterEmail: 't@example.co.za',
    });
    expect(plan.quoteNumber).toBe('D123');
    // No quote is saved after step 1 in D2D mode.
    expect(plan.saveQuote).toBeUndefined();
    expect(plan.initialPayment.moP_Type).toBe('VS');
  });

  it('offer cards to visitors, billback too where allowed, and only billback when locked', () => {
    expect(d2dPaymentTypes(state())).toEqual(['AX', 'DC', 'MC', 'VS']);
    expect(d2dPaymentTypes(state({ billback: true }))).toEqual(['AX', 'DC', 'MC', 'VS', 'AC']);
    expect(d2dPaymentTypes(state({ billback: true, paymentLocked: true }))).toEqual(['AC']);
    const locked = d2dBookingPlan(
      state({ billback: true, paymentLocked: true, moP_Type: 'AC' }, 'C'),
    );
    expect(locked.lockedPayment).toEqual({ moP_Type: 'AC' });
    expect(locked.initialPayment.moP_Type).toBe('AC');
  });

  it('ask only for the method of payment; expiry and card number are checked when given', () => {
    const cards = d2dPaymentTypes(state());
    expect(firstD2dPaymentError({ ...EMPTY_PAYMENT, moP_Type: '' }, cards, NOW)).toEqual({
      field: 'moP_Type',
      message: 'Please select Method of payment.',
    });
    expect(firstD2dPaymentError({ ...EMPTY_PAYMENT, moP_Type: 'AC' }, cards, NOW)?.field).toBe(
      'moP_Type',
    );
    expect(firstD2dPaymentError({ ...EMPTY_PAYMENT, moP_Type: 'VS' }, cards, NOW)).toBeNull();
    expect(
      firstD2dPaymentError({ ...EMPTY_PAYMENT, moP_Type: 'VS', moP_Expiry: '202513' }, cards, NOW),
    ).toEqual({
      field: 'moP_Expiry',
      message: 'Please enter valid card expiry date (YYYYMM).',
    });
    expect(
      firstD2dPaymentError({ ...EMPTY_PAYMENT, moP_Type: 'VS', moP_No: '1234' }, cards, NOW)?.field,
    ).toBe('moP_No');
  });

  it('send the trip, the D2D details, renter, payment, quote number and the total seen', () => {
    const plan = d2dBookingPlan(state());
    const request = plan.toRequest(
      plan.startingDetails,
      { ...EMPTY_PAYMENT, moP_Type: 'VS' },
      'D123',
    ) as D2dBookingRequest;
    expect(request).toMatchObject({
      vehicleGroup: 'TM',
      fee: 150,
      pickupFlightType: 'ARRIVAL',
      pickupFlightNumber: 'FA211',
      collectionArea: 'Door 3',
      quoteNumber: 'D123',
      expectedTotal: 1200,
      payment: { moP_Type: 'VS' },
    });
  });

  it('keep the typed renter across the quotes of one transfer journey, not into another account', () => {
    const visitor = d2dBookingPlan(state());
    const otherVehicle = d2dBookingPlan({
      ...state(),
      request: { ...state().request, vehicleGroup: 'VN', fee: 0 },
    });
    expect(otherVehicle.journey).toBe(visitor.journey);
    expect(otherVehicle.key).not.toBe(visitor.key);
    expect(d2dBookingPlan(state({ accountNo: 'C10001' }, 'C')).journey).not.toBe(visitor.journey);
  });

  it('carry a payment typed for another quote with a method still offered, and nothing a transfer does not ask', () => {
    const { moP_No: _number, ...typed } = {
      ...EMPTY_PAYMENT,
      moP_Type: 'AC',
      moP_Expiry: '202812',
      orderNo: 'PO-7',
      remarks: 'Two suitcases',
      voucherNo: 'V1',
      deliveryAddress1: '5 Rivonia Road',
    };
    expect(d2dBookingPlan(state()).carryPayment(typed)).toEqual({
      ...EMPTY_PAYMENT,
      moP_Type: 'VS',
      moP_Expiry: '202812',
      orderNo: 'PO-7',
      remarks: 'Two suitcases',
    });
    expect(d2dBookingPlan(state({ billback: true })).carryPayment(typed).moP_Type).toBe('AC');
  });
});
