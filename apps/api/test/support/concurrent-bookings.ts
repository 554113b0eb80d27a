import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { startServer, stopServer, type ServerProcess } from './server-process.ts';
import { openTestDatabase } from './test-database.ts';

export interface TwoServers {
  database: Database & { url?: string };
  servers: ServerProcess[];
}

/**
 * Two server processes against one PostgreSQL database for the describe block that calls it
 * (only PostgreSQL can be shared between processes, so such suites run in the PostgreSQL pass).
 */
export function twoServersOnOneDatabase(): TwoServers {
  const context = { servers: [] } as unknown as TwoServers;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    const env = { DATABASE_URL: context.database.url! };
    context.servers.push(...(await Promise.all([startServer(env), startServer(env)])));
  });
  afterAll(async () => {
    await Promise.all(context.servers.map((server) => stopServer(server)));
    await context.database?.close();
  });
  return context;
}

export interface Answer {
  status: number;
  body: { errors: { error: Array<{ errorMessage: string }> } };
}

/** The same POST sent `attempts` times at once, alternately to each server. */
export async function postAtOnce(
  servers: ServerProcess[],
  path: string,
  body: unknown,
  attempts: number,
): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: attempts }, (_, index) =>
      fetch(`${servers[index % servers.length]!.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Answer['body'],
      })),
    ),
  );
}
