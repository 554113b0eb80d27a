import { TEMPORARILY_UNAVAILABLE_MESSAGE } from '@bluu/contracts/error-codes';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors.ts';
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from '../src/modules/shared-state/counter-store.ts';
import { createSharedKeys } from '../src/modules/shared-state/keys.ts';
import { createLimiter, type LimitRule } from '../src/modules/shared-state/limiter.ts';
import { dropRedisKeys, requireRedis, TEST_REDIS_URL, testRedisPrefix } from './support/redis.ts';

const reachable = await requireRedis('the Redis counter store tests are');
const prefix = testRedisPrefix();
const redis = reachable ? new Redis(TEST_REDIS_URL) : undefined;
afterAll(async () => {
  redis?.disconnect();
  if (reachable) await dropRedisKeys(prefix);
});

const MINUTE = 60_000;
const T0 = Date.parse('2026-12-01T06:00:00Z');

/** `store` with every key under `namespace` (a store takes whole keys). */
function namespaced(store: CounterStore, namespace: string): CounterStore {
  return {
    add: (key, ...rest) => store.add(`${namespace}${key}`, ...rest),
    release: (key, now) => store.release(`${namespace}${key}`, now),
    count: (key, now) => store.count(`${namespace}${key}`, now),
    delete: (key) => store.delete(`${namespace}${key}`),
  };
}

const stores: Array<[string, () => CounterStore, boolean]> = [
  ['in memory', () => createMemoryCounterStore(100), true],
  [
    'in Redis',
    () => namespaced(createRedisCounterStore(redis!), `${prefix}${Math.random()}:`),
    reachable,
  ],
];

/** The same cases for both stores: a rule behaves the same with one server or several. */
describe.each(stores)('the counter store %s', (_name, makeStore, runs) => {
  it.runIf(runs)(
    'counts hits in a window that starts at the first and ends windowMs later',
    async () => {
      const store = makeStore();
      expect(await store.count('k', T0)).toBe(0);
      expect(await store.add('k', 10 * MINUTE, T0, false)).toBe(1);
      expect(await store.add('k', 10 * MINUTE, T0 + 9 * MINUTE, false)).toBe(2);
      expect(await store.count('k', T0 + 10 * MINUTE - 1)).toBe(2);
      expect(await store.count('k', T0 + 10 * MINUTE)).toBe(0);
      expect(await store.add('k', 10 * MINUTE, T0 + 10 * MINUTE, false)).toBe(1);
      expect(await store.count('other', T0)).toBe(0);
    },
  );

  it.runIf(runs)('renews the window at every hit when asked', async () => {
    const store = makeStore();
    await store.add('k', 15 * MINUTE, T0, true);
    await store.add('k', 15 * MINUTE, T0 + 14 * MINUTE, true);
    expect(await store.count('k', T0 + 28 * MINUTE)).toBe(2);
    expect(await store.count('k', T0 + 29 * MINUTE)).toBe(0);
  });

  it.runIf(runs)('forgets a deleted key', async () => {
    const store = makeStore();
    await store.add('k', MINUTE, T0, false);
    await store.delete('k');
    expect(await store.count('k', T0)).toBe(0);
  });

  it.runIf(runs)('takes no hit past a limit, and gives one back on release', async () => {
    const store = makeStore();
    for (let hit = 1; hit <= 3; hit += 1)
      expect(await store.add('k', MINUTE, T0, true, 3)).toBe(hit);
    // Refused: neither counted nor renewed.
    expect(await store.add('k', MINUTE, T0 + 30_000, true, 3)).toBe(0);
    expect(await store.count('k', T0 + MINUTE - 1)).toBe(3);
    expect(await store.count('k', T0 + MINUTE)).toBe(0);
    await store.add('k', MINUTE, T0 + MINUTE, false, 3);
    await store.add('k', MINUTE, T0 + MINUTE, false, 3);
    await store.release('k', T0 + MINUTE);
    expect(await store.count('k', T0 + MINUTE)).toBe(1);
    // A release after the window ended changes nothing (and leaves no key behind).
    await store.release('k', T0 + 3 * MINUTE);
    expect(await store.count('k', T0 + 3 * MINUTE)).toBe(0);
  });

  it.runIf(runs)('lets exactly `limit` of many concurrent attempts through', async () => {
    const store = makeStore();
    const taken = await Promise.all(
      Array.from({ length: 30 }, () => store.add('k', MINUTE, T0, false, 5)),
    );
    expect(taken.filter((count) => count > 0)).toHaveLength(5);
  });

  it.runIf(runs)('counts concurrent hits exactly', async () => {
    const store = makeStore();
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => store.add('k', MINUTE, T0, false)),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('a limiter whose store is out of reach', () => {
  const broken: CounterStore = {
    add: () => Promise.reject(new Error('Connection is closed.')),
    count: () => Promise.reject(new Error('Connection is closed.')),
    delete: () => Promise.reject(new Error('Connection is closed.')),
    release: () => Promise.reject(new Error('Connection is closed.')),
  };
  const rule = (whenStoreDown: LimitRule['whenStoreDown']): LimitRule => ({
    name: 'test-rule',
    limit: 5,
    windowMs: MINUTE,
    whenStoreDown,
    memoryMax: 10,
  });
  const failures: string[] = [];
  const health = {
    failed: (context: string) => void failures.push(context),
    succeeded: () => undefined,
    worthTrying: () => true,
    reachable: () => true,
  };
  const keys = createSharedKeys('test:');

  it('refuses with TEMPORARILY_UNAVAILABLE (503) for a closed rule', async () => {
    const limiter = createLimiter(broken, rule('closed'), () => T0, health, keys);
    const refusal = await limiter.exceeded('k').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'TEMPORARILY_UNAVAILABLE', statusCode: 503 });
    expect((refusal as Error).message).toBe(TEMPORARILY_UNAVAILABLE_MESSAGE);
    await expect(limiter.add('k')).rejects.toMatchObject({ code: 'TEMPORARILY_UNAVAILABLE' });
    await expect(limiter.attempt('k')).rejects.toMatchObject({ code: 'TEMPORARILY_UNAVAILABLE' });
    // Clearing only relaxes a limit: a success is never turned into a refusal.
    await expect(limiter.clear('k')).resolves.toBeUndefined();
    await expect(limiter.release('k')).resolves.toBeUndefined();
  });

  it('lets the request through for an open rule, and reports the failure by rule name', async () => {
    const limiter = createLimiter(broken, rule('open'), () => T0, health, keys);
    expect(await limiter.exceeded('someone@example.com')).toBe(false);
    expect(await limiter.add('someone@example.com')).toBe(0);
    expect(await limiter.attempt('someone@example.com')).toBe(true);
    expect(failures).toContain('test-rule');
    expect(failures.join()).not.toContain('@');
  });
});
