import { sessionItem } from '@/lib/session-storage.ts';

/**
 * The journey's states (search results, the quote, the renter, the confirmation) live in the
 * tab's history entries, which Logout cannot clear. Each state is stamped with this tab's
 * journey session, kept in session storage; Logout clears session storage (spec 001 §4), so Back
 * after it finds states of an earlier session and shows none of them: no account rates, renter or
 * booking of the person before. A reload keeps both, and the state with them.
 */
const journeySession = sessionItem<string>('bluu.journeySession', (value) =>
  typeof value === 'string' && value !== '' ? value : null,
);

const STAMP = 'journeySession';

/** A state stamped with the journey session it was made in. */
export type Stamped<T> = T & { [STAMP]: string };

function newSessionId(): string {
  // getRandomValues, unlike randomUUID, works on plain-HTTP pages too.
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function currentJourneySession(): string {
  const current = journeySession.read();
  if (current) return current;
  const id = newSessionId();
  journeySession.write(id);
  return id;
}

/**
 * Starts a new journey session in this tab: the states stamped before read as none from now on.
 * Signing in as another account does this, since a journey priced for someone else is not theirs.
 */
export function startNewJourneySession(): void {
  journeySession.write(newSessionId());
}

/** A state to put in a history entry, stamped with this tab's journey session. */
export function stampJourneyState<T extends object>(state: T): Stamped<T> {
  return { ...state, [STAMP]: currentJourneySession() };
}

/** Whether a history entry's state was stamped in this tab's journey session (not before Logout). */
export function isOfThisJourneySession(state: unknown): boolean {
  if (typeof state !== 'object' || state === null) return false;
  const stamp = (state as Record<string, unknown>)[STAMP];
  return typeof stamp === 'string' && stamp === journeySession.read();
}
