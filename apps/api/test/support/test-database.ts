import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/db/database.ts';
import { loadDemoData } from '../../src/db/seed/load.ts';

/**
 * A migrated database with the demo data for one test file: an in-memory PGlite, or – when
 * TEST_DATABASE_URL is set – a fresh PostgreSQL database that is dropped on close.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createPostgresDatabase(serverUrl) : await openPglite();
  await database.migrate();
  await loadDemoData(database.db);
  return database;
}

async function createPostgresDatabase(serverUrl: string): Promise<Database & { url: string }> {
  const name = `bluu_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database ends its connections; the pool replaces them, nothing to report.
  const database = await openPostgres(url.toString(), { onIdleError: () => undefined });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await withAdminClient(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** Runs `work` on a client of the server at `url` (creating and dropping databases). */
export async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
