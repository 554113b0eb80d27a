import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Writable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CounterStore } from '../src/modules/shared-state/counter-store.ts';
import { createSharedKeys } from '../src/modules/shared-state/keys.ts';
import { createLimiter, type LimitRule } from '../src/modules/shared-state/limiter.ts';
import {
  createRedisHealth,
  REDIS_RETRY_INTERVAL_MS,
} from '../src/modules/shared-state/redis-connection.ts';
import { createSharedState, type SharedState } from '../src/modules/shared-state/shared-state.ts';
import { testRedisPrefix } from './support/redis.ts';

/**
 * Decision 0023: one warning per Redis outage and one info line when it is back – also when the
 * outage was a command timing out on a connection that stayed up (Redis paused or overloaded),
 * which ioredis never reports as a reconnection.
 */

const OUT_OF_REACH = 'Redis is out of reach';
const BACK = 'Redis is reachable again';

/** A logger writing to `lines`, as the server's own (info and up). */
function capturedLog(): { lines: string[]; log: FastifyBaseLogger } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { lines, log: Fastify({ logger: { level: 'info', stream } }).log };
}

const count = (lines: string[], text: string) => lines.filter((line) => line.includes(text)).length;

const keys = createSharedKeys('test:');

const rule = (whenStoreDown: LimitRule['whenStoreDown']): LimitRule => ({
  name: 'test-rule',
  limit: 5,
  windowMs: 60_000,
  whenStoreDown,
  memoryMax: 10,
});

describe('the Redis health, with a store that fails and answers again', () => {
  /** A store in memory that refuses every command while `reachable` is false; `calls` counts them. */
  function switchableStore() {
    const state = { reachable: true, calls: 0 };
    const check = () => {
      state.calls += 1;
      if (!state.reachable) throw new Error('Command timed out');
    };
    const store: CounterStore = {
      add: async () => (check(), 1),
      release: async () => check(),
      count: async () => (check(), 0),
      delete: async () => check(),
    };
    return { state, store };
  }

  /** A limiter on `store` whose health runs on a clock the test moves. */
  function limiterOn(store: CounterStore, whenStoreDown: LimitRule['whenStoreDown']) {
    const { lines, log } = capturedLog();
    const clock = { now: 0 };
    const health = createRedisHealth(log, () => clock.now);
    const limiter = createLimiter(store, rule(whenStoreDown), () => clock.now, health, keys);
    return { lines, clock, health, limiter };
  }

  it('says Redis is back at the first command that answers, so the next outage is logged again', async () => {
    const { state, store } = switchableStore();
    const { lines, clock, limiter } = limiterOn(store, 'closed');

    await limiter.attempt('k');
    expect(count(lines, OUT_OF_REACH) + count(lines, BACK)).toBe(0);

    state.reachable = false;
    for (let request = 0; request < 3; request += 1)
      await expect(limiter.attempt('k')).rejects.toMatchObject({
        code: 'TEMPORARILY_UNAVAILABLE',
      });
    expect(count(lines, OUT_OF_REACH)).toBe(1);

    state.reachable = true;
    clock.now += REDIS_RETRY_INTERVAL_MS;
    expect(await limiter.attempt('k')).toBe(true);
    await limiter.exceeded('k');
    expect(count(lines, BACK)).toBe(1);

    state.reachable = false;
    await expect(limiter.exceeded('k')).rejects.toMatchObject({ code: 'TEMPORARILY_UNAVAILABLE' });
    expect(count(lines, OUT_OF_REACH)).toBe(2);
  });

  it('counts a release or a clear that answers as Redis being back', async () => {
    const { state, store } = switchableStore();
    const { lines, clock, limiter } = limiterOn(store, 'open');

    state.reachable = false;
    expect(await limiter.add('k')).toBe(0);
    state.reachable = true;
    clock.now += REDIS_RETRY_INTERVAL_MS;
    await limiter.release('k');
    expect(count(lines, BACK)).toBe(1);

    state.reachable = false;
    await limiter.release('k');
    state.reachable = true;
    clock.now += REDIS_RETRY_INTERVAL_MS;
    await limiter.clear('k');
    expect(count(lines, OUT_OF_REACH)).toBe(2);
    expect(count(lines, BACK)).toBe(2);
  });

  it('asks a store that failed nothing until the retry interval is over, then once, as the rules say', async () => {
    const { state, store } = switchableStore();
    const { clock, health, limiter: signIns } = limiterOn(store, 'closed');
    const lookUps = createLimiter(store, rule('open'), () => clock.now, health, keys);
    const refused = { code: 'TEMPORARILY_UNAVAILABLE' };

    state.reachable = false;
    await expect(signIns.attempt('k')).rejects.toMatchObject(refused);
    expect(state.calls).toBe(1);
    expect(health.reachable()).toBe(false);

    // Within the interval: answered at once, closed or open, without a command.
    clock.now += REDIS_RETRY_INTERVAL_MS - 1;
    await expect(signIns.attempt('k')).rejects.toMatchObject(refused);
    await expect(signIns.exceeded('k')).rejects.toMatchObject(refused);
    expect(await lookUps.exceeded('k')).toBe(false);
    expect(await lookUps.add('k')).toBe(0);
    await signIns.clear('k');
    expect(state.calls).toBe(1);

    // Then one command tries Redis again; the requests beside it still answer at once.
    clock.now += 1;
    const answers = await Promise.allSettled([1, 2, 3].map(() => signIns.attempt('k')));
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(state.calls).toBe(2);

    // Back: the try after the next interval answers, and from then on every command is sent.
    state.reachable = true;
    clock.now += REDIS_RETRY_INTERVAL_MS;
    expect(await signIns.attempt('k')).toBe(true);
    expect(await lookUps.add('k')).toBe(1);
    expect(state.calls).toBe(4);
    expect(health.reachable()).toBe(true);
  });
});

