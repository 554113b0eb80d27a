import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (holding an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  /** The PostgreSQL pool's connections (absent on PGlite, which has one in-process connection). */
  poolFigures?(): { total: number; idle: number; waiting: number };
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
 * A PostgreSQL connection pool. An idle connection that the server drops (restart, failover)
 * is reported to `onIdleError` and replaced by the pool; it must not crash the process.
 */
export async function openPostgres(
  url: string,
  options: { poolSize?: number; onIdleError?: (error: Error) => void } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
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
    }),
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { onIdleError: options.onIdleError })
    : openPglite(options.dataDir);
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
