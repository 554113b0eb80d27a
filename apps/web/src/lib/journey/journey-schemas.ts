import { apiErrorsSchema } from '@bluu/contracts/api-errors';
import {
  availabilityRequestSchema,
  availabilityResponseSchema,
  otherRateSchema,
  vehicleChargeSchema,
} from '@bluu/contracts/availability';
import { bookingResponseSchema, customerDetailsSchema } from '@bluu/contracts/booking';
import { quoteRequestSchema, quoteResponseSchema } from '@bluu/contracts/quote';
import { z } from 'zod';

/**
 * The journey's history-entry states as zod schemas; kept apart from the types and helpers so
 * that screens which only write a state (the home page's search) do not load them.
 */

export const modifyContextSchema = z.object({
  reservationNumber: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contactNumber: z.string(),
});

/** A broken `modify` is dropped; the search it came with is kept. */
export const searchPayloadSchema = availabilityRequestSchema.extend({
  modify: modifyContextSchema.optional().catch(undefined),
});

export const availabilityStateSchema = z.object({
  rates: availabilityResponseSchema.shape.rates,
  otherRates: availabilityResponseSchema.shape.otherRates,
  payload: searchPayloadSchema,
  errors: apiErrorsSchema.optional(),
});

export const quoteSelectionStateSchema = z.object({
  payload: searchPayloadSchema,
  rate: otherRateSchema,
  otherRates: availabilityResponseSchema.shape.otherRates,
  charge: vehicleChargeSchema,
});

export const bookingStateSchema = z.object({
  details: searchPayloadSchema.extend({
    accountName: z.string().catch(''),
    quoteNumber: z
      .string()
      .optional()
      .catch(undefined)
      .transform((quoteNumber) => quoteNumber || undefined),
  }),
  selection: quoteRequestSchema.pick({
    vehicleGroup: true,
    selectedWaiver: true,
    products: true,
    additionalDrivers: true,
  }),
  quote: quoteResponseSchema,
  rate: otherRateSchema,
  charge: vehicleChargeSchema,
  /** A broken contact is dropped: step 1 then starts empty. */
  contact: z
    .object({ firstName: z.string(), lastName: z.string(), email: z.string() })
    .optional()
    .catch(undefined),
});

export const confirmationStateSchema = z.object({
  confirmation: bookingResponseSchema,
  vehicleGroup: z.union([vehicleChargeSchema, z.string()]).optional().catch(undefined),
  customerDetails: customerDetailsSchema,
  isD2D: z.boolean().optional().catch(undefined),
});
