import { parseLocalDateTime } from '@bluu/contracts/time';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAvailabilityRepository } from '../src/modules/availability/availability.repository.ts';
import { occupiedPeriod, type Period } from '../src/modules/availability/occupancy.ts';
import {
  createOccupancySource,
  OCCUPANCY_SLICE_MS,
  slicesOf,
} from '../src/modules/availability/occupancy-source.ts';
import type { Database } from '../src/db/database.ts';
import { reserve } from './support/scenario.ts';
import { openTestDatabase } from './support/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function at(text: string): Date {
  const instant = parseLocalDateTime(text);
  if (!instant) throw new Error(`bad date ${text}`);
  return instant;
}

function period(from: string, to: string): Period {
  return occupiedPeriod(at(from), at(to));
}

/** A reservation of `group` at `branch` from `from` to `to` (branch time). */
function book(
  branch: string,
  group: string,
  from: string,
  to: string,
  status?: 'CONFIRMED' | 'CANCELLED',
) {
  return reserve(database.db, { branch, group, from, to, status });
}

const december = period('2026-12-04 10:00', '2026-12-08 10:00');

describe('occupancy source', () => {
  it('keeps a branch occupancy for its time to live and forgets it when told', async () => {
    const source = createOccupancySource(createAvailabilityRepository(database.db), 60_000);
    expect(await source.forBranch('CT', december)).toEqual([]);
    await book('CT', 'A1', '2026-12-05 10:00', '2026-12-07 10:00');
    expect(await source.forBranch('CT', december)).toEqual([]);
    source.invalidate('CT');
    expect(await source.forBranch('CT', december)).toHaveLength(1);
  });

  it('reloads a slice after its time to live, answering with the old copy meanwhile', async () => {
    const source = createOccupancySource(createAvailabilityRepository(database.db), 20);
    expect(await source.forBranch('BT', december)).toEqual([]);
    await book('BT', 'A1', '2026-12-05 10:00', '2026-12-07 10:00');
    await vi.waitFor(async () => expect(await source.forBranch('BT', december)).toHaveLength(1));
  });

  it('reads the database every time with no time to live, only bookings overlapping the period', async () => {
    const source = createOccupancySource(createAvailabilityRepository(database.db), 0);
    await book('CB', 'A1', '2026-11-20 10:00', '2026-11-22 10:00');
    expect(await source.forBranch('CB', december)).toEqual([]);
    await book('CB', 'A1', '2026-12-05 10:00', '2026-12-07 10:00');
    const [found] = await source.forBranch('CB', december);
    expect(found?.vehicleGroup).toBe('A1');
  });
});

