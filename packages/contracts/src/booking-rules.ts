import type { AccountType } from './constants.ts';
import type { CustomerDetails, Payment } from './booking.ts';
import { ID_TYPES, LICENCE_CODES, TITLES } from './enumerations.ts';
import { PRODUCT_CODES } from './quote-rules.ts';
import {
  EMAIL_MAX_LENGTH,
  hasVisibleText,
  isAlphanumeric,
  isCardExpiry,
  isEmail,
  isPhone,
  isSouthAfricanId,
  withTextLimits,
} from './validators.ts';

/*
 * The booking steps' rules, messages and field limits without the zod schemas of `booking.ts`
 * (which re-exports them and builds its schemas from these limits), so that the site's journey
 * screens do not load zod on their first page (decision record 0018).
 */

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

/** How long each text field of the renter (booking step 1) may be, trimmed. */
export const CUSTOMER_TEXT_LIMITS = {
  title: 10,
  contactName: 60,
  initials: 10,
  surname: 60,
  iD_Type: 10,
  renterID: 30,
  contactPhoneNo: 20,
  renterPhoneNo: 20,
  renterEmail: EMAIL_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  renterDrivingLicenseCode: 10,
  renterFlatNo: 20,
  renterBuildingName: 60,
  renterStreetNo: 20,
  renterStreetName: 100,
  renterPostCode: 10,
  renterSuburb: 60,
  renterCity: 60,
  renterProvince: 10,
  renterCountry: 60,
} as const;

/** A renter may give up to five first names, each as long as a surname. */
export const FIRST_NAME_LIMITS = { count: 5, length: 60 } as const;

/** How long each payment field (booking step 2) may be, trimmed. */
export const PAYMENT_TEXT_LIMITS = {
  moP_Type: 4,
  moP_No: 25,
  moP_Expiry: 6,
  voucherNo: 30,
  orderNo: 30,
  invoiceAddress1: 100,
  invoiceAddress2: 100,
  invoiceAddress3: 100,
  invoicePostCode: 10,
  remarks: 500,
  collectionAddress1: 100,
  collectionAddress2: 100,
  collectPhoneNo: 20,
  deliveryAddress1: 100,
  deliveryAddress2: 100,
  deliverPhoneNo: 20,
} as const;

/** Every key of `limits` with the empty text: the defaults of the step's text fields. */
function emptyTexts<Field extends string>(limits: Record<Field, number>): Record<Field, string> {
  return Object.fromEntries(Object.keys(limits).map((field) => [field, ''])) as Record<
    Field,
    string
  >;
}

/** Step 1 with nothing typed yet: one empty first name, consent not given. */
export function emptyCustomerDetails(): CustomerDetails {
  return {
    ...emptyTexts(CUSTOMER_TEXT_LIMITS),
    firstNames: [{ firstName: '' }],
    consent: false,
  };
}

/** Step 2 with nothing typed yet. */
export function emptyPayment(): Payment {
  return emptyTexts(PAYMENT_TEXT_LIMITS);
}

/** The renter with every text trimmed, as the server reads it. */
export function trimmedCustomerDetails(details: CustomerDetails): CustomerDetails {
  const trimmed = { ...details };
  for (const field of Object.keys(CUSTOMER_TEXT_LIMITS) as Array<keyof typeof CUSTOMER_TEXT_LIMITS>)
    trimmed[field] = details[field].trim();
  trimmed.firstNames = details.firstNames.map(({ firstName }) => ({ firstName: firstName.trim() }));
  return trimmed;
}

/** The payment with every text trimmed, as the server reads it. */
export function trimmedPayment(payment: Payment): Payment {
  const trimmed = { ...payment };
  for (const field of Object.keys(PAYMENT_TEXT_LIMITS) as Array<keyof Payment>)
    trimmed[field] = payment[field].trim();
  return trimmed;
}

export interface FieldError<Field extends string = string> {
  field: Field;
  message: string;
}

/** The first name of the renter: the first of `firstNames`. */
export function firstNameOf(details: Pick<CustomerDetails, 'firstNames'>): string {
  return details.firstNames[0]?.firstName ?? '';
}

/** Step 1's fields in form order: the first failing field wins (spec 001 §5). */
const CUSTOMER_FORM_ORDER: ReadonlyArray<keyof CustomerDetails> = [
  'title',
  'firstNames',
  'surname',
  'initials',
  'iD_Type',
  'renterID',
  'contactPhoneNo',
  'renterEmail',
  'renterDrivingLicenseCode',
  'renterFlatNo',
  'renterBuildingName',
  'renterStreetNo',
  'renterStreetName',
  'renterSuburb',
  'renterCity',
  'renterPostCode',
  'renterProvince',
  'renterCountry',
  'consent',
];

