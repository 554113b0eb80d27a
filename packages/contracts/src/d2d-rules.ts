import type { Payment } from './booking.ts';
import { BOOKING_MESSAGES, isCardNumber, type FieldError } from './booking-rules.ts';
import {
  BRAND_NAME,
  D2D_FLIGHT_TYPES,
  D2D_PASSENGERS_MAX,
  D2D_PASSENGERS_MIN,
  D2D_TRAILER_MIN_SEATS,
  RESERVATIONS_EMAIL,
  SUPPORT_PHONE,
  type D2dFlightType,
} from './constants.ts';
import { D2D_MESSAGES } from './messages.ts';
import { formatMoney } from './money.ts';
import { PRODUCT_CODES } from './quote-rules.ts';
import {
  hasVisibleText,
  isCardExpiry,
  tooLongMessage,
  withTextLimits,
  type TextLines,
} from './validators.ts';

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
 * The D2D fee as typed, in rands: numbers only (spec 000 §5), with a decimal comma or point and
 * spaces between thousands, as amounts are written in South Africa; anything else is 0, and
 * `feeInputProblem` says so beside the field. `feeFromInput('1 250,50') === 1250.5`,
 * `feeFromInput('150.50') === 150.5`, `feeFromInput('abc') === 0`, `feeFromInput('-5') === 0`.
 */
export function feeFromInput(text: string): number {
  return readFee(text) ?? 0;
}

/**
 * Why a typed fee counts as 0, or null when it is an amount (or empty):
 * `feeInputProblem('abc') === D2D_FEE_MESSAGES.notAnAmount`.
 */
export function feeInputProblem(text: string): string | null {
  if (text.trim() === '' || readFee(text) !== undefined) return null;
  return FEE_PATTERN.test(normalisedFee(text))
    ? D2D_FEE_MESSAGES.tooLarge
    : D2D_FEE_MESSAGES.notAnAmount;
}

