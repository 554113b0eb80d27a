import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './support/test-database.ts';

/**
 * Migration 0015 adds `occupied_from` (decision record 0044). While several servers are upgraded
 * one by one, a server of the previous build keeps writing reservations without it.
 */
describe('a server of the previous build during a rolling upgrade', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  async function occupiedFrom(reservationNumber: string): Promise<string> {
    const result = await database.db.execute(
      sql`select to_char(occupied_from at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as occupied_from
          from reservations where reservation_number = ${reservationNumber}`,
    );
    return (result as unknown as { rows: Array<{ occupied_from: string }> }).rows[0]!.occupied_from;
  }

  it('books without occupied_from: the reservation is held from its pick-up', async () => {
    await database.db.execute(sql`
      insert into reservations (reservation_number, status, pick_up_branch, drop_off_branch,
        vehicle_group, pick_up_at, drop_off_at, occupied_until)
      values ('ROLLING1', 'CONFIRMED', 'JS', 'JS', 'A1', '2027-03-01T08:00Z', '2027-03-04T08:00Z',
        '2027-03-04T09:00Z')`);
    expect(await occupiedFrom('ROLLING1')).toBe('2027-03-01T08:00');
  });

  it('changes the pick-up without occupied_from: the held period starts at the new pick-up', async () => {
    await database.db.execute(
      sql`update reservations set pick_up_at = '2027-03-02T10:00Z' where reservation_number = 'ROLLING1'`,
    );
    expect(await occupiedFrom('ROLLING1')).toBe('2027-03-02T10:00');
  });

  it('leaves a start the new build wrote (a transfer held from before its pick-up)', async () => {
    await database.db.execute(sql`
      insert into reservations (reservation_number, status, pick_up_branch, drop_off_branch,
        vehicle_group, pick_up_at, drop_off_at, occupied_from, occupied_until)
      values ('ROLLING2', 'CONFIRMED', 'JS', 'JS', 'A1', '2027-03-01T10:00Z', '2027-03-01T12:00Z',
        '2027-03-01T08:15Z', '2027-03-01T13:00Z')`);
    expect(await occupiedFrom('ROLLING2')).toBe('2027-03-01T08:15');
    await database.db.execute(
      sql`update reservations set status = 'CANCELLED' where reservation_number = 'ROLLING2'`,
    );
    expect(await occupiedFrom('ROLLING2')).toBe('2027-03-01T08:15');
  });
});
