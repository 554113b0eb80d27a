import { describe, expect, it } from 'vitest';
import { quoteLineAmount, quoteSections, type QuoteLine } from '../src/quote.ts';

const line = (quoteLineCode: string, partial: Partial<QuoteLine> = {}): QuoteLine => ({
  quoteLineCode,
  quoteLineDesc1: quoteLineCode,
  quoteLineDesc2: '',
  quoteLineChrg: 100,
  quoteLineUnitChrg: 50,
  quoteLineChrgUnit: 'RENTAL',
  ...partial,
});

describe('quote lines', () => {
  it('are grouped as rental costs, add-ons, then other rental costs', () => {
    const lines = [line('C'), line('BABY'), line('W'), line('S'), line('R')];
    expect(quoteSections(lines).map((section) => [section.key, section.title])).toEqual([
      ['rental', 'Rental costs'],
      ['addOns', 'Add-ons'],
      ['other', 'Other rental costs'],
    ]);
    expect(quoteSections(lines)[0]?.lines.map((each) => each.quoteLineCode)).toEqual(['W', 'R']);
  });

  it('leave empty sections out unless asked to keep them', () => {
    const lines = [line('R')];
    expect(quoteSections(lines).map((section) => section.key)).toEqual(['rental']);
    expect(
      quoteSections(lines, { keepEmpty: true }).map((section) => section.lines.length),
    ).toEqual([1, 0, 0]);
  });

  it('show TBA for e-tolls, the excess for the liability line, else the charge', () => {
    expect(quoteLineAmount(line('S', { quoteLineChrgUnit: 'TBA' }))).toEqual({ kind: 'tba' });
    expect(quoteLineAmount(line('C', { quoteLineChrg: 0, quoteLineUnitChrg: 3000 }))).toEqual({
      kind: 'excess',
      excess: 3000,
    });
    expect(quoteLineAmount(line('R', { quoteLineChrg: 798 }))).toEqual({
      kind: 'charge',
      charge: 798,
    });
  });
});
