import {
  availabilityRequestSchema,
  otherRateSchema,
  vehicleChargeSchema,
} from '@bluu/contracts/availability';
import { quoteRequestSchema, quoteResponseSchema } from '@bluu/contracts/quote';
import type { BookingState } from '@/features/quote/utils/booking-state.ts';
import { readModifyContext } from '@/features/manage-booking/utils/modify-context.ts';

/**
 * The booking state of /confirmation-details; `details.modify` is set when a reservation is
 * changed, `details.quoteNumber` when a saved quote is confirmed.
 */
export type BookingStepsState = BookingState;

const selectionSchema = quoteRequestSchema.pick({
  vehicleGroup: true,
  selectedWaiver: true,
  products: true,
  additionalDrivers: true,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The booking carried by a history entry of /confirmation-details, or null when it has none. */
export function readBookingState(value: unknown): BookingStepsState | null {
  if (!isRecord(value) || !isRecord(value.details)) return null;
  const details = availabilityRequestSchema.safeParse(value.details);
  const selection = selectionSchema.safeParse(value.selection);
  const quote = quoteResponseSchema.safeParse(value.quote);
  const rate = otherRateSchema.safeParse(value.rate);
  const charge = vehicleChargeSchema.safeParse(value.charge);
  if (!details.success || !selection.success || !quote.success || !rate.success || !charge.success)
    return null;
  const { accountName, modify, quoteNumber } = value.details;
  return {
    details: {
      ...details.data,
      accountName: typeof accountName === 'string' ? accountName : '',
      modify: readModifyContext(modify),
      quoteNumber: typeof quoteNumber === 'string' && quoteNumber ? quoteNumber : undefined,
    },
    selection: selection.data,
    quote: quote.data,
    rate: rate.data,
    charge: charge.data,
  };
}
