import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDaysToDate, toLocalDateTime } from '@bluu/contracts/time';
import { inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/database.ts';
import { reservations } from '../src/db/schema.ts';
import { loadDemoData } from '../src/db/seed/load.ts';
import { cardPayment, renter } from '../test/support/booking-fixtures.ts';
import { dropRedisKeys, TEST_REDIS_URL } from '../test/support/redis.ts';
import { setCapacity } from '../test/support/scenario.ts';
import { withAdminClient } from '../test/support/test-database.ts';

/*
 * The production layout on one machine, driven through nginx: deploy/local-cluster.sh starts two
 * built servers (one PostgreSQL database, one Redis) behind Debian's nginx. Each simulated
 * customer connects from its own loopback address (127.x.y.z), which nginx passes on in
 * X-Forwarded-For and the servers believe (TRUST_PROXY=127.0.0.1), so per-client limits see
 * customers, not the proxy.
 */

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PROXY_PORT = Number(process.env.CLUSTER_PROXY_PORT ?? 3300);
const SERVER_PORTS = (process.env.CLUSTER_SERVER_PORTS ?? '3301 3302').split(' ').map(Number);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const METRICS_TOKEN = `cluster-${randomUUID()}`;
const REDIS_PREFIX = `cluster-${randomUUID()}:`;
const CAPACITY = 5;
const CONCURRENT_BOOKINGS = 16;

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP request on a fresh connection from `from` (a loopback address: the customer). */
function call(
  port: number,
  method: string,
  path: string,
  options: { body?: unknown; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const viaProxy = (method: string, path: string, options?: Parameters<typeof call>[3]) =>
  call(PROXY_PORT, method, path, options);

let customers = 0;
/** A loopback address no other request of this run used: a new customer. */
function newCustomer(): string {
  customers += 1;
  return `127.${10 + Math.floor(customers / 250)}.${customers % 250}.1`;
}

/** Requests answered per route pattern by one server, from its /metrics. */
async function answeredBy(port: number, route: string): Promise<number> {
  const scrape = await call(port, 'GET', '/metrics', {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(scrape.status).toBe(200);
  let total = 0;
  for (const line of scrape.body.split('\n'))
    if (line.startsWith('http_requests_total{') && line.includes(`route="${route}"`))
      total += Number(line.split(' ').pop());
  return total;
}

async function answeredByEach(route: string): Promise<number[]> {
  return Promise.all(SERVER_PORTS.map((port) => answeredBy(port, route)));
}

function bookingOn(daysAhead: number, group: string) {
  const today = toLocalDateTime(new Date()).slice(0, 10);
  return {
    pickUpBranch: 'BF',
    pickUpDateTime: `${addDaysToDate(today, daysAhead)} 10:00`,
    dropOffBranch: 'BF',
    dropOffDateTime: `${addDaysToDate(today, daysAhead + 3)} 10:00`,
    vehicleGroup: group,
    selectedWaiver: 'CDW',
    customerDetails: renter(),
    payment: cardPayment(),
  };
}

const figures: Array<[string, string]> = [];

/** `2 × HTTP 502` for a list of failures, by kind. */
function kinds(failures: string[]): string {
  const counts = new Map<string, number>();
  for (const failure of failures) {
    const kind = failure.split(':')[0]!;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => `${count} × ${kind}`).join(', ') || 'none';
}

let databaseName: string;
let databaseUrl: string;
let clusterDir: string;
let cluster: ChildProcess | undefined;
let clusterOutput = '';

const withAdmin = <T>(work: (client: pg.Client) => Promise<T>) => withAdminClient(ADMIN_URL, work);

/** The cluster's database, for the checks of what was written. */
async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openPostgres>>['db']) => Promise<T>,
) {
  const database = await openPostgres(databaseUrl, { poolSize: 2 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function startCluster(): Promise<void> {
  clusterDir = mkdtempSync(join(tmpdir(), 'bluu-cluster-test-'));
  cluster = spawn('bash', [join(REPO_ROOT, 'deploy/local-cluster.sh')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PROXY_PORT: String(PROXY_PORT),
      SERVER_PORTS: SERVER_PORTS.join(' '),
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: REDIS_PREFIX,
      METRICS_TOKEN,
      CLUSTER_DIR: clusterDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(cluster, 'exit');
  const ready = new Promise<void>((resolve) => {
    const listen = (chunk: Buffer) => {
      clusterOutput += chunk.toString();
      if (clusterOutput.includes('cluster ready')) resolve();
    };
    cluster!.stdout!.on('data', listen);
    cluster!.stderr!.on('data', listen);
  });
  const outcome = await Promise.race([ready.then(() => 'ready'), exited.then(() => 'exited')]);
  if (outcome !== 'ready') throw new Error(`the cluster did not start:\n${clusterOutput}`);
}

beforeAll(async () => {
  databaseName = `bluu_cluster_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdmin((admin) => admin.query(`create database ${databaseName}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  // The fleet of the scenarios, in place before the servers read it.
  const database = await openPostgres(databaseUrl, { poolSize: 2 });
  try {
    await database.migrate();
    await loadDemoData(database.db);
    await setCapacity(database.db, 'BF', 'A1', CAPACITY);
    await setCapacity(database.db, 'BF', 'B1', 100_000);
  } finally {
    await database.close();
  }
  await startCluster();
});

afterAll(async () => {
  // While the cluster's Redis (the machine's, or one the script started) still runs.
  if (cluster?.exitCode === null) await dropRedisKeys(REDIS_PREFIX);
  if (cluster && cluster.exitCode === null && cluster.signalCode === null) {
    const exited = once(cluster, 'exit');
    cluster.kill('SIGTERM');
    await exited;
  }
  if (clusterDir) rmSync(clusterDir, { recursive: true, force: true });
  if (databaseName)
    await withAdmin((admin) => admin.query(`drop database if exists ${databaseName} with (force)`));
  if (figures.length > 0) {
    const width = Math.max(...figures.map(([name]) => name.length));
    process.stdout.write(
      `\nCluster figures (nginx + ${SERVER_PORTS.length} servers, one PostgreSQL, one Redis):\n` +
        `| ${'Measure'.padEnd(width)} | Result |\n|${'-'.repeat(width + 2)}|--------|\n` +
        figures.map(([name, value]) => `| ${name.padEnd(width)} | ${value} |`).join('\n') +
        '\n\n',
    );
  }
});

describe('the cluster behind nginx', () => {
  it('books exactly the capacity when more customers than cars book at once', async () => {
    const before = await answeredByEach('/api/Booking');
    const body = bookingOn(5, 'A1');
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_BOOKINGS }, () =>
        viaProxy('POST', '/api/Booking', { body, from: newCustomer() }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const made = statuses.filter((status) => status === 200).length;
    expect(
      answers.filter((answer) => answer.status !== 200 && answer.status !== 409),
      JSON.stringify(answers.map((answer) => [answer.status, answer.body.slice(0, 200)])),
    ).toEqual([]);
    expect(made).toBe(CAPACITY);
    const stored = await withDatabase(async (db) => {
      const result = await db.execute(
        sql`select count(*)::int as n from reservations where pick_up_branch = 'BF' and vehicle_group = 'A1'`,
      );
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    });
    expect(stored).toBe(CAPACITY);
    const after = await answeredByEach('/api/Booking');
    const perServer = after.map((count, index) => count - before[index]!);
    // nginx spread the attempts over both servers.
    for (const count of perServer) expect(count).toBeGreaterThan(0);
    figures.push([
      `Bookings made, ${CONCURRENT_BOOKINGS} at once for ${CAPACITY} cars`,
      `${made} made (${perServer.join(' + ')} requests per server), ${stored} stored, 0 overbooked`,
    ]);
  });

  it('holds the five-wrong-PINs limit of an account across both servers', async () => {
    const before = await answeredByEach('/api/Customer/accounts');
    const statuses: number[] = [];
    // Six guesses from six customers, so only the account's own limit applies.
    for (let guess = 0; guess < 6; guess += 1) {
      const answer = await viaProxy('POST', '/api/Customer/accounts', {
        body: { accountType: 'C', accountNo: 'C10002', pin: `000${guess}` },
        from: newCustomer(),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const after = await answeredByEach('/api/Customer/accounts');
    const perServer = after.map((count, index) => count - before[index]!);
    for (const count of perServer) expect(count).toBeGreaterThan(0);
    figures.push([
      'Wrong PINs for one account (limit 5), spread over the servers',
      `5 refused with 401, the 6th with 429 (${perServer.join(' + ')} per server)`,
    ]);
  });

  it('holds the per-client sign-in rate limit across both servers', async () => {
    const before = await answeredByEach('/api/Customer/accounts');
    const customer = newCustomer();
    const statuses: number[] = [];
    // Eleven sign-ins of different accounts from one customer: the route allows ten a minute.
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await viaProxy('POST', '/api/Customer/accounts', {
        body: { accountType: 'C', accountNo: `C9${String(attempt).padStart(4, '0')}`, pin: '1234' },
        from: customer,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const after = await answeredByEach('/api/Customer/accounts');
    const perServer = after.map((count, index) => count - before[index]!);
    for (const count of perServer) expect(count).toBeGreaterThan(0);
    figures.push([
      'Sign-ins from one client (limit 10 a minute), spread over the servers',
      `10 answered, the 11th refused with 429 (${perServer.join(' + ')} per server)`,
    ]);
  });

  it('keeps a session made on one server on the other', async () => {
    const customer = newCustomer();
    const signIn = await viaProxy('POST', '/api/Customer/accounts', {
      body: { accountType: 'C', accountNo: 'C10001', pin: '4821' },
      from: customer,
    });
    expect(signIn.status, signIn.body).toBe(200);
    const setCookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
    const cookie = setCookie.find((line) => line.startsWith('bluu_session='))!.split(';')[0]!;
    const search = {
      ...bookingOn(10, 'B1'),
      accountType: 'C',
      accountNo: 'C10001',
      foreignLocal: 'L',
      rateCode: '',
    };
    for (const port of [...SERVER_PORTS, PROXY_PORT]) {
      const signedIn = await call(port, 'POST', '/api/Booking/availability', {
        body: search,
        from: customer,
        headers: { cookie },
      });
      expect(signedIn.status, `port ${port}: ${signedIn.body}`).toBe(200);
      const anonymous = await call(port, 'POST', '/api/Booking/availability', {
        body: search,
        from: customer,
      });
      expect(anonymous.status, `port ${port}: ${anonymous.body}`).toBe(403);
    }
    figures.push(['Session made through nginx, used on each server', 'accepted by both']);
  });

  it('serves each server its own metrics, and refuses them through nginx', async () => {
    const authorization = { authorization: `Bearer ${METRICS_TOKEN}` };
    for (const port of SERVER_PORTS) {
      const scrape = await call(port, 'GET', '/metrics', { headers: authorization });
      expect(scrape.status, `port ${port}`).toBe(200);
      expect(scrape.body).toContain('http_requests_total');
    }
    // Through the proxy a scraper would read one server's counters, then another's.
    const proxied = await viaProxy('GET', '/metrics', { headers: authorization });
    expect(proxied.status).toBe(404);
    expect(proxied.body).not.toContain('http_requests_total');
    figures.push(['/metrics', "each server's own address: 200; through nginx: 404"]);
  });

  it('loses no acknowledged booking when a server is killed under load, and keeps serving', async () => {
    const victimPort = SERVER_PORTS[0]!;
    const victimPid = Number(readFileSync(join(clusterDir, `server-${victimPort}.pid`), 'utf8'));
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let sent = 0;
    let sentAfterKill = 0;
    let failedAfterKill = 0;
    let killed = false;
    let stop = false;

    async function customerLoop(worker: number) {
      for (let round = 0; !stop; round += 1) {
        sent += 1;
        if (killed) sentAfterKill += 1;
        try {
          const answer = await viaProxy('POST', '/api/Booking', {
            body: bookingOn(20 + ((worker * 7 + round) % 30), 'B1'),
            from: newCustomer(),
          });
          if (answer.status === 200)
            acknowledged.push(
              (JSON.parse(answer.body) as { reservationNumber: string }).reservationNumber,
            );
          else failures.push(`HTTP ${answer.status}: ${answer.body.slice(0, 120)}`);
          if (answer.status !== 200 && killed) failedAfterKill += 1;
        } catch (error) {
          failures.push(String(error));
          if (killed) failedAfterKill += 1;
        }
      }
    }

    const workers = Array.from({ length: 8 }, (_, worker) => customerLoop(worker));
    const waitUntil = async (condition: () => boolean) => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await waitUntil(() => acknowledged.length >= 30);
    const beforeKill = acknowledged.length;
    process.kill(victimPid, 'SIGKILL');
    killed = true;
    await waitUntil(() => acknowledged.length >= beforeKill + 60);
    stop = true;
    await Promise.all(workers);

    const stored = await withDatabase(async (db) =>
      db
        .select({ number: reservations.reservationNumber })
        .from(reservations)
        .where(inArray(reservations.reservationNumber, acknowledged)),
    );
    const lost = acknowledged.length - stored.length;
    expect(lost, 'acknowledged bookings missing from the database').toBe(0);
    // nginx serves from the survivor: ten sequential requests all answered.
    for (let check = 0; check < 10; check += 1) {
      const answer = await viaProxy('POST', '/api/Booking', {
        body: bookingOn(30, 'B1'),
        from: newCustomer(),
      });
      expect(answer.status, answer.body).toBe(200);
    }
    // Only requests already sent to the killed server may fail: at most one per customer.
    expect(failedAfterKill, failures.join('\n')).toBeLessThanOrEqual(workers.length);
    figures.push([
      'Server killed (SIGKILL) under load of 8 concurrent customers',
      `${sent} bookings sent (${sentAfterKill} after the kill), ${acknowledged.length} acknowledged, ` +
        `${failures.length} failed (${failedAfterKill} after the kill: ${kinds(failures)}), ` +
        `${lost} acknowledged lost; ` +
        'then 10/10 answered by the survivor',
    ]);
  });

  // After the kill: nginx tries the dead server again once its fail_timeout (10 s) has passed,
  // and at level `error` it would write such a request's whole line into its own log.
  it("keeps e-mail addresses and e-mailed links' secrets out of nginx's logs", async () => {
    const secret = `link-secret-${randomUUID()}`;
    const email = `log.scan.${randomUUID().slice(0, 8)}@example.com`;
    const paths = [
      `/password-reset/${randomUUID()}/${secret}`,
      `/login/${randomUUID()}/${secret}`,
      `/api/Booking/manage/R000001/${encodeURIComponent(email)}`,
      `/api/Booking/status/R000001?email=${encodeURIComponent(email)}`,
    ];
    const accessLog = () => readFileSync(join(clusterDir, 'nginx/logs/access.log'), 'utf8');
    // Until one of them went to the dead server first (its attempt answered 502).
    const triedTheDeadServer = /"GET \/[^ ]*\[(?:secret|withheld)\][^"]*" .*upstream_status=502, /;
    const deadline = Date.now() + 60_000;
    do {
      for (const path of paths)
        await viaProxy('GET', path, { from: newCustomer(), headers: { accept: 'text/html' } });
      await new Promise((resolve) => setTimeout(resolve, 250));
    } while (!triedTheDeadServer.test(accessLog()) && Date.now() < deadline);

    const access = accessLog();
    expect(access).toMatch(triedTheDeadServer);
    for (const line of [
      '"GET /password-reset/[secret] HTTP/1.1"',
      '"GET /login/[secret] HTTP/1.1"',
      '"GET /api/Booking/manage/R000001/[withheld] HTTP/1.1"',
      '"GET /api/Booking/status/R000001 HTTP/1.1"',
    ])
      expect(access).toContain(line);
    const nginxOutput = readFileSync(join(clusterDir, 'nginx.log'), 'utf8');
    for (const log of [access, nginxOutput, clusterOutput])
      for (const personal of [secret, email, encodeURIComponent(email)])
        expect(log).not.toContain(personal);
  });
});
