import { SUCCESS } from '@bluu/contracts/api-errors';
import type {
  AvailabilityQuery,
  AvailabilityResponse,
  OtherRate,
  VehicleCharge,
} from '@bluu/contracts/availability';
import { closedTripEnd, type Branch } from '@bluu/contracts/branch';
import { LEAD_TIME_CHECK_MINUTES, RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { centsToAmount } from '@bluu/contracts/money';
import { MESSAGES } from '@bluu/contracts/messages';
import { firstTimeRuleError, parseLocalDateTime, type LocalDateTime } from '@bluu/contracts/time';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../errors.ts';
import type {
  Catalogue,
  CatalogueSource,
  RateChargeRow,
  RateCodeRow,
  VehicleGroupRow,
} from '../catalogue/catalogue.ts';
import { isWaiverOffered, priceRental, tripTerms, type TripTerms } from '../pricing/pricing.ts';
import { maxOverlap, occupiedPeriod, type Period } from './occupancy.ts';
import type { OccupancySource } from './occupancy-source.ts';
import type { SessionAccount } from '../accounts/session-account.ts';
import { sameEmail } from '../manage/lookup-guard.ts';

/** A reservation's pick-up as booked: when it is, and the branch and time its request asked. */
interface BookedPickUp {
  pickUpAt: Date;
  request: { pickUpBranch: string; pickUpDateTime: string };
}

interface Deps {
  catalogue: CatalogueSource;
  occupancy: OccupancySource;
  clock: Clock;
  /**
   * Finds a reservation by number, to leave a modified reservation's own unit out and to know
   * whether the change keeps its pick-up.
   */
  findReservation: (
    reservationNumber: string,
  ) => Promise<({ id: string; renterEmail: string } & BookedPickUp) | undefined>;
}

/**
 * Whether a change of a reservation is held to the pick-up lead time. The lead time is for a new
 * pick-up: not for one that has passed (a rental on the road), nor for one kept at its branch and
 * time (an extension), which is already due. One rule for pricing a change and for writing it.
 */
export function changeChecksLeadTime(
  before: BookedPickUp,
  request: { pickUpBranch: string; pickUpDateTime: string },
  now: Date,
): boolean {
  const samePickUp =
    request.pickUpBranch === before.request.pickUpBranch &&
    request.pickUpDateTime === before.request.pickUpDateTime;
  return before.pickUpAt.getTime() > now.getTime() && !samePickUp;
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

/**
 * The trip's total with standard cover and no extras, priced by the one engine exactly as
 * POST /api/Quote prices it; undefined where the rate offers no standard cover.
 */
function totalWithStandardCover(
  trip: TripTerms,
  group: VehicleGroupRow,
  charge: RateChargeRow,
): number | undefined {
  if (!isWaiverOffered(charge, 'CDW')) return undefined;
  const priced = priceRental({
    ...trip,
    groupDescription: group.description,
    rate: charge,
    waiver: 'CDW',
    extras: [],
  });
  return centsToAmount(priced.totalCents);
}

/**
 * The totals already priced, by charge row and trip terms: a search prices every free group, and
 * the same few hundred trip shapes recur all day. A catalogue reload makes new rows, so the old
 * figures go with the old rows (decision record 0033).
 */
const standardTotals = new WeakMap<RateChargeRow, Map<string, number | undefined>>();

function cachedTotalWithStandardCover(
  trip: TripTerms,
  group: VehicleGroupRow,
  charge: RateChargeRow,
): number | undefined {
  const key = `${trip.days}|${trip.currency}|${trip.pickUpIsAirport}|${trip.oneWay}|${group.code}`;
  let byTrip = standardTotals.get(charge);
  if (!byTrip) standardTotals.set(charge, (byTrip = new Map()));
  if (byTrip.has(key)) return byTrip.get(key);
  const total = totalWithStandardCover(trip, group, charge);
  byTrip.set(key, total);
  return total;
}

function toCharge(trip: TripTerms, group: VehicleGroupRow, charge: RateChargeRow): VehicleCharge {
  return {
    vehicleGrp: group.code,
    vehicleGrp_Desc: group.description,
    freeKMS: charge.freeKmPerDay,
    standardCover: centsToAmount(coverCents(charge.cdwDailyCents, charge.tlwDailyCents)),
    standardCoverExcessCDW: centsToAmount(charge.cdwExcessCents),
    superCover: centsToAmount(coverCents(charge.scdwDailyCents, charge.stlwDailyCents)),
    superCoverExcessCDW: centsToAmount(charge.scdwExcessCents),
    dailyChargeAmount: centsToAmount(charge.dailyCents),
    totalWithStandardCover: cachedTotalWithStandardCover(trip, group, charge),
    vehicleType: group.vehicleType,
    makeModel: group.makeModel,
    seats: group.seats,
    luggage: group.luggage,
    transmission: group.transmission,
    imageUrl: group.imageUrl,
  };
}

function toOtherRate(row: RateCodeRow): OtherRate {
  return { rateCode: row.code, rateDesc: row.description };
}

function requireBranch(catalogue: Catalogue, code: string) {
  const branch = catalogue.branchByCode.get(code);
  if (!branch) throw new DomainError('UNKNOWN_BRANCH', MESSAGES.unknownBranch(code));
  return branch;
}

/** The rate code that prices the search, and the alternatives offered to accounts. */
function resolveRate(
  catalogue: Catalogue,
  query: AvailabilityQuery,
  account: SessionAccount | null,
): { rate: RateCodeRow; otherRates: OtherRate[] } {
  const requested = query.rateCode || undefined;
  if (query.accountType === 'I') {
    const rate = requested
      ? catalogue.rateCodes.get(requested)
      : [...catalogue.rateCodes.values()].find(
          (row) => row.accountType === 'I' && row.residence === query.foreignLocal,
        );
    // An account's code typed by an individual is refused like an unknown one.
    if (!rate || rate.accountType !== 'I')
      throw new DomainError('UNKNOWN_RATE_CODE', MESSAGES.unknownRateCode(requested ?? ''));
    return { rate, otherRates: [] };
  }
  if (!account || account.accountType !== query.accountType)
    throw new DomainError('ACCOUNT_SIGN_IN_REQUIRED', MESSAGES.accountSignInRequired);
  const offered = catalogue.accountRates.get(account.accountNo) ?? [];
  const rate = requested ? offered.find((row) => row.code === requested) : offered[0];
  if (!rate) throw new DomainError('UNKNOWN_RATE_CODE', MESSAGES.unknownRateCode(requested ?? ''));
  return { rate, otherRates: offered.filter((row) => row !== rate).map(toOtherRate) };
}

/** A vehicle group with a free unit for the period, with its figures under the rate. */
export interface FreeGroup {
  group: VehicleGroupRow;
  charge: RateChargeRow;
}

/** Everything a search decides: the rate, which end (if any) is outside branch hours, the free groups. */
export interface Evaluation {
  catalogue: Catalogue;
  pickUp: Date;
  dropOff: Date;
  pickUpBranch: Branch;
  dropOffBranch: Branch;
  rate: RateCodeRow;
  otherRates: OtherRate[];
  /** The end outside its branch's hours, the pick-up first; null when both are open. */
  closedEnd: 'pickUp' | 'dropOff' | null;
  free: FreeGroup[];
}

/** How a search is checked: a modification does not count its own reservation as busy, and one
 * that keeps its pick-up, or whose pick-up has passed, is not held to the lead time. */
export interface EvaluateOptions {
  excludeReservationId?: string;
  checkLeadTime?: boolean;
  /**
   * Only this vehicle group is asked about, by a booking or a change about to be written: its
   * occupancy is read from the database now rather than from the shared copy, which the
   * bookings around it keep dropping (decision record 0033). The writer checks again under lock.
   */
  onlyGroup?: string;
}

export function createAvailabilityService({
  catalogue: catalogueSource,
  occupancy,
  clock,
  findReservation,
}: Deps) {
  /** The reservation a search modifies, when its number and e-mail match. */
  async function modifiedReservation(query: AvailabilityQuery) {
    if (!query.modifyReservation) return undefined;
    const reservation = await findReservation(query.modifyReservation.reservationNumber);
    return reservation && sameEmail(reservation.renterEmail, query.modifyReservation.email)
      ? reservation
      : undefined;
  }

  /** Groups (or `onlyGroup`) with a free unit at every instant of the occupied period. */
  async function freeGroups(
    catalogue: Catalogue,
    branchCode: string,
    rateCode: string,
    occupied: Period,
    { excludeReservationId, onlyGroup }: EvaluateOptions,
  ): Promise<FreeGroup[]> {
    const occupying = onlyGroup
      ? await occupancy.forGroup(branchCode, onlyGroup, occupied)
      : await occupancy.forBranch(branchCode, occupied);
    // One pass sorts the branch's bookings by group; each group then sees only its own.
    const busyByGroup = new Map<string, Period[]>();
    for (const period of occupying) {
      if (period.reservationId === excludeReservationId) continue;
      const busy = busyByGroup.get(period.vehicleGroup);
      if (busy) busy.push(period);
      else busyByGroup.set(period.vehicleGroup, [period]);
    }
    const charges = catalogue.chargesByRate.get(rateCode);
    return (catalogue.capacityByBranch.get(branchCode) ?? []).flatMap(({ vehicleGroup, units }) => {
      if (onlyGroup && vehicleGroup !== onlyGroup) return [];
      const group = catalogue.groups.get(vehicleGroup);
      const charge = charges?.get(vehicleGroup);
      if (!group || !charge) return [];
      const busy = busyByGroup.get(vehicleGroup) ?? [];
      // Fewer bookings than units cannot fill the group, whatever their overlap.
      return busy.length < units || maxOverlap(busy, occupied) < units ? [{ group, charge }] : [];
    });
  }

  /** Applies every search rule; throws coded errors for bad requests. */
  async function evaluate(
    query: AvailabilityQuery,
    account: SessionAccount | null,
    requested: EvaluateOptions = {},
  ): Promise<Evaluation> {
    const own = await modifiedReservation(query);
    const options: EvaluateOptions = {
      onlyGroup: requested.onlyGroup,
      excludeReservationId: requested.excludeReservationId ?? own?.id,
      checkLeadTime:
        requested.checkLeadTime ?? (own ? changeChecksLeadTime(own, query, clock()) : true),
    };
    const pickUp = toInstant(query.pickUpDateTime);
    const dropOff = toInstant(query.dropOffDateTime);
    const lead =
      options.checkLeadTime === false ? Number.NEGATIVE_INFINITY : LEAD_TIME_CHECK_MINUTES;
    const timeError = firstTimeRuleError(pickUp, dropOff, clock(), lead);
    if (timeError)
      throw new DomainError(
        timeError === MESSAGES.pickUpLeadTime ? 'PICK_UP_LEAD_TIME' : 'TIME_RULE',
        timeError,
      );

    const catalogue = await catalogueSource.get();
    const pickUpBranch = requireBranch(catalogue, query.pickUpBranch);
    const dropOffBranch = requireBranch(catalogue, query.dropOffBranch);
    // Van rental is quoted by the reservations team, not online (spec 001 §1).
    if (pickUpBranch.isVanRental || dropOffBranch.isVanRental)
      throw new DomainError('VAN_RENTAL_OFFLINE', MESSAGES.vanRentalContact(RESERVATIONS_EMAIL));
    if (pickUpBranch.country !== dropOffBranch.country)
      throw new DomainError('CROSS_BORDER', MESSAGES.crossBorderOneWay);
    const { rate, otherRates } = resolveRate(catalogue, query, account);

    const closedEnd = closedTripEnd(
      { openingHours: pickUpBranch.openingHours, dateTime: query.pickUpDateTime },
      { openingHours: dropOffBranch.openingHours, dateTime: query.dropOffDateTime },
    );
    const free = !closedEnd
      ? await freeGroups(
          catalogue,
          pickUpBranch.branchCode,
          rate.code,
          occupiedPeriod(pickUp, dropOff),
          options,
        )
      : [];
    return {
      catalogue,
      pickUp,
      dropOff,
      pickUpBranch,
      dropOffBranch,
      rate,
      otherRates,
      closedEnd,
      free,
    };
  }

  return {
    evaluate,

    /** Every branch, for the search form and the branch directory. */
    async branches() {
      return (await catalogueSource.get()).branches;
    },

    /**
     * Rates for the vehicle groups with a free unit at the pick-up branch for the whole period.
     * Outside branch hours the rate list is empty; with no free group the charges are empty.
     */
    async search(
      query: AvailabilityQuery,
      account: SessionAccount | null,
    ): Promise<AvailabilityResponse> {
      const evaluation = await evaluate(query, account);
      const { rate, otherRates, closedEnd, free } = evaluation;
      if (closedEnd) return { errors: SUCCESS, rates: { rate: [] }, otherRates };
      const trip = tripTerms(evaluation);
      const charges = free.map(({ group, charge }) => toCharge(trip, group, charge));
      return {
        errors: SUCCESS,
        rates: { rate: [{ rateCode: rate.code, rateDesc: rate.description, charges }] },
        otherRates,
      };
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
