import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import {
  accountRateCodes,
  accounts,
  branches,
  fleetCapacity,
  rateCharges,
  rateCodes,
  vehicleGroups,
} from '../schema.ts';
import { BRANCHES } from './branches.ts';
import { FLEET_CAPACITY } from './fleet.ts';
import { ACCOUNTS, RATE_CHARGES, RATE_CODES } from './rates.ts';
import { VEHICLE_GROUPS } from './vehicle-groups.ts';

const SEED_LOCK_ID = 7_233_002;

/** Loads the demo data once: on a database without branches. Safe to call on every start. */
export async function loadDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(branches);
    if ((existing?.count ?? 0) > 0) return false;
    await tx.insert(branches).values(BRANCHES);
    await tx.insert(vehicleGroups).values(VEHICLE_GROUPS);
    await tx.insert(fleetCapacity).values(FLEET_CAPACITY);
    await tx.insert(rateCodes).values(RATE_CODES);
    await tx.insert(rateCharges).values(RATE_CHARGES);
    const accountRows = await Promise.all(
      ACCOUNTS.map(async ({ pin, otherRateCodes: _others, ...account }) => ({
        ...account,
        pinHash: await hash(pin),
      })),
    );
    await tx.insert(accounts).values(accountRows);
    await tx.insert(accountRateCodes).values(
      ACCOUNTS.flatMap((account) =>
        [account.defaultRateCode, ...account.otherRateCodes].map((rateCode) => ({
          accountNo: account.accountNo,
          rateCode,
        })),
      ),
    );
    return true;
  });
}
