import type { AvailabilityRequest, OtherRate, VehicleCharge } from '@bluu/contracts/availability';
import type { Waiver } from '@bluu/contracts/constants';
import type { ProductSelection, QuoteResponse } from '@bluu/contracts/quote';
import type { ModifyContext } from '@/features/manage-booking/utils/modify-context.ts';

/**
 * The search details carried to the booking steps: the search as quoted and the account name;
 * `modify` while an existing reservation is being changed (the booking steps then update it),
 * `quoteNumber` when a saved quote is being confirmed (Confirm My Quote).
 */
export type BookingDetails = AvailabilityRequest & {
  accountName: string;
  modify?: ModifyContext;
  quoteNumber?: string;
};

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
