import { TEMPORARILY_UNAVAILABLE_MESSAGE } from '@bluu/contracts/error-codes';
import { DomainError } from '../../errors.ts';
import type { CounterStore } from './counter-store.ts';
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

/** A rule on a store; `now` is the clock its windows run on. */
export function createLimiter(
  store: CounterStore,
  rule: LimitRule,
  now: () => number,
  health: RedisHealth,
): Limiter {
  const key = (name: string) => `${rule.name}:${name}`;
  async function guarded<T>(work: () => Promise<T>, whenOpen: T): Promise<T> {
    try {
      const result = await work();
      health.succeeded();
      return result;
    } catch (error) {
      health.failed(rule.name, error);
      if (rule.whenStoreDown === 'closed') throw unavailable();
      return whenOpen;
    }
  }
  return {
    exceeded: (name) =>
      guarded(async () => (await store.count(key(name), now())) >= rule.limit, false),
    add: (name) =>
      guarded(() => store.add(key(name), rule.windowMs, now(), rule.renew ?? false), 0),
    attempt: (name) =>
      guarded(
        async () =>
          (await store.add(key(name), rule.windowMs, now(), rule.renew ?? false, rule.limit)) > 0,
        true,
      ),
    async release(name) {
      try {
        await store.release(key(name), now());
        health.succeeded();
      } catch (error) {
        health.failed(rule.name, error);
      }
    },
    async clear(name) {
      // Clearing only ever relaxes a limit: when it fails, the caller's success stands.
      try {
        await store.delete(key(name));
        health.succeeded();
      } catch (error) {
        health.failed(rule.name, error);
      }
    },
  };
}
