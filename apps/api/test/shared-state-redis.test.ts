import net from 'node:net';
import { Writable } from 'node:stream';
import { TEMPORARILY_UNAVAILABLE_MESSAGE } from '@bluu/contracts/error-codes';
import { availabilityResponseSchema } from '@bluu/contracts/availability';
import { USER_MESSAGES } from '@bluu/contracts/users';
import { signInLockedMessage } from '@bluu/contracts/messages';
import { parseLocalDateTime } from '@bluu/contracts/time';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { codeOf, errorOf, rows } from './support/http.ts';
import { dropRedisKeys, requireRedis, TEST_REDIS_URL, testRedisPrefix } from './support/redis.ts';
import { keepOnlyGroups, setCapacity } from './support/scenario.ts';
import { testConfig } from './support/test-app.ts';
import { openTestDatabase } from './support/test-database.ts';
import { registrationStepOne } from './support/user-fixtures.ts';

/**
 * Two servers on one database sharing one Redis (decision 0023). Each run keeps its keys under
 * a prefix of its own, so parallel runs do not count each other's guesses.
 */
const REDIS_URL = TEST_REDIS_URL;
const reachable = await requireRedis('the shared-state tests (two servers, one Redis) are');

const now = parseLocalDateTime('2026-12-01 08:00')!;
const clock = () => now;
const prefix = testRedisPrefix();
const REDIS_METRICS_TOKEN = 'redis-metrics-token-0123456789';

let database: Database;
const apps: FastifyInstance[] = [];
let serverA: FastifyInstance;
let serverB: FastifyInstance;

async function startServer(
  redisUrl: string,
  overrides: Record<string, string> = {},
  logStream?: Writable,
) {
  const app = await buildApp(
    // Occupancy kept for an hour: only the pub/sub invalidation can refresh it within a test.
    testConfig({ REDIS_URL: redisUrl, OCCUPANCY_CACHE_SECONDS: '3600', ...overrides }),
    {
      database,
      clock,
      redisKeyPrefix: prefix,
      ...(logStream ? { logStream } : { logger: false }),
    },
  );
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  if (!reachable) return;
  database = await openTestDatabase();
  serverA = await startServer(REDIS_URL);
  serverB = await startServer(REDIS_URL);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  if (reachable) await dropRedisKeys(prefix);
});

let clientNo = 0;
/** A new client address per call, so the per-client rate limits stay out of the way. */
function nextClient(): string {
  clientNo += 1;
  return `10.13.${Math.floor(clientNo / 250)}.${(clientNo % 250) + 1}`;
}

function post(app: FastifyInstance, url: string, payload: unknown, remoteAddress = nextClient()) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
}

const signIn = (app: FastifyInstance, email: string, password: string, from?: string) =>
  post(
    app,
    '/api/web/user/send-external-login',
    { loginDetails: { loginEmail: email, loginPassword: password } },
    from,
  );

const signInAccount = (app: FastifyInstance, pin: string) =>
  post(app, '/api/Customer/accounts', { accountType: 'C', accountNo: 'C10001', pin });

const search = {
  pickUpBranch: 'KD',
  pickUpDateTime: '2026-12-02 10:00',
  dropOffBranch: 'KD',
  dropOffDateTime: '2026-12-05 10:00',
  accountType: 'I',
  accountNo: '',
  foreignLocal: 'L',
  rateCode: '',
};

async function groupsOffered(app: FastifyInstance, body = search): Promise<string[]> {
  const response = await post(app, '/api/Booking/availability', body);
  expect(response.statusCode, response.body).toBe(200);
  const { rates } = availabilityResponseSchema.parse(response.json());
  return rates.rate.flatMap((rate) => rate.charges.map((charge) => charge.vehicleGrp));
}

