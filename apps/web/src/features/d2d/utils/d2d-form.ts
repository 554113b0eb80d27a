import {
  D2D_PASSENGERS_MAX,
  D2D_PASSENGERS_MIN,
  LEAD_TIME_CHECK_MINUTES,
  type D2dFlightType,
} from '@bluu/contracts/constants';
import { offersBillback, paymentLocked, type D2DAccount } from '@/lib/d2d-billback.ts';
import {
  D2D_RULE_MESSAGES,
  distanceInputError,
  firstD2dFormError,
  type D2dFormField,
} from '@bluu/contracts/d2d-rules';
import type { D2dAvailabilityRequest } from '@bluu/contracts/d2d';
import { D2D_MESSAGES, MESSAGES } from '@bluu/contracts/messages';
import {
  addMinutes,
  defaultSearchTimes,
  joinDateTime,
  parseLocalDateTime,
  toLocalDateTime,
  type LocalDate,
  type LocalDateTime,
  type LocalTime,
} from '@bluu/contracts/time';
import { hasVisibleText } from '@bluu/contracts/validators';
import type { D2DDetailsState } from '@/lib/journey/journey-state.ts';

/** A place chosen from the address suggestions: its id and the line shown. */
export interface ChosenPlace {
  placeId: string;
  description: string;
}

/** An address field: what is typed, and the suggestion chosen (null until one is). */
export interface AddressValue {
  text: string;
  place: ChosenPlace | null;
}

export const EMPTY_ADDRESS: AddressValue = { text: '', place: null };

/** The D2D form of spec 001 §2 as typed. */
export interface D2DFormValues {
  /** Method of payment: a card type, or AC (billback to the account). */
  moP_Type: string;
  accountNo: string;
  numberPassengers: number;
  pickUp: AddressValue;
  /** The additional pick-up addresses 1 and 2 are shown (and sent) only while this is on. */
  additionalPickUps: boolean;
  pickUpExtra1: AddressValue;
  pickUpExtra2: AddressValue;
  pickUpInstructions: string;
  /** Flight details: NONE, ARRIVAL or DEPARTURE; empty until chosen. */
  pickupFlightType: D2dFlightType | '';
  pickupFlightNumber: string;
  dropOff: AddressValue;
  additionalDropOffs: boolean;
  dropOffExtra1: AddressValue;
  dropOffExtra2: AddressValue;
  pickUpDate: LocalDate;
  pickUpTime: LocalTime;
}

export type D2DField =
  | 'moP_Type'
  | 'accountNo'
  | 'numberPassengers'
  | 'pickUp'
  | 'pickUpExtra1'
  | 'pickUpExtra2'
  | 'dropOffExtra1'
  | 'dropOffExtra2'
  | 'dropOff'
  | 'pickUpInstructions'
  | 'pickupFlightType'
  | 'pickupFlightNumber'
  | 'pickUpTime';

export interface D2DError {
  field: D2DField;
  message: string;
}

/** What the form knows of the signed-in account (none for a visitor). */
export { offersBillback, paymentLocked, type D2DAccount };

/** The choices of passengers: 1 to 22. */
export function passengerChoices(): number[] {
  const choices: number[] = [];
  for (let count = D2D_PASSENGERS_MIN; count <= D2D_PASSENGERS_MAX; count += 1) choices.push(count);
  return choices;
}

/** The form's starting values for `now`: an account with a number is billed back to it. */
export function initialD2DValues(now: Date, account: D2DAccount | null): D2DFormValues {
  const times = defaultSearchTimes(now);
  const locked = paymentLocked(account);
  return {
    moP_Type: locked ? 'AC' : '',
    accountNo: locked && account ? account.accountNo : '',
    numberPassengers: 1,
    pickUp: EMPTY_ADDRESS,
    additionalPickUps: false,
    pickUpExtra1: EMPTY_ADDRESS,
    pickUpExtra2: EMPTY_ADDRESS,
    pickUpInstructions: '',
    pickupFlightType: '',
    pickupFlightNumber: '',
    dropOff: EMPTY_ADDRESS,
    additionalDropOffs: false,
    dropOffExtra1: EMPTY_ADDRESS,
    dropOffExtra2: EMPTY_ADDRESS,
    pickUpDate: times.pickUpDate,
    pickUpTime: times.pickUpTime,
  };
}

