import { describe, expect, it } from 'vitest';
import {
  bandFor,
  childSeatsError,
  D2D_FEE_MESSAGES,
  D2D_RULE_MESSAGES,
  D2D_TEXT_LIMITS,
  distanceInputError,
  feeFromInput,
  feeInputProblem,
  firstD2dFormError,
  firstD2dPaymentError,
  flightNumberError,
  goesNowhere,
  isInServiceArea,
  hasCompanyEmailDomain,
  isFlightOf,
  offersTrailer,
  seatsParty,
  tripKmsOf,
  type D2dFormFields,
} from '../src/d2d-rules.ts';
import { bookingRequestSchema } from '../src/booking.ts';
import {
  d2dBookingRequestSchema,
  d2dQuoteRequestSchema,
  d2dQuoteSaveRequestSchema,
} from '../src/d2d.ts';
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

  it('reads a fee typed with a decimal comma and spaces between thousands', () => {
    expect(feeFromInput('50,00')).toBe(50);
    expect(feeFromInput('99,5')).toBe(99.5);
    expect(feeFromInput('1 250,50')).toBe(1250.5);
    expect(feeFromInput('1\u00a0250')).toBe(1250);
    expect(feeFromInput('100 000')).toBe(100_000);
    for (const text of ['1,250', '1,250.50', '12 34', '50,', ',5'])
      expect(feeFromInput(text)).toBe(0);
  });

  it('says why a typed fee counts as 0, and nothing for an amount or an empty field', () => {
    for (const text of ['', '  ', '150', '50,00', '1 250,50'])
      expect(feeInputProblem(text)).toBeNull();
    for (const text of ['abc', '-5', '1,250', '1e3'])
      expect(feeInputProblem(text)).toBe(D2D_FEE_MESSAGES.notAnAmount);
    expect(feeInputProblem('100 000,01')).toBe(D2D_FEE_MESSAGES.tooLarge);
    expect(D2D_FEE_MESSAGES.tooLarge).toBe(
      'The fee can be at most R\u00a0100\u00a0000,00, so no fee is added.',
    );
  });
});

describe('child seats', () => {
  const seats = (babi1: number, baby: number, boost: number) => [
    { productCode: 'BABI1', quantity: babi1 },
    { productCode: 'BABY', quantity: baby },
    { productCode: 'BOOST', quantity: boost },
    { productCode: 'TRAIL', quantity: 1 },
  ];

  it('takes no more child seats than passengers', () => {
    expect(childSeatsError(seats(3, 3, 3), 1, 3)).toBe(
      'At most 1 child seat can be added for 1 passenger.',
    );
    expect(childSeatsError(seats(1, 1, 1), 2, 6)).toBe(
      'At most 2 child seats can be added for 2 passengers.',
    );
    expect(childSeatsError(seats(1, 1, 0), 2, 6)).toBeNull();
    expect(childSeatsError([{ productCode: 'TRAIL', quantity: 1 }], 1, 6)).toBeNull();
  });

  it('takes no more child seats than the vehicle seats', () => {
    expect(childSeatsError(seats(2, 2, 0), 5, 3)).toBe(
      'At most 3 child seats fit in this vehicle.',
    );
  });
});

describe('the service area', () => {
  it('serves pick-ups up to 100 km from the nearest active hub', () => {
    expect(isInServiceArea(100_000)).toBe(true);
    expect(isInServiceArea(100_001)).toBe(false);
  });

  it('names the hubs and how to reach reservations', () => {
    expect(D2D_RULE_MESSAGES.outsideServiceArea(['Cape Town', 'Durban', 'Ekurhuleni'])).toBe(
      'Door2Door transfers start within 100 km of our hubs in Cape Town, Durban and Ekurhuleni. For a transfer from further away, please phone Bluu on 086 101 7722 or e-mail reservations@bluu.co.za.',
    );
  });
});

