import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reservations } from '../../db/schema.ts';
import type { Period } from './occupancy.ts';

export type Occupancy = Period & { vehicleGroup: string; reservationId: string };

/** Reservations keeping units of a branch busy: every one not cancelled. */
export function liveAtBranch(branchCode: string) {
  return and(eq(reservations.pickUpBranch, branchCode), ne(reservations.status, 'CANCELLED'));
}

export function createAvailabilityRepository(db: Db) {
  return {
    /** Periods during which live reservations keep units of a branch busy, ending after `since`. */
    async listOccupancy(branchCode: string, since: Date): Promise<Occupancy[]> {
      return db
        .select({
          reservationId: reservations.id,
          vehicleGroup: reservations.vehicleGroup,
          start: reservations.pickUpAt,
          end: reservations.occupiedUntil,
        })
        .from(reservations)
        .where(and(liveAtBranch(branchCode), gt(reservations.occupiedUntil, since)));
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
