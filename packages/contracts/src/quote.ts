import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import { availabilityRequestSchema } from './availability.ts';
import { ADDITIONAL_DRIVERS_MAX, WAIVERS } from './constants.ts';
import { isEmail } from './validators.ts';

/** Product codes with a meaning of their own (spec 000 §9). */
export const PRODUCT_CODES = {
  additionalDriver: 'ADW',
  personalAccident: 'PAI',
  delivery: 'DEL',
  collection: 'COL',
  trailer: 'TRAIL',
  babySeat: 'BABY',
  boosterSeat: 'BOOST',
  infantSeat: 'BABI1',
} as const;

/** Product types: WAI waivers, EXS extended services and PREM are never offered as extras. */
export const PRODUCT_TYPES = ['WAI', 'EXS', 'PREM', 'ADD'] as const;
export const EXCLUDED_PRODUCT_TYPES: readonly string[] = ['WAI', 'EXS', 'PREM'];

/** Quote line codes: R rental, W waiver, S services, A one-way and contract fee, C liability; others are add-ons. */
/** Our own quote refusals, in the catalogue's style. */
export const QUOTE_MESSAGES = {
  unknownVehicleGroup: (group: string) => `Vehicle group ${group} does not exist.`,
  tooMany: (max: number, description: string) => `At most ${max} of ${description} can be added.`,
} as const;

export const QUOTE_LINE_CODES = {
  rental: 'R',
  waiver: 'W',
  services: 'S',
  fees: 'A',
  liability: 'C',
} as const;

/** The unit a line is charged per; TBA lines (e-tolls) are settled after the rental. */
export const CHARGE_UNITS = ['DAY', 'RENTAL', 'ITEM', 'TBA'] as const;
export type ChargeUnit = (typeof CHARGE_UNITS)[number];

export const productSelectionSchema = z.object({
  productCode: z.string().trim().toUpperCase().min(1).max(10),
  quantity: z.number().int().min(1).max(ADDITIONAL_DRIVERS_MAX).default(1),
});
export type ProductSelection = z.input<typeof productSelectionSchema>;

/** POST /api/Quote – the search, the chosen group and waiver, extras and additional drivers. */
export const quoteRequestSchema = availabilityRequestSchema.extend({
  vehicleGroup: z.string().trim().toUpperCase().min(1).max(10),
  selectedWaiver: z.enum(WAIVERS),
  products: z.array(productSelectionSchema).max(20).default([]),
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

/** True for a line shown as TBA instead of an amount (e-tolls). */
export function isTbaLine(line: QuoteLine): boolean {
  return line.quoteLineChrgUnit === 'TBA';
}

/** The cost panel's sections (spec 000 §2): rental costs, add-ons, other rental costs. */
export function quoteLineSection(line: QuoteLine): 'rental' | 'addOns' | 'other' {
  const code = line.quoteLineCode;
  if (code === QUOTE_LINE_CODES.rental || code === QUOTE_LINE_CODES.waiver) return 'rental';
  if (Object.values(QUOTE_LINE_CODES).includes(code as never)) return 'other';
  return 'addOns';
}

const emailField = z.string().trim().refine(isEmail, 'must be a valid e-mail address');
const nameField = z.string().trim().min(1, 'is required').max(60);

/** POST /api/Quote/save – a quote with the contact it is for; answers the quote number. */
export const quoteSaveRequestSchema = quoteRequestSchema.extend({
  name: nameField,
  surname: nameField,
  emailAddress: emailField,
});
export type QuoteSaveRequest = z.input<typeof quoteSaveRequestSchema>;

export const quoteSaveResponseSchema = quoteResponseSchema.extend({
  /** Branch-local end of validity: the end of the day two days after creation. */
  expiresAt: z.string(),
});
export type QuoteSaveResponse = z.infer<typeof quoteSaveResponseSchema>;

/** POST /api/Quote/reminder – e-mails a saved quote to its contact. */
export const quoteReminderRequestSchema = z.object({
  name: nameField,
  surname: nameField,
  emailAddress: emailField,
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

/** The cost panel's section titles (spec 000 §2), in display order. */
export const QUOTE_SECTION_TITLES = {
  rental: 'Rental costs',
  addOns: 'Add-ons',
  other: 'Other rental costs',
} as const;

export type QuoteSectionKey = keyof typeof QUOTE_SECTION_TITLES;

/**
 * Quote lines grouped into the cost panel's sections, in display order; empty sections are
 * left out unless `keepEmpty` (the panel says when no add-ons are chosen).
 */
export function quoteSections(
  lines: QuoteLine[],
  { keepEmpty = false }: { keepEmpty?: boolean } = {},
): Array<{ key: QuoteSectionKey; title: string; lines: QuoteLine[] }> {
  return (Object.keys(QUOTE_SECTION_TITLES) as QuoteSectionKey[])
    .map((key) => ({
      key,
      title: QUOTE_SECTION_TITLES[key],
      lines: lines.filter((line) => quoteLineSection(line) === key),
    }))
    .filter((section) => keepEmpty || section.lines.length > 0);
}

/**
 * What a quote line shows instead of a plain charge: e-tolls are settled later (TBA); the
 * liability line is not charged, it states the excess held on the card at collection.
 * `quoteLineAmount({ quoteLineCode: 'C', quoteLineUnitChrg: 3000, … }) → { kind: 'excess', excess: 3000 }`.
 */
export function quoteLineAmount(
  line: QuoteLine,
): { kind: 'tba' } | { kind: 'excess'; excess: number } | { kind: 'charge'; charge: number } {
  if (isTbaLine(line)) return { kind: 'tba' };
  if (line.quoteLineCode === QUOTE_LINE_CODES.liability)
    return { kind: 'excess', excess: line.quoteLineUnitChrg };
  return { kind: 'charge', charge: line.quoteLineChrg };
}
