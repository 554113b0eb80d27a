import { describe, expect, it } from 'vitest';
import {
  bandFor,
  distanceInputError,
  feeFromInput,
  firstD2dFormError,
  hasCompanyEmailDomain,
  isFlightOf,
  offersTrailer,
  seatsParty,
  tripKmsOf,
  type D2dFormFields,
} from '../src/d2d-rules.ts';
import { d2dQuoteRequestSchema } from '../src/d2d.ts';
import { D2D_MESSAGES } from '../src/messages.ts';

describe('trip km and bands', () => {
  it('rounds metres down to km', () => {
    expect(tripKmsOf(12_999)).toBe(12);
    expect(tripKmsOf(13_000)).toBe(13);
    expect(tripKmsOf(999)).toBe(0);
  });

  it('takes both band edges as inside', () => {
    const bands = [
      { fromKms: 0, toKms: 50 },
      { fromKms: 51, toKms: 100 },
    ];
    expect(bandFor(bands, 50)).toBe(bands[0]);
    expect(bandFor(bands, 51)).toBe(bands[1]);
    expect(bandFor(bands, 100)).toBe(bands[1]);
    expect(bandFor(bands, 101)).toBeUndefined();
  });
});

describe('seating, trailer and fee', () => {
  it('seats a party when the seating is at least the passenger count', () => {
    expect(seatsParty(5, 5)).toBe(true);
    expect(seatsParty(4, 5)).toBe(false);
  });

  it('offers the trailer from 4 seats', () => {
    expect(offersTrailer(3)).toBe(false);
    expect(offersTrailer(4)).toBe(true);
  });

  it('turns anything but a number into a fee of 0', () => {
    expect(feeFromInput('150')).toBe(150);
    expect(feeFromInput(' 99.50 ')).toBe(99.5);
    for (const text of ['abc', '', '-5', '1e3', '12abc', '1.234', '999999999'])
      expect(feeFromInput(text)).toBe(0);
  });
});

const form = (overrides: Partial<D2dFormFields> = {}): D2dFormFields => ({
  moP_Type: 'VS',
  accountNo: '',
  numberPassengers: 2,
  pickUpPlaceId: 'za-gp-johannesburg-sandton',
  dropOffPlaceId: 'za-gp-pretoria',
  pickupFlightType: 'NONE',
  pickupFlightNumber: '',
  ...overrides,
});

describe('the D2D form rules, first failing wins (spec 001 §5)', () => {
  it.each([
    [{ moP_Type: '' }, D2D_MESSAGES.methodOfPayment],
    [{ moP_Type: 'AC' }, D2D_MESSAGES.accountNumber],
    [{ numberPassengers: 23 }, D2D_MESSAGES.passengers],
    [{ numberPassengers: 0 }, D2D_MESSAGES.passengers],
    [{ pickUpPlaceId: '' }, 'Please enter Pick-up location.'],
    [{ dropOffPlaceId: '' }, 'Please enter Drop-off-up location.'],
    [{ pickupFlightType: '' as const }, 'Please select Flight type.'],
    [{ pickupFlightType: 'ARRIVAL' as const }, 'Please enter Flight number.'],
  ])('%o → %s', (change, message) => {
    expect(firstD2dFormError(form(change))?.message).toBe(message);
  });

  it('passes a complete form, billback with an account number and a flight with its number', () => {
    expect(firstD2dFormError(form())).toBeNull();
    expect(firstD2dFormError(form({ moP_Type: 'AC', accountNo: 'C10001' }))).toBeNull();
    expect(
      firstD2dFormError(form({ pickupFlightType: 'DEPARTURE', pickupFlightNumber: 'SA 343' })),
    ).toBeNull();
    expect(isFlightOf('ARRIVAL')).toBe('Y');
    expect(isFlightOf('NONE')).toBe('N');
  });

  it('asks for both ends, then for chosen suggestions, before measuring', () => {
    expect(
      distanceInputError([
        { typed: 'Sandton', placeId: 'a' },
        { typed: '', placeId: '' },
      ]),
    ).toBe('Please enter both pickup and drop-off locations');
    expect(
      distanceInputError([
        { typed: 'Sandton', placeId: 'a' },
        { typed: 'Somewhere typed', placeId: '' },
      ]),
    ).toBe('Invalid location selected. Please select locations from the dropdown suggestions.');
    expect(
      distanceInputError([
        { typed: 'A', placeId: 'a' },
        { typed: 'B', placeId: 'b' },
      ]),
    ).toBeNull();
  });
});

describe('billback and the no-rates message', () => {
  it('knows a company e-mail domain from a public mail service', () => {
    expect(hasCompanyEmailDomain('travel@acmemining.co.za')).toBe(true);
    expect(hasCompanyEmailDomain('someone@gmail.com')).toBe(false);
    expect(hasCompanyEmailDomain('no-at-sign')).toBe(false);
  });

  it('words the no-rates message as the spec does', () => {
    expect(D2D_MESSAGES.noRates('Corporate', 'd2d@bluu.co.za')).toBe(
      'Sorry - it appears there are no D2D rates linked to your account. Please contact your Corporate Sales Representative or email d2d@bluu.co.za',
    );
    expect(D2D_MESSAGES.distanceError).toBe(
      'Error calculating distances. Please try selecting your locations again.',
    );
  });
});

describe('the D2D quote request schema', () => {
  it('takes the trip, group and fee, and refuses more than 22 passengers', () => {
    const base = {
      numberPassengers: 5,
      pickUpPlaceId: 'za-gp-johannesburg-sandton',
      dropOffPlaceId: 'ChIJ-google_id',
      pickUpDateTime: '2026-12-01 10:00',
      vehicleGroup: 'tk',
    };
    expect(d2dQuoteRequestSchema.parse(base)).toMatchObject({ vehicleGroup: 'TK', fee: 0 });
    expect(d2dQuoteRequestSchema.safeParse({ ...base, numberPassengers: 23 }).success).toBe(false);
    expect(d2dQuoteRequestSchema.safeParse({ ...base, fee: -1 }).success).toBe(false);
  });
});
