import { otherRateSchema } from '@bluu/contracts/availability';
import {
  d2dAvailabilityRequestSchema,
  d2dAvailabilityResponseSchema,
  d2dChargeSchema,
  d2dQuoteRequestSchema,
  d2dQuoteResponseSchema,
} from '@bluu/contracts/d2d';
import { z } from 'zod';

/**
 * The Door2Door history-entry states as zod schemas, apart from the car journey's so that only
 * the D2D screens load the D2D contracts (decision record 0029).
 */

const contactSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });

export const d2dDetailsStateSchema = z.object({
  accountName: z.string(),
  moP_Type: z.string(),
  accountNo: z.string(),
  pickupFlightType: z.string(),
  pickupFlightNumber: z.string(),
  collectionArea: z.string(),
  /** Pick-up, stop-overs and drop-off as the customer chose them. */
  addresses: z.array(z.string()),
  /** Billback to the account offered, and locked to it (spec 001 §6). */
  billback: z.boolean(),
  paymentLocked: z.boolean(),
});

export const d2dQuoteStateSchema = z.object({
  d2d: z.literal('quote'),
  request: d2dAvailabilityRequestSchema,
  details: d2dDetailsStateSchema,
  rate: otherRateSchema,
  charges: z.array(d2dChargeSchema),
  products: d2dAvailabilityResponseSchema.shape.products,
  trip: d2dAvailabilityResponseSchema.shape.trip,
});

export const d2dBookingStateSchema = z.object({
  d2d: z.literal('booking'),
  request: d2dQuoteRequestSchema,
  details: d2dDetailsStateSchema,
  quote: d2dQuoteResponseSchema,
  charge: d2dChargeSchema,
  quoteNumber: z.string().optional().catch(undefined),
  contact: contactSchema.optional().catch(undefined),
});
