import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../errors.ts';
import type { SharedState } from '../shared-state/shared-state.ts';

/** Failed look-ups allowed for one reference in the window, whoever asks: guessing e-mails is slow. */
export const FAILED_LOOKUPS_PER_REFERENCE = 10;
export const LOOKUP_WINDOW_MS = 10 * 60_000;

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
    /** Throws TOO_MANY_ATTEMPTS while the reference is locked. */
    async check(reference: string): Promise<void> {
      if (await failures.exceeded(reference))
        throw new DomainError('TOO_MANY_ATTEMPTS', MANAGE_MESSAGES.tooManyLookups);
    },

    /** Counts a failed look-up; the window starts at the first failure. */
    async fail(reference: string): Promise<void> {
      await failures.add(reference);
    },
  };
}

export type LookupGuard = ReturnType<typeof createLookupGuard>;
