import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { SharedKeys } from './keys.ts';
import type { RedisHealth } from './redis-connection.ts';

/** One round trip: counts a hit in a window that starts at the first; answers the count and the ms left. */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return {current, redis.call('PTTL', KEYS[1])}
`;

type WithScript = Redis & {
  sharedRateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
};

/** What the plugin passes to `child`: the route's merged rate-limit options. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * @fastify/rate-limit's store in the shared Redis: its keys come from `keys` (the client's
 * address as a digest), and while `health` says Redis is out of reach it fails at once – the
 * plugin's `skipOnError` then lets the request through (fail open) – rather than waiting for a
 * command to time out on every request. Windows start at the first hit, as the plugin's own store
 * does without `continueExceeding` or `exponentialBackoff` (which this store refuses).
 */
export function createRateLimitStore(
  redis: Redis,
  keys: SharedKeys,
  health: RedisHealth,
): FastifyRateLimitStoreCtor {
  if (!('sharedRateLimitHit' in redis))
    redis.defineCommand('sharedRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const client = redis as WithScript;

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #route: string;

    constructor(options: unknown, route = '') {
      const { continueExceeding, exponentialBackoff } = options as RouteParams;
      if (continueExceeding || exponentialBackoff)
        throw new Error(
          'The shared rate-limit store has no continueExceeding or exponentialBackoff',
        );
      this.#route = route;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      if (!health.worthTrying()) return callback(new Error('Redis is out of reach'));
      client.sharedRateLimitHit(keys.rateLimit(this.#route, key), timeWindow).then(
        ([current, ttl]) => {
          health.succeeded();
          callback(null, { current, ttl });
        },
        (error: unknown) => {
          health.failed('rate-limit', error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { method = '', url = '' } = (routeOptions as RouteParams).routeInfo ?? {};
      return new SharedRateLimitStore(routeOptions, `${String(method)}${url}`);
    }
  };
}
