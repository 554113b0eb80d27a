import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reservations } from '../../db/schema.ts';
import type { Period } from './occupancy.ts';

export type Occupancy = Period & { vehicleGroup: string; reservationId: string };

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
        .where(
          and(
            eq(reservations.pickUpBranch, branchCode),
            ne(reservations.status, 'CANCELLED'),
            gt(reservations.occupiedUntil, since),
          ),
        );
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
