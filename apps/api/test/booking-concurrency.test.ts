import { addDaysToDate, toLocalDateTime } from '@bluu/contracts/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { setCapacity } from './support/scenario.ts';
import { startServer, stopServer, type ServerProcess } from './support/server-process.ts';
import { openTestDatabase } from './support/test-database.ts';

// Two server processes against one PostgreSQL: only PostgreSQL can be shared between processes
// (PGlite is locked to one), so this runs in the PostgreSQL pass (TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DATABASE_URL)('bookings from two servers at once', () => {
  let database: Database & { url?: string };
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = { DATABASE_URL: database.url! };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
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
          headers: { 'content-type': 'application/json' },
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
