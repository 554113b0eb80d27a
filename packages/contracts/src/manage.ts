import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import { customerDetailsSchema, paymentSchema, reservationSchema } from './booking.ts';
import { quoteLineSchema, quoteRequestSchema } from './quote.ts';
import { SUPPORT_PHONE } from './constants.ts';
import { isEmail } from './validators.ts';

/** Manage-booking messages of spec 001 §5 and §8, verbatim. */
export const MANAGE_MESSAGES = {
  reference: 'Please provide a Quote/Reservation number',
  email: 'Please provide a email address',
  cancelEmail: 'Please provide an Email address.',
  cancelFirstName: 'Please provide a First name.',
  cancelLastName: 'Please provide a Last name.',
  modifyFirstName: 'Please provide First name',
  modifyLastName: 'Please provide Last name',
  modifyContactNumber: 'Please provide Contact number',
  notFound: 'Booking/Quote does not exist, please try another reference number',
  expired: (reference: string) => `Quote (${reference}) has expired.`,
  closed: (reference: string, status: string) =>
    `This quote/reservation (${reference}) has been ${status}.`,
  accountRequired: (accountNo: string) =>
    `Please ensure your are signed into your Corporate / Tour Operator account (${accountNo}).`,
  cancelled: (reference: string) =>
    `Your reservation ${reference} has been successfully cancelled.`,
  onRent: (reference: string) =>
    `Reservation ${reference} is on rent: only the drop-off date and time can be extended.`,
  alreadyConfirmed: (quote: string, reservation: string) =>
    `Quote ${quote} has already been confirmed as reservation ${reservation}.`,
  extensionOnly: 'An extension can only move the drop-off date and time later.',
  changedMeanwhile: 'This reservation was changed meanwhile. Please look it up again.',
  totalChanged: (reference: string, from: string, to: string) =>
    `The total of reservation ${reference} changed from ${from} to ${to}.`,
  /** Ours, not the spec's: too many failed look-ups of one reference (code TOO_MANY_ATTEMPTS). */
  tooManyLookups: `Too many look-ups for this reference. Please wait a few minutes and try again, or phone us on ${SUPPORT_PHONE}.`,
} as const;

/** Statuses a reference can have (spec 000 §3); the empty status means it does not exist. */
export const REFERENCE_STATUSES = ['QUOTE', 'CONFIRMED', 'OPEN', 'CANCELLED'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];

export const referenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, MANAGE_MESSAGES.reference)
  .max(20);
export const lookupEmailSchema = z
  .string()
  .trim()
  .min(1, MANAGE_MESSAGES.email)
  .max(120)
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

/** GET /api/Booking/manage/{reference}/{email} (spec 001 §3 "Manage response"). */
export const manageResponseSchema = z.object({
  errors: apiErrorsSchema,
  status: z.enum(REFERENCE_STATUSES),
  vehicleGroup: z.string(),
  quote: savedQuoteSchema.nullable(),
  reservation: reservationSchema.nullable(),
  /** The reservation's renter and request, to prefill a modification. */
  booking: z
    .object({
      customerDetails: customerDetailsSchema,
      request: quoteRequestSchema,
      accountNo: z.string(),
    })
    .nullable(),
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
});
export type ModifyBookingRequest = z.input<typeof modifyBookingRequestSchema>;
export type ModifyBookingQuery = z.output<typeof modifyBookingRequestSchema>;

/** The modify form's rules (spec 001 §5): first name, last name, contact number. */
export function firstModifyError(details: {
  firstName: string;
  lastName: string;
  contactNumber: string;
}): { field: 'firstName' | 'lastName' | 'contactNumber'; message: string } | null {
  if (!details.firstName.trim())
    return { field: 'firstName', message: MANAGE_MESSAGES.modifyFirstName };
  if (!details.lastName.trim())
    return { field: 'lastName', message: MANAGE_MESSAGES.modifyLastName };
  if (!details.contactNumber.trim())
    return { field: 'contactNumber', message: MANAGE_MESSAGES.modifyContactNumber };
  return null;
}

/** The manage look-up's rules (spec 001 §5). */
export function firstLookupError(
  reference: string,
  email: string,
): { field: 'reference' | 'email'; message: string } | null {
  if (!reference.trim()) return { field: 'reference', message: MANAGE_MESSAGES.reference };
  if (!email.trim() || !isEmail(email.trim()))
    return { field: 'email', message: MANAGE_MESSAGES.email };
  return null;
}

/** The cancel form's rules (spec 001 §5). */
export function firstCancelError(form: { email: string; firstName: string; lastName: string }): {
  field: 'email' | 'firstName' | 'lastName';
  message: string;
} | null {
  if (!form.email.trim() || !isEmail(form.email.trim()))
    return { field: 'email', message: MANAGE_MESSAGES.cancelEmail };
  if (!form.firstName.trim())
    return { field: 'firstName', message: MANAGE_MESSAGES.cancelFirstName };
  if (!form.lastName.trim()) return { field: 'lastName', message: MANAGE_MESSAGES.cancelLastName };
  return null;
}
