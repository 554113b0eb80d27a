import { amountToCents, formatMoney, type CurrencyCode } from '@bluu/contracts/money';
import type { ChargeUnit } from '@bluu/contracts/quote-rules';

/** A wire amount (rands or N$) for display: `formatAmount(1234.5, 'ZAR') === 'R 1 234,50'`. */
export function formatAmount(amount: number, currency: CurrencyCode): string {
  return formatMoney({ cents: amountToCents(amount), currency });
}

/** The difference between two totals, signed: `'+R 250,00'`, `'−R 100,00'`, `'R 0,00'`. */
export function formatAmountDifference(from: number, to: number, currency: CurrencyCode): string {
  const cents = amountToCents(to) - amountToCents(from);
  const amount = formatMoney({ cents: Math.abs(cents), currency });
  if (cents > 0) return `+${amount}`;
  if (cents < 0) return `\u2212${amount}`;
  return amount;
}

const UNIT_TEXT: Record<ChargeUnit, string> = {
  DAY: 'per day',
  RENTAL: 'per rental',
  ITEM: 'each',
  TBA: 'price to be advised',
};

/** `unitText('DAY') === 'per day'`. */
export function unitText(unit: ChargeUnit): string {
  return UNIT_TEXT[unit];
}
