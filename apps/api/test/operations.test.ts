import { randomUUID } from 'node:crypto';
import { parseLocalDateTime } from '@bluu/contracts/time';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { codeOf } from './support/http.ts';
import { freePort } from './support/server-process.ts';
import { startSmtpServer, type ReceivedMail } from './support/smtp-server.ts';
import { logCapture } from './support/log-capture.ts';
import { startTestApp, testConfig, type TestContext } from './support/test-app.ts';
import { waitFor } from './support/wait.ts';

const TOKEN = 'operator-token-for-the-tests-1234';
const operator = { authorization: `Bearer ${TOKEN}` };
// The clock stands still: a failed mail's automatic retry (5 s later) never comes due, so only
// the operator's retry can send it.
const now = parseLocalDateTime('2026-12-01 08:00')!;
const { lines: logLines, stream: logStream } = logCapture();
let smtpPort: number;
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

beforeAll(async () => {
  smtpPort = await freePort();
  const deadPort = await freePort();
  ctx = await startTestApp(
    () => now,
    {
      METRICS_TOKEN: TOKEN,
      // The mail server is down until a test starts it.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Google is out of reach, so the maps service logs a warning while a request is handled.
      GOOGLE_MAPS_API_KEY: 'test-google-key',
      GOOGLE_PLACES_URL: `http://127.0.0.1:${deadPort}`,
      REFERENCE_CACHE_SECONDS: '30',
      OCCUPANCY_CACHE_SECONDS: '30',
      LOG_LEVEL: 'warn',
    },
    logStream,
  );
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

let client = 0;
function book(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  client += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/Booking',
    payload: body,
    headers,
    remoteAddress: `10.9.0.${client}`,
  });
}

const booking = {
  pickUpBranch: 'CT',
  pickUpDateTime: '2026-12-04 10:00',
  dropOffBranch: 'CT',
  dropOffDateTime: '2026-12-07 10:00',
  vehicleGroup: 'B1',
  selectedWaiver: 'CDW',
  customerDetails: renter(),
  payment: cardPayment(),
};

async function scrape(app: FastifyInstance = ctx.app): Promise<string> {
  const response = await app.inject({ url: '/metrics', headers: operator });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one series, e.g. `sample(text, 'bluu_bookings_total', { outcome: 'made' })`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) total += Number(match[3]);
  }
  return total;
}

interface FailingMail {
  id: string;
  kind: string;
  reference: string | null;
  attempts: number;
  lastError: string | null;
  permanent: boolean;
  nextAttemptAt: string | null;
}

async function failingMail(): Promise<FailingMail[]> {
  const response = await ctx.app.inject({ url: '/ops/outbox/failed', headers: operator });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { mails: FailingMail[] }).mails;
}

// Each operators' route, with a malformed id too: the token is checked before the request is
// read, so neither a 400 nor a 404 tells a stranger which ids or routes exist.
const OPERATOR_ROUTES = [
  ['GET', '/metrics'],
  ['GET', '/ops/outbox/failed'],
  ['POST', `/ops/outbox/${randomUUID()}/retry`],
  ['POST', '/ops/outbox/not-a-uuid/retry'],
] as const;

