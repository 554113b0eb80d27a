import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the shared-state tests use: 127.0.0.1:6379 unless TEST_REDIS_URL says otherwise. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of this run's own, so parallel runs do not see each other's counts. */
export function testRedisPrefix(): string {
  return `test-${randomUUID()}:`;
}

/**
 * Whether Redis answers. When it does not, the caller's tests skip and say so loudly on stderr –
 * except under CI, which always has Redis: there it is a failure.
 */
export async function requireRedis(what: string): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  let reachable: boolean;
  try {
    await probe.connect();
    reachable = (await probe.ping()) === 'PONG';
  } catch {
    reachable = false;
  } finally {
    probe.disconnect();
  }
  if (reachable) return true;
  const notice = `\n*** Redis is NOT reachable at ${TEST_REDIS_URL}: ${what} SKIPPED. Start redis-server or set TEST_REDIS_URL. ***\n\n`;
  if (process.env.CI) throw new Error(notice);
  process.stderr.write(notice);
  return false;
}

/** Deletes every key under `prefix`. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
