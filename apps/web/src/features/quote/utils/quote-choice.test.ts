import { describe, expect, it } from 'vitest';
import { parseQuoteChoice, parseQuoteTrip } from './quote-choice.ts';

const choice = {
  entry: 'k1',
  vehicleGroup: 'B1',
  extras: { waiver: 'SCDW', products: { BABY: 1, ADW: 2 }, additionalDrivers: 2 },
};

describe('a kept quote choice', () => {
  it('is read back as it was stored', () => {
    expect(parseQuoteChoice(JSON.parse(JSON.stringify(choice)))).toEqual(choice);
  });

  it.each([
    ['nothing', null],
    ['a text', 'B1'],
    ['no entry', { ...choice, entry: 1 }],
    ['no vehicle', { ...choice, vehicleGroup: null }],
    ['an unknown waiver', { ...choice, extras: { ...choice.extras, waiver: 'XYZ' } }],
    ['ten drivers', { ...choice, extras: { ...choice.extras, additionalDrivers: 10 } }],
    ['half a driver', { ...choice, extras: { ...choice.extras, additionalDrivers: 1.5 } }],
    ['a list of products', { ...choice, extras: { ...choice.extras, products: [1] } }],
    ['a negative quantity', { ...choice, extras: { ...choice.extras, products: { BABY: -1 } } }],
    ['a quantity as text', { ...choice, extras: { ...choice.extras, products: { BABY: '1' } } }],
  ])('is dropped when it holds %s', (_what, stored) => {
    expect(parseQuoteChoice(stored)).toBeNull();
  });
});

describe('a kept trip', () => {
  const trip = {
    pickUpBranch: 'JS',
    pickUpDateTime: '2026-12-01 12:00',
    dropOffBranch: 'JS',
    dropOffDateTime: '2026-12-04 10:00',
    rateCode: '',
  };

  it('is read back with its search fields only', () => {
    expect(parseQuoteTrip({ entry: 'k1', trip: { ...trip, accountType: 'C' } })).toEqual({
      entry: 'k1',
      trip,
    });
  });

  it.each([
    ['nothing', null],
    ['no entry', { trip }],
    ['no trip', { entry: 'k1' }],
    ['a date as a number', { entry: 'k1', trip: { ...trip, pickUpDateTime: 20261201 } }],
    ['no rate code', { entry: 'k1', trip: { ...trip, rateCode: undefined } }],
  ])('is dropped when it holds %s', (_what, stored) => {
    expect(parseQuoteTrip(stored)).toBeNull();
  });
});
