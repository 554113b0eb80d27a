import { MANAGE_MESSAGES, type ReferenceStatus } from '@bluu/contracts/manage-rules';

/** What the status page offers besides Use Different Quote Number. */
export type ManageAction = 'modify' | 'extend' | 'cancel' | 'confirmQuote';

export const ACTION_LABELS: Record<ManageAction, string> = {
  modify: 'Modify Booking',
  extend: 'Extend Booking',
  cancel: 'Cancel Booking',
  confirmQuote: 'Confirm My Quote',
};

export const STATUS_LABELS: Record<ReferenceStatus, string> = {
  QUOTE: 'Quote',
  CONFIRMED: 'Confirmed',
  OPEN: 'On rent',
  CANCELLED: 'Cancelled',
};

export interface StatusFacts {
  reference: string;
  status: ReferenceStatus;
  expired: boolean;
  /** The reservation a quote was already confirmed as, or ''. */
  confirmedAs: string;
  /** False for a Door2Door transfer: it may be cancelled here, not modified or extended. */
  changeable: boolean;
}

function isCancelled(status: string): boolean {
  return status.toUpperCase() === 'CANCELLED';
}

/**
 * The actions of spec 001 §4 "Reference status": a confirmed reservation may be modified,
 * extended or cancelled; one on rent only extended; a valid quote confirmed; a cancelled
 * reference nothing. A Door2Door transfer is only cancelled. `actionsFor({ status: 'OPEN', … })
 * → ['extend']`.
 */
export function actionsFor(facts: StatusFacts): ManageAction[] {
  if (isCancelled(facts.status)) return [];
  switch (facts.status) {
    case 'CONFIRMED':
      return facts.changeable ? ['modify', 'extend', 'cancel'] : ['cancel'];
    case 'OPEN':
      return facts.changeable ? ['extend'] : [];
    case 'QUOTE':
      return facts.expired || facts.confirmedAs ? [] : ['confirmQuote'];
    default:
      return [];
  }
}

/**
 * Why a reference is blocked, or null: cancelled ('This quote/reservation (R1) has been
 * cancelled.'), a quote already confirmed, or an expired quote. A confirmed quote outlives its
 * validity as a reservation, so its confirmation is what it says once expired too.
 */
export function blockedMessage(facts: StatusFacts): string | null {
  if (isCancelled(facts.status))
    return MANAGE_MESSAGES.closed(facts.reference, facts.status.toLowerCase());
  if (facts.status === 'QUOTE' && facts.confirmedAs)
    return MANAGE_MESSAGES.alreadyConfirmed(facts.reference, facts.confirmedAs);
  if (facts.status === 'QUOTE' && facts.expired) return MANAGE_MESSAGES.expired(facts.reference);
  return null;
}

/**
 * The status the summary shows: a quote confirmed as a reservation says so, expired or not;
 * `statusLabel({ status: 'QUOTE', expired: true, confirmedAs: 'R9', … })` →
 * 'Confirmed as reservation R9'.
 */
export function statusLabel(facts: StatusFacts): string {
  if (facts.status === 'QUOTE' && facts.confirmedAs)
    return `Confirmed as reservation ${facts.confirmedAs}`;
  if (facts.expired) return 'Expired quote';
  return STATUS_LABELS[facts.status];
}

/** The screens a status allows, to send a stale or typed address back to the status page. */
export function allowsScreen(facts: StatusFacts, action: ManageAction): boolean {
  return actionsFor(facts).includes(action);
}
