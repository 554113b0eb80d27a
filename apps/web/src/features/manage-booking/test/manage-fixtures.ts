import { codedApiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import type { ErrorCode } from '@bluu/contracts/error-codes';
import {
  customerDetailsSchema,
  paymentOnFileSchema,
  type Reservation,
} from '@bluu/contracts/booking';
import type { D2dCharge } from '@bluu/contracts/d2d';
import type { ManageResponse, SavedQuote, TransferQuote } from '@bluu/contracts/manage';
import type { QuoteQuery } from '@bluu/contracts/quote';
import { fakeApi, ok, type FakeAnswer, type RecordedRequest } from '@test/fake-api.ts';
import { BRANCHES, CHARGE, quoteFor } from '@test/fixtures.ts';

export const EMAIL = 'thandi@example.co.za';
export const RESERVATION = 'R7KQ2M9XTA';
export const QUOTE = 'Q4HZ8N2PLD';

export const statusUrl = (reference: string, email = EMAIL) =>
  `GET /api/Booking/status/${reference}?email=${encodeURIComponent(email)}`;
export const manageUrl = (reference: string, email = EMAIL) =>
  `GET /api/Booking/manage/${reference}/${encodeURIComponent(email)}`;

export const REQUEST: QuoteQuery = {
  pickUpBranch: 'JS',
  pickUpDateTime: '2026-11-25 10:00',
  dropOffBranch: 'JS',
  dropOffDateTime: '2026-11-28 10:00',
  accountType: 'I',
  accountNo: '',
  foreignLocal: 'L',
  rateCode: 'STD',
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
  products: [],
  additionalDrivers: 0,
};

export const RESERVATION_DETAILS: Reservation = {
  reservationNumber: RESERVATION,
  status: 'CONFIRMED',
  vehGroup: 'A1',
  vehicleGrp_Desc: 'Group A1 Economy',
  pickupBranch: 'JS',
  pickupDate: '2026-11-25',
  pickupTime: '10:00',
  duebackBranch: 'JS',
  duebackDate: '2026-11-28',
  duebackTime: '10:00',
  rateCode: 'STD',
  rateDesc: 'Standard Rate',
  currency: 'ZAR',
  quoteLines: quoteFor(REQUEST).quoteLines,
  totalCharge: 1647,
  liability: 20000,
  renterEmail: EMAIL,
  paymentType: 'VS',
  cardLastFour: '1111',
};

export const CUSTOMER = customerDetailsSchema.parse({
  title: 'MS',
  firstNames: [{ firstName: 'Thandi' }],
  surname: 'Nkosi',
  iD_Type: 'SAID',
  renterID: '8001015009087',
  contactPhoneNo: '+27821234567',
  renterEmail: EMAIL,
  renterDrivingLicenseCode: 'B',
  consent: true,
});

/** The payment the reservation holds, as the manage answer gives it (no card number or expiry). */
export const PAYMENT_ON_FILE = paymentOnFileSchema.parse({
  moP_Type: 'VS',
  cardLastFour: '1111',
  invoiceAddress1: '12 Jan Smuts Avenue',
  invoiceAddress2: 'Rosebank',
  invoicePostCode: '2196',
});

/** The reservation's version as the look-up gives it. */
export const RESERVATION_VERSION = '2026-11-18T08:00:00.000Z';

export function reservationAnswer(status: 'CONFIRMED' | 'OPEN' = 'CONFIRMED'): ManageResponse {
  return {
    errors: SUCCESS,
    status,
    vehicleGroup: 'A1',
    quote: null,
    reservation: { ...RESERVATION_DETAILS, status },
    booking: {
      customerDetails: CUSTOMER,
      payment: PAYMENT_ON_FILE,
      request: REQUEST,
      accountNo: '',
      version: RESERVATION_VERSION,
    },
    transfer: null,
  };
}

export function savedQuote(partial: Partial<SavedQuote> = {}): SavedQuote {
  return {
    requestReference: QUOTE,
    quoteNumber: QUOTE,
    vehicleGroup: 'A1',
    vehicleGrp_Desc: 'Group A1 Economy',
    pickUpBranch: 'JS',
    pickUpDateTime: '2026-11-25 10:00',
    dropOffBranch: 'JS',
    dropOffDateTime: '2026-11-28 10:00',
    dateCreated: '2026-11-20 09:00',
    expiresAt: '2026-11-22 23:59:59',
    expired: false,
    accountType: 'I',
    accountNo: '',
    requestedAccountType: 'I',
    requestedAccountNo: '',
    requestedPickUpBranch: 'JS',
    products: [],
    quoteLines: quoteFor(REQUEST).quoteLines,
    totalCharge: 1647,
    currency: 'ZAR',
    rateCode: 'STD',
    rateDesc: 'Standard Rate',
    firstName: 'Thandi',
    lastName: 'Nkosi',
    request: REQUEST,
    reservationNumber: '',
    ...partial,
  };
}

export function quoteAnswer(partial: Partial<SavedQuote> = {}): ManageResponse {
  const quote = savedQuote(partial);
  return {
    errors: SUCCESS,
    status: 'QUOTE',
    vehicleGroup: 'A1',
    quote,
    reservation: null,
    booking: null,
    transfer: null,
  };
}

export const TRANSFER_QUOTE = 'Q9TRF4D2DX';

const AIRPORT = 'za-gp-ekurhuleni-o-r-tambo-international-airport';
const SANDTON = 'za-gp-johannesburg-sandton';

/** A saved Door2Door quote: two passengers from the airport to Sandton in a sedan, R 50 fee. */
export function transferQuote(partial: Partial<TransferQuote> = {}): TransferQuote {
  return {
    errors: SUCCESS,
    quoteNumber: TRANSFER_QUOTE,
    requestedAccountType: 'I',
    requestedPickUpBranch: '3I',
    vehicleGroup: 'TS',
    vehicleGrp_Desc: 'Sedan (3 passengers)',
    rateCode: 'D2DPUB',
    rateDesc: 'Door2Door transfers',
    currency: 'ZAR',
    quoteLines: [],
    fee: 50,
    totalCharge: 700,
    vatExempt: true,
    trip: {
      provider: 'gazetteer',
      metres: 31_500,
      tripKms: 31,
      estimate: true,
      hubCode: '3I',
      hubAddress: 'O.R. Tambo International Airport',
      numberPassengers: 2,
      stops: [
        {
          placeId: AIRPORT,
          description: 'O.R. Tambo International Airport',
          latitude: -26.13,
          longitude: 28.24,
        },
        {
          placeId: SANDTON,
          description: 'Sandton, Johannesburg',
          latitude: -26.1,
          longitude: 28.05,
        },
      ],
    },
    expiresAt: '2026-11-22 23:59:59',
    emailAddress: EMAIL,
    status: 'QUOTE',
    dateCreated: '2026-11-20 09:00',
    name: 'Thandi',
    surname: 'Nkosi',
    request: {
      numberPassengers: 2,
      pickUpPlaceId: AIRPORT,
      additionalPickUpPlaceIds: [],
      additionalDropOffPlaceIds: [],
      dropOffPlaceId: SANDTON,
      pickUpDateTime: '2026-12-02 10:00',
      dropOffDateTime: '2026-12-02 10:01',
      accountType: 'I',
      accountNo: '',
      foreignLocal: 'L',
      vehicleGroup: 'TS',
      products: [],
      fee: 50,
      tripKms: 31,
      pickupFlightType: 'ARRIVAL',
      pickupFlightNumber: 'SA 343',
      collectionArea: 'Meet at the Wimpy',
    },
    expired: false,
    reservationNumber: '',
    ...partial,
  };
}

/** The manage answer of a saved Door2Door quote: its route beside the quote. */
export function transferQuoteAnswer(partial: Partial<TransferQuote> = {}): ManageResponse {
  const quote = transferQuote(partial);
  return {
    errors: SUCCESS,
    status: 'QUOTE',
    vehicleGroup: quote.vehicleGroup,
    quote: null,
    reservation: null,
    booking: null,
    transfer: {
      route: quote.trip.stops.map((stop) => stop.description),
      pickUpDateTime: quote.request.pickUpDateTime,
      passengers: quote.request.numberPassengers,
      tripKms: quote.trip.tripKms,
      fee: quote.fee,
    },
    transferQuote: quote,
  };
}

export const SEDAN: D2dCharge = {
  vehicleGrp: 'TS',
  vehicleGrp_Desc: 'Sedan (3 passengers)',
  vehicleType: 'D',
  makeModel: 'Toyota Corolla',
  seats: 3,
  luggage: 2,
  transmission: 'Automatic',
  imageUrl: '/vehicles/TS.svg',
  tripCharge: 650,
  fromKms: 26,
  toKms: 50,
};

/** The D2D availability of the transfer quote's trip, with `charges`. */
export function transferAvailability(charges: D2dCharge[] = [SEDAN]) {
  return {
    errors: SUCCESS,
    rates: { rate: [{ rateCode: 'D2DPUB', rateDesc: 'Door2Door transfers', charges }] },
    otherRates: [],
    trip: transferQuote().trip,
    products: [],
  };
}

export const status = (value: string, expired = false) =>
  ok({ errors: SUCCESS, status: value, expired });

/** A refusal as our API sends it: the HTTP status, the error's code and the spec's message. */
export const refused = (status: number, code: ErrorCode, message: string): FakeAnswer => ({
  status,
  body: { errors: codedApiErrors(code, message) },
});

export const AVAILABLE = {
  errors: SUCCESS,
  rates: { rate: [{ rateCode: 'STD', rateDesc: 'Standard Rate', charges: [CHARGE] }] },
  otherRates: [],
};

type Handler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

/** The manage screens' API for one reference, with the branches; `overrides` win. */
export function fakeManageApi(overrides: Record<string, Handler> = {}): RecordedRequest[] {
  return fakeApi({
    'GET /api/Branch': () => ok(BRANCHES),
    ...overrides,
  });
}

/** What a look-up of `reference` leaves in session storage, as the screens after it read it. */
export function rememberReference(reference: string, email = EMAIL) {
  sessionStorage.setItem(
    'bluu.reservation',
    JSON.stringify({ reservationNumber: reference, reservationEmail: email }),
  );
}
