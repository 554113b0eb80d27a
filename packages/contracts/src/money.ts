import { NAMIBIAN_BRANCH_CODES } from './constants.ts';

export type CurrencyCode = 'ZAR' | 'NAD';

/** Money as integer cents in one currency; never a float. */
export interface Money {
  readonly cents: number;
  readonly currency: CurrencyCode;
}

const SYMBOLS: Record<CurrencyCode, string> = { ZAR: 'R', NAD: 'N$' };

/** The currency a branch trades in: `currencyForBranch('WH') === 'NAD'`. */
export function currencyForBranch(branchCode: string): CurrencyCode {
  return (NAMIBIAN_BRANCH_CODES as readonly string[]).includes(branchCode) ? 'NAD' : 'ZAR';
}

/** The symbol shown before amounts: `currencySymbol('NAD') === 'N$'`. */
export function currencySymbol(currency: CurrencyCode): string {
  return SYMBOLS[currency];
}

/** Cents to the rand (or N$) amount on the wire: `centsToAmount(45950) === 459.5`. */
export function centsToAmount(cents: number): number {
  return cents / 100;
}

/** A wire amount to cents, rounding half-cents away: `amountToCents(459.5) === 45950`. */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

const amountFormat = new Intl.NumberFormat('en-ZA', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** en-ZA display: `formatMoney({ cents: 123456, currency: 'ZAR' }) === 'R 1 234,56'` (with no-break spaces). */
export function formatMoney(money: Money): string {
  return `${SYMBOLS[money.currency]}\u00a0${amountFormat.format(centsToAmount(money.cents))}`;
}
