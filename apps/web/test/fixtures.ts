import { SUCCESS } from '@bluu/contracts/api-errors';
import type {
  AvailabilityRequest,
  AvailabilityResponse,
  VehicleCharge,
} from '@bluu/contracts/availability';
import type { Branch } from '@bluu/contracts/branch';

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
