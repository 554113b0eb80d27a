import { vehicleChargeSchema, type VehicleCharge } from '@bluu/contracts/availability';
import {
  bookingResponseSchema,
  customerDetailsSchema,
  type BookingResponse,
  type CustomerDetails,
} from '@bluu/contracts/booking';

/** Navigation state of /booking-confirmation (spec 001 §2). */
export interface BookingConfirmationState {
  confirmation: BookingResponse;
  /** The chosen vehicle group, or its description. */
  vehicleGroup?: VehicleCharge | string;
  customerDetails: CustomerDetails;
}

/** The confirmation carried by a history entry, or null when the confirmation or details are missing. */
export function readConfirmationState(value: unknown): BookingConfirmationState | null {
  if (typeof value !== 'object' || value === null) return null;
  const state = value as Record<string, unknown>;
  const confirmation = bookingResponseSchema.safeParse(state.confirmation);
  const customerDetails = customerDetailsSchema.safeParse(state.customerDetails);
  if (!confirmation.success || !customerDetails.success) return null;
  const charge = vehicleChargeSchema.safeParse(state.vehicleGroup);
  return {
    confirmation: confirmation.data,
    vehicleGroup: charge.success
      ? charge.data
      : typeof state.vehicleGroup === 'string'
        ? state.vehicleGroup
        : undefined,
    customerDetails: customerDetails.data,
  };
}
