import type { Branch } from '@bluu/contracts/branch';
import type { Waiver } from '@bluu/contracts/constants';
import { currencyForBranch, type CurrencyCode } from '@bluu/contracts/money';
import type { ChargeUnit } from '@bluu/contracts/quote';
import { rentalDays } from '@bluu/contracts/time';

/** Fees the rental company charges besides the rate (cents, VAT included). */
export const FEES = {
  /** Once per rental agreement. */
  contractFeeCents: 12_000,
  /** Returning the vehicle to another branch. */
  oneWayFeeCents: 95_000,
  /** Tourism levy: 1 % of the rental and waiver charges. */
  tourismLevyPercent: 1,
  /** Airport concession fee at airport branches: 13 % of the rental and waiver charges. */
  airportSurchargePercent: 13,
} as const;

export interface RateFigures {
  dailyCents: number;
  cdwDailyCents: number;
  cdwExcessCents: number;
  tlwDailyCents: number;
  scdwDailyCents: number;
  scdwExcessCents: number;
  stlwDailyCents: number;
}

export interface PricedProduct {
  code: string;
  description: string;
  chargeCents: number;
  chargeUnit: 'DAY' | 'RENTAL' | 'ITEM';
  /** Per-day products stop charging after this many days; null = no cap. */
  maxChargeDays: number | null;
}

export interface PricingInput {
  days: number;
  currency: CurrencyCode;
  groupDescription: string;
  rate: RateFigures;
  waiver: Waiver;
  pickUpIsAirport: boolean;
  oneWay: boolean;
  extras: Array<{ product: PricedProduct; quantity: number }>;
}

/** A searched trip: its instants and branches. */
export interface Trip {
  pickUp: Date;
  dropOff: Date;
  pickUpBranch: Pick<Branch, 'branchCode' | 'isAirport'>;
  dropOffBranch: Pick<Branch, 'branchCode'>;
}

/** What a trip decides in a price, whatever the group, waiver or extras. */
export type TripTerms = Pick<PricingInput, 'days' | 'currency' | 'pickUpIsAirport' | 'oneWay'>;

/**
 * The trip's part of a pricing input, the same for a quote and for the totals of a search.
 * Example: JS to JS, 2026-12-02 10:00 to 2026-12-05 10:00 → 3 days, ZAR, airport, not one way.
 */
export function tripTerms(trip: Trip): TripTerms {
  return {
    days: rentalDays(trip.pickUp, trip.dropOff),
    currency: currencyForBranch(trip.pickUpBranch.branchCode),
    pickUpIsAirport: trip.pickUpBranch.isAirport,
    oneWay: trip.pickUpBranch.branchCode !== trip.dropOffBranch.branchCode,
  };
}

export interface PricedLine {
  code: string;
  desc1: string;
  desc2: string;
  chargeCents: number;
  unitCents: number;
  unit: ChargeUnit;
}

export interface PricedQuote {
  lines: PricedLine[];
  totalCents: number;
  liabilityCents: number;
}

export class WaiverNotOfferedError extends Error {
  constructor(readonly waiver: Waiver) {
    super(`The ${waiver} waiver is not offered for this vehicle.`);
  }
}

/** True when a waiver tier has a price: cover 0 means it is not offered. */
export function isWaiverOffered(rate: RateFigures, waiver: Waiver): boolean {
  return (waiver === 'CDW' ? rate.cdwDailyCents : rate.scdwDailyCents) > 0;
}

function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function perDay(
  code: string,
  desc1: string,
  desc2: string,
  unitCents: number,
  days: number,
): PricedLine {
  return { code, desc1, desc2, chargeCents: unitCents * days, unitCents, unit: 'DAY' };
}

function once(code: string, desc1: string, desc2: string, cents: number): PricedLine {
  return { code, desc1, desc2, chargeCents: cents, unitCents: cents, unit: 'RENTAL' };
}

