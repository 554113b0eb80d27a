import {
  D2D_FLIGHT_TYPES,
  D2D_PASSENGERS_MAX,
  D2D_PASSENGERS_MIN,
  D2D_TRAILER_MIN_SEATS,
  type D2dFlightType,
} from './constants.ts';
import { D2D_MESSAGES } from './messages.ts';

/*
 * The door-to-door rules both sides use, without zod, so that the site's D2D form can run them
 * on its first page (decision record 0018); `d2d.ts` re-exports them beside its schemas.
 */

/** Trip kilometres: route metres rounded down (spec 001 §4). `tripKmsOf(12_999) === 12`. */
export function tripKmsOf(metres: number): number {
  return Math.max(0, Math.floor(metres / 1000));
}

export interface KmBand {
  fromKms: number;
  toKms: number;
}

/**
 * The band holding a trip's km, both ends included (spec 001 §3 fromKms–toKms):
 * `bandFor([{ fromKms: 0, toKms: 50 }, { fromKms: 51, toKms: 100 }], 51)` is the second.
 */
export function bandFor<Band extends KmBand>(
  bands: readonly Band[],
  tripKms: number,
): Band | undefined {
  return bands.find((band) => band.fromKms <= tripKms && tripKms <= band.toKms);
}

/** True when a vehicle seats the party (spec 000 §5: seating at least the passenger count). */
export function seatsParty(seats: number, passengers: number): boolean {
  return seats >= passengers;
}

/** The trailer extra is offered only for vehicles seating 4 or more (spec 000 §5). */
export function offersTrailer(seats: number): boolean {
  return seats >= D2D_TRAILER_MIN_SEATS;
}

/**
 * The D2D fee field's value: numbers only, anything else is 0 (spec 000 §5).
 * `feeFromInput('150.50') === 150.5`, `feeFromInput('abc') === 0`, `feeFromInput('-5') === 0`.
 */
export function feeFromInput(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) && value <= D2D_FEE_MAX ? value : 0;
}

/** The largest fee a D2D quote takes (rands); ours, so totals stay in range. */
export const D2D_FEE_MAX = 100_000;

/** Y when the trip has a flight (the flight type is not NONE). */
export function isFlightOf(flightType: D2dFlightType | ''): 'Y' | 'N' {
  return flightType !== '' && flightType !== 'NONE' ? 'Y' : 'N';
}

export function isD2dFlightType(value: string): value is D2dFlightType {
  return (D2D_FLIGHT_TYPES as readonly string[]).includes(value);
}

/** Passengers: a whole number from 1 to 22 (spec 001 §5). */
export function isPassengerCount(value: number): boolean {
  return Number.isInteger(value) && value >= D2D_PASSENGERS_MIN && value <= D2D_PASSENGERS_MAX;
}

/** The D2D form's fields the rules of spec 001 §5 read. */
export interface D2dFormFields {
  /** AX, DC, MC, VS or AC (billback to the account); empty until chosen. */
  moP_Type: string;
  accountNo: string;
  numberPassengers: number;
  /** The chosen suggestion's place id; empty when the address was typed but not chosen. */
  pickUpPlaceId: string;
  dropOffPlaceId: string;
  pickupFlightType: D2dFlightType | '';
  pickupFlightNumber: string;
}

export type D2dFormField = keyof D2dFormFields;

/**
 * The first failing rule of the D2D form, in the spec's order (001 §5): method of payment,
 * account number when billing to the account, passengers, pick-up, drop-off, flight type, flight
 * number when there is a flight. The time rules are the search's (`time.ts`).
 */
export function firstD2dFormError(
  form: D2dFormFields,
): { field: D2dFormField; message: string } | null {
  const checks: Array<[D2dFormField, boolean, string]> = [
    ['moP_Type', form.moP_Type !== '', D2D_MESSAGES.methodOfPayment],
    [
      'accountNo',
      form.moP_Type !== 'AC' || form.accountNo.trim() !== '',
      D2D_MESSAGES.accountNumber,
    ],
    ['numberPassengers', isPassengerCount(form.numberPassengers), D2D_MESSAGES.passengers],
    ['pickUpPlaceId', form.pickUpPlaceId !== '', D2D_MESSAGES.pickUpLocation],
    ['dropOffPlaceId', form.dropOffPlaceId !== '', D2D_MESSAGES.dropOffLocation],
    ['pickupFlightType', form.pickupFlightType !== '', D2D_MESSAGES.flightType],
    [
      'pickupFlightNumber',
      isFlightOf(form.pickupFlightType) === 'N' || form.pickupFlightNumber.trim() !== '',
      D2D_MESSAGES.flightNumber,
    ],
  ];
  const failing = checks.find(([, ok]) => !ok);
  return failing ? { field: failing[0], message: failing[2] } : null;
}

/**
 * Before Calculate Distance: both ends typed ('Please enter both pickup and drop-off
 * locations'), and every typed address chosen from the suggestions ('Invalid location
 * selected…'). `typed` is what the fields show, `placeIds` what was chosen ('' = nothing).
 */
export function distanceInputError(
  stops: Array<{ typed: string; placeId: string }>,
): string | null {
  const first = stops[0];
  const last = stops.at(-1);
  if (!first?.typed.trim() || !last?.typed.trim() || stops.length < 2)
    return D2D_MESSAGES.bothLocations;
  if (stops.some((stop) => stop.typed.trim() !== '' && stop.placeId === ''))
    return D2D_MESSAGES.invalidLocation;
  return null;
}

/** Total of a D2D quote: the lines plus the fee (spec 000 §9). Cents in, cents out. */
export function d2dTotalCents(lineCents: readonly number[], feeCents: number): number {
  return lineCents.reduce((sum, cents) => sum + cents, 0) + feeCents;
}

/** Spec 001 §6: billback is offered only to signed-in accounts with a company e-mail domain. */
export function hasCompanyEmailDomain(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  return domain !== '' && !FREE_MAIL_DOMAINS.includes(domain);
}

/** Public mail services: an address there is not a company's. */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.za',
  'hotmail.com',
  'hotmail.co.za',
  'outlook.com',
  'live.com',
  'live.co.za',
  'icloud.com',
  'me.com',
  'aol.com',
  'mweb.co.za',
  'webmail.co.za',
  'telkomsa.net',
  'vodamail.co.za',
  'protonmail.com',
  'proton.me',
];

/** The account-type product a no-rates message names (spec 001 §8 '{product} Sales Representative'). */
export function d2dProductName(accountType: 'C' | 'T'): string {
  return accountType === 'T' ? 'Tour Operator' : 'Corporate';
}
