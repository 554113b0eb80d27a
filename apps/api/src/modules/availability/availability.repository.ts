import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  accountRateCodes,
  accounts,
  fleetCapacity,
  rateCharges,
  rateCodes,
  reservations,
  vehicleGroups,
} from '../../db/schema.ts';
import type { Period } from './occupancy.ts';

export interface RateCodeRow {
  code: string;
  description: string;
  accountType: 'I' | 'C' | 'T';
  residence: 'L' | 'I' | null;
}

export interface GroupOffer {
  vehicleGroup: string;
  units: number;
  vehicleType: string;
  description: string;
  makeModel: string;
  seats: number;
  luggage: number;
  transmission: 'Manual' | 'Automatic';
  imageUrl: string;
  dailyCents: number;
  freeKmPerDay: number;
  cdwDailyCents: number;
  cdwExcessCents: number;
  tlwDailyCents: number;
  scdwDailyCents: number;
  scdwExcessCents: number;
  stlwDailyCents: number;
}

export function createAvailabilityRepository(db: Db) {
  const rateCodeColumns = {
    code: rateCodes.code,
    description: rateCodes.description,
    accountType: rateCodes.accountType,
    residence: rateCodes.residence,
  };

  return {
    async findRateCode(code: string): Promise<RateCodeRow | undefined> {
      const [row] = await db
        .select(rateCodeColumns)
        .from(rateCodes)
        .where(eq(rateCodes.code, code));
      return row;
    },

    async findResidenceRateCode(residence: 'L' | 'I'): Promise<RateCodeRow | undefined> {
      const [row] = await db
        .select(rateCodeColumns)
        .from(rateCodes)
        .where(and(eq(rateCodes.accountType, 'I'), eq(rateCodes.residence, residence)));
      return row;
    },

    /** The rate codes an account may use, its default first. */
    async listAccountRateCodes(accountNo: string): Promise<RateCodeRow[]> {
      return db
        .select(rateCodeColumns)
        .from(accountRateCodes)
        .innerJoin(rateCodes, eq(rateCodes.code, accountRateCodes.rateCode))
        .innerJoin(accounts, eq(accounts.accountNo, accountRateCodes.accountNo))
        .where(eq(accountRateCodes.accountNo, accountNo))
        .orderBy(desc(sql`${rateCodes.code} = ${accounts.defaultRateCode}`), asc(rateCodes.code));
    },

    /** Every group stocked at a branch with its figures under one rate code. */
    async listGroupOffers(branchCode: string, rateCode: string): Promise<GroupOffer[]> {
      return db
        .select({
          vehicleGroup: fleetCapacity.vehicleGroup,
          units: fleetCapacity.units,
          vehicleType: vehicleGroups.vehicleType,
          description: vehicleGroups.description,
          makeModel: vehicleGroups.makeModel,
          seats: vehicleGroups.seats,
          luggage: vehicleGroups.luggage,
          transmission: vehicleGroups.transmission,
          imageUrl: vehicleGroups.imageUrl,
          dailyCents: rateCharges.dailyCents,
          freeKmPerDay: rateCharges.freeKmPerDay,
          cdwDailyCents: rateCharges.cdwDailyCents,
          cdwExcessCents: rateCharges.cdwExcessCents,
          tlwDailyCents: rateCharges.tlwDailyCents,
          scdwDailyCents: rateCharges.scdwDailyCents,
          scdwExcessCents: rateCharges.scdwExcessCents,
          stlwDailyCents: rateCharges.stlwDailyCents,
        })
        .from(fleetCapacity)
        .innerJoin(vehicleGroups, eq(vehicleGroups.code, fleetCapacity.vehicleGroup))
        .innerJoin(
          rateCharges,
          and(
            eq(rateCharges.vehicleGroup, fleetCapacity.vehicleGroup),
            eq(rateCharges.rateCode, rateCode),
          ),
        )
        .where(and(eq(fleetCapacity.branchCode, branchCode), sql`${fleetCapacity.units} > 0`))
        .orderBy(asc(vehicleGroups.sortOrder));
    },

    /** Periods during which reservations keep units of the branch busy inside a window, by group. */
    async listOccupancy(
      branchCode: string,
      window: Period,
    ): Promise<Array<Period & { vehicleGroup: string }>> {
      return db
        .select({
          vehicleGroup: reservations.vehicleGroup,
          start: reservations.pickUpAt,
          end: reservations.occupiedUntil,
        })
        .from(reservations)
        .where(
          and(
            eq(reservations.pickUpBranch, branchCode),
            ne(reservations.status, 'CANCELLED'),
            sql`tstzrange(${reservations.pickUpAt}, ${reservations.occupiedUntil}) && tstzrange(${window.start.toISOString()}::timestamptz, ${window.end.toISOString()}::timestamptz)`,
          ),
        );
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
