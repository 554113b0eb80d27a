import { asc, desc, eq } from 'drizzle-orm';
import type { Branch } from '@bluu/contracts/branch';
import type { Db } from '../../db/database.ts';
import { branches, d2dHubs } from '../../db/schema.ts';

function toBranch(row: typeof branches.$inferSelect): Branch {
  return {
    branchCode: row.code,
    branchName: row.name,
    isVanRental: row.isVanRental,
    allowDelivery: row.allowDelivery,
    allowCollection: row.allowCollection,
    isAirport: row.isAirport,
    country: row.country,
    currency: row.currency,
    province: row.province,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    telephone: row.telephone,
    email: row.email,
    openingHours: row.openingHours,
  };
}

export function createBranchRepository(db: Db) {
  return {
    async list(): Promise<Branch[]> {
      const rows = await db
        .select()
        .from(branches)
        .where(eq(branches.isD2dHub, false))
        .orderBy(desc(branches.country), asc(branches.name));
      return rows.map(toBranch);
    },

    /** The active Door2Door hubs, which `list` leaves out: they are no rental branches. */
    async listActiveD2dHubs(): Promise<Branch[]> {
      const rows = await db
        .select({ branch: branches })
        .from(d2dHubs)
        .innerJoin(branches, eq(branches.code, d2dHubs.code))
        .where(eq(d2dHubs.status, 'ACTIVE'))
        .orderBy(asc(d2dHubs.sortOrder));
      return rows.map((row) => toBranch(row.branch));
    },
  };
}

export type BranchRepository = ReturnType<typeof createBranchRepository>;
