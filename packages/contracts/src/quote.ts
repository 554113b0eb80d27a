import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import { availabilityRequestSchema } from './availability.ts';
import { CUSTOMER_TEXT_LIMITS, FIRST_NAME_LIMITS } from './booking-rules.ts';
import { ADDITIONAL_DRIVERS_MAX, WAIVERS } from './constants.ts';
import { CHARGE_UNITS } from './quote-rules.ts';
import { hasVisibleText, isEmail, isUsableText, UNUSABLE_CHARACTER_PROBLEM } from './validators.ts';

export {
  CHARGE_UNITS,
  EXCLUDED_PRODUCT_TYPES,
  isTbaLine,
  PRODUCT_CODES,
  PRODUCT_TYPES,
  QUOTE_LINE_CODES,
  QUOTE_MESSAGES,
  QUOTE_SECTION_TITLES,
  quoteLineAmount,
  quoteLineSection,
  quoteSections,
  type ChargeUnit,
  type QuoteSectionKey,
} from './quote-rules.ts';

export const productSelectionSchema = z.object({
  productCode: z.string().trim().toUpperCase().min(1).max(10),
  quantity: z.number().int().min(1).max(ADDITIONAL_DRIVERS_MAX).default(1),
});
export type ProductSelection = z.input<typeof productSelectionSchema>;

/** The first product code a selection lists twice, or null: `repeatedProductCode([{ productCode: 'BOOST' }, { productCode: 'BOOST' }]) → 'BOOST'`. */
export function repeatedProductCode(
  products: ReadonlyArray<{ productCode: string }>,
): string | null {
  const seen = new Set<string>();
  for (const { productCode } of products) {
    if (seen.has(productCode)) return productCode;
    seen.add(productCode);
  }
  return null;
}

/**
 * A quote's extras, each product once with its quantity: an extra's limit is per product, so a
 * second entry of the same product is refused rather than counted on its own (or dropped).
 */
export const productSelectionsSchema = z
  .array(productSelectionSchema)
  .max(20)
  .superRefine((products, ctx) => {
    const code = repeatedProductCode(products);
    if (code)
      ctx.addIssue({
        code: 'custom',
        message: `The extra ${code} is listed more than once; list it once with its quantity.`,
      });
  })
  .default([]);

/** POST /api/Quote – the search, the chosen group and waiver, extras and additional drivers. */
export const quoteRequestSchema = availabilityRequestSchema.extend({
  vehicleGroup: z.string().trim().toUpperCase().min(1).max(10),
  selectedWaiver: z.enum(WAIVERS),
  products: productSelectionsSchema,
  /** Drivers besides the renter; 1 to 9 when the ADW extra is chosen, else 0. */
  additionalDrivers: z.number().int().min(0).max(ADDITIONAL_DRIVERS_MAX).default(0),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;
export type QuoteQuery = z.output<typeof quoteRequestSchema>;
/** A saved quote's request with the rate it was priced under, so a confirmation can reuse it. */
export type SavedQuoteRequest = QuoteQuery & { rateCode: string; rateDesc: string };

export const quoteLineSchema = z.object({
  quoteLineCode: z.string(),
  quoteLineDesc1: z.string(),
  quoteLineDesc2: z.string(),
  /** What the line adds to the total (rands or N$, VAT included). */
  quoteLineChrg: z.number(),
  /** The price of one unit; for the liability line, the excess. */
  quoteLineUnitChrg: z.number(),
  quoteLineChrgUnit: z.enum(CHARGE_UNITS),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteResponseSchema = z.object({
  errors: apiErrorsSchema,
  /** Empty until the quote is saved. */
  quoteNumber: z.string(),
  rentalDuration: z.number().int(),
  requestedAccountType: z.string(),
  requestedPickUpBranch: z.string(),
  vehicleGroup: z.string(),
  rateCode: z.string(),
  rateDesc: z.string(),
  selectedWaiver: z.enum(WAIVERS),
  currency: z.enum(['ZAR', 'NAD']),
  quoteLines: z.array(quoteLineSchema),
  /** Sum of the line charges. */
  totalCharge: z.number(),
  /** The excess of the chosen waiver; the card hold at collection is total + liability. */
  liability: z.number(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

const emailField = z.string().trim().refine(isEmail, 'must be a valid e-mail address');
/**
 * The contact's first or last name, which become the renter's when the quote is booked: one of
 * only invisible characters (U+202E) is no name, and one holding a line break, a tab or a bidi
 * override (`isUsableText`) none that a mail may show.
 */
const nameField = (max: number) =>
  z
    .string()
    .trim()
    .refine(hasVisibleText, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine((value) => isUsableText(value), UNUSABLE_CHARACTER_PROBLEM);
/** Whom a quote is for, car or door-to-door: the contact's names and e-mail address. */
export const quoteContactFields = {
  name: nameField(FIRST_NAME_LIMITS.length),
  surname: nameField(CUSTOMER_TEXT_LIMITS.surname),
  emailAddress: emailField,
};

/** POST /api/Quote/save – a quote with the contact it is for; answers the quote number. */
export const quoteSaveRequestSchema = quoteRequestSchema.extend(quoteContactFields);
export type QuoteSaveRequest = z.input<typeof quoteSaveRequestSchema>;

export const quoteSaveResponseSchema = quoteResponseSchema.extend({
  /** Branch-local end of validity: the end of the day two days after creation. */
  expiresAt: z.string(),
});
export type QuoteSaveResponse = z.infer<typeof quoteSaveResponseSchema>;

/** POST /api/Quote/reminder – e-mails a saved quote to its contact. */
export const quoteReminderRequestSchema = z.object({
  ...quoteContactFields,
  quoteNumber: z.string().trim().toUpperCase().min(1).max(20),
});
export type QuoteReminderRequest = z.input<typeof quoteReminderRequestSchema>;

export const quoteReminderResponseSchema = z.object({
  errors: apiErrorsSchema,
  quoteNumber: z.string(),
  emailAddress: z.string(),
});
export type QuoteReminderResponse = z.infer<typeof quoteReminderResponseSchema>;

/** An extra offered for a group at a branch (GET /api/Product/additional/…). */
export const productSchema = z.object({
  productType: z.string(),
  productCode: z.string(),
  productDescription: z.string(),
  /** Price per unit (rands or N$, VAT included) and what the unit is. */
  productCharge: z.number(),
  chargeUnit: z.enum(CHARGE_UNITS),
  /** How many can be taken (additional drivers 9, child seats 3, others 1). */
  maxQuantity: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);
