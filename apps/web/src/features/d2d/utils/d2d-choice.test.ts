import type { D2dCharge } from '@bluu/contracts/d2d';
import type { Product } from '@bluu/contracts/quote';
import { describe, expect, it } from 'vitest';
import {
  d2dProductsFor,
  isAccountTrip,
  parseKeptD2dChoice,
  toD2dQuoteRequest,
} from './d2d-choice.ts';

const charge = (seats: number): D2dCharge => ({
  vehicleGrp: 'TS',
  vehicleGrp_Desc: 'Group TS – Sedan',
  vehicleType: 'B',
  makeModel: 'Toyota Corolla',
  seats,
  luggage: 2,
  transmission: 'Automatic',
  imageUrl: '/vehicles/B1.svg',
  tripCharge: 650,
  fromKms: 26,
  toKms: 50,
});

const product = (productCode: string): Product => ({
  productType: 'EXS',
  productCode,
  productDescription: productCode,
  productCharge: 100,
  chargeUnit: 'RENTAL',
  maxQuantity: 1,
});

const PRODUCTS = [product('BABY'), product('TRAIL')];

const request = (accountType: 'I' | 'C') => ({
  request: {
    numberPassengers: 3,
    pickUpPlaceId: 'za-wc-a',
    dropOffPlaceId: 'za-wc-b',
    pickUpDateTime: '2026-12-01 10:00',
    accountType,
  },
});

describe('the D2D vehicle choice (spec 000 §5, §6)', () => {
  it('hides the trailer for vehicles seating fewer than 4', () => {
    expect(d2dProductsFor(PRODUCTS, charge(3)).map((p) => p.productCode)).toEqual(['BABY']);
    expect(d2dProductsFor(PRODUCTS, charge(4)).map((p) => p.productCode)).toEqual([
      'BABY',
      'TRAIL',
    ]);
  });

  it('takes a numeric fee and counts anything else as 0', () => {
    const quote = (feeText: string) =>
      toD2dQuoteRequest(request('I'), charge(6), { vehicleGroup: 'TS', products: [], feeText }, [])
        .fee;
    expect(quote('150')).toBe(150);
    expect(quote('99.50')).toBe(99.5);
    expect(quote('abc')).toBe(0);
    expect(quote('-20')).toBe(0);
    expect(quote('')).toBe(0);
  });

  it('gives accounts no fee, whatever was typed', () => {
    expect(isAccountTrip(request('C'))).toBe(true);
    expect(isAccountTrip(request('I'))).toBe(false);
    expect(
      toD2dQuoteRequest(
        request('C'),
        charge(6),
        { vehicleGroup: 'TS', products: [], feeText: '50' },
        [],
      ).fee,
    ).toBe(0);
  });

  it('sends the ticked extras in the order offered, one each', () => {
    const offered = d2dProductsFor(PRODUCTS, charge(6));
    const sent = toD2dQuoteRequest(
      request('I'),
      charge(6),
      { vehicleGroup: 'TS', products: ['TRAIL', 'BABY'], feeText: '' },
      offered,
    );
    expect(sent.products).toEqual([
      { productCode: 'BABY', quantity: 1 },
      { productCode: 'TRAIL', quantity: 1 },
    ]);
    expect(sent.vehicleGroup).toBe('TS');
  });
});

describe('the kept choice', () => {
  const kept = {
    entry: 'abc123',
    choice: { vehicleGroup: 'TM', products: ['BABY'], feeText: '150' },
    sent: {
      quoteNumber: 'Q1000001',
      emailAddress: 'thandi@example.co.za',
      contact: { name: 'Thandi', surname: 'Nkosi', emailAddress: 'thandi@example.co.za' },
    },
  };

  it('reads a choice as it was kept, with or without a sent quotation', () => {
    expect(parseKeptD2dChoice(kept)).toEqual(kept);
    expect(parseKeptD2dChoice({ ...kept, sent: null })).toEqual({ ...kept, sent: null });
  });

  it('reads an old or tampered entry as none', () => {
    expect(parseKeptD2dChoice(null)).toBeNull();
    expect(parseKeptD2dChoice({ ...kept, entry: 1 })).toBeNull();
    expect(
      parseKeptD2dChoice({ ...kept, choice: { ...kept.choice, products: 'BABY' } }),
    ).toBeNull();
    expect(
      parseKeptD2dChoice({ ...kept, choice: { ...kept.choice, feeText: '1'.repeat(10) } }),
    ).toBeNull();
    expect(parseKeptD2dChoice({ ...kept, sent: { quoteNumber: 'Q1' } })).toBeNull();
  });
});
