import type { Branch } from '@bluu/contracts/branch';
import { LRUCache } from 'lru-cache';
import { lookupResult, type CacheLookup } from '../operations/metrics.ts';
import type { products, rateCharges, vehicleGroups } from '../../db/schema.ts';

export interface RateCodeRow {
  code: string;
  description: string;
  accountType: 'I' | 'C' | 'T';
  residence: 'L' | 'I' | null;
}

export type VehicleGroupRow = typeof vehicleGroups.$inferSelect;
export type RateChargeRow = typeof rateCharges.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** A snapshot of the reference data that every search reads. */
export interface Catalogue {
  branches: Branch[];
  branchByCode: Map<string, Branch>;
  /** The active Door2Door hubs (not among `branches`: nothing is rented there). */
  d2dHubs: Branch[];
  groups: Map<string, VehicleGroupRow>;
  rateCodes: Map<string, RateCodeRow>;
  /** Rate codes an account may use, its default first. */
  accountRates: Map<string, RateCodeRow[]>;
  /** Groups stocked at each branch, in fleet order. */
  capacityByBranch: Map<string, Array<{ vehicleGroup: string; units: number }>>;
  chargesByRate: Map<string, Map<string, RateChargeRow>>;
  /** Every product, in display order. */
  products: ProductRow[];
}

/** Where the catalogue comes from (the catalogue repository reads it from the database). */
export interface CatalogueLoader {
  load(): Promise<Catalogue>;
}

/**
 * Reference data changes rarely and is read on every search, so it is kept in memory and
 * reloaded after `ttlMs` (0 reads the database every time); each look-up is reported to
 * `onLookup` (hit or miss) for /metrics.
 */
export function createCatalogueSource(
  repository: CatalogueLoader,
  ttlMs: number,
  onLookup: CacheLookup = () => undefined,
) {
  if (ttlMs <= 0) return { get: () => repository.load() };
  const cache = new LRUCache<'catalogue', Catalogue>({
    max: 1,
    ttl: ttlMs,
    allowStale: true,
    fetchMethod: () => repository.load(),
  });
  return {
    async get(): Promise<Catalogue> {
      const status: LRUCache.Status<'catalogue', Catalogue> = {};
      const catalogue = await cache.fetch('catalogue', { status });
      onLookup(lookupResult(status));
      if (!catalogue) throw new Error('The catalogue could not be loaded');
      return catalogue;
    },
  };
}

export type CatalogueSource = ReturnType<typeof createCatalogueSource>;