describe('occupancy source by period', () => {
  it('counts a booking months beyond the slice already loaded when asked about its period', async () => {
    const source = createOccupancySource(createAvailabilityRepository(database.db), 60_000);
    await book('PE', 'B1', '2027-05-10 10:00', '2027-05-20 10:00');
    expect(await source.forBranch('PE', december)).toEqual([]);
    const may = await source.forBranch('PE', period('2027-05-15 10:00', '2027-05-16 10:00'));
    expect(may.map((found) => found.vehicleGroup)).toEqual(['B1']);
  });

  it('counts a booking that began before the period and is still out', async () => {
    const source = createOccupancySource(createAvailabilityRepository(database.db), 60_000);
    await book('EL', 'A2', '2027-01-01 10:00', '2027-01-30 10:00');
    expect(
      await source.forBranch('EL', period('2027-01-28 10:00', '2027-01-29 10:00')),
    ).toHaveLength(1);
  });

  it('counts a booking crossing a slice edge once for a period spanning both slices', async () => {
    const source = createOccupancySource(createAvailabilityRepository(database.db), 60_000);
    const edge = new Date(
      Math.ceil(at('2027-03-01 10:00').getTime() / OCCUPANCY_SLICE_MS) * OCCUPANCY_SLICE_MS,
    );
    const around: Period = {
      start: new Date(edge.getTime() - 2 * 86_400_000),
      end: new Date(edge.getTime() + 2 * 86_400_000),
    };
    expect(slicesOf(around)).toHaveLength(2);
    await book('GR', 'C1', '2027-02-20 10:00', '2027-03-30 10:00');
    expect(await source.forBranch('GR', around)).toHaveLength(1);
  });

  it('lists only the bookings overlapping the period, as the database does, not the whole slice', async () => {
    const cached = createOccupancySource(createAvailabilityRepository(database.db), 60_000);
    const uncached = createOccupancySource(createAvailabilityRepository(database.db), 0);
    const asked = period('2026-12-10 10:00', '2026-12-12 10:00');
    expect(slicesOf(asked)).toEqual(slicesOf(period('2026-12-02 10:00', '2026-12-04 10:00')));
    // Same slice: before the period, touching its start, inside it, and after it.
    await book('DU', 'A1', '2026-12-02 10:00', '2026-12-04 10:00');
    await book('DU', 'A1', '2026-12-08 10:00', '2026-12-10 09:00');
    await book('DU', 'B1', '2026-12-09 10:00', '2026-12-11 10:00');
    await book('DU', 'A1', '2026-12-13 10:00', '2026-12-14 10:00');
    const groups = async (source: typeof cached) =>
      (await source.forBranch('DU', asked)).map((found) => found.vehicleGroup);
    expect(await groups(cached)).toEqual(['B1']);
    expect(await groups(uncached)).toEqual(['B1']);
  });

  it('does not count cancelled bookings or other branches', async () => {
    const source = createOccupancySource(createAvailabilityRepository(database.db), 60_000);
    await book('UP', 'A1', '2026-12-05 10:00', '2026-12-07 10:00', 'CANCELLED');
    await book('KI', 'A1', '2026-12-05 10:00', '2026-12-07 10:00');
    expect(await source.forBranch('UP', december)).toEqual([]);
  });
});

describe('occupancy source under invalidation', () => {
  it('answers a load that an invalidation cancelled by reading afresh', async () => {
    const source = createOccupancySource(createAvailabilityRepository(database.db), 60_000);
    const loading = source.forBranch('SB', december);
    source.invalidate('SB');
    await expect(loading).resolves.toEqual([]);
    await book('SB', 'A1', '2026-12-05 10:00', '2026-12-07 10:00');
    const again = source.forBranch('SB', december);
    source.invalidate('SB');
    expect(await again).toHaveLength(1);
  });

  it('drops only the slices of the period it is told about', async () => {
    const source = createOccupancySource(createAvailabilityRepository(database.db), 60_000);
    const may = period('2027-05-01 10:00', '2027-05-03 10:00');
    expect(await source.forBranch('PT', december)).toEqual([]);
    expect(await source.forBranch('PT', may)).toEqual([]);
    await book('PT', 'A1', '2026-12-05 10:00', '2026-12-07 10:00');
    await book('PT', 'A1', '2027-05-01 10:00', '2027-05-02 10:00');
    source.invalidate('PT', period('2026-12-05 10:00', '2026-12-07 10:00'));
    expect(await source.forBranch('PT', december)).toHaveLength(1);
    expect(await source.forBranch('PT', may)).toEqual([]);
  });

  it('drops every slice of the branch it is told about', async () => {
    const source = createOccupancySource(createAvailabilityRepository(database.db), 60_000);
    const may = period('2027-05-01 10:00', '2027-05-03 10:00');
    expect(await source.forBranch('WB', december)).toEqual([]);
    expect(await source.forBranch('WB', may)).toEqual([]);
    await book('WB', 'A1', '2026-12-05 10:00', '2026-12-07 10:00');
    await book('WB', 'A1', '2027-05-01 10:00', '2027-05-02 10:00');
    source.invalidate('WB');
    expect(await source.forBranch('WB', december)).toHaveLength(1);
    expect(await source.forBranch('WB', may)).toHaveLength(1);
  });
});
