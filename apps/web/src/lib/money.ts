import { amountToCents, formatMoney, type CurrencyCode } from '@bluu/contracts/money';
import type { ChargeUnit } from '@bluu/contracts/quote';

/** A wire amount (rands or N$) for display: `money(1234.5, 'ZAR') === 'R 1 234,50'`. */
export function money(amount: number, currency: CurrencyCode): string {
  return formatMoney({ cents: amountToCents(amount), currency });
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
