import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reservations } from '../../db/schema.ts';
import type { Period } from './occupancy.ts';

export type Occupancy = Period & { vehicleGroup: string; reservationId: string };

/** Reservations keeping units of a branch busy: every one not cancelled. */
export function liveAtBranch(branchCode: string) {
  return and(eq(reservations.pickUpBranch, branchCode), ne(reservations.status, 'CANCELLED'));
}

/**
 * Reservations whose occupied period overlaps `window`, in the shape of the GiST index
 * `reservations_occupancy_idx` so PostgreSQL reads only those (half-open: touching is not overlap).
 */
export function overlapping(window: Period) {
  return sql`tstzrange(${reservations.occupiedFrom}, ${reservations.occupiedUntil}) && tstzrange(${window.start.toISOString()}::timestamptz, ${window.end.toISOString()}::timestamptz)`;
}

export function createAvailabilityRepository(db: Db) {
  return {
    /**
     * Periods during which live reservations keep units of a branch (of one vehicle group, when
     * given) busy, overlapping `window`.
     */
    async listOccupancy(
      branchCode: string,
      window: Period,
      vehicleGroup?: string,
    ): Promise<Occupancy[]> {
      return db
        .select({
          reservationId: reservations.id,
          vehicleGroup: reservations.vehicleGroup,
          start: reservations.occupiedFrom,
          end: reservations.occupiedUntil,
        })
        .from(reservations)
        .where(
          and(
            liveAtBranch(branchCode),
            vehicleGroup === undefined ? undefined : eq(reservations.vehicleGroup, vehicleGroup),
            overlapping(window),
          ),
        );
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
