import { addDaysToDate, toLocalDateTime } from '@bluu/contracts/time';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renter } from './support/booking-fixtures.ts';
import { postAtOnce, twoServersOnOneDatabase } from './support/concurrent-bookings.ts';
import { setCapacity } from './support/scenario.ts';

// Two server processes against one PostgreSQL, like booking-concurrency.test.ts: D2D bookings go
// through the same reservation writer, whose capacity lock is taken on the hub's row of the group.
// Run without that lock (`.for('update')` taken out of lockCapacity) this test failed: 7 of 16
// bookings were accepted for 2 kombis.
describe.runIf(process.env.TEST_DATABASE_URL)('D2D bookings from two servers at once', () => {
  const context = twoServersOnOneDatabase();

  it("never exceed a hub's capacity of a group", async () => {
    const { database, servers } = context;
    const capacity = 2;
    await setCapacity(database.db, '3I', 'TK', capacity);
    const today = toLocalDateTime(new Date()).slice(0, 10);
    const body = {
      numberPassengers: 8,
      pickUpPlaceId: 'za-gp-ekurhuleni-o-r-tambo-international-airport',
      dropOffPlaceId: 'za-gp-johannesburg-sandton',
      pickUpDateTime: `${addDaysToDate(today, 5)} 10:00`,
      vehicleGroup: 'TK',
      pickupFlightType: 'NONE',
      customerDetails: renter({ iD_Type: '', renterID: '' }),
      payment: { moP_Type: 'VS' },
    };
    const attempts = 16;
    const answers = await postAtOnce(servers, '/api/Booking/d2d', body, attempts);
    const statuses = answers.map((answer) => answer.status);
    const unexpected = answers.filter((answer) => answer.status !== 200 && answer.status !== 409);
    expect(unexpected, JSON.stringify(unexpected)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(capacity);
    expect(statuses.filter((status) => status === 409)).toHaveLength(attempts - capacity);
    const result = await database.db.execute(
      sql`select count(*)::int as n from reservations where pick_up_branch = '3I' and vehicle_group = 'TK'`,
    );
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(capacity);
  });
});
