import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Counts hits of a key within a window: in this process, or in Redis when several servers share
 * the load. The window starts at the first hit and ends `windowMs` later (or `windowMs` after the
 * latest hit when `renew`); times come from the caller, so a rule runs on the app's clock.
 */
export interface CounterStore {
  /**
   * Adds one hit to `key` and answers its count in the current window – unless the window already
   * holds `limit` hits: then nothing changes and the answer is 0. One atomic step, so concurrent
   * requests on several servers can never take more than `limit` between them.
   */
  add(key: string, windowMs: number, now: number, renew: boolean, limit?: number): Promise<number>;
  /** Gives back one hit taken by `add` (an attempt that turned out not to be a failure). */
  release(key: string, now: number): Promise<void>;
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
    async add(key, windowMs, now, renew, limit = Infinity) {
      const window = current(key, now);
      if ((window?.count ?? 0) >= limit) return 0;
      const count = (window?.count ?? 0) + 1;
      const endsAt = window && !renew ? window.endsAt : now + windowMs;
      windows.set(key, { count, endsAt });
      return count;
    },
    async release(key, now) {
      const window = current(key, now);
      if (window && window.count > 0) window.count -= 1;
    },
    async count(key, now) {
      return current(key, now)?.count ?? 0;
    },
    async delete(key) {
      windows.delete(key);
    },
  };
}

/**
 * One round trip: the window's count and end in a hash that Redis drops when the window ends;
 * ARGV: now, windowMs, renew ('1'), limit ('' for none).
 */
const ADD_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local saved = redis.call('HMGET', KEYS[1], 'count', 'endsAt')
local count = tonumber(saved[1]) or 0
local endsAt = tonumber(saved[2]) or 0
if endsAt <= now then
  count = 0
end
if ARGV[4] ~= '' and count >= tonumber(ARGV[4]) then
  return 0
end
count = count + 1
if count == 1 or ARGV[3] == '1' then
  endsAt = now + window
end
redis.call('HSET', KEYS[1], 'count', count, 'endsAt', endsAt)
redis.call('PEXPIRE', KEYS[1], math.max(endsAt - now, 1))
return count
`;

const RELEASE_SCRIPT = `
local saved = redis.call('HMGET', KEYS[1], 'count', 'endsAt')
if (tonumber(saved[2]) or 0) > tonumber(ARGV[1]) and (tonumber(saved[1]) or 0) > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 0
`;

type WithScripts = Redis & {
  sharedCounterAdd(
    key: string,
    now: number,
    windowMs: number,
    renew: string,
    limit: string,
  ): Promise<number>;
  sharedCounterRelease(key: string, now: number): Promise<number>;
};

/** The shared store: every server counting the same key in one Redis (keys from `SharedKeys`). */
export function createRedisCounterStore(redis: Redis): CounterStore {
  if (!('sharedCounterAdd' in redis)) {
    redis.defineCommand('sharedCounterAdd', { numberOfKeys: 1, lua: ADD_SCRIPT });
    redis.defineCommand('sharedCounterRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
  }
  const client = redis as WithScripts;
  return {
    async add(key, windowMs, now, renew, limit = Infinity) {
      const max = Number.isFinite(limit) ? String(limit) : '';
      return Number(await client.sharedCounterAdd(key, now, windowMs, renew ? '1' : '0', max));
    },
    async release(key, now) {
      await client.sharedCounterRelease(key, now);
    },
    async count(key, now) {
      const [count, endsAt] = await client.hmget(key, 'count', 'endsAt');
      return Number(endsAt ?? 0) > now ? Number(count ?? 0) : 0;
    },
    async delete(key) {
      await client.del(key);
    },
  };
}
