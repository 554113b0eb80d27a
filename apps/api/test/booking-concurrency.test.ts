import { addDaysToDate, toLocalDateTime } from '@bluu/contracts/time';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { postAtOnce, twoServersOnOneDatabase } from './support/concurrent-bookings.ts';
import { setCapacity } from './support/scenario.ts';

// Two server processes against one PostgreSQL: only PostgreSQL can be shared between processes
// (PGlite is locked to one), so this runs in the PostgreSQL pass (TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DATABASE_URL)('bookings from two servers at once', () => {
  const context = twoServersOnOneDatabase();

  it('never exceed the capacity of a branch and group', async () => {
    const { database, servers } = context;
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
    const answers = await postAtOnce(servers, '/api/Booking', body, attempts);
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
