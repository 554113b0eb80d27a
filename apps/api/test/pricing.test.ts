import { describe, expect, it } from 'vitest';
import {
  FEES,
  priceRental,
  tripTerms,
  WaiverNotOfferedError,
  type PricedProduct,
  type PricingInput,
} from '../src/modules/pricing/pricing.ts';

const rate = {
  dailyCents: 40_000,
  cdwDailyCents: 10_000,
  cdwExcessCents: 2_000_000,
  tlwDailyCents: 4_000,
  scdwDailyCents: 20_000,
  scdwExcessCents: 300_000,
  stlwDailyCents: 8_000,
};

const babySeat: PricedProduct = {
  code: 'BABY',
  description: 'Child seat 6mth-3yr',
  chargeCents: 8_500,
  chargeUnit: 'DAY',
  maxChargeDays: 7,
};
const delivery: PricedProduct = {
  code: 'DEL',
  description: 'Vehicle delivery to your address',
  chargeCents: 45_000,
  chargeUnit: 'RENTAL',
  maxChargeDays: null,
};

function input(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    days: 3,
    currency: 'ZAR',
    groupDescription: 'Group A1',
    rate,
    waiver: 'CDW',
    pickUpIsAirport: false,
    oneWay: false,
    extras: [],
    ...overrides,
  };
}

function line(quote: ReturnType<typeof priceRental>, desc1: string) {
  return quote.lines.find((l) => l.desc1 === desc1);
}

describe('priceRental', () => {
  it('prices rental, standard waivers, levy, e-tolls, contract fee and liability for 3 days', () => {
    const quote = priceRental(input());
    expect(quote.lines.map((l) => [l.code, l.desc1, l.chargeCents, l.unitCents, l.unit])).toEqual([
      ['R', 'Rental', 120_000, 40_000, 'DAY'],
      ['W', 'CDW', 30_000, 10_000, 'DAY'],
      ['W', 'TLW', 12_000, 4_000, 'DAY'],
      ['S', 'Tourism levy', 1_620, 1_620, 'RENTAL'],
      ['S', 'Etolls', 0, 0, 'TBA'],
      ['A', 'Contract fee', FEES.contractFeeCents, FEES.contractFeeCents, 'RENTAL'],
      ['C', 'Liability', 0, 2_000_000, 'RENTAL'],
    ]);
    expect(quote.totalCents).toBe(120_000 + 30_000 + 12_000 + 1_620 + FEES.contractFeeCents);
    expect(quote.liabilityCents).toBe(2_000_000);
  });

  it('uses the super tier instead, never both, and its excess as liability', () => {
    const quote = priceRental(input({ waiver: 'SCDW' }));
    const waivers = quote.lines.filter((l) => l.code === 'W').map((l) => l.desc1);
    expect(waivers).toEqual(['SCDW', 'STLW']);
    expect(line(quote, 'Liability')?.unitCents).toBe(300_000);
    expect(line(quote, 'SCDW')?.chargeCents).toBe(60_000);
  });

  it('charges a 1-day rental once per day line', () => {
    const quote = priceRental(input({ days: 1 }));
    expect(line(quote, 'Rental')).toMatchObject({ chargeCents: 40_000, desc2: 'Group A1 – 1 day' });
    expect(line(quote, 'CDW')?.chargeCents).toBe(10_000);
  });

  it('adds the airport surcharge at airport branches', () => {
    const quote = priceRental(input({ pickUpIsAirport: true }));
    expect(line(quote, 'Airport surcharge')).toMatchObject({ code: 'S', chargeCents: 21_060 });
  });

  it('adds the one way fee when the drop-off branch differs', () => {
    expect(line(priceRental(input()), 'One Way Fee')).toBeUndefined();
    expect(line(priceRental(input({ oneWay: true })), 'One Way Fee')).toMatchObject({
      code: 'A',
      chargeCents: FEES.oneWayFeeCents,
    });
  });

  it('prices add-ons by product code: per day with a cap, or per rental', () => {
    const quote = priceRental(
      input({
        days: 10,
        extras: [
          { product: babySeat, quantity: 2 },
          { product: delivery, quantity: 1 },
        ],
      }),
    );
    expect(quote.lines.find((l) => l.code === 'BABY')).toMatchObject({
      chargeCents: 8_500 * 2 * 7,
      unitCents: 8_500,
      unit: 'DAY',
      desc2: '2 × 7 days (charged for at most 7 days)',
    });
    expect(quote.lines.find((l) => l.code === 'DEL')).toMatchObject({
      chargeCents: 45_000,
      unit: 'RENTAL',
    });
  });

  it('totals exactly the sum of the line charges', () => {
    const quote = priceRental(
      input({
        days: 5,
        pickUpIsAirport: true,
        oneWay: true,
        waiver: 'SCDW',
        extras: [{ product: babySeat, quantity: 1 }],
      }),
    );
    expect(quote.totalCents).toBe(quote.lines.reduce((sum, l) => sum + l.chargeCents, 0));
  });

  it('refuses a waiver whose cover is 0 (not offered)', () => {
    expect(() =>
      priceRental(input({ waiver: 'SCDW', rate: { ...rate, scdwDailyCents: 0 } })),
    ).toThrow(WaiverNotOfferedError);
    expect(() =>
      priceRental(input({ waiver: 'CDW', rate: { ...rate, cdwDailyCents: 0 } })),
    ).toThrow(WaiverNotOfferedError);
  });
});

