import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import type { AccountType } from './constants.ts';
import { PRODUCT_CODES, quoteLineSchema, quoteRequestSchema } from './quote.ts';
import { isAlphanumeric, isCardExpiry, isEmail, isPhone, isSouthAfricanId } from './validators.ts';

/** Enumerations of spec 001 §3. */
export {
  ID_TYPE_LABELS,
  ID_TYPES,
  LICENCE_CODES,
  LICENCE_LABELS,
  PROVINCES,
  TITLE_LABELS,
  TITLES,
} from './enumerations.ts';
export const CARD_TYPES = ['AX', 'DC', 'MC', 'VS'] as const;
export const PAYMENT_TYPES = [...CARD_TYPES, 'AC'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  AX: 'American Express',
  DC: 'Diners Club',
  MC: 'Master Card',
  VS: 'Visa',
  AC: 'Billback to the account',
};

/** Payment types a renter may choose: cards for individuals, billback for accounts. */
export function paymentTypesFor(accountType: AccountType): readonly PaymentType[] {
  return accountType === 'I' ? CARD_TYPES : ['AC'];
}

export const BOOKING_MESSAGES = {
  consent: 'Please confirm you have read and accept the Terms & Conditions of Rental.',
  cardExpiry: 'Please enter valid card expiry date (YYYYMM).',
  select: (field: string) => `Please select ${field}.`,
  enter: (field: string) => `Please enter your ${field}.`,
  valid: (field: string) => `Please enter a valid ${field}.`,
  noLongerAvailable: (group: string) =>
    `Sorry, vehicle group ${group} is no longer available for these dates. Please choose another vehicle or change your dates.`,
  priceChanged: (from: string, to: string) =>
    `The price of this booking has changed from ${from} to ${to} since it was quoted.`,
  idempotencyMismatch: 'This Idempotency-Key was already used for a different booking request.',
  /** Spec 001 §8: a message containing 'id no' sends the renter back to step 1. */
  renterIdInvalid:
    'The ID No given for the renter is not valid. Please check the ID/Passport number.',
  invalidCc: (address: string) => `cc: ${address} is not a valid e-mail address`,
  idempotencyInProgress:
    'A request with this Idempotency-Key is still being processed. Please try again shortly.',
} as const;

const text = (max = 100) => z.string().trim().max(max).default('');

/** Booking step 1: the renter (spec 001 §3 "Customer details"). */
export const customerDetailsSchema = z.object({
  title: text(10),
  firstNames: z
    .array(z.object({ firstName: text(60) }))
    .max(5)
    .default([]),
  contactName: text(60),
  initials: text(10),
  surname: text(60),
  iD_Type: text(10),
  renterID: text(30),
  contactPhoneNo: text(20),
  renterPhoneNo: text(20),
  renterEmail: text(120),
  email: text(120),
  renterDrivingLicenseCode: text(10),
  consent: z.boolean().default(false),
  renterFlatNo: text(20),
  renterBuildingName: text(60),
  renterStreetNo: text(20),
  renterStreetName: text(100),
  renterPostCode: text(10),
  renterSuburb: text(60),
  renterCity: text(60),
  renterProvince: text(10),
  renterCountry: text(60),
});
export type CustomerDetails = z.output<typeof customerDetailsSchema>;
export type CustomerDetailsInput = z.input<typeof customerDetailsSchema>;

/** Booking step 2: payment (spec 001 §3 "Payment"). The card number never reaches storage. */
export const paymentSchema = z.object({
  moP_Type: text(4),
  moP_No: text(25),
  moP_Expiry: text(6),
  voucherNo: text(30),
  orderNo: text(30),
  invoiceAddress1: text(),
  invoiceAddress2: text(),
  invoiceAddress3: text(),
  invoicePostCode: text(10),
  remarks: text(500),
  collectionAddress1: text(),
  collectionAddress2: text(),
  collectPhoneNo: text(20),
  deliveryAddress1: text(),
  deliveryAddress2: text(),
  deliverPhoneNo: text(20),
});
export type Payment = z.output<typeof paymentSchema>;
/** Payment as a reservation keeps it: everything but the card number, plus its last four digits. */
export type PaymentRecord = Omit<Payment, 'moP_No'> & { cardLastFour: string };
export type PaymentInput = z.input<typeof paymentSchema>;

export interface FieldError<Field extends string = string> {
  field: Field;
  message: string;
}

/** The first name of the renter: the first of `firstNames`. */
export function firstNameOf(details: Pick<CustomerDetails, 'firstNames'>): string {
  return details.firstNames[0]?.firstName ?? '';
}

/**
 * Step 1 rules, in form order; the first failing field wins (spec 001 §5). D2D omits the ID
 * type and number.
 */
