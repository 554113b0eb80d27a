import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Counts hits of a key within a window: in this process, or in Redis when several servers share
 * the load. The window starts at the first hit and ends `windowMs` later (or `windowMs` after the
 * latest hit when `renew`); times come from the caller, so a rule runs on the app's clock.
 */
export interface CounterStore {
  /** Adds one hit to `key` and answers its count in the current window. */
  add(key: string, windowMs: number, now: number, renew: boolean): Promise<number>;
  /** The count of `key` in its current window (0 when it has none). */
  count(key: string, now: number): Promise<number>;
  delete(key: string): Promise<void>;
}

interface Window {
  count: number;
  endsAt: number;
}

/** The single-process store: at most `max` keys, the least recently used dropped first. */
export function createMemoryCounterStore(max: number): CounterStore {
  const windows = new LRUCache<string, Window>({ max });
  const current = (key: string, now: number): Window | undefined => {
    const window = windows.get(key);
    return window && window.endsAt > now ? window : undefined;
  };
  return {
    async add(key, windowMs, now, renew) {
      const window = current(key, now);
      const count = (window?.count ?? 0) + 1;
      const endsAt = window && !renew ? window.endsAt : now + windowMs;
      windows.set(key, { count, endsAt });
      return count;
    },
    async count(key, now) {
      return current(key, now)?.count ?? 0;
    },
    async delete(key) {
      windows.delete(key);
    },
  };
}

/** One round trip: the window's count and end in a hash that Redis drops when the window ends. */
const ADD_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local saved = redis.call('HMGET', KEYS[1], 'count', 'endsAt')
local count = tonumber(saved[1]) or 0
local endsAt = tonumber(saved[2]) or 0
if endsAt <= now then
  count = 0
end
count = count + 1
if count == 1 or ARGV[3] == '1' then
  endsAt = now + window
end
redis.call('HSET', KEYS[1], 'count', count, 'endsAt', endsAt)
redis.call('PEXPIRE', KEYS[1], math.max(endsAt - now, 1))
return count
`;

type WithAddScript = Redis & {
  sharedCounterAdd(key: string, now: number, windowMs: number, renew: string): Promise<number>;
};

/** The shared store: every server counting the same key in one Redis (keys under `namespace`). */
export function createRedisCounterStore(redis: Redis, namespace: string): CounterStore {
  if (!('sharedCounterAdd' in redis))
    redis.defineCommand('sharedCounterAdd', { numberOfKeys: 1, lua: ADD_SCRIPT });
  const client = redis as WithAddScript;
  const keyOf = (key: string) => `${namespace}${key}`;
  return {
    async add(key, windowMs, now, renew) {
      return Number(await client.sharedCounterAdd(keyOf(key), now, windowMs, renew ? '1' : '0'));
    },
    async count(key, now) {
      const [count, endsAt] = await client.hmget(keyOf(key), 'count', 'endsAt');
      return Number(endsAt ?? 0) > now ? Number(count ?? 0) : 0;
    },
    async delete(key) {
      await client.del(keyOf(key));
    },
  };
}