/** The address fields in trip order with the stop-overs the options show. */
export function addressFieldsInOrder(values: D2DFormValues): AddressField[] {
  return [
    'pickUp',
    ...(values.additionalPickUps ? (['pickUpExtra1', 'pickUpExtra2'] as const) : []),
    ...(values.additionalDropOffs ? (['dropOffExtra1', 'dropOffExtra2'] as const) : []),
    'dropOff',
  ];
}

export type AddressField =
  'pickUp' | 'pickUpExtra1' | 'pickUpExtra2' | 'dropOffExtra1' | 'dropOffExtra2' | 'dropOff';

/** The stop-overs' fields in trip order that hold an address (empty ones are skipped). */
function filledStopOvers(values: D2DFormValues): AddressField[] {
  return addressFieldsInOrder(values).filter(
    (field) => field !== 'pickUp' && field !== 'dropOff' && hasVisibleText(values[field].text),
  );
}

/** The trip to measure: place ids of pick-up, stop-overs in order, drop-off. */
export interface D2DTrip {
  origin: ChosenPlace;
  stopOvers: ChosenPlace[];
  destination: ChosenPlace;
}

/**
 * Calculate Distance: the contracts' rule over the addresses in trip order ('Please enter both
 * pickup and drop-off locations', then 'Invalid location selected…'), with the field to point
 * at; otherwise the trip to measure.
 */
export function tripToMeasure(
  values: D2DFormValues,
): { ok: true; trip: D2DTrip } | { ok: false; error: D2DError } {
  const fields: AddressField[] = ['pickUp', ...filledStopOvers(values), 'dropOff'];
  const stops = fields.map((field) => ({
    field,
    typed: values[field].text,
    placeId: values[field].place?.placeId ?? '',
  }));
  const message = distanceInputError(stops);
  if (message) {
    const field =
      message === D2D_MESSAGES.bothLocations
        ? values.pickUp.text.trim() === ''
          ? 'pickUp'
          : 'dropOff'
        : message === D2D_RULE_MESSAGES.samePlace
          ? 'dropOff'
          : (stops.find((stop) => stop.placeId === '')?.field ?? 'pickUp');
    return { ok: false, error: { field, message } };
  }
  const places = fields.map((field) => values[field].place!);
  return {
    ok: true,
    trip: { origin: places[0]!, stopOvers: places.slice(1, -1), destination: places.at(-1)! },
  };
}

/** The trip's identity: a calculated distance belongs to exactly this trip. */
export function tripKey(values: D2DFormValues): string {
  const result = tripToMeasure(values);
  return result.ok ? JSON.stringify(result.trip) : '';
}

/** The pick-up as wire text, and the drop-off one minute later (spec 001 §4). */
export function tripTimes(values: D2DFormValues): {
  pickUpDateTime: LocalDateTime;
  dropOffDateTime: LocalDateTime;
} {
  const pickUpDateTime = joinDateTime(values.pickUpDate, values.pickUpTime);
  const pickUp = parseLocalDateTime(pickUpDateTime);
  return {
    pickUpDateTime,
    dropOffDateTime: pickUp ? toLocalDateTime(addMinutes(pickUp, 1)) : pickUpDateTime,
  };
}

const FORM_FIELDS: Record<D2dFormField, D2DField> = {
  moP_Type: 'moP_Type',
  accountNo: 'accountNo',
  numberPassengers: 'numberPassengers',
  pickUpPlaceId: 'pickUp',
  dropOffPlaceId: 'dropOff',
  collectionArea: 'pickUpInstructions',
  pickupFlightType: 'pickupFlightType',
  pickupFlightNumber: 'pickupFlightNumber',
};