describe('the worked example of docs/pricing.md', () => {
  it('totals R 3 814,58 for B1 under LOCAL, 3 days, airport pick-up, one way, a child seat and 2 drivers', () => {
    const quote = priceRental({
      days: 3,
      currency: 'ZAR',
      groupDescription: 'Group B1',
      rate: {
        dailyCents: 47_900,
        cdwDailyCents: 11_500,
        cdwExcessCents: 2_000_000,
        tlwDailyCents: 5_500,
        scdwDailyCents: 23_500,
        scdwExcessCents: 350_000,
        stlwDailyCents: 7_500,
      },
      waiver: 'CDW',
      pickUpIsAirport: true,
      oneWay: true,
      extras: [
        { product: babySeat, quantity: 1 },
        {
          product: {
            code: 'ADW',
            description: 'Additional Driver',
            chargeCents: 4_500,
            chargeUnit: 'DAY',
            maxChargeDays: 10,
          },
          quantity: 2,
        },
      ],
    });
    expect(quote.lines.map((l) => l.chargeCents)).toEqual([
      143_700, 34_500, 16_500, 1_947, 25_311, 0, 12_000, 95_000, 0, 25_500, 27_000,
    ]);
    expect(quote.totalCents).toBe(381_458);
  });
});

describe('tripTerms', () => {
  const at = (iso: string) => new Date(iso);
  const airport = { branchCode: 'JS', isAirport: true };

  it('charges each started 24 hours, in the currency of the pick-up branch, one way when the branches differ', () => {
    expect(
      tripTerms({
        pickUp: at('2026-12-02T08:00:00Z'),
        dropOff: at('2026-12-05T08:00:00Z'),
        pickUpBranch: airport,
        dropOffBranch: airport,
      }),
    ).toEqual({ days: 3, currency: 'ZAR', pickUpIsAirport: true, oneWay: false });
    expect(
      tripTerms({
        pickUp: at('2026-12-02T08:00:00Z'),
        dropOff: at('2026-12-05T08:01:00Z'),
        pickUpBranch: { branchCode: 'WH', isAirport: false },
        dropOffBranch: { branchCode: 'WB' },
      }),
    ).toEqual({ days: 4, currency: 'NAD', pickUpIsAirport: false, oneWay: true });
  });
});
