import {
  CUSTOMER_TEXT_LIMITS,
  emptyCustomerDetails,
  emptyPayment,
  PAYMENT_TEXT_LIMITS,
} from '@bluu/contracts/booking-rules';
import { describe, expect, it } from 'vitest';
import {
  bookedFrom,
  carJourneyOf,
  d2dJourneyOf,
  journeyBooked,
  keepJourneyPage,
  storablePayment,
} from './booking-draft.ts';
import { clearSessionStorage } from '@/lib/session-storage.ts';
import { bookingDrafts, forgetDraftFor, keepDraft, readDraftFor } from './journey-schemas.ts';
import { startNewJourneySession } from './journey-session.ts';

const JOURNEY = '["car","I","","",""]';
/** The change of reservation R2345ABCD, started in the same tab. */
const CHANGE = '["car","I","","R2345ABCD",""]';

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
    const { journeySession: _stamp, ...unstamped } = bookingDrafts.read()?.[0] ?? {};
    sessionStorage.setItem('bluu.bookingDraft', JSON.stringify([unstamped]));
    expect(readDraftFor(JOURNEY)).toBeNull();
  });

  it("reads the previous build's one draft of the tab in its journey", () => {
    keepDraft(DRAFT);
    sessionStorage.setItem('bluu.bookingDraft', JSON.stringify(bookingDrafts.read()?.[0]));
    expect(readDraftFor(JOURNEY)).toMatchObject(DRAFT);
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

describe("the tab's booking drafts", () => {
  const changeDraft = {
    ...DRAFT,
    journey: CHANGE,
    booking: '{"vehicleGroup":"B1","products":[]}',
    step: 1 as const,
    customerDetails: { ...emptyCustomerDetails(), surname: 'Dube' },
    quoteNumber: '',
    quoteSavedFor: '',
  };
  const journeyNo = (n: number) => `["car","C","C1000${n}","",""]`;

  it("keep each journey's draft: a new booking's survives the change of a reservation started after it", () => {
    keepDraft(DRAFT);
    keepDraft(changeDraft);
    keepDraft({ ...changeDraft, customerDetails: { ...changeDraft.customerDetails, title: 'MR' } });

    expect(readDraftFor(JOURNEY)).toMatchObject(DRAFT);
    expect(readDraftFor(CHANGE)).toMatchObject({
      ...changeDraft,
      customerDetails: { surname: 'Dube', title: 'MR' },
    });
    expect(sessionStorage.getItem('bluu.bookingDraft')).not.toContain('4111');
  });

  it('keep the five most recently used journeys and drop the oldest', () => {
    for (const n of [1, 2, 3, 4, 5]) keepDraft({ ...DRAFT, journey: journeyNo(n) });
    keepDraft({ ...DRAFT, journey: journeyNo(1) }); // used again: now the most recent
    keepDraft({ ...DRAFT, journey: journeyNo(6) });

    expect(readDraftFor(journeyNo(2))).toBeNull();
    for (const n of [1, 3, 4, 5, 6]) expect(readDraftFor(journeyNo(n))?.journey).toBe(journeyNo(n));
  });

  it('are none of them read after a new journey session starts, and are dropped when the next draft is kept', () => {
    keepDraft(DRAFT);
    keepDraft(changeDraft);
    startNewJourneySession();

    expect(readDraftFor(JOURNEY)).toBeNull();
    expect(readDraftFor(CHANGE)).toBeNull();
    keepDraft({ ...DRAFT, journey: journeyNo(1) });
    expect(bookingDrafts.read()?.map(({ journey }) => journey)).toEqual([journeyNo(1)]);
  });

  it('are all gone after Logout', () => {
    keepDraft(DRAFT);
    keepDraft(changeDraft);
    clearSessionStorage();

    expect(readDraftFor(JOURNEY)).toBeNull();
    expect(readDraftFor(CHANGE)).toBeNull();
  });

  it('lose only the booked journey’s draft, and leave nothing stored once none is left', () => {
    keepDraft(DRAFT);
    keepDraft(changeDraft);

    forgetDraftFor(CHANGE);
    expect(readDraftFor(CHANGE)).toBeNull();
    expect(readDraftFor(JOURNEY)).toMatchObject(DRAFT);

    forgetDraftFor(JOURNEY);
    expect(sessionStorage.getItem('bluu.bookingDraft')).toBeNull();
  });

  it('keep the readable drafts when one of them is broken', () => {
    keepDraft(DRAFT);
    const [kept] = bookingDrafts.read() ?? [];
    sessionStorage.setItem('bluu.bookingDraft', JSON.stringify([{ journey: CHANGE }, kept]));
    expect(readDraftFor(JOURNEY)).toMatchObject(DRAFT);
  });
});

describe('the quote screens of a journey that has booked (Back from the confirmation)', () => {
  it('say which reservation was made from them; a quote screen opened afterwards starts afresh', () => {
    keepJourneyPage(JOURNEY, 'search-one');
    keepJourneyPage(JOURNEY, 'search-two');
    expect(bookedFrom('search-two')).toBe('');

    journeyBooked(JOURNEY, 'R7654321');
    expect(bookedFrom('search-one')).toBe('R7654321');
    expect(bookedFrom('search-two')).toBe('R7654321');

    keepJourneyPage(JOURNEY, 'new-search');
    keepJourneyPage(JOURNEY, 'search-two'); // shown again: still the booked journey's
    expect(bookedFrom('new-search')).toBe('');
    expect(bookedFrom('search-two')).toBe('R7654321');
    journeyBooked(JOURNEY, 'R1111111');
    expect(bookedFrom('new-search')).toBe('R1111111');
    expect(bookedFrom('search-one')).toBe('R7654321');
  });

  it("are another journey's only when that journey books", () => {
    keepJourneyPage(JOURNEY, 'new-booking');
    keepJourneyPage(CHANGE, 'change');

    journeyBooked(CHANGE, 'R2345ABCD');
    expect(bookedFrom('change')).toBe('R2345ABCD');
    expect(bookedFrom('new-booking')).toBe('');
  });

  it('are not read after a new journey session starts, nor after Logout', () => {
    keepJourneyPage(JOURNEY, 'search-one');
    journeyBooked(JOURNEY, 'R7654321');
    startNewJourneySession();
    expect(bookedFrom('search-one')).toBe('');

    keepJourneyPage(JOURNEY, 'search-two');
    journeyBooked(JOURNEY, 'R7654321');
    clearSessionStorage();
    expect(bookedFrom('search-two')).toBe('');
  });

  it('name their journey as the booking steps do', () => {
    expect(carJourneyOf({ accountType: 'C', accountNo: 'C10001' })).toBe(
      '["car","C","C10001","",""]',
    );
    expect(d2dJourneyOf({ request: { accountType: 'C' }, details: { accountNo: 'C10001' } })).toBe(
      '["d2d","C","C10001"]',
    );
  });
});
