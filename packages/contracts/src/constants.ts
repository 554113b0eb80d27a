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

/* Door-to-door (D2D) transfers (spec 000 §3, §5; spec 001 §2, §5, §9; DESIGN.md §5). */

/** Passengers a D2D transfer carries: 1 to 22 (spec 001 §5, §9). */
export const D2D_PASSENGERS_MIN = 1;
export const D2D_PASSENGERS_MAX = 22;
/** The D2D map: default zoom 7, height 300 px (spec 001 §2, §9). */
export const D2D_MAP_ZOOM = 7;
export const D2D_MAP_HEIGHT_PX = 300;
/** Addresses are limited to South Africa (country code za). */
export const D2D_COUNTRY_CODE = 'za';
/** The driving licence code a D2D booking presets (spec 001 §9). */
export const D2D_LICENCE_CODE = 'B';
/** The trailer extra is hidden for vehicles seating fewer than this (spec 000 §5). */
export const D2D_TRAILER_MIN_SEATS = 4;
/** Additional pick-up and drop-off addresses: at most two of each (spec 001 §2). */
export const D2D_ADDITIONAL_ADDRESSES_MAX = 2;
/** Default road-detour factor of the gazetteer's great-circle distances (DESIGN.md §3). */
export const DEFAULT_ROAD_FACTOR = 1.3;
/** Who to ask about D2D rates (ours: the spec names an e-mail without its value). */
export const D2D_SALES_EMAIL = 'd2d@bluu.co.za';

/** The D2D hubs (spec 000 §3); the hub of a trip is the nearest active one (DESIGN.md §5). */
export const D2D_HUBS = [
  { code: '3C', name: 'Cape Town airport', active: true },
  { code: '3D', name: 'KwaZulu-Natal airport', active: true },
  { code: '3I', name: 'Gauteng address', active: true },
  { code: '3N', name: 'Randburg address', active: false },
] as const;
export type D2dHubCode = (typeof D2D_HUBS)[number]['code'];
export const D2D_HUB_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type D2dHubStatus = (typeof D2D_HUB_STATUSES)[number];

/**
 * Flight type of the pick-up (spec 001 §3 pickupFlightType): NONE when the trip has no flight,
 * ARRIVAL when the passengers are collected off a flight, DEPARTURE when delivered to one. A
 * flight number is needed unless NONE; `isFlight` is Y exactly when it is not NONE.
 */
export const D2D_FLIGHT_TYPES = ['NONE', 'ARRIVAL', 'DEPARTURE'] as const;
export type D2dFlightType = (typeof D2D_FLIGHT_TYPES)[number];
export const D2D_FLIGHT_TYPE_LABELS: Record<D2dFlightType, string> = {
  NONE: 'No flight',
  ARRIVAL: 'Arriving flight (collect at the airport)',
  DEPARTURE: 'Departing flight (deliver to the airport)',
};

/** Where a route's distance came from: the embedded gazetteer (an estimate) or Google's Routes API. */
export const MAPS_PROVIDERS = ['gazetteer', 'google'] as const;
export type MapsProvider = (typeof MAPS_PROVIDERS)[number];

/**
 * The header the site sends with every API request from a tab that shows a signed-in individual:
 * their id (the session user's `accountUser`). It only narrows the session cookie's identity,
 * never grants one (decision record 0045).
 */
export const SESSION_USER_HEADER = 'x-session-user';

/**
 * The header the site sends with every API request: the account number of the corporate or tour
 * account the tab shows, or NO_SESSION_ACCOUNT when it shows a visitor or an individual. When
 * sent, the session cookie's account acts only if the header names it; a client that sends no
 * such header acts for the cookie's account as before. It only narrows, never grants (decision
 * record 0045).
 */
export const SESSION_ACCOUNT_HEADER = 'x-session-account';
export const NO_SESSION_ACCOUNT = 'none';
