import { emptyCustomerDetails, emptyPayment } from '@bluu/contracts/booking-rules';
import { describe, expect, it } from 'vitest';
import type { BookingDraft } from '@/lib/journey/journey-schemas.ts';
import { stepsStart } from './steps-start.ts';

const PLAN = {
  key: 'quote with a child seat',
  startingDetails: emptyCustomerDetails(),
  initialPayment: emptyPayment(),
  carryPayment: () => ({ ...emptyPayment(), invoiceAddress1: 'carried' }),
};

const { moP_No: _number, ...TYPED_PAYMENT } = { ...emptyPayment(), invoiceAddress1: '1 Main Road' };

const DRAFT: BookingDraft = {
  journeySession: 'a1',
  journey: 'journey',
  booking: 'quote without extras',
  step: 2,
  customerDetails: { ...emptyCustomerDetails(), surname: 'Nkosi' },
  payment: TYPED_PAYMENT,
  quoteNumber: 'Q1234567',
  quoteSavedFor: '["Thandi","Nkosi","thandi@example.co.za"]',
};

describe('where the booking steps open', () => {
  it('resumes a draft of this very quote at its step, with its saved quote', () => {
    expect(stepsStart(PLAN, { ...DRAFT, booking: PLAN.key })).toEqual({
      step: 2,
      customer: DRAFT.customerDetails,
      payment: { ...TYPED_PAYMENT, moP_No: '' },
      quoteNumber: 'Q1234567',
      quoteSavedFor: DRAFT.quoteSavedFor,
    });
  });

  it("opens a draft of another quote at step 1 with the renter, the plan's carried payment and no saved quote", () => {
    expect(stepsStart(PLAN, DRAFT)).toEqual({
      step: 1,
      customer: DRAFT.customerDetails,
      payment: { ...emptyPayment(), invoiceAddress1: 'carried' },
      quoteNumber: '',
      quoteSavedFor: '',
    });
  });

  it("opens without a draft at step 1 with the plan's renter and payment", () => {
    expect(stepsStart(PLAN, null)).toMatchObject({
      step: 1,
      customer: PLAN.startingDetails,
      payment: PLAN.initialPayment,
    });
  });

  it("keeps the plan's locked renter fields over a draft's, of this quote or another", () => {
    const locked = { ...PLAN, lockedCustomer: { renterEmail: 'sipho@example.co.za' } };
    const typed = {
      ...DRAFT,
      customerDetails: { ...DRAFT.customerDetails, renterEmail: 'other@example.co.za' },
    };

    for (const draft of [typed, { ...typed, booking: PLAN.key }])
      expect(stepsStart(locked, draft).customer).toEqual({
        ...typed.customerDetails,
        renterEmail: 'sipho@example.co.za',
      });
  });
});
