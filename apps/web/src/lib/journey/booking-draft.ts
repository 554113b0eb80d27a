import type { Payment } from '@bluu/contracts/booking';
import type { AccountType } from '@bluu/contracts/constants';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { sessionItem } from '@/lib/session-storage.ts';
import { isOfThisJourneySession, stampJourneyState, type Stamped } from './journey-session.ts';
import type { BookingDetails, D2DDetailsState } from './journey-state.ts';

/*
 * The booking draft's helpers without zod; the draft itself (its schema and session-storage
 * item) is in `journey-schemas.ts`, loaded with the journey's other schemas. Also the journey's
 * name (`carJourneyOf`, `d2dJourneyOf`) and the quote screens of a journey that has booked.
 */

/** The booking step a draft was left at. */
export type BookingStep = 1 | 2;

/** The payment as it may be stored: without the card number. */
export function storablePayment(payment: Payment): Omit<Payment, 'moP_No'> {
  const { moP_No: _cardNumber, ...rest } = payment;
  return rest;
}

/**
 * Identifies the journey a car booking belongs to, whatever its quote: the account, and what is
 * booked (a new booking, the change of one reservation, the confirmation of one saved quote).
 * A renter's draft is kept across the quotes of one journey, e.g. `'["car","I","","",""]'` for a
 * visitor's new booking. The quote screen names its journey the same way, from its search.
 */
export function carJourneyOf(
  details: Pick<BookingDetails, 'accountType' | 'accountNo' | 'modify' | 'quoteNumber'>,
): string {
  return JSON.stringify([
    'car',
    details.accountType ?? 'I',
    details.accountNo ?? '',
    details.modify?.reservationNumber ?? '',
    details.quoteNumber ?? '',
  ]);
}

/**
 * Identifies the journey of a Door2Door transfer: its account, e.g. `'["d2d","I",""]'`; the same
 * for the vehicle choice and the booking steps it opens.
 */
export function d2dJourneyOf(state: {
  request: { accountType?: AccountType };
  details: Pick<D2DDetailsState, 'accountNo'>;
}): string {
  return JSON.stringify(['d2d', state.request.accountType ?? 'I', state.details.accountNo]);
}

/**
 * The quote screens a journey was chosen on (history entries: react-router's location keys,
 * which Back and a reload keep) and, once it has booked, its reservation number. Back from the
 * booking confirmation to one of them shows the booking made instead of offering Book again
 * (decision record 0042, amended); a quote screen opened after the booking (a new search) starts
 * the journey afresh. Stamped with the journey session, as the drafts are.
 */
interface JourneyPages {
  journey: string;
  entries: string[];
  /** The reservation made, '' while the journey has not booked. */
  bookedAs: string;
}

/** Enough for a few bookings and changes in one tab, and the searches of each. */
const KEPT_JOURNEYS = 10;
const KEPT_ENTRIES = 20;

function parseJourneyPages(value: unknown): Array<Stamped<JourneyPages>> | null {
  if (!Array.isArray(value)) return null;
  return value.filter((stored): stored is Stamped<JourneyPages> => {
    if (typeof stored !== 'object' || stored === null) return false;
    const { journey, entries, bookedAs, journeySession } = stored as Record<string, unknown>;
    return (
      typeof journey === 'string' &&
      typeof bookedAs === 'string' &&
      typeof journeySession === 'string' &&
      Array.isArray(entries) &&
      entries.every((entry) => typeof entry === 'string')
    );
  });
}

const journeyPages = sessionItem('bluu.journeyPages', parseJourneyPages);

/** This journey session's journeys and their pages, the most recent first. */
function journeysOfThisSession(): Array<Stamped<JourneyPages>> {
  return (journeyPages.read() ?? []).filter(isOfThisJourneySession);
}

/** The reservation booked from this quote screen's journey, or '' when it has not booked. */
export function bookedFrom(entry: string): string {
  return journeysOfThisSession().find(({ entries }) => entries.includes(entry))?.bookedAs ?? '';
}

/** Counts a quote screen as a page of its journey until that journey books. */
export function keepJourneyPage(journey: string, entry: string): void {
  const journeys = journeysOfThisSession();
  if (journeys.some(({ entries }) => entries.includes(entry))) return;
  const open = journeys.find((pages) => pages.journey === journey && pages.bookedAs === '');
  const kept = stampJourneyState({
    journey,
    entries: [entry, ...(open?.entries ?? [])].slice(0, KEPT_ENTRIES),
    bookedAs: '',
  });
  journeyPages.write([kept, ...journeys.filter((pages) => pages !== open)].slice(0, KEPT_JOURNEYS));
}

/** The journey has booked (`reservationNumber`): its quote screens say so from now on. */
export function journeyBooked(journey: string, reservationNumber: string): void {
  const journeys = journeysOfThisSession();
  const open = journeys.find((pages) => pages.journey === journey && pages.bookedAs === '');
  if (!open) return;
  journeyPages.write(
    journeys.map((pages) => (pages === open ? { ...pages, bookedAs: reservationNumber } : pages)),
  );
}

/**
 * For a quote screen of `journey`: the reservation its journey booked from this history entry
 * (Back from the booking confirmation), or '' – then the entry is counted as one of its pages.
 */
export function useBookedJourney(journey: string): string {
  const { key: entry } = useLocation();
  const booked = useMemo(() => bookedFrom(entry), [entry]);
  useEffect(() => {
    if (!booked) keepJourneyPage(journey, entry);
  }, [booked, journey, entry]);
  return booked;
}
