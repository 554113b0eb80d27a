import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import { branchCodeSchema } from './branch.ts';
import { ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPE, DEFAULT_RESIDENCE, RESIDENCES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { LOCAL_DATE_TIME_PATTERN, parseLocalDateTime } from './time.ts';

export const localDateTimeSchema = z
  .string()
  .regex(LOCAL_DATE_TIME_PATTERN, 'must be a date and time as YYYY-MM-DD HH:mm')
  .refine((text) => parseLocalDateTime(text) !== null, 'must be a real calendar date and time');

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
      email: z.string().trim().max(120),
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

export type AvailabilityOutcome =
  { kind: 'rates'; rate: Rate; otherRates: OtherRate[] } | { kind: 'error'; message: string };

/**
 * What the site shows for an availability answer (spec 000 §8, 001 §8): the server's message
 * when it lacks 'success', the branch-hours message for an empty rate list, the no-vehicles
 * message for empty charges, else the first rate.
 */
export function availabilityOutcome(
  response: AvailabilityResponse,
  reservationsEmail: string,
): AvailabilityOutcome {
  const first = response.errors.error[0]?.errorMessage ?? '';
  if (!first.toLowerCase().includes('success')) return { kind: 'error', message: first };
  const rate = response.rates.rate[0];
  if (!rate) return { kind: 'error', message: MESSAGES.outsideBranchHours };
  if (rate.charges.length === 0)
    return { kind: 'error', message: MESSAGES.noVehiclesAvailable(reservationsEmail) };
  return { kind: 'rates', rate, otherRates: response.otherRates };
}
