import type { FastifyInstance } from 'fastify';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { buildApp } from '../../src/app.ts';
import { configSchema, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { openTestDatabase } from './test-database.ts';

/** A fixed branch-local "now" for a test, e.g. `fixedClock('2026-12-01 08:00')`. */
export function fixedClock(localDateTime: string): { now: Date; clock: () => Date } {
  const now = parseLocalDateTime(localDateTime);
  if (!now) throw new Error(`bad clock ${localDateTime}`);
  return { now, clock: () => now };
}

export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  // No caching: scenarios change the fleet and bookings directly between requests.
  return configSchema.parse({
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-42',
    WEB_DIST_DIR: '/nonexistent',
    REFERENCE_CACHE_SECONDS: '0',
    OCCUPANCY_CACHE_SECONDS: '0',
    ...overrides,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a real database with the demo data, at a fixed time. */
export async function startTestApp(
  clock: () => Date,
  overrides: Partial<Record<keyof Config, string>> = {},
  logStream?: NodeJS.WritableStream,
): Promise<TestContext> {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(overrides), {
    database,
    clock,
    checkAnswers: true,
    ...(logStream ? { logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
