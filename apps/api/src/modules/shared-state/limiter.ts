import { TEMPORARILY_UNAVAILABLE_MESSAGE } from '@bluu/contracts/error-codes';
import { DomainError } from '../../errors.ts';
import type { CounterStore } from './counter-store.ts';
import type { SharedKeys } from './keys.ts';
import type { RedisHealth } from './redis-connection.ts';

/** One limit, written once and run against either store. */
export interface LimitRule {
  /** Names the rule's keys in the store and the log: `user-sign-in`, `account-pin`. */
  name: string;
  /** Hits allowed in the window; `exceeded` is true from this count on. */
  limit: number;
  windowMs: number;
  /** The window restarts at every hit (counted from the latest failure, not the first). */
  renew?: boolean;
  /**
   * When the shared store is out of reach: `closed` refuses with TEMPORARILY_UNAVAILABLE (503) –
   * for guesses of a secret (password, PIN, OTP); `open` lets the request through.
   */
  whenStoreDown: 'closed' | 'open';
  /** Keys kept by the single-process store (the least recently used are dropped). */
  memoryMax: number;
}

export interface Limiter {
  /** True once `key` has had `limit` hits in its window. */
  exceeded(key: string): Promise<boolean>;
  /** Counts a hit of `key`; answers the count in the window. */
  add(key: string): Promise<number>;
  /**
   * Takes one of the window's `limit` attempts for `key` before the work is done: false (nothing
   * counted) when none is left. Unlike `exceeded` then `add`, attempts running at the same time –
   * on one server or several – never get past the limit between them.
   */
  attempt(key: string): Promise<boolean>;
  /** Gives back an attempt that turned out not to be a failure (without clearing the others). */
  release(key: string): Promise<void>;
  /** Forgets `key` (a successful sign-in clears its failures). */
  clear(key: string): Promise<void>;
}

function unavailable(): DomainError {
  return new DomainError('TEMPORARILY_UNAVAILABLE', TEMPORARILY_UNAVAILABLE_MESSAGE);
}

/**
 * A rule on a store; `now` is the clock its windows run on. While Redis is out of reach (and not
 * yet due for another try) the store is not asked: the rule answers at once as if it had failed.
 */
export function createLimiter(
  store: CounterStore,
  rule: LimitRule,
  now: () => number,
  health: RedisHealth,
  keys: SharedKeys,
): Limiter {
  const key = (name: string) => keys.limit(rule.name, name);
  async function guarded<T>(work: () => Promise<T>, whenDown: () => T): Promise<T> {
    if (!health.worthTrying()) return whenDown();
    try {
      const result = await work();
      health.succeeded();
      return result;
    } catch (error) {
      health.failed(rule.name, error);
      return whenDown();
    }
  }
  const closedOr =
    <T>(whenOpen: T) =>
    (): T => {
      if (rule.whenStoreDown === 'closed') throw unavailable();
      return whenOpen;
    };
  // Releasing and clearing only ever relax a limit: when they fail, the caller's success stands.
  const skipped = () => undefined;
  return {
    exceeded: (name) =>
      guarded(async () => (await store.count(key(name), now())) >= rule.limit, closedOr(false)),
    add: (name) =>
      guarded(() => store.add(key(name), rule.windowMs, now(), rule.renew ?? false), closedOr(0)),
    attempt: (name) =>
      guarded(
        async () =>
          (await store.add(key(name), rule.windowMs, now(), rule.renew ?? false, rule.limit)) > 0,
        closedOr(true),
      ),
    release: (name) => guarded(() => store.release(key(name), now()), skipped),
    clear: (name) => guarded(() => store.delete(key(name)), skipped),
  };
}
