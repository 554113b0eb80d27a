import { randomUUID } from 'node:crypto';
import { TEMPORARILY_UNAVAILABLE_MESSAGE } from '@bluu/contracts/error-codes';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { databaseUnavailableCause, openDatabase, type Database } from '../src/db/database.ts';
import { createBranchRepository } from '../src/modules/branches/branches.repository.ts';
import { createCatalogueRepository } from '../src/modules/catalogue/catalogue.repository.ts';
import { codeOf, errorOf } from './support/http.ts';
import { logCapture } from './support/log-capture.ts';
import { testConfig } from './support/test-app.ts';
import { openTestDatabase, withAdminClient } from './support/test-database.ts';
import { waitFor } from './support/wait.ts';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('a database that cannot give a connection', () => {
  it.each([
    ['too many connections for a role', failedQuery(coded('too many connections', '53300'))],
    ['the server starting up', failedQuery(coded('the database system is starting up', '57P03'))],
    ['an administrator shutdown', failedQuery(coded('terminating connection', '57P01'))],
    ['a connection failure', failedQuery(coded('connection failure', '08006'))],
    ['a refused socket (a transaction connecting)', coded('connect ECONNREFUSED', 'ECONNREFUSED')],
    [
      'the pool waiting too long',
      failedQuery(new Error('timeout exceeded when trying to connect')),
    ],
    ['a connection lost', failedQuery(new Error('Connection terminated unexpectedly'))],
    [
      'every address of the host refusing',
      new AggregateError([coded('connect ECONNREFUSED ::1', 'ECONNREFUSED')], 'connect failed'),
    ],
  ])('is told apart: %s', (_name, error) => {
    expect(databaseUnavailableCause(error)).toBeInstanceOf(Error);
  });

  it.each([
    ['a unique violation', failedQuery(coded('duplicate key', '23505'))],
    ['a missing table (a bug)', failedQuery(coded('relation does not exist', '42P01'))],
    ['a deadlock', failedQuery(coded('deadlock detected', '40P01'))],
    ['a plain fault', new Error('Cannot read properties of undefined')],
    // Another service out of reach is no database's: it stays a server fault here.
    [
      'another service refusing',
      new TypeError('fetch failed', { cause: coded('x', 'ECONNREFUSED') }),
    ],
  ])('is not confused with other failures: %s', (_name, error) => {
    expect(databaseUnavailableCause(error)).toBeUndefined();
  });
});

const now = parseLocalDateTime('2026-12-01 08:00')!;
const TOKEN = 'operator-token-for-the-tests-1234';
const search = {
  pickUpBranch: 'CT',
  pickUpDateTime: '2026-12-04 10:00',
  dropOffBranch: 'CT',
  dropOffDateTime: '2026-12-07 10:00',
  accountType: 'I',
  foreignLocal: 'L',
  rateCode: '',
};

