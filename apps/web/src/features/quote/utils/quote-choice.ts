import { ADDITIONAL_DRIVERS_MAX, WAIVERS } from '@bluu/contracts/constants';
import { sessionItem } from '@/lib/session-storage.ts';
import type { Extras } from './quote-selection.ts';

/**
 * The vehicle, waiver and extras chosen on one /get-quote/ history entry (`entry`, the
 * location's key), kept in this tab so that Back from the booking steps, or a reload, shows the
 * quote as it was left. Only the latest entry's choice is kept.
 */
export interface QuoteChoice {
  entry: string;
  vehicleGroup: string;
  extras: Extras;
}

const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** What was stored, if it is a choice (it may be old or tampered with). */
export function parseQuoteChoice(value: unknown): QuoteChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { entry, vehicleGroup, extras } = value as Record<string, unknown>;
  if (typeof entry !== 'string' || typeof vehicleGroup !== 'string') return null;
  if (typeof extras !== 'object' || extras === null) return null;
  const { waiver, products, additionalDrivers } = extras as Record<string, unknown>;
  if (!(WAIVERS as readonly unknown[]).includes(waiver)) return null;
  if (!isCount(additionalDrivers, ADDITIONAL_DRIVERS_MAX)) return null;
  if (typeof products !== 'object' || products === null || Array.isArray(products)) return null;
  if (!Object.values(products).every((quantity) => isCount(quantity, 99))) return null;
  return {
    entry,
    vehicleGroup,
    extras: {
      waiver: waiver as Extras['waiver'],
      products: products as Record<string, number>,
      additionalDrivers,
    },
  };
}

export const quoteChoice = sessionItem<QuoteChoice>('bluu.quoteChoice', parseQuoteChoice);

/** The choice kept for this history entry, or null. */
export function quoteChoiceOf(entry: string): QuoteChoice | null {
  const choice = quoteChoice.read();
  return choice?.entry === entry ? choice : null;
}
