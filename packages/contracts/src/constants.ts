/** Business constants of the specification (000 §9, 001 §9), used verbatim by server and site. */

export const SUPPORT_PHONE = '086 101 7722';
export const RESERVATIONS_EMAIL = 'reservations@bluu.co.za';
export const BRAND_NAME = 'Bluu';

export const DEFAULT_CAR_BRANCH = 'JS';
export const DEFAULT_VAN_BRANCH = '1W';
/** Branches that trade in Namibian dollars (N$); every other branch trades in rand (R). */
export const NAMIBIAN_BRANCH_CODES = ['WH', 'WB', 'KM', 'WT'] as const;

export const ACCOUNT_TYPES = ['I', 'C', 'T'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const DEFAULT_ACCOUNT_TYPE: AccountType = 'I';

/** Residence: L local (South Africa), I international. */
export const RESIDENCES = ['L', 'I'] as const;
export type Residence = (typeof RESIDENCES)[number];
export const DEFAULT_RESIDENCE: Residence = 'L';

export const VEHICLE_TYPES = [
  { code: 'A', name: 'Small', description: 'hatchbacks' },
  { code: 'B', name: 'Medium', description: 'sedan' },
  { code: 'C', name: 'Large', description: 'SUV' },
  { code: 'D', name: 'Passenger', description: 'kombi' },
  { code: 'E', name: 'Loader', description: 'van' },
] as const;
export type VehicleTypeCode = (typeof VEHICLE_TYPES)[number]['code'];

export const WAIVERS = ['CDW', 'SCDW'] as const;
export type Waiver = (typeof WAIVERS)[number];

export const BOOKING_STATUSES = ['CANCELLED', 'CONFIRMED', 'OPEN', 'QUOTE'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const TIME_STEP_MINUTES = 15;
/** The lead time the spec announces (2 h 30); the default pick-up the site offers is this far ahead. */
export const MIN_LEAD_MINUTES = 150;
/**
 * The lead time site and server both check (spec: "the check uses a 2 h 25 threshold"): five
 * minutes of cushion, so the default pick-up stays valid while the customer fills in the form.
 */
export const LEAD_TIME_CHECK_MINUTES = 145;
export const MIN_RENTAL_MINUTES = 120;
/** The longest rental bookable online; longer ones go through the reservations team. */
export const MAX_RENTAL_DAYS = 90;
export const DEFAULT_RENTAL_DAYS = 2;
export const DEFAULT_DROP_OFF_TIME = '09:00';
/** A booking keeps its unit busy this long after drop-off (cleaning, inspection). */
export const TURNAROUND_MINUTES = 60;

/** A quote stays valid until 23:59:59 of the day this many days after it was made. */
export const QUOTE_VALID_DAYS = 2;

export const PIN_MAX_LENGTH = 6;
export const SA_ID_LENGTH = 13;
export const ADDITIONAL_DRIVERS_MIN = 1;
export const ADDITIONAL_DRIVERS_MAX = 9;
export const FLEET_PAGE_SIZE = 100;
export const CARD_EXPIRY_MAX_YEAR = 2030;