/** Whether this machine can start a Redis of the test's own; CI always can. */
function redisServerInstalled(): boolean {
  const installed = spawnSync('redis-server', ['--version']).status === 0;
  if (!installed) {
    const notice =
      '\n*** redis-server is NOT installed: the Redis pause tests are SKIPPED. Install redis-server. ***\n\n';
    if (process.env.CI) throw new Error(notice);
    process.stderr.write(notice);
  }
  return installed;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A redis-server of the test's own on a free port, which the test can pause, resume and kill. */
async function startRedis() {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGCONT');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe.runIf(redisServerInstalled())('the Redis health log, with a real Redis paused', () => {
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  let shared: SharedState | undefined;
  afterEach(async () => {
    await shared?.close();
    await redis?.kill();
    shared = undefined;
    redis = undefined;
  });

  async function start() {
    redis = await startRedis();
    const { lines, log } = capturedLog();
    shared = await createSharedState({ redisUrl: redis.url, keyPrefix: testRedisPrefix(), log });
    return { redis, shared, lines };
  }

  it('logs the recovery from commands timing out, and then the outage of Redis killed', async () => {
    const { redis, shared, lines } = await start();
    const signIns = shared.limiter(rule('closed'));
    expect(await signIns.attempt('someone')).toBe(true);

    // Paused: the connection stays up and each command times out after a second.
    redis.pause();
    await expect(signIns.attempt('someone')).rejects.toMatchObject({
      code: 'TEMPORARILY_UNAVAILABLE',
    });
    expect(count(lines, OUT_OF_REACH)).toBe(1);

    redis.resume();
    await vi.waitFor(async () => expect(await signIns.attempt('someone')).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
    expect(count(lines, BACK)).toBe(1);

    // The next outage is a new one: Redis gone, the connection refused.
    await redis.kill();
    await expect(signIns.attempt('someone')).rejects.toMatchObject({
      code: 'TEMPORARILY_UNAVAILABLE',
    });
    await vi.waitFor(() => expect(count(lines, OUT_OF_REACH)).toBe(2));
    expect(count(lines, BACK)).toBe(1);
  });

  it('answers at once while a paused Redis is out of reach, and tries it again after the interval', async () => {
    const { redis, shared, lines } = await start();
    const signIns = shared.limiter(rule('closed'));
    const lookUps = shared.limiter(rule('open'));
    const app = Fastify();
    await app.register(rateLimit, { global: false, ...shared.rateLimit });
    app.get('/limited', { config: { rateLimit: { max: 100, timeWindow: 60_000 } } }, () => 'ok');
    const limited = async () => (await app.inject({ method: 'GET', url: '/limited' })).statusCode;
    const refused = { code: 'TEMPORARILY_UNAVAILABLE' };
    try {
      expect(await signIns.attempt('someone')).toBe(true);
      expect(await limited()).toBe(200);
      expect(shared.redisReachable!()).toBe(true);

      // The first command waits for its time-out; then Redis is out of reach.
      redis.pause();
      await expect(signIns.attempt('someone')).rejects.toMatchObject(refused);
      expect(shared.redisReachable!()).toBe(false);

      // Every request meanwhile answers as its rule says without waiting for Redis.
      const started = performance.now();
      await expect(signIns.attempt('someone')).rejects.toMatchObject(refused);
      await expect(signIns.exceeded('someone')).rejects.toMatchObject(refused);
      expect(await lookUps.add('R1')).toBe(0);
      expect(await lookUps.exceeded('R1')).toBe(false);
      expect(await limited()).toBe(200);
      expect(performance.now() - started).toBeLessThan(500);
      expect(count(lines, OUT_OF_REACH)).toBe(1);

      // Resumed: within an interval a request tries Redis again and the limits apply.
      redis.resume();
      await vi.waitFor(async () => expect(await signIns.attempt('someone')).toBe(true), {
        timeout: REDIS_RETRY_INTERVAL_MS + 5_000,
        interval: 50,
      });
      expect(shared.redisReachable!()).toBe(true);
      expect(count(lines, BACK)).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('finds a paused Redis out of reach, and back, on the metrics gauge of a server with no requests', async () => {
    const { redis, shared } = await start();
    expect(shared.redisReachable!()).toBe(true);
    redis.pause();
    await vi.waitFor(() => expect(shared.redisReachable!()).toBe(false), {
      timeout: 5_000,
      interval: 200,
    });
    redis.resume();
    await vi.waitFor(() => expect(shared.redisReachable!()).toBe(true), {
      timeout: REDIS_RETRY_INTERVAL_MS + 5_000,
      interval: 200,
    });
  });

  it('logs the recovery when the first command to answer is an invalidation', async () => {
    const { redis, shared, lines } = await start();
    redis.pause();
    shared.invalidation.publish('occupancy', 'KD');
    await vi.waitFor(() => expect(count(lines, OUT_OF_REACH)).toBe(1), { timeout: 10_000 });

    redis.resume();
    shared.invalidation.publish('occupancy', 'KD');
    await vi.waitFor(() => expect(count(lines, BACK)).toBe(1), { timeout: 10_000 });
  });
});