/** Whole rands, optionally in groups of three split by spaces, then up to two decimals. */
const FEE_PATTERN = /^(\d{1,3}(?: \d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/** The typed fee with its spaces (a no-break one, as the site prints amounts, too) made plain. */
function normalisedFee(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').trim();
}

function readFee(text: string): number | undefined {
  const match = FEE_PATTERN.exec(normalisedFee(text));
  if (!match) return undefined;
  const value = Number(`${match[1]!.replaceAll(' ', '')}.${match[2] ?? '0'}`);
  return value <= D2D_FEE_MAX ? value : undefined;
}

/** The largest fee a D2D quote takes (rands); ours, so totals stay in range. */
export const D2D_FEE_MAX = 100_000;

/** Ours: what the fee field says when what was typed counts as 0. */
export const D2D_FEE_MESSAGES = {
  notAnAmount: 'This is not an amount, so no fee is added. Type it in rands, e.g. 150 or 150,50.',
  tooLarge: `The fee can be at most ${formatMoney({ cents: D2D_FEE_MAX * 100, currency: 'ZAR' })}, so no fee is added.`,
} as const;

/** The child seats among the D2D extras: each holds one passenger. */
export const D2D_CHILD_SEAT_CODES: readonly string[] = [
  PRODUCT_CODES.infantSeat,
  PRODUCT_CODES.babySeat,
  PRODUCT_CODES.boosterSeat,
];

/**
 * More child seats than passengers, or than the vehicle seats, are refused (each seat holds a
 * passenger): for 1 passenger, `childSeatsError([{ productCode: 'BABY', quantity: 2 }], 1, 3)`
 * is 'At most 1 child seat can be added for 1 passenger.'
 */
export function childSeatsError(
  products: ReadonlyArray<{ productCode: string; quantity: number }>,
  passengers: number,
  seats: number,
): string | null {
  const childSeats = products
    .filter((product) => D2D_CHILD_SEAT_CODES.includes(product.productCode.toUpperCase()))
    .reduce((sum, product) => sum + product.quantity, 0);
  if (childSeats <= Math.min(passengers, seats)) return null;
  return seats < passengers
    ? D2D_RULE_MESSAGES.childSeatsOverSeats(seats)
    : D2D_RULE_MESSAGES.childSeatsOverPassengers(passengers);
}

/**
 * How far from the nearest active hub a transfer may start, as the crow flies (the measure that
 * picks the hub): about 130 km by road, which a chauffeur leaving the hub drives within the
 * 2 h 25 lead time every transfer has (decision record 0028, amendment 2026-11-27).
 */
export const D2D_SERVICE_RADIUS_KM = 100;

/** True when a pick-up this many metres from the nearest active hub is inside the service area. */
export function isInServiceArea(metresFromHub: number): boolean {
  return metresFromHub <= D2D_SERVICE_RADIUS_KM * 1000;
}

/** True when every chosen stop of a trip is the same place: a transfer that goes nowhere. */
export function goesNowhere(placeIds: readonly string[]): boolean {
  const chosen = placeIds.filter((placeId) => placeId !== '');
  return chosen.length >= 2 && chosen.every((placeId) => placeId === chosen[0]);
}

/** Ours: the door-to-door refusals these rules make, beside `D2D_MESSAGES` of the spec. */
export const D2D_RULE_MESSAGES = {
  samePlace:
    'Pick-up and drop-off are the same place. Please choose a different drop-off location.',
  childSeatsOverPassengers: (passengers: number) =>
    `At most ${passengers} child seat${passengers === 1 ? '' : 's'} can be added for ${passengers} passenger${passengers === 1 ? '' : 's'}.`,
  childSeatsOverSeats: (seats: number) =>
    `At most ${seats} child seat${seats === 1 ? '' : 's'} fit in this vehicle.`,
  /** `cities` are the active hubs': 'Cape Town, Durban and Ekurhuleni'. */
  outsideServiceArea: (cities: readonly string[]) =>
    `Door2Door transfers start within ${D2D_SERVICE_RADIUS_KM} km of our hubs in ${listed(cities)}. For a transfer from further away, please phone ${BRAND_NAME} on ${SUPPORT_PHONE} or e-mail ${RESERVATIONS_EMAIL}.`,
} as const;

/** 'A', 'A and B', 'A, B and C'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * D2D booking step 2 (spec 001 §5 asks only the method of payment): the method among those
 * `allowed`, then the card's expiry and number when given, by the car booking's own checks:
 * `{ moP_Type: 'VS', moP_Expiry: '199913' }` → 'Please enter valid card expiry date (YYYYMM).'
 */
export function firstD2dPaymentError(
  payment: Pick<Payment, 'moP_Type' | 'moP_Expiry' | 'moP_No'>,
  allowed: readonly string[],
  now: Date,
): FieldError<'moP_Type' | 'moP_Expiry' | 'moP_No'> | null {
  if (!allowed.includes(payment.moP_Type))
    return { field: 'moP_Type', message: BOOKING_MESSAGES.select('Method of payment') };
  if (payment.moP_Expiry && !isCardExpiry(payment.moP_Expiry, now))
    return { field: 'moP_Expiry', message: BOOKING_MESSAGES.cardExpiry };
  if (payment.moP_No && !isCardNumber(payment.moP_No.replace(/[\s-]/g, '')))
    return { field: 'moP_No', message: BOOKING_MESSAGES.valid('Card number') };
  return null;
}

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

/**
 * How long each text a D2D request carries may be, trimmed: the server's schemas take this much
 * (`d2d.ts`), and the form says so instead of cutting what was typed (decision record 0043).
 */
export const D2D_TEXT_LIMITS = {
  accountNo: 20,
  /** Pick-up instructions (spec 001 §3 collectionArea / PICKUP_AREA_DETAILS). */
  collectionArea: 500,
  pickupFlightNumber: 10,
} as const;

/** A flight number as airlines print it: letters, digits and spaces (`SA 343`, `ET4571`). */
const FLIGHT_NUMBER_PATTERN = /^[A-Za-z0-9 ]+$/;

/**
 * The one flight-number rule, of the D2D form and of the server's schemas: a flight (the type is
 * not NONE) needs its number; a number, when given, is at most 10 letters, digits and spaces.
 * `flightNumberError('ARRIVAL', '') === 'Please enter Flight number.'`,
 * `flightNumberError('ARRIVAL', 'BA-57/1') === D2D_MESSAGES.flightNumberFormat`,
 * `flightNumberError('ARRIVAL', 'ET 4571 J2X')` → 'Flight number must be at most 10 characters.'
 */
export function flightNumberError(
  flightType: D2dFlightType | '',
  flightNumber: string,
): string | null {
  const number = flightNumber.trim();
  if (!hasVisibleText(number))
    return isFlightOf(flightType) === 'Y' ? D2D_MESSAGES.flightNumber : null;
  if (number.length > D2D_TEXT_LIMITS.pickupFlightNumber)
    return tooLongMessage('Flight number', D2D_TEXT_LIMITS.pickupFlightNumber);
  return FLIGHT_NUMBER_PATTERN.test(number) ? null : D2D_MESSAGES.flightNumberFormat;
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
  /** Pick-up instructions: optional, at most `D2D_TEXT_LIMITS.collectionArea` characters. */
  collectionArea: string;
  pickupFlightType: D2dFlightType | '';
  pickupFlightNumber: string;
}

export type D2dFormField = keyof D2dFormFields;

/** The form's fields in the order of its rules: spec 001 §5's, the instructions before the flight. */
const D2D_FORM_ORDER: readonly D2dFormField[] = [
  'moP_Type',
  'accountNo',
  'numberPassengers',
  'pickUpPlaceId',
  'dropOffPlaceId',
  'collectionArea',
  'pickupFlightType',
  'pickupFlightNumber',
];

/** The form's free texts with a limit: the label their message names and the most they take. */
const D2D_FORM_TEXT_RULES: Partial<
  Record<D2dFormField, readonly [string, number, lines?: TextLines]>
> = {
  accountNo: ['Account number', D2D_TEXT_LIMITS.accountNo, 'single'],
  collectionArea: ['Pick-up instructions', D2D_TEXT_LIMITS.collectionArea],
};

/**
 * The first failing rule of the D2D form, in the spec's order (001 §5): method of payment,
 * account number when billing to the account, passengers, pick-up, drop-off, flight type, flight
 * number when there is a flight (`flightNumberError`); a text longer than the server takes fails
 * in its place with 'Pick-up instructions must be at most 500 characters.' The time rules are
 * the search's (`time.ts`).
 */
export function firstD2dFormError(
  form: D2dFormFields,
): { field: D2dFormField; message: string } | null {
  const billsAccount = form.moP_Type === 'AC';
  const flightProblem = flightNumberError(form.pickupFlightType, form.pickupFlightNumber);
  const checks: Array<[D2dFormField, boolean, string]> = [
    ['moP_Type', form.moP_Type !== '', D2D_MESSAGES.methodOfPayment],
    ['accountNo', !billsAccount || hasVisibleText(form.accountNo), D2D_MESSAGES.accountNumber],
    ['numberPassengers', isPassengerCount(form.numberPassengers), D2D_MESSAGES.passengers],
    ['pickUpPlaceId', form.pickUpPlaceId !== '', D2D_MESSAGES.pickUpLocation],
    ['dropOffPlaceId', form.dropOffPlaceId !== '', D2D_MESSAGES.dropOffLocation],
    ['pickupFlightType', form.pickupFlightType !== '', D2D_MESSAGES.flightType],
    ['pickupFlightNumber', flightProblem === null, flightProblem ?? ''],
  ];
  const failing = checks.find(([, ok]) => !ok);
  return withTextLimits(
    D2D_FORM_ORDER,
    failing ? { field: failing[0], message: failing[2] } : null,
    {
      accountNo: billsAccount ? form.accountNo.trim() : '',
      collectionArea: form.collectionArea.trim(),
    },
    D2D_FORM_TEXT_RULES,
  );
}

/**
 * Before Calculate Distance: both ends typed ('Please enter both pickup and drop-off
 * locations'), every typed address chosen from the suggestions ('Invalid location
 * selected…'), and somewhere to go (not every stop the same place). `typed` is what the fields show, `placeIds` what was chosen ('' = nothing).
 */
export function distanceInputError(
  stops: Array<{ typed: string; placeId: string }>,
): string | null {
  const first = stops[0];
  const last = stops.at(-1);
  if (!hasVisibleText(first?.typed ?? '') || !hasVisibleText(last?.typed ?? '') || stops.length < 2)
    return D2D_MESSAGES.bothLocations;
  if (stops.some((stop) => hasVisibleText(stop.typed) && stop.placeId === ''))
    return D2D_MESSAGES.invalidLocation;
  if (goesNowhere(stops.map((stop) => stop.placeId))) return D2D_RULE_MESSAGES.samePlace;
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