// A role with a connection limit is a PostgreSQL matter (PGlite has one in-process connection), so
// this runs in the PostgreSQL pass (TEST_DATABASE_URL), which CI always runs.
describe.runIf(process.env.TEST_DATABASE_URL)('servers under a PostgreSQL connection limit', () => {
  const role = `bluu_pool_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  let database: Database & { url?: string };
  const running = new Set<{ app: FastifyInstance; database: Database }>();

  const admin = <T>(sql: string) =>
    withAdminClient(database.url!, (client) => client.query(sql) as Promise<T>);

  /** The test database as the role, through a pool of at most `poolSize` connections. */
  function openAsRole(poolSize: number): Promise<Database> {
    const url = new URL(database.url!);
    url.username = role;
    return openDatabase({
      databaseUrl: url.toString(),
      dataDir: '/nonexistent',
      poolSize,
      onIdleError: () => undefined,
    });
  }

  /** A server of the role whose pool opens at most `poolSize` connections. */
  async function startServer(poolSize: number, logStream?: NodeJS.WritableStream) {
    const own = await openAsRole(poolSize);
    const app = await buildApp(
      // The reference data is read for every request: each search needs the database.
      testConfig({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'warn' }),
      {
        database: own,
        clock: () => now,
        ...(logStream ? { logStream } : { logger: false }),
      },
    );
    await app.ready();
    const server = { app, database: own };
    running.add(server);
    return server;
  }

  async function stopServer(server: { app: FastifyInstance; database: Database }) {
    running.delete(server);
    await server.app.close();
    await server.database.close();
  }

  const searchOn = (app: FastifyInstance) =>
    app.inject({ method: 'POST', url: '/api/Booking/availability', payload: search });

  beforeAll(async () => {
    database = await openTestDatabase();
    await admin(`create role ${role} login connection limit 12`);
    await admin(`grant all on all tables in schema public to ${role}`);
    await admin(`grant all on all sequences in schema public to ${role}`);
  });

  // A server's connections count against the role until it is closed.
  afterEach(async () => {
    for (const server of running) await stopServer(server);
  });

  afterAll(async () => {
    if (!database) return;
    await admin(`drop owned by ${role}`);
    await database.close();
    await withAdminClient(process.env.TEST_DATABASE_URL!, (client) =>
      client.query(`drop role if exists ${role}`),
    );
  });

  it('keeps two servers within the limit when their pools fit in it', async () => {
    // 2 servers × 6 connections = the role's 12: every search is answered.
    const servers = [await startServer(6), await startServer(6)];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => searchOn(servers[index % 2]!.app)),
    );
    const failed = answers.filter((answer) => answer.statusCode !== 200);
    expect(
      failed.map((answer) => answer.body),
      'searches not answered',
    ).toEqual([]);
    for (const server of servers)
      expect(server.database.poolFigures!().total).toBeLessThanOrEqual(6);
    const metrics = await servers[0]!.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.body).toMatch(/^bluu_db_pool_connections_max 6$/m);
  });

  it('reads the reference data on one connection, not one per table', async () => {
    // The pool holds its first connection and may open no other.
    await admin(`alter role ${role} connection limit 1`);
    const own = await openAsRole(10);
    try {
      const repository = createCatalogueRepository(own.db, createBranchRepository(own.db));
      const catalogue = await repository.load();
      expect(catalogue.branches.length).toBeGreaterThan(0);
      expect(catalogue.chargesByRate.size).toBeGreaterThan(0);
      expect(own.poolFigures!().total).toBe(1);
    } finally {
      await own.close();
      await admin(`alter role ${role} connection limit 12`);
    }
  });

  it('refuses a request with 503 and Retry-After when PostgreSQL refuses a connection', async () => {
    const { lines, stream } = logCapture();
    const { app, database: own } = await startServer(3, stream);
    expect((await searchOn(app)).statusCode).toBe(200);
    // The role may open no more connections, and the server's own are ended: PostgreSQL answers
    // every new one "too many connections for role" (53300), as when other servers hold them all.
    await admin(`alter role ${role} connection limit 0`);
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where usename = '${role}'`);
    await waitFor(
      async () => (own.poolFigures!().total === 0 ? true : undefined),
      "the pool's connections to end",
    );

    const refused = await searchOn(app);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(codeOf(refused)).toBe('TEMPORARILY_UNAVAILABLE');
    expect(errorOf(refused)).toBe(TEMPORARILY_UNAVAILABLE_MESSAGE);
    expect(refused.headers['retry-after']).toBe('5');

    // The request logged one warning with PostgreSQL's reason, no "request failed" error with a
    // stack. (The mail worker, polling meanwhile, may log its own.)
    const ofRequest = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === refused.headers['x-request-id']);
    expect(ofRequest.filter((line) => (line.level as number) >= 40)).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'database unavailable: request refused with 503',
        err: expect.objectContaining({
          code: '53300',
          message: expect.stringMatching(/^too many connections for role/),
        }),
      }),
    ]);

    // The limit raised again, the same server answers.
    await admin(`alter role ${role} connection limit 12`);
    expect((await searchOn(app)).statusCode).toBe(200);
  });
});
