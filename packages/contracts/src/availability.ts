import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import { branchCodeSchema } from './branch.ts';
import { ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPE, DEFAULT_RESIDENCE, RESIDENCES } from './constants.ts';
import { LOCAL_DATE_TIME_PATTERN, parseLocalDateTime } from './time.ts';
import { EMAIL_MAX_LENGTH } from './validators.ts';

/**
 * The last year a trip may be in: a period's turnaround and the four-week slices the server
 * reads it by must still fall in a year the database's timestamps are written in (≤ 9999).
 */
export const LAST_TRIP_YEAR = 9998;

export const localDateTimeSchema = z
  .string()
  .regex(LOCAL_DATE_TIME_PATTERN, 'must be a date and time as YYYY-MM-DD HH:mm')
  .refine((text) => parseLocalDateTime(text) !== null, 'must be a real calendar date and time')
  .refine(
    (text) => Number(text.slice(0, 4)) <= LAST_TRIP_YEAR,
    `must be in the year ${LAST_TRIP_YEAR} or before`,
  );

const flagSchema = z.enum(['Y', 'N']).optional();

/** POST /api/Booking/availability – the spec's availability payload. */
export const availabilityRequestSchema = z.object({
  pickUpBranch: branchCodeSchema,
  pickUpDateTime: localDateTimeSchema,
  dropOffBranch: branchCodeSchema,
  dropOffDateTime: localDateTimeSchema,
  accountType: z.enum(ACCOUNT_TYPES).default(DEFAULT_ACCOUNT_TYPE),
  accountNo: z.string().trim().max(20).nullish(),
  foreignLocal: z.enum(RESIDENCES).default(DEFAULT_RESIDENCE),
  rateCode: z.string().trim().toUpperCase().max(20).nullish(),
  vehicleGroup: z.string().trim().max(10).nullish(),
  cdw: flagSchema,
  scdw: flagSchema,
  tlw: flagSchema,
  stlw: flagSchema,
  pai: flagSchema,
  /**
   * Set while a reservation is being changed: with its look-up e-mail, its own unit is not
   * counted as busy and a rental already on the road may be priced from its past pick-up.
   */
  modifyReservation: z
    .object({
      reservationNumber: z.string().trim().toUpperCase().max(20),
      email: z.string().trim().max(EMAIL_MAX_LENGTH),
    })
    .optional(),
});
export type AvailabilityRequest = z.input<typeof availabilityRequestSchema>;
export type AvailabilityQuery = z.output<typeof availabilityRequestSchema>;

/** One vehicle group's figures under a rate code (amounts in rand or N$, VAT included). */
export const vehicleChargeSchema = z.object({
  vehicleGrp: z.string(),
  vehicleGrp_Desc: z.string(),
  freeKMS: z.number(),
  standardCover: z.number(),
  standardCoverExcessCDW: z.number(),
  superCover: z.number(),
  superCoverExcessCDW: z.number(),
  dailyChargeAmount: z.number(),
  /**
   * The whole trip's total with standard cover (CDW + TLW) and no extras, VAT included: what
   * POST /api/Quote answers for this group, trip and rate code with `selectedWaiver: 'CDW'`.
   * Not the spec's, so optional: absent from an outside provider's answer, from a journey
   * state stored before it existed, and where the rate offers no standard cover for the group.
   */
  totalWithStandardCover: z.number().optional(),
  /** Display details beyond the spec's fields, so a result can be shown without the content service. */
  vehicleType: z.string(),
  makeModel: z.string(),
  seats: z.number(),
  luggage: z.number(),
  transmission: z.enum(['Manual', 'Automatic']),
  imageUrl: z.string(),
});
export type VehicleCharge = z.infer<typeof vehicleChargeSchema>;

export const otherRateSchema = z.object({ rateCode: z.string(), rateDesc: z.string() });
export type OtherRate = z.infer<typeof otherRateSchema>;

export const rateSchema = z.object({
  rateCode: z.string(),
  rateDesc: z.string(),
  charges: z.array(vehicleChargeSchema),
});
export type Rate = z.infer<typeof rateSchema>;

export const availabilityResponseSchema = z.object({
  errors: apiErrorsSchema,
  rates: z.object({ rate: z.array(rateSchema) }),
  otherRates: z.array(otherRateSchema),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export { availabilityOutcome, type AvailabilityOutcome } from './availability-rules.ts';