describe('the operators’ routes', () => {
  it('do not exist without METRICS_TOKEN', async () => {
    const app = await buildApp(testConfig(), { database: ctx.database, logger: false });
    try {
      for (const [method, url] of OPERATOR_ROUTES) {
        for (const headers of [operator, {}]) {
          const response = await app.inject({ method, url, headers });
          expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
          expect(codeOf(response)).toBe('ROUTE_NOT_FOUND');
        }
      }
    } finally {
      await app.close();
    }
  });

  it('take the bearer token whatever the case of the scheme, after spaces or tabs (RFC 7235)', async () => {
    for (const authorization of [
      `bearer ${TOKEN}`,
      `BEARER ${TOKEN}`,
      `Bearer   ${TOKEN}`,
      `Bearer\t${TOKEN}`,
    ]) {
      const response = await ctx.app.inject({ url: '/metrics', headers: { authorization } });
      expect(response.statusCode, JSON.stringify(authorization)).toBe(200);
    }
  });

  it('refuse a request without the bearer token, or with a wrong one, with 401', async () => {
    for (const headers of [
      {},
      { authorization: TOKEN },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: 'Bearer short' },
      { authorization: `Bearer${TOKEN}` },
      { authorization: `bearer ${TOKEN.toUpperCase()}` },
      { authorization: `Basic ${Buffer.from(`ops:${TOKEN}`).toString('base64')}` },
    ]) {
      for (const [method, url] of OPERATOR_ROUTES) {
        const response = await ctx.app.inject({ method, url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(codeOf(response)).toBe('OPERATOR_TOKEN_REQUIRED');
        expect(response.body).not.toContain('# HELP');
      }
    }
  });
});

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, bookings made and refused, cache look-ups', async () => {
    const before = await scrape();
    const made = await book(booking);
    expect(made.statusCode, made.body).toBe(200);
    const refused = await book({ ...booking, vehicleGroup: 'ZZ' });
    expect(refused.statusCode, refused.body).toBe(409);
    const invalid = await book({ ...booking, payment: undefined });
    expect(invalid.statusCode, invalid.body).toBe(400);
    const { reservationNumber } = made.json() as { reservationNumber: string };
    const lookUp = await ctx.app.inject({
      url: `/api/Booking/status/${reservationNumber}?email=thandi.nkosi@example.co.za`,
    });
    expect(lookUp.statusCode, lookUp.body).toBe(200);
    await ctx.app.inject({ url: '/api/no/such/route/R1234' });
    const search = { ...booking, accountType: 'I', foreignLocal: 'L', rateCode: '' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const availability = await ctx.app.inject({
        method: 'POST',
        url: '/api/Booking/availability',
        payload: search,
      });
      expect(availability.statusCode, availability.body).toBe(200);
    }
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved('bluu_bookings_total', { route: '/api/Booking', outcome: 'made' })).toBe(1);
    expect(
      moved('bluu_bookings_total', { outcome: 'refused', reason: 'VEHICLE_UNAVAILABLE' }),
    ).toBe(1);
    expect(moved('bluu_bookings_total', { outcome: 'refused', reason: 'VALIDATION' })).toBe(1);
    const bookingRequests = { method: 'POST', route: '/api/Booking' };
    expect(moved('http_requests_total', { ...bookingRequests, status_code: '200' })).toBe(1);
    expect(moved('http_requests_total', { ...bookingRequests, status_code: '409' })).toBe(1);
    expect(moved('http_requests_total', { ...bookingRequests, status_code: '400' })).toBe(1);
    expect(
      moved('http_request_duration_seconds_count', { ...bookingRequests, status_code: '200' }),
    ).toBe(1);
    // By pattern, never by the raw URL: no reservation number or address in a label.
    expect(moved('http_requests_total', { route: '/api/Booking/status/:reference' })).toBe(1);
    expect(moved('http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(after).not.toContain(reservationNumber);
    expect(after).not.toContain('thandi');
    // The second search finds the branch's occupancy and the reference data in memory.
    expect(
      moved('bluu_cache_lookups_total', { cache: 'occupancy', result: 'hit' }),
    ).toBeGreaterThan(0);
    expect(
      moved('bluu_cache_lookups_total', { cache: 'reference', result: 'hit' }),
    ).toBeGreaterThan(0);
    // The mail server is down: the confirmation waits in the outbox.
    expect(sample(after, 'bluu_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^bluu_outbox_oldest_pending_age_seconds \d/m);
    expect(after).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(after).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    if (ctx.database.kind === 'postgres') {
      expect(sample(after, 'bluu_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      // Beside the connections, the most the pool opens (DATABASE_POOL_SIZE, 10 unless set).
      expect(sample(after, 'bluu_db_pool_connections_max')).toBe(10);
    } else expect(after).not.toContain('bluu_db_pool_connections');
  });
});

describe('mail that failed its last attempt', () => {
  it('is listed for operators and sent again at once when they retry it', async () => {
    const made = await book({ ...booking, pickUpBranch: 'JS', dropOffBranch: 'JS' });
    expect(made.statusCode, made.body).toBe(200);
    const { reservationNumber } = made.json() as { reservationNumber: string };
    const kind = `booking-confirmation:${reservationNumber}`;
    const failed = await waitFor(
      async () => (await failingMail()).find((mail) => mail.kind === kind),
      'the failed attempt',
    );
    expect(failed.attempts).toBeGreaterThan(0);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    // A connection error is temporary: retried on the schedule, the reservation named.
    expect(failed).toMatchObject({ reference: reservationNumber, permanent: false });
    expect(failed.nextAttemptAt).toEqual(expect.any(String));
    expect(JSON.stringify(await failingMail())).not.toContain('thandi.nkosi');
    expect(sample(await scrape(), 'bluu_outbox_failing')).toBeGreaterThanOrEqual(1);

    const received: ReceivedMail[] = [];
    smtp = await startSmtpServer(received, { port: smtpPort });
    const retried = await ctx.app.inject({
      method: 'POST',
      url: `/ops/outbox/${failed.id}/retry`,
      headers: operator,
    });
    expect(retried.statusCode, retried.body).toBe(202);
    await waitFor(
      async () =>
        received.some((mail) => mail.raw.includes(reservationNumber)) ? true : undefined,
      'the retried mail',
    );
    await waitFor(
      async () => ((await failingMail()).some((mail) => mail.id === failed.id) ? undefined : true),
      'the mail to leave the failing list',
    );
  });

  it('refuses a retry of an unknown or malformed id, without a 500', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/ops/outbox/${randomUUID()}/retry`,
      headers: operator,
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/ops/outbox/not-a-uuid/retry',
      headers: operator,
    });
    expect(malformed.statusCode, malformed.body).toBe(400);
    expect(codeOf(malformed)).toBe('VALIDATION');
  });
});

describe('log lines', () => {
  it('written by a service while a request is handled carry that request’s id', async () => {
    logLines.length = 0;
    const response = await ctx.app.inject({
      url: '/api/maps/autocomplete?input=Sandton',
      headers: { 'x-request-id': 'trace-maps-0001' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    const warning = lines.find((line) => line.msg.startsWith('Google autocomplete failed'));
    expect(warning, JSON.stringify(lines)).toBeDefined();
    expect(warning!.reqId).toBe('trace-maps-0001');
  });
});
