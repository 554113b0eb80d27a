import {
  CUSTOMER_TEXT_LIMITS,
  emptyCustomerDetails,
  emptyPayment,
  PAYMENT_TEXT_LIMITS,
} from '@bluu/contracts/booking-rules';
import { describe, expect, it } from 'vitest';
import { storablePayment } from './booking-draft.ts';
import { bookingDraft, keepDraft, readDraftFor } from './journey-schemas.ts';
import { startNewJourneySession } from './journey-session.ts';

const JOURNEY = '["car","I","","",""]';

const DRAFT = {
  journey: JOURNEY,
  booking: '{"vehicleGroup":"A1","products":[]}',
  step: 2 as const,
  customerDetails: { ...emptyCustomerDetails(), surname: 'Nkosi' },
  payment: storablePayment({ ...emptyPayment(), moP_No: '4111111111111111' }),
  quoteNumber: 'Q1234567',
  quoteSavedFor: '["Thandi","Nkosi","thandi@example.co.za"]',
};

describe('the booking draft', () => {
  it('is read back in its journey whatever quote it was typed for', () => {
    keepDraft(DRAFT);
    expect(readDraftFor(JOURNEY)).toMatchObject(DRAFT);
    expect(sessionStorage.getItem('bluu.bookingDraft')).not.toContain('4111');
  });

  it('is not read in another journey (another account, a reservation being changed)', () => {
    keepDraft(DRAFT);
    expect(readDraftFor('["car","C","C10001","",""]')).toBeNull();
    expect(readDraftFor('["car","I","","R2345ABCD",""]')).toBeNull();
  });

  it('is not read after a new journey session starts (another account signed in)', () => {
    keepDraft(DRAFT);
    startNewJourneySession();
    expect(readDraftFor(JOURNEY)).toBeNull();
  });

  it('reads a draft without a journey session stamp (an earlier build) as none', () => {
    keepDraft(DRAFT);
    const { journeySession: _stamp, ...unstamped } = bookingDraft.read() ?? {};
    sessionStorage.setItem('bluu.bookingDraft', JSON.stringify(unstamped));
    expect(readDraftFor(JOURNEY)).toBeNull();
  });

  it('keeps a text longer than its limit as typed: the form says it is too long, the draft keeps it', () => {
    const longName = 'W'.repeat(CUSTOMER_TEXT_LIMITS.surname + 1);
    const longRemarks = 'R'.repeat(PAYMENT_TEXT_LIMITS.remarks + 1);
    keepDraft({
      ...DRAFT,
      customerDetails: { ...DRAFT.customerDetails, surname: longName },
      payment: { ...DRAFT.payment, remarks: longRemarks },
    });
    expect(readDraftFor(JOURNEY)?.customerDetails.surname).toBe(longName);
    expect(readDraftFor(JOURNEY)?.payment.remarks).toBe(longRemarks);
  });
});