/** The texts typed in step 1: the label their message names and the most they take. */
const CUSTOMER_TEXT_RULES: Partial<Record<keyof CustomerDetails, readonly [string, number]>> = {
  firstNames: ['First name', FIRST_NAME_LIMITS.length],
  surname: ['Last name', CUSTOMER_TEXT_LIMITS.surname],
  initials: ['Initials', CUSTOMER_TEXT_LIMITS.initials],
  renterID: ['ID/Passport number', CUSTOMER_TEXT_LIMITS.renterID],
  contactPhoneNo: ['Contact number', CUSTOMER_TEXT_LIMITS.contactPhoneNo],
  renterEmail: ['Email address', CUSTOMER_TEXT_LIMITS.renterEmail],
  renterFlatNo: ['Flat no', CUSTOMER_TEXT_LIMITS.renterFlatNo],
  renterBuildingName: ['Building name', CUSTOMER_TEXT_LIMITS.renterBuildingName],
  renterStreetNo: ['Street no', CUSTOMER_TEXT_LIMITS.renterStreetNo],
  renterStreetName: ['Street name', CUSTOMER_TEXT_LIMITS.renterStreetName],
  renterSuburb: ['Suburb', CUSTOMER_TEXT_LIMITS.renterSuburb],
  renterCity: ['City', CUSTOMER_TEXT_LIMITS.renterCity],
  renterPostCode: ['Post code', CUSTOMER_TEXT_LIMITS.renterPostCode],
  renterCountry: ['Country', CUSTOMER_TEXT_LIMITS.renterCountry],
};

/**
 * Step 1 rules, in form order; the first failing field wins (spec 001 §5). D2D omits the ID
 * type and number. A text longer than the booking keeps fails too ('Last name must be at most
 * 60 characters.'), so the form never cuts what was typed.
 */
export function firstCustomerDetailsError(
  details: CustomerDetails,
  options: { isD2D?: boolean } = {},
): FieldError<keyof CustomerDetails> | null {
  return withTextLimits(
    CUSTOMER_FORM_ORDER,
    firstCustomerRuleError(details, options),
    { ...details, firstNames: firstNameOf(details) },
    CUSTOMER_TEXT_RULES,
  );
}