export function firstCustomerDetailsError(
  details: CustomerDetails,
  options: { isD2D?: boolean } = {},
): FieldError<keyof CustomerDetails> | null {
  const checks: Array<[keyof CustomerDetails, () => string | null]> = [
    ['title', () => (details.title ? null : BOOKING_MESSAGES.select('Title'))],
    ['firstNames', () => (firstNameOf(details) ? null : BOOKING_MESSAGES.enter('First name'))],
    ['surname', () => (details.surname ? null : BOOKING_MESSAGES.enter('Last name'))],
  ];
  if (!options.isD2D)
    checks.push(
      ['iD_Type', () => (details.iD_Type ? null : BOOKING_MESSAGES.select('ID type'))],
      [
        'renterID',
        () => {
          if (!details.renterID) return BOOKING_MESSAGES.enter('ID/Passport number');
          if (!isAlphanumeric(details.renterID))
            return BOOKING_MESSAGES.valid('ID/Passport number');
          if (details.iD_Type === 'SAID' && !isSouthAfricanId(details.renterID))
            return BOOKING_MESSAGES.valid('SA ID number');
          return null;
        },
      ],
    );
  checks.push(
    [
      'contactPhoneNo',
      () => {
        if (!details.contactPhoneNo) return BOOKING_MESSAGES.enter('Contact number');
        return isPhone(details.contactPhoneNo) ? null : BOOKING_MESSAGES.valid('Contact number');
      },
    ],
    [
      'renterEmail',
      () => {
        if (!details.renterEmail) return BOOKING_MESSAGES.enter('Email address');
        return isEmail(details.renterEmail) ? null : BOOKING_MESSAGES.valid('Email address');
      },
    ],
    [
      'renterDrivingLicenseCode',
      () =>
        details.renterDrivingLicenseCode ? null : BOOKING_MESSAGES.select('Driving licence code'),
    ],
    ['consent', () => (details.consent ? null : BOOKING_MESSAGES.consent)],
  );
  for (const [field, check] of checks) {
    const message = check();
    if (message) return { field, message };
  }
  return null;
}

/** Luhn check of a card number (digits only, 12 to 19). */
export function isCardNumber(text: string): boolean {
  if (!/^\d{12,19}$/.test(text)) return false;
  let sum = 0;
  for (let index = 0; index < text.length; index += 1) {
    let digit = Number(text[text.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Step 2 rules, in form order (spec 001 §5): voucher for accounts, method of payment allowed
 * for the account type, billing address, collection/delivery details when the quote has COL/DEL,
 * card expiry (required for individuals; valid YYYYMM when given), card number when given.
 */
export function firstPaymentError(
  payment: Payment,
  context: { accountType: AccountType; productCodes: string[]; now: Date },
): FieldError<keyof Payment> | null {
  const isAccount = context.accountType !== 'I';
  const required = (field: keyof Payment, label: string): FieldError<keyof Payment> | null =>
    payment[field] ? null : { field, message: BOOKING_MESSAGES.enter(label) };
  const checks: Array<() => FieldError<keyof Payment> | null> = [];
  if (isAccount) checks.push(() => required('voucherNo', 'Voucher number'));
  checks.push(
    () =>
      (paymentTypesFor(context.accountType) as readonly string[]).includes(payment.moP_Type)
        ? null
        : { field: 'moP_Type', message: BOOKING_MESSAGES.select('Method of payment') },
    () => required('invoiceAddress1', 'Billing address line 1'),
    () => required('invoiceAddress2', 'Billing address line 2'),
    () => required('invoicePostCode', 'Postal code'),
  );
  if (context.productCodes.includes(PRODUCT_CODES.collection))
    checks.push(
      () => required('collectionAddress1', 'Collection address line 1'),
      () => required('collectionAddress2', 'Collection address line 2'),
      () =>
        payment.collectPhoneNo && !isPhone(payment.collectPhoneNo)
          ? { field: 'collectPhoneNo', message: BOOKING_MESSAGES.valid('Collection phone number') }
          : required('collectPhoneNo', 'Collection phone number'),
    );
  if (context.productCodes.includes(PRODUCT_CODES.delivery))
    checks.push(
      () => required('deliveryAddress1', 'Delivery address line 1'),
      () => required('deliveryAddress2', 'Delivery address line 2'),
      () =>
        payment.deliverPhoneNo && !isPhone(payment.deliverPhoneNo)
          ? { field: 'deliverPhoneNo', message: BOOKING_MESSAGES.valid('Delivery phone number') }
          : required('deliverPhoneNo', 'Delivery phone number'),
    );
  checks.push(
    () =>
      (isAccount && !payment.moP_Expiry) || isCardExpiry(payment.moP_Expiry, context.now)
        ? null
        : { field: 'moP_Expiry', message: BOOKING_MESSAGES.cardExpiry },
    () =>
      payment.moP_No && !isCardNumber(payment.moP_No.replace(/[\s-]/g, ''))
        ? { field: 'moP_No', message: BOOKING_MESSAGES.valid('Card number') }
        : null,
  );
  for (const check of checks) {
    const error = check();
    if (error) return error;
  }
  return null;
}

/** POST /api/Booking – the quote context, the renter and payment, and the quote it came from. */
export const bookingRequestSchema = quoteRequestSchema.extend({
  customerDetails: customerDetailsSchema,
  payment: paymentSchema,
  /** The saved quote this booking confirms, if any. */
  quoteNumber: z.string().trim().toUpperCase().max(20).default(''),
  /** The total the customer saw, to report a changed price. */
  expectedTotal: z.number().nonnegative().optional(),
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

/** Digits of a typed card number: spaces and dashes dropped. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '');
}