/**
 * Select Vehicle's rules in form order, the first failing one wins (spec 001 §5): the contracts'
 * D2D form rules (method of payment, account number when billing to the account, passengers,
 * pick-up, drop-off, flight type, flight number – the server's own rule – and no text longer than
 * the server takes), then the 2 h 30 pick-up rule.
 */
export function firstD2DError(values: D2DFormValues, now: Date): D2DError | null {
  const formError = firstD2dFormError({
    moP_Type: values.moP_Type,
    accountNo: values.accountNo,
    numberPassengers: values.numberPassengers,
    pickUpPlaceId: values.pickUp.place?.placeId ?? '',
    dropOffPlaceId: values.dropOff.place?.placeId ?? '',
    collectionArea: values.pickUpInstructions,
    pickupFlightType: values.pickupFlightType,
    pickupFlightNumber: values.pickupFlightNumber,
  });
  if (formError) return { field: FORM_FIELDS[formError.field], message: formError.message };
  const pickUp = parseLocalDateTime(joinDateTime(values.pickUpDate, values.pickUpTime));
  if (!pickUp || pickUp.getTime() - now.getTime() < LEAD_TIME_CHECK_MINUTES * 60_000)
    return { field: 'pickUpTime', message: MESSAGES.pickUpLeadTime };
  return null;
}

/** The signed-in user as the D2D form sees it, or null for a visitor. */
export function d2dAccountOf(
  user: { accountType: 'I' | 'C' | 'T'; accountNo: string | null; accountEmail: string } | null,
): D2DAccount | null {
  if (!user) return null;
  return {
    accountType: user.accountType,
    accountNo: user.accountNo ?? '',
    accountEmail: user.accountEmail,
  };
}

/**
 * POST /api/Booking/d2d/availability for the form: the party, the addresses as place ids, the
 * pick-up and the drop-off one minute later; the account is the session's (the server reads it
 * from the cookie), a visitor asks as an individual.
 */
export function toD2dAvailabilityRequest(
  values: D2DFormValues,
  account: D2DAccount | null,
): D2dAvailabilityRequest {
  const placeIds = (fields: AddressField[]) =>
    fields.map((field) => values[field].place?.placeId ?? '').filter((placeId) => placeId !== '');
  return {
    numberPassengers: values.numberPassengers,
    pickUpPlaceId: values.pickUp.place?.placeId ?? '',
    additionalPickUpPlaceIds: values.additionalPickUps
      ? placeIds(['pickUpExtra1', 'pickUpExtra2'])
      : [],
    additionalDropOffPlaceIds: values.additionalDropOffs
      ? placeIds(['dropOffExtra1', 'dropOffExtra2'])
      : [],
    dropOffPlaceId: values.dropOff.place?.placeId ?? '',
    ...tripTimes(values),
    accountType: account?.accountType ?? 'I',
    accountNo: account?.accountNo ?? '',
    foreignLocal: 'L',
  };
}

/** The D2D details the vehicle choice and the booking steps carry on. */
export function toD2dDetails(
  values: D2DFormValues,
  account: D2DAccount | null,
  accountName: string,
): D2DDetailsState {
  const addresses = ['pickUp', ...filledStopOvers(values), 'dropOff'] as AddressField[];
  return {
    accountName,
    moP_Type: values.moP_Type,
    accountNo: values.moP_Type === 'AC' ? values.accountNo.trim() : '',
    pickupFlightType: values.pickupFlightType || 'NONE',
    pickupFlightNumber:
      values.pickupFlightType && values.pickupFlightType !== 'NONE'
        ? values.pickupFlightNumber.trim()
        : '',
    collectionArea: values.pickUpInstructions.trim(),
    addresses: addresses.map((field) => values[field].place?.description ?? values[field].text),
    billback: offersBillback(account),
    paymentLocked: paymentLocked(account),
  };
}