describe('D2D booking step 2', () => {
  const now = new Date('2026-12-01T06:00:00Z');
  const cards = ['AX', 'DC', 'MC', 'VS'];

  it.each([
    [{ moP_Type: 'AC' }, 'moP_Type', 'Please select Method of payment.'],
    [{ moP_Expiry: '199913' }, 'moP_Expiry', 'Please enter valid card expiry date (YYYYMM).'],
    [{ moP_Expiry: '202611' }, 'moP_Expiry', 'Please enter valid card expiry date (YYYYMM).'],
    [{ moP_No: 'not-a-card' }, 'moP_No', 'Please enter a valid Card number.'],
    [{ moP_No: '1234' }, 'moP_No', 'Please enter a valid Card number.'],
  ])('%o → %s: %s', (change, field, message) => {
    const payment = { moP_Type: 'VS', moP_Expiry: '', moP_No: '', ...change };
    expect(firstD2dPaymentError(payment, cards, now)).toEqual({ field, message });
  });

  it('needs only the method; a card given must be valid', () => {
    expect(
      firstD2dPaymentError({ moP_Type: 'VS', moP_Expiry: '', moP_No: '' }, cards, now),
    ).toBeNull();
    expect(
      firstD2dPaymentError(
        { moP_Type: 'MC', moP_Expiry: '202612', moP_No: '4111-1111 1111-1111' },
        cards,
        now,
      ),
    ).toBeNull();
  });
});

