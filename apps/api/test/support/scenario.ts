import { randomUUID } from 'node:crypto';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database.ts';
import { fleetCapacity, rateCharges, reservations } from '../../src/db/schema.ts';
import { occupiedPeriod } from '../../src/modules/availability/occupancy.ts';

function instant(text: string): Date {
  const parsed = parseLocalDateTime(text);
  if (!parsed) throw new Error(`bad scenario date ${text}`);
  return parsed;
}

/** Sets how many units of a group a branch has. */
export async function setCapacity(db: Db, branchCode: string, vehicleGroup: string, units: number) {
  await db
    .insert(fleetCapacity)
    .values({ branchCode, vehicleGroup, units })
    .onConflictDoUpdate({
      target: [fleetCapacity.branchCode, fleetCapacity.vehicleGroup],
      set: { units },
    });
}

/** Removes every unit of every group at a branch except the ones named. */
export async function keepOnlyGroups(db: Db, branchCode: string, keep: string[]) {
  const rows = await db
    .select()
    .from(fleetCapacity)
    .where(eq(fleetCapacity.branchCode, branchCode));
  for (const row of rows.filter((r) => !keep.includes(r.vehicleGroup))) {
    await db
      .delete(fleetCapacity)
      .where(
        and(
          eq(fleetCapacity.branchCode, branchCode),
          eq(fleetCapacity.vehicleGroup, row.vehicleGroup),
        ),
      );
  }
}

/** An existing reservation occupying one unit from pick-up to drop-off plus turnaround. */
export async function reserve(
  db: Db,
  booking: {
    branch: string;
    group: string;
    from: string;
    to: string;
    status?: 'CONFIRMED' | 'OPEN' | 'CANCELLED';
  },
) {
  const pickUpAt = instant(booking.from);
  const dropOffAt = instant(booking.to);
  await db.insert(reservations).values({
    reservationNumber: `TEST-${randomUUID()}`,
    status: booking.status ?? 'CONFIRMED',
    pickUpBranch: booking.branch,
    dropOffBranch: booking.branch,
    vehicleGroup: booking.group,
    pickUpAt,
    dropOffAt,
    occupiedFrom: pickUpAt,
    occupiedUntil: occupiedPeriod(pickUpAt, dropOffAt).end,
  });
}

/**
 * Prices a rate's super cover (SCDW and STLW, and its excess) at 0 for one group, as the demo data does for E3
 * under INTL at the van branch, which is not bookable online; returns what puts it back.
 */
export async function withoutSuperCover(
  db: Db,
  rateCode: string,
  vehicleGroup: string,
): Promise<() => Promise<void>> {
  const where = and(eq(rateCharges.rateCode, rateCode), eq(rateCharges.vehicleGroup, vehicleGroup));
  const [before] = await db.select().from(rateCharges).where(where);
  if (!before) throw new Error(`no ${rateCode} charge for ${vehicleGroup}`);
  await db
    .update(rateCharges)
    .set({ scdwDailyCents: 0, stlwDailyCents: 0, scdwExcessCents: 0 })
    .where(where);
  return async () => {
    await db
      .update(rateCharges)
      .set({
        scdwDailyCents: before.scdwDailyCents,
        stlwDailyCents: before.stlwDailyCents,
        scdwExcessCents: before.scdwExcessCents,
      })
      .where(where);
  };
}
