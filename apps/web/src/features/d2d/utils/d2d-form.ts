import { LEAD_TIME_CHECK_MINUTES } from '@bluu/contracts/constants';
import { MESSAGES } from '@bluu/contracts/messages';
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
import { isEmail } from '@bluu/contracts/validators';
import {
  D2D_FORM_MESSAGES,
  D2D_PASSENGERS_MAX,
  D2D_PASSENGERS_MIN,
} from '@/features/d2d/utils/d2d-messages.ts';

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

export const FLIGHT_TYPES = ['DOMESTIC', 'INTERNATIONAL'] as const;
export type FlightType = (typeof FLIGHT_TYPES)[number];
export const FLIGHT_TYPE_LABELS: Record<FlightType, string> = {
  DOMESTIC: 'Domestic',
  INTERNATIONAL: 'International',
};

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
  /** Flight details: is the pick-up a flight's arrival. */
  isFlight: boolean;
  pickupFlightType: string;
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
  | 'pickupFlightType'
  | 'pickupFlightNumber'
  | 'pickUpTime';

export interface D2DError {
  field: D2DField;
  message: string;
}

/** What the form knows of the signed-in account (none for a visitor). */
export interface D2DAccount {
  accountType: 'I' | 'C' | 'T';
  accountNo: string;
  accountEmail: string;
}

/**
 * Mail providers anyone can sign up with; an address at any other domain counts as a company's:
 * `isCompanyEmail('ops@acme.co.za') === true`, `isCompanyEmail('me@gmail.com') === false`.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'live.co.za',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'webmail.co.za',
  'mweb.co.za',
  'telkomsa.net',
  'vodamail.co.za',
  'iafrica.com',
  'absamail.co.za',
]);

export function isCompanyEmail(email: string): boolean {
  const address = email.trim().toLowerCase();
  if (!isEmail(address)) return false;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return !PUBLIC_MAIL_DOMAINS.has(domain);
}

/**
 * Billback to the account is offered only to a signed-in account with a company e-mail domain
 * (spec 001 §6).
 */
export function offersBillback(account: D2DAccount | null): boolean {
  return account !== null && isCompanyEmail(account.accountEmail);
}

/** The method of payment is locked (to billback) for an account that has an account number. */
export function paymentLocked(account: D2DAccount | null): boolean {
  return offersBillback(account) && account !== null && account.accountNo !== '';
}

/** The choices of passengers: 1 to 22. */
export function passengerChoices(): number[] {
  const choices: number[] = [];
  for (let count = D2D_PASSENGERS_MIN; count <= D2D_PASSENGERS_MAX; count += 1)
    choices.push(count);
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
    isFlight: false,
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
export function addressFieldsInOrder(values: D2DFormValues): D2DField[] {
  return [
    'pickUp',
    ...(values.additionalPickUps ? (['pickUpExtra1', 'pickUpExtra2'] as const) : []),
    ...(values.additionalDropOffs ? (['dropOffExtra1', 'dropOffExtra2'] as const) : []),
    'dropOff',
  ];
}

type AddressField = 'pickUp' | 'pickUpExtra1' | 'pickUpExtra2' | 'dropOffExtra1' | 'dropOffExtra2' | 'dropOff';

function addressOf(values: D2DFormValues, field: AddressField): AddressValue {
  return values[field];
}

/** The stop-overs' fields in trip order that hold an address (empty ones are skipped). */
function filledStopOvers(values: D2DFormValues): AddressField[] {
  return addressFieldsInOrder(values).filter(
    (field): field is AddressField =>
      field !== 'pickUp' &&
      field !== 'dropOff' &&
      addressOf(values, field as AddressField).text.trim() !== '',
  ) as AddressField[];
}

/** The trip to measure: place ids of pick-up, stop-overs in order, drop-off. */
export interface D2DTrip {
  origin: ChosenPlace;
  stopOvers: ChosenPlace[];
  destination: ChosenPlace;
}

/**
 * Calculate Distance: both ends must be filled in ('Please enter both pickup and drop-off
 * locations'), and every filled address must be a chosen suggestion ('Invalid location
 * selected…'); otherwise the trip to measure.
 */
export function tripToMeasure(
  values: D2DFormValues,
): { ok: true; trip: D2DTrip } | { ok: false; error: D2DError } {
  if (values.pickUp.text.trim() === '')
    return { ok: false, error: { field: 'pickUp', message: D2D_FORM_MESSAGES.bothLocations } };
  if (values.dropOff.text.trim() === '')
    return { ok: false, error: { field: 'dropOff', message: D2D_FORM_MESSAGES.bothLocations } };
  const fields: AddressField[] = ['pickUp', ...filledStopOvers(values), 'dropOff'];
  const places: ChosenPlace[] = [];
  for (const field of fields) {
    const place = addressOf(values, field).place;
    if (!place)
      return { ok: false, error: { field, message: D2D_FORM_MESSAGES.invalidLocation } };
    places.push(place);
  }
  const origin = places[0]!;
  const destination = places[places.length - 1]!;
  return { ok: true, trip: { origin, stopOvers: places.slice(1, -1), destination } };
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

/**
 * Select Vehicle's rules in form order, the first failing one wins (spec 001 §5): method of
 * payment, account number when billing to an account, passengers 1 to 22, pick-up and drop-off,
 * flight type and number when the pick-up is a flight, and the 2 h 30 pick-up rule.
 */
export function firstD2DError(values: D2DFormValues, now: Date): D2DError | null {
  if (!values.moP_Type) return { field: 'moP_Type', message: D2D_FORM_MESSAGES.methodOfPayment };
  if (values.moP_Type === 'AC' && !values.accountNo.trim())
    return { field: 'accountNo', message: D2D_FORM_MESSAGES.accountNumber };
  if (
    !Number.isInteger(values.numberPassengers) ||
    values.numberPassengers < D2D_PASSENGERS_MIN ||
    values.numberPassengers > D2D_PASSENGERS_MAX
  )
    return { field: 'numberPassengers', message: D2D_FORM_MESSAGES.passengers };
  if (!values.pickUp.place)
    return { field: 'pickUp', message: D2D_FORM_MESSAGES.pickUpLocation };
  if (!values.dropOff.place)
    return { field: 'dropOff', message: D2D_FORM_MESSAGES.dropOffLocation };
  if (values.isFlight && !values.pickupFlightType)
    return { field: 'pickupFlightType', message: D2D_FORM_MESSAGES.flightType };
  if (values.isFlight && !values.pickupFlightNumber.trim())
    return { field: 'pickupFlightNumber', message: D2D_FORM_MESSAGES.flightNumber };
  const pickUp = parseLocalDateTime(joinDateTime(values.pickUpDate, values.pickUpTime));
  if (!pickUp) return { field: 'pickUpTime', message: MESSAGES.pickUpLeadTime };
  if (pickUp.getTime() - now.getTime() < LEAD_TIME_CHECK_MINUTES * 60_000)
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
