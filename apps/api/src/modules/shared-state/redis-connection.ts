import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * How the server's Redis connections behave: a command never waits for a connection that is not
 * there (it fails at once, and the caller fails open or closed), a hung one gives up after a
 * second, and a lost connection is retried every 0.1–2 s for as long as the server runs.
 */
const CONNECTION_OPTIONS: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: 1_000,
  connectTimeout: 2_000,
  retryStrategy: (times) => Math.min(times * 100, 2_000),
};

/**
 * How long Redis is taken to be out of reach after a command failed: meanwhile the limits answer
 * at once as their rules say (closed or open) instead of each request waiting for a command to
 * time out; then one command tries Redis again.
 */
export const REDIS_RETRY_INTERVAL_MS = 5_000;

/**
 * Says once when Redis goes out of reach and once when it is back, without the keys or values
 * (they may hold e-mail addresses): one line per outage, not one per refused request. Every
 * caller reports both outcomes: a command that times out (Redis paused or overloaded) leaves the
 * connection up, so only the next command that answers can tell that the outage is over.
 */
export interface RedisHealth {
  /** A command failed: logged if Redis was believed reachable. */
  failed(context: string, error: unknown): void;
  /** A command answered (or a connection is ready): logged if Redis was believed out of reach. */
  succeeded(): void;
  /**
   * Whether to send a command now: always while Redis is reachable; once it is out of reach, one
   * command every REDIS_RETRY_INTERVAL_MS (to find it back) and no other, so a hung Redis costs
   * one request a time-out per interval instead of every request.
   */
  worthTrying(): boolean;
  /** Whether Redis answered the latest command (or its connection is ready). */
  reachable(): boolean;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `now` is the real time; tests pass their own. */
export function createRedisHealth(
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): RedisHealth {
  let down = false;
  let retryAt = 0;
  return {
    failed(context, error) {
      if (down) return;
      down = true;
      retryAt = now() + REDIS_RETRY_INTERVAL_MS;
      log.warn(
        { sharedState: 'redis', context, reason: reasonOf(error) },
        'Redis is out of reach: sign-in, PIN and OTP checks answer 503, other limits are not enforced until it is back',
      );
    },
    // On every command that answers: a flag test and nothing else while Redis is reachable.
    succeeded() {
      if (!down) return;
      down = false;
      log.info({ sharedState: 'redis' }, 'Redis is reachable again: shared limits apply');
    },
    worthTrying() {
      if (!down) return true;
      if (now() < retryAt) return false;
      retryAt = now() + REDIS_RETRY_INTERVAL_MS;
      return true;
    },
    reachable: () => !down,
  };
}

/** A connection to `url` that reports its outages and recoveries to `health`. */
export function openRedis(
  url: string,
  name: string,
  health: RedisHealth,
  options: RedisOptions = {},
): Redis {
  const redis = new Redis(url, { ...CONNECTION_OPTIONS, connectionName: name, ...options });
  redis.on('error', (error) => health.failed(`${name} connection`, error));
  redis.on('ready', () => health.succeeded());
  return redis;
}

/** Connects, or – when Redis is out of reach – logs it and lets the retries continue. */
export async function connectOrRetry(redis: Redis, health: RedisHealth): Promise<void> {
  try {
    await redis.connect();
  } catch (error) {
    health.failed('start-up', error);
  }
}