describe.runIf(reachable)('two servers sharing one Redis', () => {
  it('holds the per-e-mail sign-in limit across both: the 6th wrong password is refused on either', async () => {
    const email = 'shared.guess@example.com';
    for (let guess = 0; guess < 5; guess += 1) {
      const response = await signIn(guess % 2 ? serverB : serverA, email, `wrong-${guess}`);
      expect(response.statusCode, response.body).toBe(401);
    }
    for (const server of [serverA, serverB]) {
      const refused = await signIn(server, email, 'wrong-again');
      expect(refused.statusCode).toBe(429);
      expect(codeOf(refused)).toBe('TOO_MANY_ATTEMPTS');
      expect(errorOf(refused)).toBe(signInLockedMessage('e-mail address', 15));
    }
  });

  it('lets only 5 of 12 wrong passwords sent at once to both servers be tried', async () => {
    const email = 'shared.burst@example.com';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, guess) =>
        signIn(guess % 2 ? serverB : serverA, email, `burst-${guess}`),
      ),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it("holds the sign-in route's per-client limit of 10 a minute across both (@fastify/rate-limit in Redis)", async () => {
    const client = '10.77.0.1';
    const statuses: number[] = [];
    for (let guess = 0; guess < 11; guess += 1)
      statuses.push(
        (await signIn(guess % 2 ? serverB : serverA, `client.${guess}@example.com`, 'x', client))
          .statusCode,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it("locks an account's PIN after 5 failures spread over both servers", async () => {
    for (let guess = 0; guess < 5; guess += 1)
      expect((await signInAccount(guess % 2 ? serverB : serverA, '0000')).statusCode).toBe(401);
    const locked = await signInAccount(serverB, '4821');
    expect(locked.statusCode).toBe(429);
    expect(codeOf(locked)).toBe('TOO_MANY_ATTEMPTS');
  });

  it("shares a reference's failed look-ups: after 10 on either server, the 11th is refused on both", async () => {
    const lookUp = (app: FastifyInstance) =>
      app.inject({
        method: 'GET',
        url: '/api/Booking/manage/R3333SHARED/someone@example.co.za',
        remoteAddress: nextClient(),
      });
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await lookUp(attempt % 2 ? serverB : serverA)).statusCode).toBe(404);
    for (const server of [serverA, serverB]) {
      const refused = await lookUp(server);
      expect(refused.statusCode).toBe(429);
      expect(codeOf(refused)).toBe('TOO_MANY_ATTEMPTS');
    }
  });

  it('allows 5 OTP tries in all, wherever they land: the 6th is refused even when right', async () => {
    const email = 'shared.otp@example.com';
    const registered = await post(serverA, '/api/auth/register', registrationStepOne(email));
    expect(registered.statusCode, registered.body).toBe(200);
    const sent = await post(serverB, `/api/auth/verify-account/${email}`, {
      contactNumber: '+27-821234567',
      deviceId: '',
      token: '',
      userType: '',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await rows(
      database.db,
      `select text from outbox where recipient = '${email}' and kind = 'user-otp'`,
    );
    const otp = /OTP to confirm your online profile is (\d{4})/.exec(String(mail?.text))![1]!;
    const verify = (app: FastifyInstance, code: string) =>
      post(app, `/api/auth/verify-otp/${email}`, {
        token: '',
        deviceId: '',
        userType: 'Registered',
        otp: code,
      });
    const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await verify(attempt % 2 ? serverB : serverA, wrong)).statusCode).toBe(400);
    const sixth = await verify(serverB, otp);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth)).toBe(USER_MESSAGES.otpTooManyAttempts);
  });

  it("shows a booking made on server A in server B's availability at once, though B keeps occupancy for an hour", async () => {
    await keepOnlyGroups(database.db, 'KD', ['B2']);
    await setCapacity(database.db, 'KD', 'B2', 1);
    // Both servers have read (and now keep) KD's occupancy: one B2 free.
    expect(await groupsOffered(serverB)).toContain('B2');
    expect(await groupsOffered(serverA)).toContain('B2');

    const booked = await post(serverA, '/api/Booking', {
      ...search,
      vehicleGroup: 'B2',
      selectedWaiver: 'CDW',
      products: [],
      additionalDrivers: 0,
      customerDetails: renter(),
      payment: cardPayment(),
    });
    expect(booked.statusCode, booked.body).toBe(200);

    expect(await groupsOffered(serverA)).not.toContain('B2');
    // B hears of it through Redis pub/sub; its hour-long copy would otherwise still offer B2.
    await vi.waitFor(async () => expect(await groupsOffered(serverB)).not.toContain('B2'), {
      timeout: 10_000,
      interval: 20,
    });
  });

  it('names the rule in every key but never the e-mail address, account, reference or client it counts', async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`).finally(() => redis.disconnect());
    const limitKeys = keys.filter((key) => key.startsWith(`${prefix}limit:`));
    const rules = new Set(limitKeys.map((key) => key.slice(prefix.length).split(':')[1]));
    expect([...rules]).toEqual(
      expect.arrayContaining(['user-sign-in', 'account-pin', 'manage-lookup', 'user-otp-send']),
    );
    for (const key of limitKeys) expect(key).toMatch(/^[^@]*:limit:[a-z-]+:[0-9a-f]{32}$/);
    // The per-client rate limits (@fastify/rate-limit) keep theirs here too, by route.
    const rateLimitKeys = keys.filter((key) => key.startsWith(`${prefix}rate-limit:`));
    expect(rateLimitKeys.length).toBeGreaterThan(0);
    for (const key of rateLimitKeys) expect(key).toMatch(/:[0-9a-f]{32}$/);
    for (const personal of ['shared.guess', 'example', 'C10001', 'R3333SHARED', '10.77.0.1'])
      expect(keys.join(' ')).not.toContain(personal);
  });
});

/** A TCP relay to Redis that the test can cut and restore: Redis "down" and "back". */
function createRelay(port: number) {
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  const target = new URL(REDIS_URL);
  return {
    url: `redis://127.0.0.1:${port}`,
    async open() {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async cut() {
      if (!server) return;
      const open = server;
      const closed = new Promise<void>((resolve) => open.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      server = undefined;
    },
  };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.runIf(reachable)('Redis out of reach', () => {
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  let relay: ReturnType<typeof createRelay>;
  let server: FastifyInstance;

  beforeAll(async () => {
    // The server starts while nothing listens at its REDIS_URL (a closed port).
    relay = createRelay(await freePort());
    server = await startServer(
      relay.url,
      { LOG_LEVEL: 'info', METRICS_TOKEN: REDIS_METRICS_TOKEN },
      logStream,
    );
  });

  /** `bluu_redis_up` as this server's /metrics gives it. */
  async function redisUpGauge(): Promise<string | undefined> {
    const scrape = await server.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${REDIS_METRICS_TOKEN}` },
    });
    expect(scrape.statusCode).toBe(200);
    return scrape.body.match(/^bluu_redis_up (\d)$/m)?.[1];
  }
  afterAll(async () => {
    await relay?.cut();
  });

  const email = 'redis.down@example.com';

  async function expectClosedForGuesses() {
    const refused = await signIn(server, email, 'a-guess');
    expect(refused.statusCode, refused.body).toBe(503);
    expect(codeOf(refused)).toBe('TEMPORARILY_UNAVAILABLE');
    expect(errorOf(refused)).toBe(TEMPORARILY_UNAVAILABLE_MESSAGE);
    const pin = await signInAccount(server, '4821');
    expect(pin.statusCode).toBe(503);
    expect(codeOf(pin)).toBe('TEMPORARILY_UNAVAILABLE');
    const otp = await post(server, `/api/auth/verify-account/${email}`, {
      contactNumber: '+27-821234567',
      deviceId: '',
      token: '',
      userType: '',
    });
    expect(otp.statusCode).toBe(503);
    expect(codeOf(otp)).toBe('TEMPORARILY_UNAVAILABLE');
  }

  async function expectOpenForTheRest() {
    expect(
      await groupsOffered(server, { ...search, pickUpBranch: 'JS', dropOffBranch: 'JS' }),
    ).not.toEqual([]);
    const lookUp = await server.inject({
      method: 'GET',
      url: '/api/Booking/manage/R3333DOWN00/someone@example.co.za',
      remoteAddress: nextClient(),
    });
    expect(lookUp.statusCode).toBe(404);
  }

  it('refuses sign-in, PIN and OTP sends with 503 and a code, answers availability and look-ups, and logs it without personal data', async () => {
    await expectClosedForGuesses();
    await expectOpenForTheRest();
    expect(await redisUpGauge()).toBe('0');
    const outage = logLines.filter((line) => line.includes('Redis is out of reach'));
    expect(outage.length).toBe(1);
    expect(logLines.join('')).not.toContain(email);
  });

  it('recovers when Redis comes back: the limits apply again, shared with the other servers', async () => {
    await relay.open();
    await vi.waitFor(
      async () => expect((await signIn(server, email, 'a-guess')).statusCode).toBe(401),
      { timeout: 20_000, interval: 100 },
    );
    expect(logLines.some((line) => line.includes('Redis is reachable again'))).toBe(true);
    expect(await redisUpGauge()).toBe('1');
    // The failures counted through the relay are the ones server A sees.
    for (let guess = 0; guess < 4; guess += 1)
      expect((await signIn(server, email, `guess-${guess}`)).statusCode).toBe(401);
    expect((await signIn(serverA, email, 'guess')).statusCode).toBe(429);
  });

  it('fails closed again when a live connection to Redis is cut', async () => {
    await relay.cut();
    await vi.waitFor(
      async () => expect((await signIn(server, 'cut@example.com', 'x')).statusCode).toBe(503),
      { timeout: 20_000, interval: 100 },
    );
    await expectClosedForGuesses();
    await expectOpenForTheRest();
  });
});
