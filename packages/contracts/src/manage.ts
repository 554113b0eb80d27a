import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import {
  customerDetailsSchema,
  paymentOnFileSchema,
  paymentSchema,
  reservationSchema,
} from './booking.ts';
import { d2dSavedQuoteSchema, transferFactsSchema } from './d2d.ts';
import { quoteLineSchema, quoteRequestSchema } from './quote.ts';
import { MANAGE_MESSAGES, REFERENCE_STATUSES } from './manage-rules.ts';
import { isEmail } from './validators.ts';

export {
  extensionRuleError,
  firstCancelError,
  firstLookupError,
  firstModifyError,
  MANAGE_MESSAGES,
  REFERENCE_STATUSES,
  type ReferenceStatus,
} from './manage-rules.ts';

/** The longest reference the system gives (a quote's or a reservation's number). */
export const REFERENCE_MAX_LENGTH = 20;
const referenceText = z.string().trim().toUpperCase().min(1, MANAGE_MESSAGES.reference);
export const referenceSchema = referenceText.max(REFERENCE_MAX_LENGTH, MANAGE_MESSAGES.notFound);
/**
 * A reference as a look-up takes it: a longer one than any given (a pasted "Reservation R…",
 * say) is looked up and answered like any reference that does not exist, not refused as
 * malformed. Bounded as an address part is.
 */
export const lookupReferenceSchema = referenceText.max(100);
/** The e-mail a quote or reservation was made with: any address a quote or booking takes. */
export const lookupEmailSchema = z
  .string()
  .trim()
  .min(1, MANAGE_MESSAGES.email)
  .refine(isEmail, MANAGE_MESSAGES.email);

export const statusResponseSchema = z.object({
  errors: apiErrorsSchema,
  status: z.union([z.enum(REFERENCE_STATUSES), z.literal('')]),
  /** True for a quote past 23:59:59 of its last day. */
  expired: z.boolean(),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/** A saved quote as the manage screens show it (spec 001 §3 "Quote"). */
export const savedQuoteSchema = z.object({
  requestReference: z.string(),
  quoteNumber: z.string(),
  vehicleGroup: z.string(),
  vehicleGrp_Desc: z.string(),
  pickUpBranch: z.string(),
  pickUpDateTime: z.string(),
  dropOffBranch: z.string(),
  dropOffDateTime: z.string(),
  dateCreated: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
  accountType: z.string(),
  accountNo: z.string(),
  requestedAccountType: z.string(),
  requestedAccountNo: z.string(),
  requestedPickUpBranch: z.string(),
  products: z.array(z.object({ productCode: z.string(), productDescription: z.string() })),
  quoteLines: z.array(quoteLineSchema),
  totalCharge: z.number(),
  currency: z.enum(['ZAR', 'NAD']),
  rateCode: z.string(),
  rateDesc: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /**
   * The quote contact's e-mail (the `emailAddress` of POST /api/Quote/save), with `firstName` and
   * `lastName` to fill in booking step 1 when the quote is confirmed. Optional: not the spec's.
   */
  emailAddress: z.string().optional(),
  /** The priced request, to confirm the quote through the booking steps. */
  request: quoteRequestSchema,
  /** Set once the quote was confirmed. */
  reservationNumber: z.string(),
});
export type SavedQuote = z.infer<typeof savedQuoteSchema>;

export const quoteLookupResponseSchema = z.object({
  errors: apiErrorsSchema,
  quote: savedQuoteSchema,
});

/**
 * A saved Door2Door quote as Manage Booking shows and confirms it (spec 001 §1, §7): the saved
 * quote's answer, with the reservation that confirmed it ('' if none), and whether it is past its
 * validity.
 */
export const transferQuoteSchema = d2dSavedQuoteSchema.extend({ expired: z.boolean() });
export type TransferQuote = z.infer<typeof transferQuoteSchema>;

/** GET /api/Booking/manage/{reference}/{email} (spec 001 §3 "Manage response"). */
export const manageResponseSchema = z.object({
  errors: apiErrorsSchema,
  status: z.enum(REFERENCE_STATUSES),
  vehicleGroup: z.string(),
  quote: savedQuoteSchema.nullable(),
  reservation: reservationSchema.nullable(),
  /**
   * The reservation's renter, payment (without the card) and request, to prefill a modification.
   * Null for a quote, and for a Door2Door transfer: it is not changed as a car rental (it may
   * only be cancelled here).
   */
  booking: z
    .object({
      customerDetails: customerDetailsSchema,
      payment: paymentOnFileSchema,
      request: quoteRequestSchema,
      accountNo: z.string(),
      /**
       * The reservation's version as looked up (when it was last written): a change sent with it
       * is refused when the reservation was written since (optimistic concurrency).
       */
      version: z.string(),
    })
    .nullable(),
  /**
   * A Door2Door transfer's trip (its reservation names only the hub), or a saved transfer quote's;
   * null for anything else.
   */
  transfer: transferFactsSchema.nullable(),
  /** A saved Door2Door quote, to show and confirm it; null or absent for anything else. */
  transferQuote: transferQuoteSchema.nullable().optional(),
});
export type ManageResponse = z.infer<typeof manageResponseSchema>;

/** POST /api/Booking/cancel (spec 001 §3 "Cancel payload"), with the names the form asks for. */
export const cancelRequestSchema = z.object({
  reservationNo: referenceSchema,
  email: z
    .string()
    .trim()
    .min(1, MANAGE_MESSAGES.cancelEmail)
    .refine(isEmail, MANAGE_MESSAGES.cancelEmail),
  accountType: z.enum(['I', 'C', 'T']).default('I'),
  firstName: z.string().trim().min(1, MANAGE_MESSAGES.cancelFirstName).max(60),
  lastName: z.string().trim().min(1, MANAGE_MESSAGES.cancelLastName).max(60),
});
export type CancelRequest = z.input<typeof cancelRequestSchema>;

export const cancelResponseSchema = z.object({
  errors: apiErrorsSchema,
  reservationNo: z.string(),
});

/**
 * PUT /api/Booking/{reservationNumber} – modify (new trip, group, waiver, extras, renter) or
 * extend (a later drop-off only). `email` is the one the reservation was looked up with.
 */
export const modifyBookingRequestSchema = quoteRequestSchema.extend({
  email: lookupEmailSchema,
  customerDetails: customerDetailsSchema.optional(),
  payment: paymentSchema.optional(),
  expectedTotal: z.number().nonnegative().optional(),
  /**
   * The reservation's `version` from the look-up the change was made from: when given and the
   * reservation was written since, the change is refused (CONFLICT) and nothing is written.
   */
  version: z.string().max(40).optional(),
});
export type ModifyBookingRequest = z.input<typeof modifyBookingRequestSchema>;
export type ModifyBookingQuery = z.output<typeof modifyBookingRequestSchema>;