const form = (overrides: Partial<D2dFormFields> = {}): D2dFormFields => ({
  moP_Type: 'VS',
  accountNo: '',
  numberPassengers: 2,
  pickUpPlaceId: 'za-gp-johannesburg-sandton',
  dropOffPlaceId: 'za-gp-pretoria',
  collectionArea: '',
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

  it.each([
    ['BA-57/1', D2D_MESSAGES.flightNumberFormat],
    ['SA.343', D2D_MESSAGES.flightNumberFormat],
    ['ET 4571 J2X', 'Flight number must be at most 10 characters.'],
    ['\u202e', D2D_MESSAGES.flightNumber],
    [' \u200b ', D2D_MESSAGES.flightNumber],
  ])('refuses the flight number %j before Select Vehicle: %s', (number, message) => {
    expect(
      firstD2dFormError(form({ pickupFlightType: 'ARRIVAL', pickupFlightNumber: number })),
    ).toEqual({ field: 'pickupFlightNumber', message });
  });

  it('takes a flight number of up to 10 letters, digits and spaces, in either case', () => {
    for (const number of ['SA 343', 'ba57', 'ET 4571 J2', ' FA 101 '])
      expect(flightNumberError('DEPARTURE', number), number).toBeNull();
    expect(flightNumberError('NONE', '')).toBeNull();
    expect(flightNumberError('NONE', 'BA-57')).toBe(D2D_MESSAGES.flightNumberFormat);
    expect(D2D_MESSAGES.flightNumberFormat).toBe(
      'Please enter a valid Flight number: letters, digits and spaces only, e.g. SA 343.',
    );
  });

  it('says so when the instructions or the account number are longer than the server takes', () => {
    const limit = D2D_TEXT_LIMITS.collectionArea;
    expect(limit).toBe(500);
    expect(firstD2dFormError(form({ collectionArea: ` ${'x'.repeat(limit)} ` }))).toBeNull();
    expect(firstD2dFormError(form({ collectionArea: 'x'.repeat(limit + 1) }))).toEqual({
      field: 'collectionArea',
      message: 'Pick-up instructions must be at most 500 characters.',
    });
    expect(firstD2dFormError(form({ moP_Type: 'AC', accountNo: 'C'.repeat(21) }))?.message).toBe(
      'Account number must be at most 20 characters.',
    );
    // The fields in form order: the instructions come before the flight.
    expect(
      firstD2dFormError(
        form({
          collectionArea: 'x'.repeat(limit + 1),
          pickupFlightType: 'ARRIVAL',
          pickupFlightNumber: 'BA-57/1',
        }),
      )?.field,
    ).toBe('collectionArea');
    expect(firstD2dFormError(form({ moP_Type: 'AC', accountNo: '\u202e' }))?.message).toBe(
      D2D_MESSAGES.accountNumber,
    );
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

  it('refuses a trip whose every stop is the same place, but not a return trip through another', () => {
    const airport = { typed: 'Cape Town International Airport', placeId: 'cpt' };
    expect(distanceInputError([airport, airport])).toBe(
      'Pick-up and drop-off are the same place. Please choose a different drop-off location.',
    );
    expect(distanceInputError([airport, { typed: '', placeId: '' }, airport])).toBe(
      D2D_RULE_MESSAGES.samePlace,
    );
    expect(
      distanceInputError([airport, { typed: 'Sea Point', placeId: 'sp' }, airport]),
    ).toBeNull();
    expect(goesNowhere(['cpt', 'cpt'])).toBe(true);
    expect(goesNowhere(['cpt', 'sp', 'cpt'])).toBe(false);
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

  const save = {
    numberPassengers: 2,
    pickUpPlaceId: 'za-gp-johannesburg-sandton',
    dropOffPlaceId: 'za-gp-pretoria',
    pickUpDateTime: '2026-12-01 10:00',
    vehicleGroup: 'TS',
    pickupFlightType: 'ARRIVAL',
    pickupFlightNumber: 'sa 343',
    collectionArea: 'Arrivals hall, door 3',
    name: 'Thandi',
    surname: 'Nkosi',
    emailAddress: 'thandi@example.co.za',
  };

  it('refuses a flight number as the form does, with the form message and no field name', () => {
    expect(d2dQuoteSaveRequestSchema.parse(save)).toMatchObject({ pickupFlightNumber: 'SA 343' });
    for (const [number, message] of [
      ['BA-57/1', D2D_MESSAGES.flightNumberFormat],
      ['ET 4571 J2X', 'Flight number must be at most 10 characters.'],
      ['\u202e', D2D_MESSAGES.flightNumber],
    ] as const) {
      const refused = d2dQuoteSaveRequestSchema.safeParse({ ...save, pickupFlightNumber: number });
      expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
        { path: ['pickupFlightNumber'], message },
      ]);
    }
  });

  it('counts a name of only invisible characters as none, and keeps invisible instructions empty', () => {
    for (const [field, message] of [
      ['name', 'Please enter your First name.'],
      ['surname', 'Please enter your Last name.'],
    ] as const)
      for (const invisible of ['\u202e', ' \u200b\u2060 ', '\u3164']) {
        const refused = d2dQuoteSaveRequestSchema.safeParse({ ...save, [field]: invisible });
        expect(refused.error?.issues[0], `${field} ${JSON.stringify(invisible)}`).toMatchObject({
          path: [field],
          message,
        });
      }
    const blank = d2dQuoteSaveRequestSchema.parse({ ...save, collectionArea: ' \u202e\u200f ' });
    expect(blank.collectionArea).toBe('');
    expect(
      d2dQuoteSaveRequestSchema.safeParse({ ...save, collectionArea: 'x'.repeat(501) }).error
        ?.issues[0]?.message,
    ).toBe('Pick-up instructions must be at most 500 characters.');
  });

  it('refuses control and bidi characters in the contact names, the account number and the instructions', () => {
    for (const [changes, path, message] of [
      [{ name: 'Thandi\tX' }, 'name', 'First name holds a character that cannot be used.'],
      [{ surname: 'Nkosi\u202e' }, 'surname', 'Last name holds a character that cannot be used.'],
      [
        { collectionArea: 'Gate 3\u0000' },
        'collectionArea',
        'Pick-up instructions holds a character that cannot be used.',
      ],
    ] as const) {
      const refused = d2dQuoteSaveRequestSchema.safeParse({ ...save, ...changes });
      expect(refused.error?.issues[0], path).toMatchObject({ path: [path], message });
    }
    // Instructions keep their line breaks.
    expect(
      d2dQuoteSaveRequestSchema.parse({ ...save, collectionArea: 'Gate 3\nRing twice' })
        .collectionArea,
    ).toBe('Gate 3\nRing twice');
  });

  it('bounds the expected total of a D2D and of a car booking at ten million rand', () => {
    const expected = (schema: typeof bookingRequestSchema | typeof d2dBookingRequestSchema) =>
      schema.shape.expectedTotal;
    for (const schema of [bookingRequestSchema, d2dBookingRequestSchema]) {
      expect(expected(schema).safeParse(650).success).toBe(true);
      expect(expected(schema).safeParse(10_000_000).success).toBe(true);
      for (const total of [10_000_000.01, 1e20, 1e308, Infinity, -1])
        expect(expected(schema).safeParse(total).success, String(total)).toBe(false);
    }
  });
});
