import { LRUCache } from 'lru-cache';
import type { Clock } from '../../clock.ts';
import { lookupResult, type CacheLookup } from '../operations/metrics.ts';
import { localInvalidationBus, type InvalidationBus } from '../shared-state/invalidation-bus.ts';
import type { AvailabilityRepository, Occupancy } from './availability.repository.ts';

/**
 * The upcoming occupancy of each branch, kept for `ttlMs` (0 reads the database every time).
 * Availability is advice: a booking re-checks capacity under a row lock, so a short-lived copy
 * never lets a booking through that does not fit. Writers call `invalidate` after commit, which
 * drops the branch on the other servers too (`bus`, Redis pub/sub when several share the load).
 * Each look-up is reported to `onLookup` (hit or miss) for /metrics.
 */
function isCancelledFetch(error: unknown): boolean {
  return error instanceof Error && error.message === 'deleted';
}

export function createOccupancySource(
  repository: AvailabilityRepository,
  clock: Clock,
  ttlMs: number,
  bus: InvalidationBus = localInvalidationBus,
  onLookup: CacheLookup = () => undefined,
) {
  const load = (branchCode: string) => repository.listOccupancy(branchCode, clock());
  if (ttlMs <= 0) return { forBranch: load, invalidate: (_branchCode: string) => undefined };
  const cache = new LRUCache<string, Occupancy[]>({
    max: 500,
    ttl: ttlMs,
    fetchMethod: (branchCode) => load(branchCode),
  });
  bus.subscribe(
    'occupancy',
    (branchCode) => cache.delete(branchCode),
    () => cache.clear(),
  );
  return {
    async forBranch(branchCode: string): Promise<Occupancy[]> {
      try {
        const status: LRUCache.Status<string, Occupancy[]> = {};
        const occupancy = await cache.fetch(branchCode, { status });
        onLookup(lookupResult(status));
        return occupancy ?? [];
      } catch (error) {
        // An invalidation while this branch was loading cancels that load: read afresh.
        if (cache.has(branchCode) || !isCancelledFetch(error)) throw error;
        return load(branchCode);
      }
    },
    invalidate(branchCode: string): void {
      cache.delete(branchCode);
      bus.publish('occupancy', branchCode);
    },
  };
}

export type OccupancySource = ReturnType<typeof createOccupancySource>;
