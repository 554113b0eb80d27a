import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createMemoryCounterStore, createRedisCounterStore } from './counter-store.ts';
import {
  createRedisInvalidationBus,
  localInvalidationBus,
  type InvalidationBus,
} from './invalidation-bus.ts';
import { createLimiter, type LimitRule, type Limiter } from './limiter.ts';
import { connectOrRetry, createRedisHealth, openRedis } from './redis-connection.ts';

/**
 * What the servers behind one load balancer must agree on (decision 0023): attempt counters,
 * rate limits and cache invalidation – in Redis when `REDIS_URL` is set, else in this process.
 */
export interface SharedState {
  /** A limiter for `rule`, its windows on `now` (the real time unless given). */
  limiter(rule: LimitRule, now?: () => number): Limiter;
  invalidation: InvalidationBus;
  /** The connection @fastify/rate-limit keeps its counters in; undefined in a single process. */
  rateLimitRedis?: Redis;
  /** Prefix of the rate-limit keys. */
  rateLimitNamespace: string;
  close(): Promise<void>;
}

export interface SharedStateOptions {
  redisUrl?: string;
  /** Before every key and the channel: several deployments (or tests) can share one Redis. */
  keyPrefix?: string;
  log: FastifyBaseLogger;
}

const DEFAULT_PREFIX = 'bluu:';

export async function createSharedState(options: SharedStateOptions): Promise<SharedState> {
  const prefix = options.keyPrefix ?? DEFAULT_PREFIX;
  const health = createRedisHealth(options.log);
  if (!options.redisUrl)
    return {
      limiter: (rule, now = Date.now) =>
        createLimiter(createMemoryCounterStore(rule.memoryMax), rule, now, health),
      invalidation: localInvalidationBus,
      rateLimitNamespace: `${prefix}rate-limit:`,
      close: async () => undefined,
    };

  const redis = openRedis(options.redisUrl, 'bluu-api', health);
  const subscriber = openRedis(options.redisUrl, 'bluu-api-subscriber', health, {
    enableOfflineQueue: true,
    autoResubscribe: false,
  });
  const counters = createRedisCounterStore(redis, `${prefix}limit:`);
  const invalidation = createRedisInvalidationBus(redis, subscriber, `${prefix}invalidate`, health);
  await connectOrRetry(redis, health);
  await invalidation.start();
  return {
    limiter: (rule, now = Date.now) => createLimiter(counters, rule, now, health),
    invalidation,
    rateLimitRedis: redis,
    rateLimitNamespace: `${prefix}rate-limit:`,
    async close() {
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}
