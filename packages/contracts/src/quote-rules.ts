import type { QuoteLine } from './quote.ts';

/*
 * The quote's codes, messages and cost-panel rules without the zod schemas of `quote.ts` (which
 * re-exports them), so that the site's first pages do not load zod (decision record 0018).
 */

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

/** Our own quote refusals, in the catalogue's style. */
export const QUOTE_MESSAGES = {
  unknownVehicleGroup: (group: string) => `Vehicle group ${group} does not exist.`,
  tooMany: (max: number, description: string) => `At most ${max} of ${description} can be added.`,
} as const;

/** Quote line codes: R rental, W waiver, S services, A one-way and contract fee, C liability; others are add-ons. */
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
