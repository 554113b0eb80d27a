import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../errors.ts';

/** Failed look-ups allowed for one reference in the window, whoever asks: guessing e-mails is slow. */
export const FAILED_LOOKUPS_PER_REFERENCE = 10;
export const LOOKUP_WINDOW_MS = 10 * 60_000;

/**
 * Counts failed look-ups (unknown reference or wrong e-mail) per reference, in memory. Look-ups
 * that succeed are not counted: the customer's own look-ups are limited only per client (the
 * route's rate limit). Once a reference has had 10 failures, every look-up of it is refused –
 * its right e-mail too – until 10 minutes after the first failure.
 */
export function createLookupGuard(clock: Clock) {
  const failures = new LRUCache<string, number>({
    max: 50_000,
    ttl: LOOKUP_WINDOW_MS,
    // The window runs on the app's clock, so tests move time instead of waiting.
    perf: { now: () => clock().getTime() },
    ttlResolution: 0,
  });

  return {
    /** Throws TOO_MANY_ATTEMPTS while the reference is locked. */
    check(reference: string): void {
      if ((failures.get(reference) ?? 0) >= FAILED_LOOKUPS_PER_REFERENCE)
        throw new DomainError('TOO_MANY_ATTEMPTS', MANAGE_MESSAGES.tooManyLookups);
    },

    /** Counts a failed look-up; the window starts at the first failure. */
    fail(reference: string): void {
      const count = (failures.get(reference) ?? 0) + 1;
      failures.set(reference, count, { noUpdateTTL: count > 1 });
    },
  };
}

export type LookupGuard = ReturnType<typeof createLookupGuard>;
