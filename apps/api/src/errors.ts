/** Coded domain errors; the error handler maps each code to an HTTP status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNKNOWN_BRANCH: 400,
  UNKNOWN_RATE_CODE: 400,
  TIME_RULE: 400,
  CROSS_BORDER: 400,
  OUTSIDE_BRANCH_HOURS: 400,
  WAIVER_NOT_OFFERED: 400,
  PRODUCT_NOT_OFFERED: 400,
  ADDITIONAL_DRIVERS: 400,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_SIGN_IN_REQUIRED: 403,
  NOT_FOUND: 404,
  VEHICLE_UNAVAILABLE: 409,
  CONFLICT: 409,
  QUOTE_EXPIRED: 410,
  TOO_MANY_ATTEMPTS: 429,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

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
