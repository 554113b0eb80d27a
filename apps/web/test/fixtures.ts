import { SUCCESS } from '@bluu/contracts/api-errors';
import type {
  AvailabilityRequest,
  AvailabilityResponse,
  VehicleCharge,
} from '@bluu/contracts/availability';
import type { BookingResponse, Reservation } from '@bluu/contracts/booking';
import type { Branch } from '@bluu/contracts/branch';
import type { Product, QuoteLine, QuoteRequest, QuoteResponse } from '@bluu/contracts/quote';

/** Friday 20 November 2026, 10:05 at the branches (UTC+2). */
export const NOW = new Date('2026-11-20T08:05:00Z');

function branch(partial: Pick<Branch, 'branchCode' | 'branchName'> & Partial<Branch>): Branch {
  return {
    isVanRental: false,
    allowDelivery: true,
    allowCollection: true,
    isAirport: true,
    country: 'ZA',
    currency: 'ZAR',
    province: 'GP',
    address: '1 Airport Road',
    latitude: -26.13,
    longitude: 28.23,
    telephone: '011 000 0000',
    email: 'branch@bluu.co.za',
    openingHours: [{ weekday: 5, opens: '06:00', closes: '22:00' }],
    ...partial,
  };
}

export const BRANCHES: Branch[] = [
  branch({ branchCode: 'JS', branchName: 'Johannesburg Airport' }),
  branch({ branchCode: 'CT', branchName: 'Cape Town Airport', province: 'WC' }),
  branch({
    branchCode: 'WH',
    branchName: 'Windhoek Airport',
    country: 'NA',
    currency: 'NAD',
    province: 'Khomas',
  }),
  branch({ branchCode: '1W', branchName: 'Van Rental Johannesburg', isVanRental: true }),
];

export const CHARGE: VehicleCharge = {
  vehicleGrp: 'A1',
  vehicleGrp_Desc: 'Group A1 Economy',
  freeKMS: 200,
  standardCover: 150,
  standardCoverExcessCDW: 20000,
  superCover: 300,
  superCoverExcessCDW: 3000,
  dailyChargeAmount: 399,
  vehicleType: 'A',
  makeModel: 'Suzuki Swift',
  seats: 5,
  luggage: 2,
  transmission: 'Manual',
  imageUrl: '/vehicles/A1.svg',
};

export const PAYLOAD: AvailabilityRequest = {
  pickUpBranch: 'JS',
  pickUpDateTime: '2026-11-20 12:45',
  dropOffBranch: 'JS',
  dropOffDateTime: '2026-11-22 09:00',
  accountType: 'I',
  accountNo: '',
  foreignLocal: 'L',
  rateCode: '',
};

export const RATES_ANSWER: AvailabilityResponse = {
  errors: SUCCESS,
  rates: { rate: [{ rateCode: 'STD', rateDesc: 'Standard Rate', charges: [CHARGE] }] },
  otherRates: [],
};

export const CHARGE_B1: VehicleCharge = {
  ...CHARGE,
  vehicleGrp: 'B1',
  vehicleGrp_Desc: 'Group B1 Compact',
  makeModel: 'Toyota Corolla',
  dailyChargeAmount: 549,
  standardCover: 180,
  superCover: 0,
  superCoverExcessCDW: 0,
  imageUrl: '/vehicles/B1.svg',
};

export const PRODUCTS: Product[] = [
  {
    productType: 'ADD',
    productCode: 'ADW',
    productDescription: 'Additional Driver',
    productCharge: 45,
    chargeUnit: 'DAY',
    maxQuantity: 9,
  },
  {
    productType: 'ADD',
    productCode: 'BABY',
    productDescription: 'Child seat 6mth-3yr',
    productCharge: 85,
    chargeUnit: 'DAY',
    maxQuantity: 3,
  },
  {
    productType: 'ADD',
    productCode: 'GPS',
    productDescription: 'GPS navigator',
    productCharge: 95,
    chargeUnit: 'DAY',
    maxQuantity: 1,
  },
];

const DAYS = 2;

/**
 * A quote priced like the server does it, simply: rental, the waiver, each extra per day,
 * an e-tolls TBA line and the liability line (charge 0, unit charge = excess).
 */
