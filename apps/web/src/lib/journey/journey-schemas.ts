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
} from '@bluu/contracts/booking';
import { CUSTOMER_TEXT_LIMITS, PAYMENT_TEXT_LIMITS } from '@bluu/contracts/booking-rules';
import { quoteRequestSchema, quoteResponseSchema } from '@bluu/contracts/quote';
import { z } from 'zod';
import { sessionItem } from '@/lib/session-storage.ts';
import { isOfThisJourneySession, stampJourneyState } from './journey-session.ts';
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
  /** The reservation's version as looked up: the change is refused if it was written since. */
  version: z.string().optional().catch(undefined),
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
  /** The booking was a change of an existing reservation (modify mode). */
  modified: z.boolean().optional().catch(undefined),
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
  /** Absent from an entry of an earlier build, and dropped when broken: the page then names no account. */
  billedTo: z
    .object({
      accountName: z.string(),
      accountNo: z.string(),
      voucherNo: z.string(),
      orderNo: z.string(),
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

/**
 * Each text of a limits table as typed: the booking forms keep a text longer than its limit and
 * say it is too long, so the draft keeps it too (with the limit, one such text lost the draft).
 */
function typedTexts<Field extends string>(limits: Record<Field, number>) {
  return Object.fromEntries(
    Object.keys(limits).map((field) => [field, z.string().default('')]),
  ) as Record<Field, z.ZodDefault<z.ZodString>>;
}

const typedCustomerDetailsSchema = z.object({
  ...typedTexts(CUSTOMER_TEXT_LIMITS),
  firstNames: z.array(z.object({ firstName: z.string() })).default([]),
  consent: z.boolean().default(false),
});

/**
 * What was typed on the booking steps, kept for a reload or a return; never the card number. It
 * belongs to the renter's journey, not to one quote: a renter who goes back to add an extra or
 * change the waiver, vehicle or rate finds it again. Stamped with the tab's journey session, so
 * that after Logout (which clears it anyway) or a sign-in that starts a new journey session it
 * is no one's.
 */
const bookingDraftSchema = z.object({
  journeySession: z.string(),
  /**
   * The journey it was typed in: what is booked (a new car booking, the change of one reservation,
   * the confirmation of one saved quote, a transfer) and for which account.
   */
  journey: z.string(),
  /** The quote it was typed for (see `bookingKey`): the step and saved quote hold only for it. */
  booking: z.string(),
  step: z.union([z.literal(1), z.literal(2)]),
  customerDetails: typedCustomerDetailsSchema,
  payment: z.object(typedTexts(PAYMENT_TEXT_LIMITS)).omit({ moP_No: true }),
  /** The quote saved for this renter, and the contact it was saved for. */
  quoteNumber: z.string().catch(''),
  quoteSavedFor: z.string().catch(''),
});
export type BookingDraft = z.infer<typeof bookingDraftSchema>;

/**
 * How many journeys' drafts a tab keeps (decision record 0042): a new booking left for the change
 * of a reservation, and back, with room for a few more; the least recently used goes first.
 */
const KEPT_DRAFTS = 5;

/**
 * The tab's drafts, one per journey, the most recently used first. A broken one is dropped and
 * the others kept; a single draft is the one slot the previous build kept.
 */
export const bookingDrafts = sessionItem<BookingDraft[]>('bluu.bookingDraft', (value) =>
  (Array.isArray(value) ? value : [value]).flatMap((stored) => {
    const parsed = bookingDraftSchema.safeParse(stored);
    return parsed.success ? [parsed.data] : [];
  }),
);

/** The drafts of this tab's journey session other than `journey`'s, most recent first. */
function draftsBesides(journey: string): BookingDraft[] {
  return (bookingDrafts.read() ?? []).filter(
    (draft) => draft.journey !== journey && isOfThisJourneySession(draft),
  );
}

/**
 * Keeps what was typed, as typed in this tab's current journey session, as its journey's draft;
 * the drafts of earlier journey sessions, and the oldest beyond `KEPT_DRAFTS`, are dropped.
 */
export function keepDraft(draft: Omit<BookingDraft, 'journeySession'>): void {
  const kept = stampJourneyState(draft);
  bookingDrafts.write([kept, ...draftsBesides(draft.journey)].slice(0, KEPT_DRAFTS));
}

/** Forgets the draft of a journey that has booked; the other journeys keep theirs. */
export function forgetDraftFor(journey: string): void {
  const others = draftsBesides(journey);
  if (others.length > 0) bookingDrafts.write(others);
  else bookingDrafts.clear();
}

/**
 * The draft typed in this journey (same journey session, same journey key), whichever quote it
 * was typed for; null when there is none, or only one of an earlier journey session.
 */
export function readDraftFor(journey: string): BookingDraft | null {
  return (
    bookingDrafts
      .read()
      ?.find((draft) => draft.journey === journey && isOfThisJourneySession(draft)) ?? null
  );
}
