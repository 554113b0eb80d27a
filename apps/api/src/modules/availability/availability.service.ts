import { SUCCESS } from '@bluu/contracts/api-errors';
import type {
  AvailabilityQuery,
  AvailabilityResponse,
  OtherRate,
  VehicleCharge,
} from '@bluu/contracts/availability';
import { isOpenAt } from '@bluu/contracts/branch';
import { SERVER_LEAD_MINUTES, TURNAROUND_MINUTES } from '@bluu/contracts/constants';
import { centsToAmount } from '@bluu/contracts/money';
import { MESSAGES } from '@bluu/contracts/messages';
import {
  firstTimeRuleError,
  parseLocalDateTime,
  splitDateTime,
  weekdayOf,
  type LocalDateTime,
} from '@bluu/contracts/time';
import { addMinutes } from 'date-fns';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../errors.ts';
import type { BranchRepository } from '../branches/branches.repository.ts';
import type { AvailabilityRepository, GroupOffer, RateCodeRow } from './availability.repository.ts';
import { maxOverlap, type Period } from './occupancy.ts';

/** The corporate or tour account signed in on the request's session, if any. */
export interface SessionAccount {
  accountNo: string;
  accountType: 'C' | 'T';
}

interface Deps {
  availability: AvailabilityRepository;
  branches: BranchRepository;
  clock: Clock;
}

function toInstant(text: LocalDateTime): Date {
  const instant = parseLocalDateTime(text);
  // The request schema already refused unreal dates; reaching here is a programming error.
  if (!instant) throw new Error(`Unparsed date-time ${text}`);
  return instant;
}

/** A waiver's daily price with its theft cover; a waiver priced 0 is not offered at all (0). */
function coverCents(waiverCents: number, theftCents: number): number {
  return waiverCents === 0 ? 0 : waiverCents + theftCents;
}

function toCharge(offer: GroupOffer): VehicleCharge {
  return {
    vehicleGrp: offer.vehicleGroup,
    vehicleGrp_Desc: offer.description,
    freeKMS: offer.freeKmPerDay,
    standardCover: centsToAmount(coverCents(offer.cdwDailyCents, offer.tlwDailyCents)),
    standardCoverExcessCDW: centsToAmount(offer.cdwExcessCents),
    superCover: centsToAmount(coverCents(offer.scdwDailyCents, offer.stlwDailyCents)),
    superCoverExcessCDW: centsToAmount(offer.scdwExcessCents),
    dailyChargeAmount: centsToAmount(offer.dailyCents),
    vehicleType: offer.vehicleType,
    makeModel: offer.makeModel,
    seats: offer.seats,
    luggage: offer.luggage,
    transmission: offer.transmission,
    imageUrl: offer.imageUrl,
  };
}

function toOtherRate(row: RateCodeRow): OtherRate {
  return { rateCode: row.code, rateDesc: row.description };
}

export function createAvailabilityService({ availability, branches, clock }: Deps) {
  async function requireBranch(code: string) {
    const branch = await branches.find(code);
    if (!branch) throw new DomainError('UNKNOWN_BRANCH', MESSAGES.unknownBranch(code));
    return branch;
  }

  /** The rate code that prices the search, and the alternatives offered to accounts. */
  async function resolveRate(
    query: AvailabilityQuery,
    account: SessionAccount | null,
  ): Promise<{ rate: RateCodeRow; otherRates: OtherRate[] }> {
    const requested = query.rateCode || undefined;
    if (query.accountType === 'I') {
      const rate = requested
        ? await availability.findRateCode(requested)
        : await availability.findResidenceRateCode(query.foreignLocal);
      // An account's code typed by an individual is refused like an unknown one.
      if (!rate || rate.accountType !== 'I')
        throw new DomainError('UNKNOWN_RATE_CODE', MESSAGES.unknownRateCode(requested ?? ''));
      return { rate, otherRates: [] };
    }
    if (!account || account.accountType !== query.accountType)
      throw new DomainError('ACCOUNT_SIGN_IN_REQUIRED', MESSAGES.accountSignInRequired);
    const offered = await availability.listAccountRateCodes(account.accountNo);
    const rate = requested ? offered.find((row) => row.code === requested) : offered[0];
    if (!rate)
      throw new DomainError('UNKNOWN_RATE_CODE', MESSAGES.unknownRateCode(requested ?? ''));
    return { rate, otherRates: offered.filter((row) => row !== rate).map(toOtherRate) };
  }

  async function freeOffers(branchCode: string, rateCode: string, occupied: Period) {
    const [offers, occupancy] = await Promise.all([
      availability.listGroupOffers(branchCode, rateCode),
      availability.listOccupancy(branchCode, occupied),
    ]);
    return offers.filter((offer) => {
      const periods = occupancy.filter((period) => period.vehicleGroup === offer.vehicleGroup);
      return maxOverlap(periods, occupied) < offer.units;
    });
  }

  return {
    /**
     * Rates for the vehicle groups with a free unit at the pick-up branch for the whole period.
     * Outside branch hours the rate list is empty; with no free group the charges are empty.
     */
    async search(
      query: AvailabilityQuery,
      account: SessionAccount | null,
    ): Promise<AvailabilityResponse> {
      const pickUp = toInstant(query.pickUpDateTime);
      const dropOff = toInstant(query.dropOffDateTime);
      const timeError = firstTimeRuleError(pickUp, dropOff, clock(), SERVER_LEAD_MINUTES);
      if (timeError) throw new DomainError('TIME_RULE', timeError);

      const [pickUpBranch, dropOffBranch] = await Promise.all([
        requireBranch(query.pickUpBranch),
        requireBranch(query.dropOffBranch),
      ]);
      const { rate, otherRates } = await resolveRate(query, account);

      const pickUpAt = splitDateTime(query.pickUpDateTime);
      const dropOffAt = splitDateTime(query.dropOffDateTime);
      const open =
        isOpenAt(pickUpBranch.openingHours, weekdayOf(pickUpAt.date), pickUpAt.time) &&
        isOpenAt(dropOffBranch.openingHours, weekdayOf(dropOffAt.date), dropOffAt.time);
      if (!open) return { errors: SUCCESS, rates: { rate: [] }, otherRates };

      const occupied = { start: pickUp, end: addMinutes(dropOff, TURNAROUND_MINUTES) };
      const offers = await freeOffers(pickUpBranch.branchCode, rate.code, occupied);
      return {
        errors: SUCCESS,
        rates: {
          rate: [
            { rateCode: rate.code, rateDesc: rate.description, charges: offers.map(toCharge) },
          ],
        },
        otherRates,
      };
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
