import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (holding an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * The PostgreSQL pool's connections and its maximum (absent on PGlite, which has one
   * in-process connection).
   */
  poolFigures?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export { DataDirLockedError } from './data-dir-lock.ts';

const MIGRATION_LOCK_ID = 7_233_001;

/** An embedded PGlite database; in memory when no folder is given (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release: (() => void) | undefined;
  let client: PGlite;
  if (dataDir) {
    const folder = resolve(dataDir);
    mkdirSync(folder, { recursive: true });
    // PGlite has no lock of its own against a second process opening the same folder.
    release = lockDataDir(folder);
    try {
      client = await PGlite.create(join(folder, 'pgdata'), { extensions: { btree_gist, pg_trgm } });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions: { btree_gist, pg_trgm } });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      await client.close();
      release?.();
    },
  };
}

/**
 * A PostgreSQL connection pool of at most `poolSize` connections (`DATABASE_POOL_SIZE`). An idle
 * connection that the server drops (restart, failover) is reported to `onIdleError` and replaced
 * by the pool; it must not crash the process.
 */
export async function openPostgres(
  url: string,
  options: { poolSize?: number; onIdleError?: (error: Error) => void } = {},
): Promise<Database> {
  const max = options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE;
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (error) => options.onIdleError?.(error));
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several servers may start at once against one database: one migrates, the others wait.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(connection), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        connection.release();
      }
    },
    poolFigures: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    close: () => pool.end(),
  };
}

/** PostgreSQL when `databaseUrl` is set (a pool of `poolSize`), else PGlite in `dataDir`. */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, {
        poolSize: options.poolSize,
        onIdleError: options.onIdleError,
      })
    : openPglite(options.dataDir);
}

/**
 * SQLSTATEs of a database that cannot give this request a connection now: too many connections
 * (for the server or the role), a shutdown or restart under way, and the connection exceptions.
 */
const UNAVAILABLE_STATES = new Set(['53300', '57P01', '57P02', '57P03']);
const CONNECTION_EXCEPTION_CLASS = '08';
/** Socket errors of a server out of reach. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** node-postgres' own errors, which carry no code: the pool's wait, a connection lost. */
const LOST_CONNECTION_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
]);

function isUnavailable(error: Error): boolean {
  const { code } = error as { code?: unknown };
  if (typeof code !== 'string') return LOST_CONNECTION_MESSAGES.has(error.message);
  return (
    UNAVAILABLE_STATES.has(code) ||
    (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) ||
    UNREACHABLE_CODES.has(code)
  );
}

/**
 * The error that says the database could not serve a connection (refused, out of reach, the
 * pool's wait timed out, shutting down): `error` itself – as a transaction's connect throws it –
 * or the cause of drizzle's "Failed query" (only there: a `fetch failed` of another service, whose
 * cause may be ECONNREFUSED too, is no database's), or one of an AggregateError's attempts (one
 * per address of the host). Undefined for any other failure, a bug or a bad query included.
 */
export function databaseUnavailableCause(error: unknown): Error | undefined {
  const candidate = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(candidate instanceof Error)) return undefined;
  if (isUnavailable(candidate)) return candidate;
  if (!(candidate instanceof AggregateError)) return undefined;
  const attempts: unknown[] = candidate.errors;
  return attempts.find((attempt): attempt is Error =>
    attempt instanceof Error ? isUnavailable(attempt) : false,
  );
}

/** True when the database answers a trivial query. */
export async function isDatabaseReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
