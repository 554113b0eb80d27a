import type { ErrorCode } from '@bluu/contracts/error-codes';

export type { ErrorCode };

/** The HTTP status of each coded refusal; the codes themselves are the contracts'. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  RENTER_ID_INVALID: 400,
  CUSTOMER_DETAILS: 400,
  NAMES_DO_NOT_MATCH: 400,
  PAYMENT: 400,
  UNKNOWN_BRANCH: 400,
  UNKNOWN_VEHICLE_GROUP: 400,
  UNKNOWN_RATE_CODE: 400,
  PICK_UP_LEAD_TIME: 400,
  TIME_RULE: 400,
  CROSS_BORDER: 400,
  VAN_RENTAL_OFFLINE: 400,
  OUTSIDE_BRANCH_HOURS: 400,
  WAIVER_NOT_OFFERED: 400,
  PRODUCT_NOT_OFFERED: 400,
  ADDITIONAL_DRIVERS: 400,
  INVALID_LOCATION: 400,
  RATE_NOT_IN_RANGE: 400,
  NO_D2D_RATES: 400,
  SEATING: 400,
  NO_D2D_HUB: 400,
  DISTANCE_UNAVAILABLE: 503,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_SIGN_IN_REQUIRED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  EXTENSION_ONLY: 409,
  VEHICLE_UNAVAILABLE: 409,
  QUOTE_ALREADY_CONFIRMED: 409,
  ALREADY_CANCELLED: 409,
  CONFLICT: 409,
  QUOTE_EXPIRED: 410,
  IDEMPOTENCY_MISMATCH: 422,
  TOO_MANY_ATTEMPTS: 429,
  OTP_INVALID: 400,
  CODE_EXPIRED: 410,
  NOT_ACTIVATED: 403,
  USER_SIGN_IN_REQUIRED: 401,
  FORBIDDEN: 403,
  OPERATOR_TOKEN_REQUIRED: 401,
  INTERNAL: 500,
  TEMPORARILY_UNAVAILABLE: 503,
};

/** A refusal of the domain: a code the site branches on and the message the customer reads. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}
