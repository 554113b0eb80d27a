import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { createMemoryCounterStore, createRedisCounterStore } from './counter-store.ts';
import {
  createRedisInvalidationBus,
  localInvalidationBus,
  type InvalidationBus,
} from './invalidation-bus.ts';
import { createSharedKeys } from './keys.ts';
import { createLimiter, type LimitRule, type Limiter } from './limiter.ts';
import { createRateLimitStore } from './rate-limit-store.ts';
import { connectOrRetry, createRedisHealth, openRedis } from './redis-connection.ts';

/**
 * What the servers behind one load balancer must agree on (decision 0023): attempt counters,
 * rate limits and cache invalidation – in Redis when `REDIS_URL` is set, else in this process.
 */
export interface SharedState {
  /** A limiter for `rule`, its windows on `now` (the real time unless given). */
  limiter(rule: LimitRule, now?: () => number): Limiter;
  invalidation: InvalidationBus;
  /**
   * @fastify/rate-limit's options that say where its counts are kept: the shared store (keys
   * without the client's address, failing open at once while Redis is out of reach), or nothing
   * – its own store in this process.
   */
  rateLimit: Pick<RateLimitPluginOptions, 'store' | 'skipOnError'>;
  /**
   * Whether Redis answered the latest command (the /metrics gauge); undefined without Redis. Each
   * call also pings Redis in the background when a try is due, so that an idle server finds out.
   */
  redisReachable?: () => boolean;
  close(): Promise<void>;
}

export interface SharedStateOptions {
  redisUrl?: string;
  /** Before every key and the channel: several deployments (or tests) can share one Redis. */
  keyPrefix?: string;
  /**
   * The secret the keys' subjects are digested with (`createSharedKeys`): the session secret, the
   * same on every server. Without it the derivation is fixed.
   */
  keySecret?: string;
  log: FastifyBaseLogger;
}

const DEFAULT_PREFIX = 'bluu:';

export async function createSharedState(options: SharedStateOptions): Promise<SharedState> {
  const prefix = options.keyPrefix ?? DEFAULT_PREFIX;
  const keys = createSharedKeys(prefix, options.keySecret);
  const health = createRedisHealth(options.log);
  if (!options.redisUrl)
    return {
      limiter: (rule, now = Date.now) =>
        createLimiter(createMemoryCounterStore(rule.memoryMax), rule, now, health, keys),
      invalidation: localInvalidationBus,
      rateLimit: {},
      close: async () => undefined,
    };

  const redis = openRedis(options.redisUrl, 'bluu-api', health);
  const subscriber = openRedis(options.redisUrl, 'bluu-api-subscriber', health, {
    enableOfflineQueue: true,
    autoResubscribe: false,
  });
  const counters = createRedisCounterStore(redis);
  const invalidation = createRedisInvalidationBus(redis, subscriber, keys.channel, health);
  await connectOrRetry(redis, health);
  await invalidation.start();
  return {
    limiter: (rule, now = Date.now) => createLimiter(counters, rule, now, health, keys),
    invalidation,
    rateLimit: { store: createRateLimitStore(redis, keys, health), skipOnError: true },
    redisReachable() {
      if (health.worthTrying())
        redis.ping().then(
          () => health.succeeded(),
          (error: unknown) => health.failed('ping', error),
        );
      return health.reachable();
    },
    async close() {
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}
