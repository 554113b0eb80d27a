import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../errors.ts';
import type { SharedState } from '../shared-state/shared-state.ts';

/** Failed look-ups allowed for one reference in the window, whoever asks: guessing e-mails is slow. */
export const FAILED_LOOKUPS_PER_REFERENCE = 10;
export const LOOKUP_WINDOW_MS = 10 * 60_000;

/** Whether an e-mail given with a reference is the one it was stored with (any case, spaces). */
export function sameEmail(stored: string, given: string): boolean {
  return stored.toLowerCase() === given.trim().toLowerCase();
}

/**
 * Counts failed look-ups (unknown reference or wrong e-mail) per reference, shared by the servers
 * when Redis is set. Look-ups that succeed are not counted: the customer's own look-ups are
 * limited only per client (the route's rate limit). Once a reference has had 10 failures, every
 * look-up of it is refused – its right e-mail too – until 10 minutes after the first failure.
 * With the shared store out of reach the count is skipped (the per-client limit still holds).
 */
export function createLookupGuard(clock: Clock, shared: SharedState) {
  // The window runs on the app's clock, so tests move time instead of waiting.
  const failures = shared.limiter(
    {
      name: 'manage-lookup',
      limit: FAILED_LOOKUPS_PER_REFERENCE,
      windowMs: LOOKUP_WINDOW_MS,
      whenStoreDown: 'open',
      memoryMax: 50_000,
    },
    () => clock().getTime(),
  );

  return {
    /**
     * What `lookUp` finds for a reference and its e-mail. A locked reference is refused first
     * (TOO_MANY_ATTEMPTS); nothing found counts as a failure and answers NOT_FOUND with the spec's
     * message, so a wrong e-mail reads exactly like an unknown reference. Every look-up by a
     * reference and an e-mail goes through here, whichever route asks: Manage Booking, the
     * saved quotes (car and Door2Door), the quote reminder and the confirmation copy.
     */
    async find<T>(reference: string, lookUp: () => Promise<T | null | undefined>): Promise<T> {
      if (await failures.exceeded(reference))
        throw new DomainError('TOO_MANY_ATTEMPTS', MANAGE_MESSAGES.tooManyLookups);
      const found = await lookUp();
      if (found) return found;
      // The window starts at the first failure.
      await failures.add(reference);
      throw new DomainError('NOT_FOUND', MANAGE_MESSAGES.notFound);
    },
  };
}

export type LookupGuard = ReturnType<typeof createLookupGuard>;
