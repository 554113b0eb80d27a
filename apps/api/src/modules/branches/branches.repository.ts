import { asc, desc, eq } from 'drizzle-orm';
import type { Branch } from '@bluu/contracts/branch';
import type { Db } from '../../db/database.ts';
import { branches } from '../../db/schema.ts';

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
  };
}

export type BranchRepository = ReturnType<typeof createBranchRepository>;
