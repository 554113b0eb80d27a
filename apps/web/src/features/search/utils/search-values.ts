import type { AvailabilityRequest } from '@bluu/contracts/availability';
import {
  DEFAULT_CAR_BRANCH,
  DEFAULT_RESIDENCE,
  DEFAULT_VAN_BRANCH,
  type Residence,
} from '@bluu/contracts/constants';
import { MESSAGES } from '@bluu/contracts/messages';
import type { SearchAccount } from '@/lib/session-user.ts';
import {
  defaultSearchTimes,
  dropOffDateAfterPickUp,
  firstTimeRuleError,
  joinDateTime,
  parseLocalDateTime,
  splitDateTime,
  type LocalDate,
  type LocalTime,
} from '@bluu/contracts/time';

export type RentalKind = 'car' | 'van';

export interface SearchValues {
  rentalKind: RentalKind;
  pickUpBranch: string;
  dropOffBranch: string;
  pickUpDate: LocalDate;
  pickUpTime: LocalTime;
  dropOffDate: LocalDate;
  dropOffTime: LocalTime;
  residence: Residence;
}

/** The field an error belongs to; 'form' when it belongs to no single field. */
export type SearchField = 'pickUpTime' | 'dropOffDate' | 'dropOffTime' | 'form';

export interface SearchError {
  field: SearchField;
  message: string;
}

export const RESIDENCE_LABELS: Record<Residence, string> = {
  L: 'South Africa',
  I: 'International',
};

const FIELD_OF_MESSAGE: Record<string, SearchField> = {
  [MESSAGES.pickUpLeadTime]: 'pickUpTime',
  [MESSAGES.pickUpTooFarAhead]: 'pickUpTime',
  [MESSAGES.dropOffBeforePickUp]: 'dropOffDate',
  [MESSAGES.dropOffTooSoon]: 'dropOffTime',
};

/** The form's starting values: the given search, else the defaults for `now`. */
export function initialSearchValues(now: Date, request?: AvailabilityRequest): SearchValues {
  if (request) {
    const pickUp = splitDateTime(request.pickUpDateTime);
    const dropOff = splitDateTime(request.dropOffDateTime);
    return {
      rentalKind: 'car',
      pickUpBranch: request.pickUpBranch,
      dropOffBranch: request.dropOffBranch,
      pickUpDate: pickUp.date,
      pickUpTime: pickUp.time,
      dropOffDate: dropOff.date,
      dropOffTime: dropOff.time,
      residence: request.foreignLocal ?? DEFAULT_RESIDENCE,
    };
  }
  return {
    rentalKind: 'car',
    pickUpBranch: DEFAULT_CAR_BRANCH,
    dropOffBranch: DEFAULT_CAR_BRANCH,
    ...defaultSearchTimes(now),
    residence: DEFAULT_RESIDENCE,
  };
}

/** Van rental uses the van branch for both ends; car rental the car branch. */
export function withRentalKind(values: SearchValues, rentalKind: RentalKind): SearchValues {
  const branch = rentalKind === 'van' ? DEFAULT_VAN_BRANCH : DEFAULT_CAR_BRANCH;
  return { ...values, rentalKind, pickUpBranch: branch, dropOffBranch: branch };
}

/** Choosing the pick-up branch also sets the drop-off branch to it. */
export function withPickUpBranch(values: SearchValues, branch: string): SearchValues {
  return { ...values, pickUpBranch: branch, dropOffBranch: branch };
}

/** Choosing a pick-up date moves the drop-off date to at least two days later. */
export function withPickUpDate(values: SearchValues, date: LocalDate): SearchValues {
  return {
    ...values,
    pickUpDate: date,
    dropOffDate: dropOffDateAfterPickUp(date, values.dropOffDate),
  };
}

/** The availability payload of the spec for the searching account (anonymous: individual). */
export function toAvailabilityRequest(
  values: SearchValues,
  account: Pick<SearchAccount, 'accountType' | 'accountNo'>,
): AvailabilityRequest {
  return {
    pickUpBranch: values.pickUpBranch,
    pickUpDateTime: joinDateTime(values.pickUpDate, values.pickUpTime),
    dropOffBranch: values.dropOffBranch,
    dropOffDateTime: joinDateTime(values.dropOffDate, values.dropOffTime),
    accountType: account.accountType,
    accountNo: account.accountNo,
    foreignLocal: values.residence,
    rateCode: '',
  };
}

/** A search with new branches, dates and times; account, residence and rate code are kept. */
export function withTrip(request: AvailabilityRequest, values: SearchValues): AvailabilityRequest {
  return {
    ...request,
    pickUpBranch: values.pickUpBranch,
    pickUpDateTime: joinDateTime(values.pickUpDate, values.pickUpTime),
    dropOffBranch: values.dropOffBranch,
    dropOffDateTime: joinDateTime(values.dropOffDate, values.dropOffTime),
  };
}

/** The first broken time rule (2 h 30 lead time, one-year horizon, order, 2 h minimum), with its field. */
export function timeRuleError(values: SearchValues, now: Date): SearchError | null {
  const pickUp = parseLocalDateTime(joinDateTime(values.pickUpDate, values.pickUpTime));
  const dropOff = parseLocalDateTime(joinDateTime(values.dropOffDate, values.dropOffTime));
  if (!pickUp) return { field: 'pickUpTime', message: MESSAGES.pickUpLeadTime };
  if (!dropOff) return { field: 'dropOffDate', message: MESSAGES.dropOffBeforePickUp };
  const message = firstTimeRuleError(pickUp, dropOff, now);
  return message ? { field: fieldOfMessage(message), message } : null;
}

export function fieldOfMessage(message: string): SearchField {
  return FIELD_OF_MESSAGE[message] ?? 'form';
}
