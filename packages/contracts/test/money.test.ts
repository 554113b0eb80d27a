import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, currencyForBranch, formatMoney } from '../src/money.ts';

describe('money', () => {
  it.each(['WH', 'WB', 'KM', 'WT'])('branch %s trades in N$', (code) => {
    expect(currencyForBranch(code)).toBe('NAD');
  });

  it.each(['JS', '1W', 'CT'])('branch %s trades in rand', (code) => {
    expect(currencyForBranch(code)).toBe('ZAR');
  });

  it('formats en-ZA amounts with the currency symbol', () => {
    expect(formatMoney({ cents: 123456, currency: 'ZAR' })).toBe('R\u00a01\u00a0234,56');
    expect(formatMoney({ cents: 45900, currency: 'NAD' })).toBe('N$\u00a0459,00');
  });

  it('converts between cents and wire amounts without float drift', () => {
    expect(amountToCents(459.5)).toBe(45950);
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(centsToAmount(45950)).toBe(459.5);
  });
});
