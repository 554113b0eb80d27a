/**
 * Machine-readable codes carried beside the spec's `errors.error[].errorMessage` on every refused
 * request of our API. The site branches on these, never on message text; answers from an outside
 * provider carry no code, and the site then falls back to the spec's own rules (e.g. 'id no').
 */
export const ERROR_CODES = [
  /** The request body, path or query failed its schema. */
  'VALIDATION',
  /** The request could not be read at all: malformed JSON or URL, wrong content type, too large. */
  'BAD_REQUEST',
  /** The renter's ID / passport number is not valid (spec 001 §8: back to step 1). */
  'RENTER_ID_INVALID',
  /** Another customer-details rule of step 1 failed. */
  'CUSTOMER_DETAILS',
  /**
   * The cancel form's first name and last name are not the renter's (the reference and e-mail
   * were right); counted as a failed look-up of the reference.
   */
  'NAMES_DO_NOT_MATCH',
  /** A payment rule of step 2 failed. */
  'PAYMENT',
  'UNKNOWN_BRANCH',
  'UNKNOWN_VEHICLE_GROUP',
  'UNKNOWN_RATE_CODE',
  /** Pick-up sooner than the minimum lead time. */
  'PICK_UP_LEAD_TIME',
  /** Any other pick-up / drop-off time rule. */
  'TIME_RULE',
  'CROSS_BORDER',
  /** A van-rental branch: van rental is not bookable online (spec 001 §1). */
  'VAN_RENTAL_OFFLINE',
  'OUTSIDE_BRANCH_HOURS',
  'WAIVER_NOT_OFFERED',
  'PRODUCT_NOT_OFFERED',
  'ADDITIONAL_DRIVERS',
  /** An OPEN (on rent) reservation may only be extended. */
  'EXTENSION_ONLY',
  'INVALID_CREDENTIALS',
  'ACCOUNT_SIGN_IN_REQUIRED',
  'NOT_FOUND',
  'VEHICLE_UNAVAILABLE',
  'QUOTE_ALREADY_CONFIRMED',
  'ALREADY_CANCELLED',
  'CONFLICT',
  'QUOTE_EXPIRED',
  /** The same Idempotency-Key was sent with a different body. */
  'IDEMPOTENCY_MISMATCH',
  'TOO_MANY_ATTEMPTS',
  /** A one-time code (OTP) that does not match. */
  'OTP_INVALID',
  /** A one-time code, activation or reset link that has expired or been used. */
  'CODE_EXPIRED',
  /** The individual's online profile exists but has not been activated yet. */
  'NOT_ACTIVATED',
  /** The call needs a signed-in individual. */
  'USER_SIGN_IN_REQUIRED',
  /** The signed-in individual asked for another person's data. */
  'FORBIDDEN',
  /** An operators' route (/metrics, /ops/*) without its bearer token (METRICS_TOKEN). */
  'OPERATOR_TOKEN_REQUIRED',
  'ROUTE_NOT_FOUND',
  /** D2D: a place id that the maps service does not know (spec 001 §5 'Invalid location selected…'). */
  'INVALID_LOCATION',
  /** D2D: the route's distance could not be worked out ('Error calculating distances…'). */
  'DISTANCE_UNAVAILABLE',
  /** D2D: no band of the rate code holds the trip's km ('Rate Code in range could not be found.'). */
  'RATE_NOT_IN_RANGE',
  /** D2D: the signed-in account has no D2D rate code (the no-rates message). */
  'NO_D2D_RATES',
  /** D2D: no vehicle seats the party, or the chosen one does not. */
  'SEATING',
  /** D2D: no active hub. */
  'NO_D2D_HUB',
  /**
   * A check that must not be skipped (a sign-in, a PIN, an OTP) cannot run right now: the
   * shared store of attempt counters (Redis) is out of reach; or the database cannot give a
   * connection now (too many connections, a restart). Answered with 503 and Retry-After.
   */
  'TEMPORARILY_UNAVAILABLE',
  'INTERNAL',
] as const;

/** The message of TEMPORARILY_UNAVAILABLE. */
export const TEMPORARILY_UNAVAILABLE_MESSAGE =
  'This service is briefly unavailable. Please try again in a minute.';

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
