import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { addDaysToDate, toLocalDateTime } from '@bluu/contracts/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { setCapacity } from './support/scenario.ts';
import { openTestDatabase } from './support/test-database.ts';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(databaseUrl: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SESSION_SECRET: 'concurrency-test-secret-concurrency-test',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

// Two server processes against one PostgreSQL: only PostgreSQL can be shared between processes
// (PGlite is locked to one), so this runs in the PostgreSQL pass (TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DATABASE_URL)('bookings from two servers at once', () => {
  let database: Database & { url?: string };
  const servers: Array<{ url: string; process: ChildProcess }> = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    servers.push(await startServer(database.url!), await startServer(database.url!));
  });
  afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.process.once('exit', () => resolve());
            server.process.kill('SIGTERM');
          }),
      ),
    );
    await database?.close();
  });

  it('never exceed the capacity of a branch and group', async () => {
    const capacity = 4;
    await setCapacity(database.db, 'BF', 'A1', capacity);
    const today = toLocalDateTime(new Date()).slice(0, 10);
    const body = {
      pickUpBranch: 'BF',
      pickUpDateTime: `${addDaysToDate(today, 5)} 10:00`,
      dropOffBranch: 'BF',
      dropOffDateTime: `${addDaysToDate(today, 8)} 10:00`,
      vehicleGroup: 'A1',
      selectedWaiver: 'CDW',
      customerDetails: renter(),
      payment: cardPayment(),
    };
    const attempts = 24;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        fetch(`${servers[index % 2]!.url}/api/Booking`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${index}` },
          body: JSON.stringify(body),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { errors: { error: Array<{ errorMessage: string }> } },
        })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const unexpected = answers.filter((answer) => answer.status !== 200 && answer.status !== 409);
    expect(unexpected, JSON.stringify(unexpected)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(capacity);
    expect(statuses.filter((status) => status === 409)).toHaveLength(attempts - capacity);
    const refusal = answers.find((answer) => answer.status === 409)!;
    expect(refusal.body.errors.error[0]?.errorMessage).toMatch(/no longer available|not available/);
    const result = await database.db.execute(
      sql`select count(*)::int as n from reservations where pick_up_branch = 'BF' and vehicle_group = 'A1'`,
    );
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(capacity);
  });
});