function firstCustomerRuleError(
  details: CustomerDetails,
  options: { isD2D?: boolean },
): FieldError<keyof CustomerDetails> | null {
  // A choice from a list is one of the list's codes: anything else was not chosen there.
  const chosen = (list: readonly string[], value: string) => list.includes(value);
  const checks: Array<[keyof CustomerDetails, () => string | null]> = [
    ['title', () => (chosen(TITLES, details.title) ? null : BOOKING_MESSAGES.select('Title'))],
    [
      'firstNames',
      () => (hasVisibleText(firstNameOf(details)) ? null : BOOKING_MESSAGES.enter('First name')),
    ],
    [
      'surname',
      () => (hasVisibleText(details.surname) ? null : BOOKING_MESSAGES.enter('Last name')),
    ],
  ];
  if (!options.isD2D)
    checks.push(
      [
        'iD_Type',
        () => (chosen(ID_TYPES, details.iD_Type) ? null : BOOKING_MESSAGES.select('ID type')),
      ],
      [
        'renterID',
        () => {
          if (!hasVisibleText(details.renterID))
            return BOOKING_MESSAGES.enter('ID/Passport number');
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
        if (!hasVisibleText(details.contactPhoneNo))
          return BOOKING_MESSAGES.enter('Contact number');
        return isPhone(details.contactPhoneNo) ? null : BOOKING_MESSAGES.valid('Contact number');
      },
    ],
    [
      'renterEmail',
      () => {
        if (!hasVisibleText(details.renterEmail)) return BOOKING_MESSAGES.enter('Email address');
        return isEmail(details.renterEmail) ? null : BOOKING_MESSAGES.valid('Email address');
      },
    ],
    [
      'renterDrivingLicenseCode',
      () =>
        chosen(LICENCE_CODES, details.renterDrivingLicenseCode)
          ? null
          : BOOKING_MESSAGES.select('Driving licence code'),
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

/** Step 2's fields in the order of its rules (spec 001 §5): the card is checked last. */
const PAYMENT_RULE_ORDER: ReadonlyArray<keyof Payment> = [
  'voucherNo',
  'moP_Type',
  'orderNo',
  'invoiceAddress1',
  'invoiceAddress2',
  'invoiceAddress3',
  'invoicePostCode',
  'collectionAddress1',
  'collectionAddress2',
  'collectPhoneNo',
  'deliveryAddress1',
  'deliveryAddress2',
  'deliverPhoneNo',
  'moP_Expiry',
  'moP_No',
  'remarks',
];

/** The texts typed in step 2: the label their message names and the most they take. */
const PAYMENT_TEXT_RULES: Partial<Record<keyof Payment, readonly [string, number]>> = {
  voucherNo: ['Voucher number', PAYMENT_TEXT_LIMITS.voucherNo],
  orderNo: ['Order number', PAYMENT_TEXT_LIMITS.orderNo],
  invoiceAddress1: ['Billing address line 1', PAYMENT_TEXT_LIMITS.invoiceAddress1],
  invoiceAddress2: ['Billing address line 2', PAYMENT_TEXT_LIMITS.invoiceAddress2],
  invoiceAddress3: ['Billing address line 3', PAYMENT_TEXT_LIMITS.invoiceAddress3],
  invoicePostCode: ['Postal code', PAYMENT_TEXT_LIMITS.invoicePostCode],
  collectionAddress1: ['Collection address line 1', PAYMENT_TEXT_LIMITS.collectionAddress1],
  collectionAddress2: ['Collection address line 2', PAYMENT_TEXT_LIMITS.collectionAddress2],
  collectPhoneNo: ['Collection phone number', PAYMENT_TEXT_LIMITS.collectPhoneNo],
  deliveryAddress1: ['Delivery address line 1', PAYMENT_TEXT_LIMITS.deliveryAddress1],
  deliveryAddress2: ['Delivery address line 2', PAYMENT_TEXT_LIMITS.deliveryAddress2],
  deliverPhoneNo: ['Delivery phone number', PAYMENT_TEXT_LIMITS.deliverPhoneNo],
  moP_No: ['Card number', PAYMENT_TEXT_LIMITS.moP_No],
  remarks: ['Remarks', PAYMENT_TEXT_LIMITS.remarks],
};

/**
 * `problem` (a step-2 rule's), unless a text before it is longer than the booking keeps:
 * `withPaymentTextLimits(null, { ...payment, orderNo: 'x'.repeat(31) })` →
 * `{ field: 'orderNo', message: 'Order number must be at most 30 characters.' }`.
 */
export function withPaymentTextLimits(
  problem: FieldError<keyof Payment> | null,
  payment: Payment,
): FieldError<keyof Payment> | null {
  return withTextLimits(PAYMENT_RULE_ORDER, problem, payment, PAYMENT_TEXT_RULES);
}

/**
 * Step 2 rules, in form order (spec 001 §5): voucher for accounts, method of payment allowed
 * for the account type, billing address, collection/delivery details when the quote has COL/DEL,
 * card expiry (required for individuals unless a change keeps the card on file; valid YYYYMM when
 * given), card number when given; and no text longer than the booking keeps.
 */
export function firstPaymentError(
  payment: Payment,
  context: PaymentRuleContext,
): FieldError<keyof Payment> | null {
  return withPaymentTextLimits(firstPaymentRuleError(payment, context), payment);
}

/** A reservation's card as kept: its method and last four digits (never the number). */
export interface CardOnFile {
  moP_Type: string;
  cardLastFour: string;
}

/** What step 2's rules depend on besides the payment; `cardOnFile` only for a change. */
export interface PaymentRuleContext {
  accountType: AccountType;
  productCodes: string[];
  now: Date;
  cardOnFile?: CardOnFile | null;
}

/**
 * Whether a change keeps the card on file (decision 0039): no card number typed and the method
 * unchanged, so its last four and expiry stay –
 * `keepsCardOnFile({ moP_Type: 'VS', moP_No: '' }, { moP_Type: 'VS', cardLastFour: '1111' })` → true.
 */
export function keepsCardOnFile(
  payment: Pick<Payment, 'moP_Type' | 'moP_No'>,
  cardOnFile: CardOnFile | null | undefined,
): boolean {
  return (
    Boolean(cardOnFile?.cardLastFour) &&
    cardOnFile?.moP_Type === payment.moP_Type &&
    !cardDigits(payment.moP_No)
  );
}

function firstPaymentRuleError(
  payment: Payment,
  context: PaymentRuleContext,
): FieldError<keyof Payment> | null {
  const isAccount = context.accountType !== 'I';
  const required = (field: keyof Payment, label: string): FieldError<keyof Payment> | null =>
    hasVisibleText(payment[field]) ? null : { field, message: BOOKING_MESSAGES.enter(label) };
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
        hasVisibleText(payment.collectPhoneNo) && !isPhone(payment.collectPhoneNo)
          ? { field: 'collectPhoneNo', message: BOOKING_MESSAGES.valid('Collection phone number') }
          : required('collectPhoneNo', 'Collection phone number'),
    );
  if (context.productCodes.includes(PRODUCT_CODES.delivery))
    checks.push(
      () => required('deliveryAddress1', 'Delivery address line 1'),
      () => required('deliveryAddress2', 'Delivery address line 2'),
      () =>
        hasVisibleText(payment.deliverPhoneNo) && !isPhone(payment.deliverPhoneNo)
          ? { field: 'deliverPhoneNo', message: BOOKING_MESSAGES.valid('Delivery phone number') }
          : required('deliverPhoneNo', 'Delivery phone number'),
    );
  checks.push(
    () =>
      ((isAccount || keepsCardOnFile(payment, context.cardOnFile)) && !payment.moP_Expiry) ||
      isCardExpiry(payment.moP_Expiry, context.now)
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

/** Digits of a typed card number: spaces and dashes dropped. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '');
}
