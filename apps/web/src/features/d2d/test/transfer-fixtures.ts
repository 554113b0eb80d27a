import { SUCCESS } from '@bluu/contracts/api-errors';
import type { D2dCharge, D2dQuoteRequest, D2dTrip } from '@bluu/contracts/d2d';
import type { D2DQuoteState } from '@/lib/journey/journey-state.ts';

/* The Door2Door vehicle choice's tests share one visitor's transfer and its quote. */

export const TRIP: D2dTrip = {
  provider: 'gazetteer',
  metres: 27_850,
  tripKms: 27,
  estimate: true,
  hubCode: '3C',
  hubAddress: 'Cape Town International Airport',
  numberPassengers: 5,
  stops: [],
};

export const PEOPLE_CARRIER: D2dCharge = {
  vehicleGrp: 'TM',
  vehicleGrp_Desc: 'Group TM – People carrier',
  vehicleType: 'D',
  makeModel: 'Toyota Innova',
  seats: 6,
  luggage: 4,
  transmission: 'Automatic',
  imageUrl: '/vehicles/D2.svg',
  tripCharge: 1050,
  fromKms: 26,
  toKms: 50,
};

/** A visitor's transfer for five from the airport to Sea Point, as Select Vehicle opens it. */
export const STATE: D2DQuoteState = {
  d2d: 'quote',
  request: {
    numberPassengers: 5,
    pickUpPlaceId: 'za-wc-cape-town-cape-town-international-airport',
    additionalPickUpPlaceIds: [],
    additionalDropOffPlaceIds: [],
    dropOffPlaceId: 'za-wc-cape-town-sea-point',
    pickUpDateTime: '2026-12-10 10:00',
    dropOffDateTime: '2026-12-10 10:01',
    accountType: 'I',
    accountNo: '',
    foreignLocal: 'L',
  },
  details: {
    accountName: '',
    moP_Type: 'VS',
    accountNo: '',
    pickupFlightType: 'NONE',
    pickupFlightNumber: '',
    collectionArea: '',
    addresses: ['Cape Town International Airport', 'Sea Point, Cape Town'],
    billback: false,
    paymentLocked: false,
  },
  rate: { rateCode: 'D2DPUB', rateDesc: 'Door2Door transfers' },
  charges: [PEOPLE_CARRIER],
  products: [],
  trip: TRIP,
};

/** The quote the server answers for the transfer in the vehicle group asked. */
export function quoteOf(request: D2dQuoteRequest) {
  return {
    errors: SUCCESS,
    quoteNumber: '',
    requestedAccountType: 'I',
    requestedPickUpBranch: '3C',
    vehicleGroup: request.vehicleGroup,
    vehicleGrp_Desc: PEOPLE_CARRIER.vehicleGrp_Desc,
    rateCode: 'D2DPUB',
    rateDesc: 'Door2Door transfers',
    currency: 'ZAR',
    quoteLines: [
      {
        quoteLineCode: 'R',
        quoteLineDesc1: 'Transfer',
        quoteLineDesc2: '27 km',
        quoteLineChrg: 1050,
        quoteLineUnitChrg: 1050,
        quoteLineChrgUnit: 'RENTAL',
      },
    ],
    fee: 0,
    totalCharge: 1050,
    vatExempt: true,
    trip: TRIP,
  };
}
