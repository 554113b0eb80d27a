import { LRUCache } from 'lru-cache';
import { lookupResult, type CacheLookup } from '../operations/metrics.ts';
import { localInvalidationBus, type InvalidationBus } from '../shared-state/invalidation-bus.ts';
import type { AvailabilityRepository, Occupancy } from './availability.repository.ts';
import type { Period } from './occupancy.ts';

/** The span of one cached slice of a branch's occupancy; a search touches one to three. */
export const OCCUPANCY_SLICE_MS = 28 * 24 * 3_600_000;

/** The slices (numbered from the epoch) that a period touches: 1 Jan–3 Jan touches one. */
export function slicesOf(period: Period): number[] {
  const first = Math.floor(period.start.getTime() / OCCUPANCY_SLICE_MS);
  const last = Math.floor((period.end.getTime() - 1) / OCCUPANCY_SLICE_MS);
  return Array.from({ length: Math.max(1, last - first + 1) }, (_, index) => first + index);
}

function sliceWindow(slice: number): Period {
  return {
    start: new Date(slice * OCCUPANCY_SLICE_MS),
    end: new Date((slice + 1) * OCCUPANCY_SLICE_MS),
  };
}

function isCancelledFetch(error: unknown): boolean {
  return error instanceof Error && error.message === 'deleted';
}

/**
 * The reservations of the slices' lists that overlap `period` (half-open, as the database's
 * `&&`), each once: one crossing a slice edge is in both slices' lists. A slice spans four weeks
 * and a search mostly one or two, so this leaves the search only the bookings that can matter.
 */
function overlappingOnly(lists: Occupancy[][], period: Period): Occupancy[] {
  const start = period.start.getTime();
  const end = period.end.getTime();
  const seen = lists.length > 1 ? new Set<string>() : undefined;
  const overlapping: Occupancy[] = [];
  for (const list of lists)
    for (const occupancy of list) {
      if (occupancy.start.getTime() >= end || occupancy.end.getTime() <= start) continue;
      if (seen?.has(occupancy.reservationId)) continue;
      seen?.add(occupancy.reservationId);
      overlapping.push(occupancy);
    }
  return overlapping;
}

/**
 * The occupancy of a branch over the period asked about, cached by four-week slice for `ttlMs`
 * and reloaded in the background after it (0 reads the database every time). Each slice holds only the live reservations overlapping it,
 * so a year of history costs a search what its own weeks cost (decision record 0032).
 * Availability is advice: a booking re-checks capacity under a row lock, so a short-lived copy
 * never lets a booking through that does not fit. Writers call `invalidate` after commit, which
 * drops the branch's slices on the other servers too (`bus`, Redis pub/sub when several serve).
 * Each slice's look-up is reported to `onLookup` (hit or miss) for /metrics.
 */
export function createOccupancySource(
  repository: AvailabilityRepository,
  ttlMs: number,
  bus: InvalidationBus = localInvalidationBus,
  onLookup: CacheLookup = () => undefined,
) {
  const load = (branchCode: string, window: Period) => repository.listOccupancy(branchCode, window);
  /** One group's live reservations over `period`, read from the database now: for writes. */
  const forGroup = (branchCode: string, vehicleGroup: string, period: Period) =>
    repository.listOccupancy(branchCode, period, vehicleGroup);
  if (ttlMs <= 0)
    return {
      forBranch: load,
      forGroup,
      invalidate: (_branchCode: string, _period?: Period) => undefined,
    };

  const keyOf = (branchCode: string, slice: number) => `${branchCode}|${slice}`;
  const cache = new LRUCache<string, Occupancy[], { branchCode: string; slice: number }>({
    max: 5_000,
    ttl: ttlMs,
    // An expired slice answers once more while its reload runs, so no search waits on a load
    // just because time passed; an invalidation deletes the slice, which is then never stale.
    allowStale: true,
    fetchMethod: (_key, _stale, { context }) =>
      load(context.branchCode, sliceWindow(context.slice)),
  });
  // The slices asked about per branch: the cache does not list loads still in flight, and an
  // invalidation must cancel those too.
  const slicesByBranch = new Map<string, Set<number>>();
  function drop(branchCode: string): void {
    for (const index of slicesByBranch.get(branchCode) ?? [])
      cache.delete(keyOf(branchCode, index));
    slicesByBranch.delete(branchCode);
  }
  async function slice(branchCode: string, index: number): Promise<Occupancy[]> {
    const key = keyOf(branchCode, index);
    const asked = slicesByBranch.get(branchCode) ?? new Set<number>();
    slicesByBranch.set(branchCode, asked.add(index));
    try {
      const status: LRUCache.Status<string, Occupancy[], { branchCode: string; slice: number }> =
        {};
      const occupancy = await cache.fetch(key, { context: { branchCode, slice: index }, status });
      onLookup(lookupResult(status));
      return occupancy ?? [];
    } catch (error) {
      // An invalidation while this slice was loading cancels that load: read afresh.
      if (cache.has(key) || !isCancelledFetch(error)) throw error;
      return load(branchCode, sliceWindow(index));
    }
  }
  // A key is a branch (all its slices) or one slice, `JS|740`.
  const dropKey = (key: string) => (key.includes('|') ? cache.delete(key) : drop(key));
  bus.subscribe('occupancy', dropKey, () => {
    cache.clear();
    slicesByBranch.clear();
  });
  return {
    forGroup,
    /** The live reservations of the branch overlapping `period`, as the database would list them. */
    async forBranch(branchCode: string, period: Period): Promise<Occupancy[]> {
      const lists = await Promise.all(slicesOf(period).map((index) => slice(branchCode, index)));
      return overlappingOnly(lists, period);
    },
    /** Drops the branch's slices that `period` touches, or all of them without a period. */
    invalidate(branchCode: string, period?: Period): void {
      const keys = period
        ? slicesOf(period).map((index) => keyOf(branchCode, index))
        : [branchCode];
      for (const key of keys) {
        dropKey(key);
        bus.publish('occupancy', key);
      }
    },
  };
}

export type OccupancySource = ReturnType<typeof createOccupancySource>;