function waiverLines(input: PricingInput): PricedLine[] {
  const { rate, days, waiver } = input;
  if (!isWaiverOffered(rate, waiver)) throw new WaiverNotOfferedError(waiver);
  if (waiver === 'CDW')
    return [
      perDay('W', 'CDW', 'Collision Damage Waiver', rate.cdwDailyCents, days),
      perDay('W', 'TLW', 'Theft Loss Waiver', rate.tlwDailyCents, days),
    ];
  return [
    perDay('W', 'SCDW', 'Super Collision Damage Waiver', rate.scdwDailyCents, days),
    perDay('W', 'STLW', 'Super Theft Loss Waiver', rate.stlwDailyCents, days),
  ];
}

function extraLine(
  { product, quantity }: PricingInput['extras'][number],
  days: number,
): PricedLine {
  if (product.chargeUnit !== 'DAY') {
    const desc2 = quantity > 1 ? `${quantity} × per rental` : 'Per rental';
    return {
      code: product.code,
      desc1: product.description,
      desc2,
      chargeCents: product.chargeCents * quantity,
      unitCents: product.chargeCents,
      unit: 'RENTAL',
    };
  }
  const chargedDays = Math.min(days, product.maxChargeDays ?? days);
  const capped = chargedDays < days ? ` (charged for at most ${plural(chargedDays, 'day')})` : '';
  return {
    code: product.code,
    desc1: product.description,
    desc2: `${quantity} × ${plural(chargedDays, 'day')}${capped}`,
    chargeCents: product.chargeCents * quantity * chargedDays,
    unitCents: product.chargeCents,
    unit: 'DAY',
  };
}

/**
 * Prices a rental: R rental, W waivers (one tier), S services, A fees, C liability (excess,
 * charge 0), add-ons by product code, and e-tolls as TBA. Total = sum of line charges.
 * Example: 3 days of a R 399 car with CDW R 100 + TLW R 40 → R 1 197 + R 300 + R 120 + …
 */
export function priceRental(input: PricingInput): PricedQuote {
  const { days, rate } = input;
  const rental = perDay(
    'R',
    'Rental',
    `${input.groupDescription} – ${plural(days, 'day')}`,
    rate.dailyCents,
    days,
  );
  const waivers = waiverLines(input);
  const levyBase = rental.chargeCents + waivers.reduce((sum, line) => sum + line.chargeCents, 0);

  const services: PricedLine[] = [
    once(
      'S',
      'Tourism levy',
      `${FEES.tourismLevyPercent} % of rental and waivers`,
      percentOf(levyBase, FEES.tourismLevyPercent),
    ),
  ];
  if (input.pickUpIsAirport)
    services.push(
      once(
        'S',
        'Airport surcharge',
        `${FEES.airportSurchargePercent} % of rental and waivers`,
        percentOf(levyBase, FEES.airportSurchargePercent),
      ),
    );
  services.push({
    code: 'S',
    desc1: 'Etolls',
    desc2: 'Charged after the rental at the toll tariff',
    chargeCents: 0,
    unitCents: 0,
    unit: 'TBA',
  });

  const fees: PricedLine[] = [
    once('A', 'Contract fee', 'Per rental agreement', FEES.contractFeeCents),
  ];
  if (input.oneWay)
    fees.push(once('A', 'One Way Fee', 'Drop-off at another branch', FEES.oneWayFeeCents));

  const liabilityCents = input.waiver === 'CDW' ? rate.cdwExcessCents : rate.scdwExcessCents;
  const liability: PricedLine = {
    code: 'C',
    desc1: 'Liability',
    desc2: `Excess with ${input.waiver}`,
    chargeCents: 0,
    unitCents: liabilityCents,
    unit: 'RENTAL',
  };

  const lines = [
    rental,
    ...waivers,
    ...services,
    ...fees,
    liability,
    ...input.extras.map((extra) => extraLine(extra, days)),
  ];
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.chargeCents, 0),
    liabilityCents,
  };
}
