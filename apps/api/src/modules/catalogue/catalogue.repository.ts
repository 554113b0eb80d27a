import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  accountRateCodes,
  accounts,
  fleetCapacity,
  products,
  rateCharges,
  rateCodes,
  vehicleGroups,
} from '../../db/schema.ts';
import type { BranchRepository } from '../branches/branches.repository.ts';
import type { Catalogue, RateCodeRow } from './catalogue.ts';

/**
 * Reads the reference data – branches, groups, rate codes, charges, fleet – one query after
 * another: a load holds one pooled connection, not eight at once (every server reloads it every
 * REFERENCE_CACHE_SECONDS, and eight new connections per server used up a PostgreSQL role's
 * connection limit). The tables are small, and requests are answered from the kept copy while it
 * reloads.
 */
export function createCatalogueRepository(db: Db, branches: BranchRepository) {
  return {
    async load(): Promise<Catalogue> {
      const branchList = await branches.list();
      const hubs = await branches.listActiveD2dHubs();
      const groups = await db.select().from(vehicleGroups).orderBy(asc(vehicleGroups.sortOrder));
      const codes = await db.select().from(rateCodes);
      const charges = await db.select().from(rateCharges);
      const capacity = await db.select().from(fleetCapacity);
      const accountCodes = await db
        .select({
          accountNo: accountRateCodes.accountNo,
          rateCode: accountRateCodes.rateCode,
          defaultRateCode: accounts.defaultRateCode,
        })
        .from(accountRateCodes)
        .innerJoin(accounts, eq(accounts.accountNo, accountRateCodes.accountNo));
      const productRows = await db.select().from(products).orderBy(asc(products.sortOrder));

      const rateByCode = new Map<string, RateCodeRow>(
        codes.map((row) => [
          row.code,
          {
            code: row.code,
            description: row.description,
            accountType: row.accountType,
            residence: row.residence,
          },
        ]),
      );
      const groupOrder = new Map(groups.map((group, index) => [group.code, index]));
      const capacityByBranch = new Map<string, Array<{ vehicleGroup: string; units: number }>>();
      for (const row of capacity.filter((r) => r.units > 0)) {
        const list = capacityByBranch.get(row.branchCode) ?? [];
        list.push({ vehicleGroup: row.vehicleGroup, units: row.units });
        capacityByBranch.set(row.branchCode, list);
      }
      for (const list of capacityByBranch.values())
        list.sort(
          (a, b) => (groupOrder.get(a.vehicleGroup) ?? 0) - (groupOrder.get(b.vehicleGroup) ?? 0),
        );

      const chargesByRate = new Map<string, Map<string, (typeof charges)[number]>>();
      for (const row of charges) {
        const byGroup = chargesByRate.get(row.rateCode) ?? new Map();
        byGroup.set(row.vehicleGroup, row);
        chargesByRate.set(row.rateCode, byGroup);
      }

      const accountRates = new Map<string, RateCodeRow[]>();
      for (const row of accountCodes) {
        const rate = rateByCode.get(row.rateCode);
        if (!rate) continue;
        const list = accountRates.get(row.accountNo) ?? [];
        if (row.rateCode === row.defaultRateCode) list.unshift(rate);
        else list.push(rate);
        accountRates.set(row.accountNo, list);
      }

      return {
        branches: branchList,
        branchByCode: new Map(branchList.map((branch) => [branch.branchCode, branch])),
        d2dHubs: hubs,
        groups: new Map(groups.map((group) => [group.code, group])),
        rateCodes: rateByCode,
        accountRates,
        capacityByBranch,
        chargesByRate,
        products: productRows,
      };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
