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

/** The search fields the vehicle-choice screen's editors change (trip and rate code). */
export interface QuoteTrip {
  pickUpBranch: string;
  pickUpDateTime: string;
  dropOffBranch: string;
  dropOffDateTime: string;
  rateCode: string;
}

const TRIP_FIELDS = [
  'pickUpBranch',
  'pickUpDateTime',
  'dropOffBranch',
  'dropOffDateTime',
  'rateCode',
] as const satisfies ReadonlyArray<keyof QuoteTrip>;

/** What was stored, if it is an entry's trip; its values are checked by the search they make. */
export function parseQuoteTrip(value: unknown): { entry: string; trip: QuoteTrip } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { entry, trip } = value as Record<string, unknown>;
  if (typeof entry !== 'string' || typeof trip !== 'object' || trip === null) return null;
  const fields = trip as Record<string, unknown>;
  if (!TRIP_FIELDS.every((field) => typeof fields[field] === 'string')) return null;
  return {
    entry,
    trip: Object.fromEntries(
      TRIP_FIELDS.map((field) => [field, fields[field]]),
    ) as unknown as QuoteTrip,
  };
}

/**
 * The trip and rate code last searched on one /get-quote/ history entry (Update, Change Rate
 * Code), so that Back from the booking steps, or a reload, shows the trip that was priced.
 */
export const quoteTrip = sessionItem('bluu.quoteTrip', parseQuoteTrip);

/** The trip kept for this history entry, or null. */
export function quoteTripOf(entry: string): QuoteTrip | null {
  const kept = quoteTrip.read();
  return kept?.entry === entry ? kept.trip : null;
}
