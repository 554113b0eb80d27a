import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database.ts';
import {
  accountRateCodes,
  accounts,
  branches,
  customerAddresses,
  customerGroups,
  d2dHubs,
  d2dRateBands,
  d2dRateCodes,
  fleetCapacity,
  places,
  products,
  rateCharges,
  rateCodes,
  vehicleGroups,
} from '../schema.ts';
import { BRANCHES } from './branches.ts';
import {
  CUSTOMER_ADDRESSES,
  D2D_CAPACITY,
  D2D_GROUPS,
  D2D_HUB_BRANCHES,
  D2D_HUBS_SEED,
  D2D_RATE_BANDS,
  D2D_RATE_CODES,
} from './d2d.ts';
import { FLEET_CAPACITY } from './fleet.ts';
import { placeRows } from './places.ts';
import { CUSTOMER_GROUPS, PRODUCTS } from './products.ts';
import { ACCOUNTS, RATE_CHARGES, RATE_CODES } from './rates.ts';
import { VEHICLE_GROUPS } from './vehicle-groups.ts';

const SEED_LOCK_ID = 7_233_002;

/** A part of the demo data, loaded when its first table is still empty. */
interface SeedStep {
  table: PgTable;
  key: PgColumn;
  load(tx: Db): Promise<void>;
}

const STEPS: SeedStep[] = [
  {
    table: branches,
    key: branches.code,
    async load(tx) {
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
    },
  },
  {
    table: products,
    key: products.code,
    async load(tx) {
      await tx.insert(products).values(PRODUCTS);
      const groups = await Promise.all(
        CUSTOMER_GROUPS.map(async ({ pin, ...group }) => ({ ...group, pinHash: await hash(pin) })),
      );
      await tx.insert(customerGroups).values(groups);
    },
  },
  {
    table: places,
    key: places.id,
    async load(tx) {
      await tx.insert(places).values(placeRows());
    },
  },
  {
    // Door-to-door: hubs (as branches), chauffeured groups, capacity, rate codes and bands.
    table: d2dHubs,
    key: d2dHubs.code,
    async load(tx) {
      await tx.insert(branches).values(D2D_HUB_BRANCHES);
      await tx.insert(d2dHubs).values(D2D_HUBS_SEED);
      await tx.insert(vehicleGroups).values(D2D_GROUPS);
      await tx.insert(fleetCapacity).values(D2D_CAPACITY);
      await tx.insert(d2dRateCodes).values(D2D_RATE_CODES);
      await tx.insert(d2dRateBands).values(D2D_RATE_BANDS);
      await tx.insert(customerAddresses).values(CUSTOMER_ADDRESSES);
    },
  },
];

/**
 * Loads the demo data: each part once, into its still-empty tables, so a database made by an
 * earlier version receives the parts added since. Safe to call on every start.
 */
export async function loadDemoData(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const loaded: string[] = [];
    for (const step of STEPS) {
      const [existing] = await tx.select({ key: step.key }).from(step.table).limit(1);
      if (existing) continue;
      await step.load(tx);
      loaded.push(String(step.key.name));
    }
    return loaded;
  });
}