export function quoteFor(request: QuoteRequest): QuoteResponse {
  const charge = request.vehicleGroup === 'B1' ? CHARGE_B1 : CHARGE;
  const scdw = request.selectedWaiver === 'SCDW';
  const lines: QuoteLine[] = [
    {
      quoteLineCode: 'R',
      quoteLineDesc1: 'Rental',
      quoteLineDesc2: `${charge.vehicleGrp_Desc} – ${DAYS} days`,
      quoteLineChrg: charge.dailyChargeAmount * DAYS,
      quoteLineUnitChrg: charge.dailyChargeAmount,
      quoteLineChrgUnit: 'DAY',
    },
    {
      quoteLineCode: 'W',
      quoteLineDesc1: scdw ? 'SCDW' : 'CDW',
      quoteLineDesc2: scdw ? 'Super Collision Damage Waiver' : 'Collision Damage Waiver',
      quoteLineChrg: (scdw ? charge.superCover : charge.standardCover) * DAYS,
      quoteLineUnitChrg: scdw ? charge.superCover : charge.standardCover,
      quoteLineChrgUnit: 'DAY',
    },
    ...(request.products ?? []).map((selected): QuoteLine => {
      const product = PRODUCTS.find((candidate) => candidate.productCode === selected.productCode);
      const quantity = selected.quantity ?? 1;
      return {
        quoteLineCode: selected.productCode,
        quoteLineDesc1: product?.productDescription ?? selected.productCode,
        quoteLineDesc2: `${quantity} × ${DAYS} days`,
        quoteLineChrg: (product?.productCharge ?? 0) * quantity * DAYS,
        quoteLineUnitChrg: product?.productCharge ?? 0,
        quoteLineChrgUnit: 'DAY',
      };
    }),
    {
      quoteLineCode: 'S',
      quoteLineDesc1: 'Etolls',
      quoteLineDesc2: 'Charged after the rental',
      quoteLineChrg: 0,
      quoteLineUnitChrg: 0,
      quoteLineChrgUnit: 'TBA',
    },
    {
      quoteLineCode: 'C',
      quoteLineDesc1: 'Liability',
      quoteLineDesc2: `Excess with ${request.selectedWaiver}`,
      quoteLineChrg: 0,
      quoteLineUnitChrg: scdw ? charge.superCoverExcessCDW : charge.standardCoverExcessCDW,
      quoteLineChrgUnit: 'RENTAL',
    },
  ];
  return {
    errors: SUCCESS,
    quoteNumber: '',
    rentalDuration: DAYS,
    requestedAccountType: request.accountType ?? 'I',
    requestedPickUpBranch: request.pickUpBranch,
    vehicleGroup: request.vehicleGroup,
    rateCode: request.rateCode ?? 'STD',
    rateDesc: 'Standard Rate',
    selectedWaiver: request.selectedWaiver,
    currency: 'ZAR',
    quoteLines: lines,
    totalCharge: lines.reduce((sum, line) => sum + line.quoteLineChrg, 0),
    liability: scdw ? charge.superCoverExcessCDW : charge.standardCoverExcessCDW,
  };
}

/** The quote of group A1 at the standard rate with standard cover and no extras. */
export const STANDARD_A1_QUOTE = quoteFor({
  ...PAYLOAD,
  rateCode: 'STD',
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
  products: [],
  additionalDrivers: 0,
});

/**
 * The server's answer to a booking of `quote` (by default STANDARD_A1_QUOTE) at JS, 20 to 22
 * November, for Thandi paying by Visa ending 1111; `reservation` changes any field of the
 * reservation.
 */
export function bookedAnswer({
  reservationNumber = 'R1000001',
  warning = '',
  quote = STANDARD_A1_QUOTE,
  reservation = {},
}: {
  reservationNumber?: string;
  warning?: string;
  quote?: QuoteResponse;
  reservation?: Partial<Reservation>;
} = {}): BookingResponse {
  return {
    errors: SUCCESS,
    warning,
    reservationNumber,
    reservation: {
      reservationNumber,
      status: 'CONFIRMED',
      vehGroup: 'A1',
      vehicleGrp_Desc: CHARGE.vehicleGrp_Desc,
      pickupBranch: 'JS',
      pickupDate: '2026-11-20',
      pickupTime: '12:45',
      duebackBranch: 'JS',
      duebackDate: '2026-11-22',
      duebackTime: '09:00',
      rateCode: 'STD',
      rateDesc: 'Standard Rate',
      currency: 'ZAR',
      quoteLines: quote.quoteLines,
      totalCharge: quote.totalCharge,
      liability: quote.liability,
      renterEmail: 'thandi@example.co.za',
      paymentType: 'VS',
      cardLastFour: '1111',
      ...reservation,
    },
  };
}
