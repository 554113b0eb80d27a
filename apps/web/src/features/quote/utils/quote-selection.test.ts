import { describe, expect, it } from 'vitest';
import { CHARGE, CHARGE_B1, PAYLOAD, PRODUCTS } from '@test/fixtures.ts';
import {
  canBook,
  effectiveWaiver,
  extrasOf,
  INITIAL_EXTRAS,
  notCarriedOver,
  offeredWaivers,
  toQuoteRequest,
  withAdditionalDrivers,
  withProduct,
  withQuantity,
} from './quote-selection.ts';

describe('the quote selection rules', () => {
  it('offers only waivers whose cover is above 0', () => {
    expect(offeredWaivers(CHARGE)).toEqual(['CDW', 'SCDW']);
    expect(offeredWaivers(CHARGE_B1)).toEqual(['CDW']);
    expect(offeredWaivers({ ...CHARGE, standardCover: 0, superCover: 0 })).toEqual([]);
  });

  it('falls back to the first offered waiver, or none', () => {
    expect(effectiveWaiver(CHARGE, 'SCDW')).toBe('SCDW');
    expect(effectiveWaiver(CHARGE_B1, 'SCDW')).toBe('CDW');
    expect(effectiveWaiver({ ...CHARGE, standardCover: 0 }, 'CDW')).toBe('SCDW');
    expect(effectiveWaiver({ ...CHARGE, standardCover: 0, superCover: 0 }, 'CDW')).toBeNull();
  });

  it('sets one additional driver on ticking ADW and none on unticking it', () => {
    const ticked = withProduct(INITIAL_EXTRAS, 'ADW', true);
    expect(ticked).toMatchObject({ products: { ADW: 1 }, additionalDrivers: 1 });
    const three = withAdditionalDrivers(ticked, 3);
    expect(three.additionalDrivers).toBe(3);
    expect(withAdditionalDrivers(ticked, 12).additionalDrivers).toBe(9);
    expect(withAdditionalDrivers(ticked, 0).additionalDrivers).toBe(1);
    expect(withProduct(three, 'ADW', false)).toMatchObject({ products: {}, additionalDrivers: 0 });
    expect(withAdditionalDrivers(INITIAL_EXTRAS, 4).additionalDrivers).toBe(0);
  });

  it('builds the same request whatever order extras were ticked in', () => {
    const a = withQuantity(
      withProduct(withProduct(INITIAL_EXTRAS, 'GPS', true), 'BABY', true),
      'BABY',
      2,
    );
    const b = withProduct(
      withQuantity(withProduct(INITIAL_EXTRAS, 'BABY', true), 'BABY', 2),
      'GPS',
      true,
    );
    const request = toQuoteRequest(PAYLOAD, 'STD', CHARGE, a, PRODUCTS);
    expect(request).toEqual(toQuoteRequest(PAYLOAD, 'STD', CHARGE, b, PRODUCTS));
    expect(request?.products).toEqual([
      { productCode: 'BABY', quantity: 2 },
      { productCode: 'GPS', quantity: 1 },
    ]);
  });

  it('leaves out extras the vehicle is not offered, and has no request without a waiver', () => {
    const extras = withProduct(INITIAL_EXTRAS, 'TRAIL', true);
    expect(toQuoteRequest(PAYLOAD, 'STD', CHARGE, extras, PRODUCTS)?.products).toEqual([]);
    const uncovered = { ...CHARGE, standardCover: 0, superCover: 0 };
    expect(toQuoteRequest(PAYLOAD, 'STD', uncovered, INITIAL_EXTRAS, PRODUCTS)).toBeNull();
  });

  it('allows Book only with a waiver, a total above 0, no error and no recalculation', () => {
    const ready = { waiver: 'CDW', total: 1098, recalculating: false, failed: false } as const;
    expect(canBook(ready)).toBe(true);
    expect(canBook({ ...ready, waiver: null })).toBe(false);
    expect(canBook({ ...ready, total: 0 })).toBe(false);
    expect(canBook({ ...ready, total: undefined })).toBe(false);
    expect(canBook({ ...ready, failed: true })).toBe(false);
    expect(canBook({ ...ready, recalculating: true })).toBe(false);
  });

  it('starts a modification from the booked waiver, extras with their quantities and drivers', () => {
    const booked = {
      selectedWaiver: 'SCDW' as const,
      products: [
        { productCode: 'ADW', quantity: 3 },
        { productCode: 'BABY', quantity: 2 },
      ],
      additionalDrivers: 3,
    };
    const extras = extrasOf(booked);
    expect(extras).toEqual({ waiver: 'SCDW', products: { ADW: 1, BABY: 2 }, additionalDrivers: 3 });
    expect(toQuoteRequest(PAYLOAD, 'STD', CHARGE, extras, PRODUCTS)).toMatchObject({
      selectedWaiver: 'SCDW',
      products: [
        { productCode: 'ADW', quantity: 3 },
        { productCode: 'BABY', quantity: 2 },
      ],
      additionalDrivers: 3,
    });
    expect(extrasOf({ ...booked, products: [], additionalDrivers: 0 })).toEqual({
      waiver: 'SCDW',
      products: {},
      additionalDrivers: 0,
    });
  });

  it('names what of a booked choice a vehicle leaves out, while it is still asked for', () => {
    const booked = {
      selectedWaiver: 'SCDW' as const,
      products: [
        { productCode: 'BABY', quantity: 2 },
        { productCode: 'GPS', quantity: 1 },
      ],
      additionalDrivers: 0,
    };
    const noGps = PRODUCTS.filter((product) => product.productCode !== 'GPS');
    const extras = extrasOf(booked);
    expect(notCarriedOver(booked, extras, CHARGE, PRODUCTS)).toEqual({
      waiver: null,
      products: [],
    });
    expect(notCarriedOver(booked, extras, CHARGE_B1, noGps)).toEqual({
      waiver: 'SCDW',
      products: ['GPS'],
    });
    // Standard cover and no GPS chosen by the customer: nothing of the booking is left out.
    const changed = withProduct({ ...extras, waiver: 'CDW' }, 'GPS', false);
    expect(notCarriedOver(booked, changed, CHARGE_B1, noGps)).toEqual({
      waiver: null,
      products: [],
    });
  });
});
