import type { AvailabilityRequest, OtherRate, VehicleCharge } from '@bluu/contracts/availability';
import type { Waiver } from '@bluu/contracts/constants';
import type { ProductSelection, QuoteResponse } from '@bluu/contracts/quote';

/** The search details carried to the booking steps: the search as quoted, and the account name. */
export type BookingDetails = AvailabilityRequest & { accountName: string };

/** Navigation state of /confirmation-details after Book. */
export interface BookingState {
  details: BookingDetails;
  selection: {
    vehicleGroup: string;
    selectedWaiver: Waiver;
    products: ProductSelection[];
    additionalDrivers: number;
  };
  quote: QuoteResponse;
  rate: OtherRate;
  charge: VehicleCharge;
}
