import { apiErrorsSchema } from '@bluu/contracts/api-errors';
import {
  availabilityRequestSchema,
  availabilityResponseSchema,
  otherRateSchema,
  vehicleChargeSchema,
} from '@bluu/contracts/availability';
import {
  bookingResponseSchema,
  customerDetailsSchema,
  paymentOnFileSchema,
  paymentSchema,
} from '@bluu/contracts/booking';
import { quoteRequestSchema, quoteResponseSchema } from '@bluu/contracts/quote';
import { z } from 'zod';
import { sessionItem } from '@/lib/session-storage.ts';
import type { CarJourneyStep, JourneyStates } from './journey.ts';

/**
 * The journey's history-entry states and the booking draft as zod schemas; kept apart from the
 * types and helpers, and loaded only when a page has a state or draft to read
 * (`useJourneySchemas`), so that no journey screen loads zod on its first page (decision
 * record 0018).
 */

export const modifyContextSchema = z.object({
  reservationNumber: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contactNumber: z.string(),
  /** The renter as the reservation holds them, to start booking step 1 from. */
  renter: customerDetailsSchema.optional().catch(undefined),
  /** Its payment without the card, to start step 2 from. */
  payment: paymentOnFileSchema.optional().catch(undefined),
  /**
   * Its vehicle, waiver, extras and additional drivers, to start the quote screen from, with the
   * extras' names as its cost lines give them (to name one the new choice no longer offers).
   */
  selection: quoteRequestSchema
    .pick({ vehicleGroup: true, selectedWaiver: true, products: true, additionalDrivers: true })
    .extend({ productNames: z.record(z.string(), z.string()).catch({}) })
    .optional()
    .catch(undefined),
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
  transfer: z
    .object({
      route: z.array(z.string()),
      pickUpDateTime: z.string(),
      passengers: z.number(),
      tripKms: z.number(),
      fee: z.number(),
    })
    .optional()
    .catch(undefined),
});

const SCHEMAS = {
  availability: availabilityStateSchema,
  quote: quoteSelectionStateSchema,
  booking: bookingStateSchema,
  confirmation: confirmationStateSchema,
} satisfies Record<CarJourneyStep, unknown>;

/** A step's state as carried by a history entry, or null when it has none (or a broken one). */
export function readJourneyState<Step extends CarJourneyStep>(
  step: Step,
  value: unknown,
): JourneyStates[Step] | null {
  const parsed = SCHEMAS[step].safeParse(value);
  return parsed.success ? (parsed.data as JourneyStates[Step]) : null;
}

/** What was typed on the booking steps, kept for a reload or a return; never the card number. */
const bookingDraftSchema = z.object({
  /** The booking it belongs to (see `bookingKey`). */
  booking: z.string(),
  step: z.union([z.literal(1), z.literal(2)]),
  customerDetails: customerDetailsSchema,
  payment: paymentSchema.omit({ moP_No: true }),
  /** The quote saved for this renter, and the contact it was saved for. */
  quoteNumber: z.string().catch(''),
  quoteSavedFor: z.string().catch(''),
});
export type BookingDraft = z.infer<typeof bookingDraftSchema>;

export const bookingDraft = sessionItem<BookingDraft>('bluu.bookingDraft', (value) => {
  const parsed = bookingDraftSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
});

/** The draft of this booking, if one was kept. */
export function readDraftFor(booking: string): BookingDraft | null {
  const draft = bookingDraft.read();
  return draft?.booking === booking ? draft : null;
}
