import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedKeys } from '../src/modules/shared-state/keys.ts';
import type { LimitRule } from '../src/modules/shared-state/limiter.ts';
import { createSharedState, type SharedState } from '../src/modules/shared-state/shared-state.ts';
import { dropRedisKeys, requireRedis, TEST_REDIS_URL, testRedisPrefix } from './support/redis.ts';

/**
 * Redis keys name their kind, never their subject: an operator running `redis-cli keys` or
 * `monitor` sees `bluu:limit:user-registration:<digest>`, not a customer's e-mail address,
 * account number or client address.
 */

const EMAIL = 'lindiwe.dube@example.co.za';
const ACCOUNT = 'account:C10002';
const CLIENT = '10.0.0.7';
const SECRET = 'the-session-secret-of-every-server-0123456789';
const DIGEST = '[0-9a-f]{32}';

describe('the shared-state keys', () => {
  it('keep the prefix and the kind readable and the subject as a digest', () => {
    const keys = createSharedKeys('bluu:', SECRET);
    expect(keys.limit('user-registration', EMAIL)).toMatch(
      new RegExp(`^bluu:limit:user-registration:${DIGEST}$`),
    );
    expect(keys.limit('account-pin', ACCOUNT)).toMatch(
      new RegExp(`^bluu:limit:account-pin:${DIGEST}$`),
    );
    expect(keys.rateLimit('POST/api/auth/register', CLIENT)).toMatch(
      new RegExp(`^bluu:rate-limit:POST/api/auth/register:${DIGEST}$`),
    );
    expect(keys.channel).toBe('bluu:invalidate');
  });

  it('are the same on every server with the secret, and differ with another secret or subject', () => {
    const key = createSharedKeys('bluu:', SECRET).limit('user-sign-in', EMAIL);
    expect(createSharedKeys('bluu:', SECRET).limit('user-sign-in', EMAIL)).toBe(key);
    expect(createSharedKeys('bluu:', `${SECRET}!`).limit('user-sign-in', EMAIL)).not.toBe(key);
    expect(createSharedKeys('bluu:').limit('user-sign-in', EMAIL)).not.toBe(key);
    expect(createSharedKeys('bluu:', SECRET).limit('user-sign-in', `x${EMAIL}`)).not.toBe(key);
  });
});

const reachable = await requireRedis('the shared-state key tests are');

describe.runIf(reachable)('two servers writing to one Redis', () => {
  const prefix = testRedisPrefix();
  const servers: Array<{ shared: SharedState; app: FastifyInstance }> = [];
  const rule = (name: string): LimitRule => ({
    name,
    limit: 3,
    windowMs: 60_000,
    whenStoreDown: 'closed',
    memoryMax: 10,
  });

  beforeAll(async () => {
    for (let server = 0; server < 2; server += 1) {
      const app = Fastify();
      const shared = await createSharedState({
        redisUrl: TEST_REDIS_URL,
        keyPrefix: prefix,
        keySecret: SECRET,
        log: app.log,
      });
      await app.register(rateLimit, { global: false, ...shared.rateLimit });
      app.get('/probe', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, () => 'ok');
      servers.push({ shared, app });
    }
  });
  afterAll(async () => {
    for (const { shared, app } of servers) {
      await app.close();
      await shared.close();
    }
    await dropRedisKeys(prefix);
  });

  async function keysWritten(): Promise<string[]> {
    const redis = new Redis(TEST_REDIS_URL);
    try {
      return (await redis.keys(`${prefix}*`)).sort();
    } finally {
      redis.disconnect();
    }
  }

  it('share the counts under keys that name the rule or route but hold no personal data', async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const registrationsOn = (server: typeof a) => server.shared.limiter(rule('user-registration'));
    const pinsOn = (server: typeof a) => server.shared.limiter(rule('account-pin'));
    for (const server of [a, b, a]) {
      expect(await registrationsOn(server).attempt(EMAIL)).toBe(true);
      expect(await pinsOn(server).attempt(ACCOUNT)).toBe(true);
    }
    expect(await registrationsOn(b).attempt(EMAIL)).toBe(false);
    expect(await pinsOn(b).exceeded(ACCOUNT)).toBe(true);

    const probe = (server: typeof a) =>
      server.app.inject({ method: 'GET', url: '/probe', remoteAddress: CLIENT });
    const statuses = [];
    for (const server of [a, b, a, b]) statuses.push((await probe(server)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const keys = await keysWritten();
    expect(keys).toEqual([
      expect.stringMatching(new RegExp(`^${prefix}limit:account-pin:${DIGEST}$`)),
      expect.stringMatching(new RegExp(`^${prefix}limit:user-registration:${DIGEST}$`)),
      expect.stringMatching(new RegExp(`^${prefix}rate-limit:GET/probe:${DIGEST}$`)),
    ]);
    for (const personal of ['lindiwe', 'example', 'C10002', CLIENT])
      expect(keys.join(' ')).not.toContain(personal);
  });
});
