import type { D2dHub } from '@bluu/contracts/d2d';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  accounts,
  branches,
  customerAddresses,
  d2dHubs,
  d2dQuotes,
  d2dRateBands,
  d2dRateCodes,
  fleetCapacity,
  reservations,
} from '../../db/schema.ts';

export type D2dQuoteRow = typeof d2dQuotes.$inferSelect;
export type D2dRateBandRow = typeof d2dRateBands.$inferSelect;
export type D2dRateCodeRow = typeof d2dRateCodes.$inferSelect;

export function createD2dRepository(db: Db) {
  return {
    async listHubs(): Promise<D2dHub[]> {
      return db
        .select({
          code: d2dHubs.code,
          status: d2dHubs.status,
          address: branches.address,
          name: branches.name,
          latitude: branches.latitude,
          longitude: branches.longitude,
        })
        .from(d2dHubs)
        .innerJoin(branches, eq(branches.code, d2dHubs.code))
        .orderBy(asc(d2dHubs.sortOrder));
    },

    /** The public code (no account) or the account's own; undefined when it has none. */
    async findRateCode(accountNo: string | null): Promise<D2dRateCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(d2dRateCodes)
        .where(accountNo ? eq(d2dRateCodes.accountNo, accountNo) : eq(d2dRateCodes.isPublic, true))
        .limit(1);
      return row;
    },

    async listBands(rateCode: string): Promise<D2dRateBandRow[]> {
      return db
        .select()
        .from(d2dRateBands)
        .where(eq(d2dRateBands.rateCode, rateCode))
        .orderBy(asc(d2dRateBands.fromKms), asc(d2dRateBands.vehicleGroup));
    },

    /** Vehicles of each group at a hub. */
    async capacityAt(hubCode: string): Promise<Map<string, number>> {
      const found = await db
        .select({ group: fleetCapacity.vehicleGroup, units: fleetCapacity.units })
        .from(fleetCapacity)
        .where(eq(fleetCapacity.branchCode, hubCode));
      return new Map(found.map((row) => [row.group, row.units]));
    },

    async findAccount(accountNo: string) {
      const [row] = await db
        .select({ accountNo: accounts.accountNo, name: accounts.name, type: accounts.accountType })
        .from(accounts)
        .where(eq(accounts.accountNo, accountNo))
        .limit(1);
      return row;
    },

    async listAddresses(accountNo: string) {
      return db
        .select({ address: customerAddresses.address, area: customerAddresses.area })
        .from(customerAddresses)
        .where(eq(customerAddresses.accountNo, accountNo))
        .orderBy(asc(customerAddresses.sortOrder));
    },

    /** Inserts a saved quote; false when its number is taken (the caller draws another). */
    async insertQuote(row: typeof d2dQuotes.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(d2dQuotes)
        .values(row)
        .onConflictDoNothing({ target: d2dQuotes.quoteNumber })
        .returning({ id: d2dQuotes.id });
      return inserted.length > 0;
    },

    /** A D2D reservation's trip and fee, as written. */
    async findReservationD2d(reservationNumber: string) {
      const [row] = await db
        .select({ d2d: reservations.d2d })
        .from(reservations)
        .where(eq(reservations.reservationNumber, reservationNumber))
        .limit(1);
      return row?.d2d ? { trip: row.d2d.trip, feeCents: row.d2d.feeCents } : undefined;
    },

    async findQuoteByNumber(quoteNumber: string): Promise<D2dQuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(d2dQuotes)
        .where(eq(d2dQuotes.quoteNumber, quoteNumber))
        .limit(1);
      return row;
    },

    /** The live reservation that confirmed a quote, if any. */
    async findConfirmation(quoteNumber: string): Promise<string | undefined> {
      const [row] = await db
        .select({ reservationNumber: reservations.reservationNumber })
        .from(reservations)
        .where(and(eq(reservations.quoteNumber, quoteNumber), ne(reservations.status, 'CANCELLED')))
        .limit(1);
      return row?.reservationNumber;
    },

    async findQuote(quoteNumber: string, email: string): Promise<D2dQuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(d2dQuotes)
        .where(and(eq(d2dQuotes.quoteNumber, quoteNumber), eq(d2dQuotes.email, email)))
        .limit(1);
      return row;
    },
  };
}

export type D2dRepository = ReturnType<typeof createD2dRepository>;
