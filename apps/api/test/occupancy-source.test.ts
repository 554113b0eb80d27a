import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAvailabilityRepository } from '../src/modules/availability/availability.repository.ts';
import { createOccupancySource } from '../src/modules/availability/occupancy-source.ts';
import type { Database } from '../src/db/database.ts';
import { reserve } from './support/scenario.ts';
import { fixedClock } from './support/test-app.ts';
import { openTestDatabase } from './support/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('occupancy source', () => {
  const { clock } = fixedClock('2026-12-01 08:00');

  it('keeps a branch occupancy for its time to live and forgets it when told', async () => {
    const source = createOccupancySource(createAvailabilityRepository(database.db), clock, 60_000);
    expect(await source.forBranch('CT')).toEqual([]);
    await reserve(database.db, {
      branch: 'CT',
      group: 'A1',
      from: '2026-12-05 10:00',
      to: '2026-12-07 10:00',
    });
    expect(await source.forBranch('CT')).toEqual([]);
    source.invalidate('CT');
    expect(await source.forBranch('CT')).toHaveLength(1);
  });

  it('reads the database every time with no time to live, ignoring bookings already over', async () => {
    const source = createOccupancySource(createAvailabilityRepository(database.db), clock, 0);
    await reserve(database.db, {
      branch: 'CB',
      group: 'A1',
      from: '2026-11-20 10:00',
      to: '2026-11-22 10:00',
    });
    expect(await source.forBranch('CB')).toEqual([]);
    await reserve(database.db, {
      branch: 'CB',
      group: 'A1',
      from: '2026-12-05 10:00',
      to: '2026-12-07 10:00',
    });
    const [period] = await source.forBranch('CB');
    expect(period?.vehicleGroup).toBe('A1');
  });
});

describe('occupancy source under invalidation', () => {
  it('answers a load that an invalidation cancelled by reading afresh', async () => {
    const { clock } = fixedClock('2026-12-01 08:00');
    const source = createOccupancySource(createAvailabilityRepository(database.db), clock, 60_000);
    const loading = source.forBranch('SB');
    source.invalidate('SB');
    await expect(loading).resolves.toEqual([]);
    await reserve(database.db, {
      branch: 'SB',
      group: 'A1',
      from: '2026-12-05 10:00',
      to: '2026-12-07 10:00',
    });
    const again = source.forBranch('SB');
    source.invalidate('SB');
    expect(await again).toHaveLength(1);
  });
});
