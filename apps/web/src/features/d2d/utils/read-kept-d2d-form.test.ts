import { describe, expect, it } from 'vitest';
import { initialD2DValues, type D2DFormValues } from './d2d-form.ts';
import type { KeptD2DForm } from './kept-d2d-form.ts';
import { readKeptD2dForm } from './read-kept-d2d-form.ts';

const AIRPORT = {
  placeId: 'za-wc-cape-town-cape-town-international-airport',
  description: 'Cape Town International Airport, Matroosfontein, Cape Town',
};
const SEA_POINT = { placeId: 'za-wc-cape-town-sea-point', description: 'Sea Point, Cape Town' };

const KEPT: KeptD2DForm = {
  values: {
    ...initialD2DValues(new Date('2026-11-20T08:05:00Z'), null),
    moP_Type: 'VS',
    numberPassengers: 5,
    pickUp: { text: AIRPORT.description, place: AIRPORT },
    dropOff: { text: SEA_POINT.description, place: SEA_POINT },
    pickupFlightType: 'ARRIVAL',
    pickupFlightNumber: 'FA211',
  },
  measured: {
    key: 'trip',
    route: {
      km: 27,
      estimate: true,
      stops: [
        { ...AIRPORT, latitude: -33.97, longitude: 18.6 },
        { ...SEA_POINT, latitude: -33.92, longitude: 18.38 },
      ],
      path: [
        { latitude: -33.97, longitude: 18.6 },
        { latitude: -33.92, longitude: 18.38 },
      ],
    },
  },
};

/** The kept form as session storage gives it back, with `values` changed. */
const storedWith = (values: Partial<Record<keyof D2DFormValues, unknown>>): unknown =>
  JSON.parse(JSON.stringify({ ...KEPT, values: { ...KEPT.values, ...values } }));

describe('a kept Door2Door form read back from session storage', () => {
  it('reads back the form and its distance as kept', () => {
    expect(readKeptD2dForm(JSON.parse(JSON.stringify(KEPT)))).toEqual(KEPT);
  });

  it.each([
    ['passengers beyond 22', { numberPassengers: 23 }],
    ['an unknown flight type', { pickupFlightType: 'CHARTER' }],
    ['a date that does not exist', { pickUpDate: '2026-02-30' }],
    ['a time that is not one', { pickUpTime: '25:00' }],
    [
      'an address chosen without its place id',
      { pickUp: { text: 'x', place: { description: 'x' } } },
    ],
    ['a missing field', { additionalPickUps: undefined }],
  ])('shows no form that was changed by hand: %s', (_case, values) => {
    expect(readKeptD2dForm(storedWith(values))).toBeNull();
  });

  it('keeps the form but not a distance that is not one: it is measured again', () => {
    const stored = { ...KEPT, measured: { key: 'trip', route: { km: 'far' } } };
    expect(readKeptD2dForm(stored)).toEqual({ ...KEPT, measured: null });
  });
});
