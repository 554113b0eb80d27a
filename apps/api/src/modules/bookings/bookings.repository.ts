import type { BookingResponse } from '@bluu/contracts/booking';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  fleetCapacity,
  idempotencyKeys,
  QUOTE_CONFIRMED_ONCE_INDEX,
  reservations,
} from '../../db/schema.ts';
import { liveAtBranch, overlapping } from '../availability/availability.repository.ts';
import type { Period } from '../availability/occupancy.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;

/**
 * True when a write failed because the saved quote already has a live reservation (the unique
 * index on the quote number): PostgreSQL and PGlite report it as SQLSTATE 23505 with the index
 * name, possibly wrapped by drizzle in a `cause`.
 */
export function isQuoteAlreadyConfirmed(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === QUOTE_CONFIRMED_ONCE_INDEX) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export function createBookingRepository(db: Db) {
  return {
    /**
     * Locks the branch-and-group capacity row for the rest of the transaction and returns its
     * units; concurrent bookings of the same group at the same branch wait here, on every server.
     */
    async lockCapacity(tx: Db, branchCode: string, vehicleGroup: string): Promise<number> {
      const [row] = await tx
        .select({ units: fleetCapacity.units })
        .from(fleetCapacity)
        .where(
          and(
            eq(fleetCapacity.branchCode, branchCode),
            eq(fleetCapacity.vehicleGroup, vehicleGroup),
          ),
        )
        .for('update');
      return row?.units ?? 0;
    },

    /** Live reservations of a group at a branch overlapping a window (inside the lock). */
    async listOccupying(
      tx: Db,
      branchCode: string,
      vehicleGroup: string,
      window: Period,
      excludeId?: string,
    ): Promise<Period[]> {
      return tx
        .select({ start: reservations.occupiedFrom, end: reservations.occupiedUntil })
        .from(reservations)
        .where(
          and(
            liveAtBranch(branchCode),
            eq(reservations.vehicleGroup, vehicleGroup),
            excludeId ? ne(reservations.id, excludeId) : undefined,
            overlapping(window),
          ),
        );
    },

    /** The reservation, locked for the rest of the transaction. */
    async findForUpdate(tx: Db, reservationNumber: string): Promise<ReservationRow | undefined> {
      const [row] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.reservationNumber, reservationNumber))
        .for('update');
      return row;
    },

    async update(tx: Db, id: string, changes: Partial<NewReservation>): Promise<ReservationRow> {
      const [row] = await tx
        .update(reservations)
        .set(changes)
        .where(eq(reservations.id, id))
        .returning();
      if (!row) throw new Error(`reservation ${id} vanished`);
      return row;
    },

    /**
     * The live reservation that confirmed a quote, if any. A cancelled one does not count: its
     * cancellation frees the quote to be confirmed again while it has not expired, as the
     * profile's quote list shows it (decision 0019), and the one-live-reservation index allows.
     */
    async findByQuoteNumber(quoteNumber: string): Promise<ReservationRow | undefined> {
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.quoteNumber, quoteNumber), ne(reservations.status, 'CANCELLED')))
        .limit(1);
      return row;
    },

    /**
     * Inserts a reservation; false when its number is already taken. Only the id comes back: the
     * writer built the whole row, and drizzle's `returning()` of every column cost a booking
     * about a third of a millisecond of the server's CPU to build and map.
     */
    async insert(tx: Db, reservation: NewReservation): Promise<boolean> {
      const inserted = await tx
        .insert(reservations)
        .values(reservation)
        .onConflictDoNothing({ target: reservations.reservationNumber })
        .returning({ id: reservations.id });
      return inserted.length > 0;
    },

    async findByNumber(reservationNumber: string): Promise<ReservationRow | undefined> {
      const [row] = await db
        .select()
        .from(reservations)
        .where(eq(reservations.reservationNumber, reservationNumber));
      return row;
    },

    async findIdempotencyKey(key: string) {
      const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      return row;
    },

    /**
     * Claims a key inside the transaction with the answer it will give: true when this request
     * owns it. A concurrent request with the same key waits on the row until this transaction
     * ends; a refused request rolls the key back, so only answered requests keep one.
     */
    async claimIdempotencyKey(
      tx: Db,
      claim: { key: string; scope: string; requestHash: string; response: BookingResponse },
    ): Promise<boolean> {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ ...claim, statusCode: 200 })
        .onConflictDoNothing({ target: idempotencyKeys.key })
        .returning({ key: idempotencyKeys.key });
      return claimed.length === 1;
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
