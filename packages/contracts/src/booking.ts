import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import { CUSTOMER_TEXT_LIMITS, FIRST_NAME_LIMITS, PAYMENT_TEXT_LIMITS } from './booking-rules.ts';
import { quoteLineSchema, quoteRequestSchema } from './quote.ts';
import { isEmail, isUsableText, UNUSABLE_CHARACTER_PROBLEM, type TextLines } from './validators.ts';

export {
  BOOKING_MESSAGES,
  CARD_TYPES,
  cardDigits,
  CUSTOMER_TEXT_LIMITS,
  emptyCustomerDetails,
  emptyPayment,
  FIRST_NAME_LIMITS,
  firstCustomerDetailsError,
  firstNameOf,
  firstPaymentError,
  ID_TYPE_LABELS,
  ID_TYPES,
  isCardNumber,
  LICENCE_CODES,
  LICENCE_LABELS,
  PAYMENT_TEXT_LIMITS,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  paymentTypesFor,
  PROVINCES,
  TITLE_LABELS,
  TITLES,
  trimmedCustomerDetails,
  trimmedPayment,
  type FieldError,
  type PaymentType,
} from './booking-rules.ts';

/**
 * A text field of at most `max` characters, trimmed, empty when absent, holding no control or
 * bidi character (`isUsableText`): one line unless `lines` is 'multi'; 'kept' reads a text as a
 * reservation kept it, without the rule, so that one written before it still reads.
 */
const text = (max: number, lines: TextLines | 'kept' = 'single') =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => lines === 'kept' || isUsableText(value, lines), UNUSABLE_CHARACTER_PROBLEM)
    .default('');

/**
 * One `text` field per entry of a limits table; those in `multiLine` may break lines; every one
 * is 'kept' when `kept`.
 */
function textFields<Field extends string>(
  limits: Record<Field, number>,
  multiLine: ReadonlyArray<NoInfer<Field>> = [],
  kept = false,
): Record<Field, ReturnType<typeof text>> {
  const linesOf = (field: Field) => (multiLine.includes(field) ? 'multi' : 'single');
  return Object.fromEntries(
    Object.entries<number>(limits).map(([field, max]) => [
      field,
      text(max, kept ? 'kept' : linesOf(field as Field)),
    ]),
  ) as Record<Field, ReturnType<typeof text>>;
}

/** Booking step 1: the renter (spec 001 §3 "Customer details"). */
export const customerDetailsSchema = z.object({
  ...textFields(CUSTOMER_TEXT_LIMITS),
  firstNames: z
    .array(z.object({ firstName: text(FIRST_NAME_LIMITS.length) }))
    .max(FIRST_NAME_LIMITS.count)
    .default([]),
  consent: z.boolean().default(false),
});
export type CustomerDetails = z.output<typeof customerDetailsSchema>;
export type CustomerDetailsInput = z.input<typeof customerDetailsSchema>;

/** Booking step 2: payment (spec 001 §3 "Payment"). The card number never reaches storage. */
export const paymentSchema = z.object(textFields(PAYMENT_TEXT_LIMITS, ['remarks']));
export type Payment = z.output<typeof paymentSchema>;
/** Payment as a reservation keeps it: everything but the card number, plus its last four digits. */
export type PaymentRecord = Omit<Payment, 'moP_No'> & { cardLastFour: string };
export type PaymentInput = z.input<typeof paymentSchema>;

/**
 * A reservation's payment as Manage Booking gives it back, to start a change's step 2 from:
 * everything but the card's number and expiry, with the number's last four digits; read as kept
 * (`text`'s 'kept'), so that one stored before `isUsableText` still opens.
 */
export const paymentOnFileSchema = z
  .object(textFields(PAYMENT_TEXT_LIMITS, [], true))
  .omit({ moP_No: true, moP_Expiry: true })
  .extend({ cardLastFour: z.string().default('') });
export type PaymentOnFile = z.output<typeof paymentOnFileSchema>;

/** POST /api/Booking – the quote context, the renter and payment, and the quote it came from. */
export const bookingRequestSchema = quoteRequestSchema.extend({
  customerDetails: customerDetailsSchema,
  payment: paymentSchema,
  /** The saved quote this booking confirms, if any. */
  quoteNumber: z.string().trim().toUpperCase().max(20).default(''),
  /**
   * The total the customer saw, to report a changed price: rands up to ten million, far above any
   * booking, so that the warning never echoes an absurd amount.
   */
  expectedTotal: z.number().finite().nonnegative().max(10_000_000).optional(),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type BookingQuery = z.output<typeof bookingRequestSchema>;

export const reservationSchema = z.object({
  reservationNumber: z.string(),
  status: z.enum(['CONFIRMED', 'OPEN', 'CANCELLED']),
  vehGroup: z.string(),
  vehicleGrp_Desc: z.string(),
  pickupBranch: z.string(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  duebackBranch: z.string(),
  duebackDate: z.string(),
  duebackTime: z.string(),
  rateCode: z.string(),
  rateDesc: z.string(),
  currency: z.enum(['ZAR', 'NAD']),
  quoteLines: z.array(quoteLineSchema),
  totalCharge: z.number(),
  liability: z.number(),
  renterEmail: z.string(),
  paymentType: z.string(),
  /** Last four digits of the card, if one was given; the number itself is never kept. */
  cardLastFour: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const bookingResponseSchema = z.object({
  errors: apiErrorsSchema,
  /** Set when the price differs from the quote the customer saw. */
  warning: z.string(),
  reservationNumber: z.string(),
  reservation: reservationSchema,
});
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** POST /api/web/booking/send-external-email – (re)sends the confirmation of a reservation. */
export const sendBookingEmailRequestSchema = z.object({
  page: z.enum(['booking-confirmation', 'modify-booking']).default('booking-confirmation'),
  reservationNumber: z.string().trim().toUpperCase().min(1).max(20),
  email: z.string().trim().refine(isEmail, 'must be a valid e-mail address'),
  cc: z.string().trim().max(200).optional(),
});
export type SendBookingEmailRequest = z.input<typeof sendBookingEmailRequestSchema>;

/** The `Idempotency-Key` header of POST /api/Booking and PUT /api/Booking/{n}: 8–100 word characters. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w-]+$/);
