import { apiErrorsSchema } from '@bluu/contracts/api-errors';
import {
  availabilityRequestSchema,
  availabilityResponseSchema,
  otherRateSchema,
  vehicleChargeSchema,
  type AvailabilityRequest,
  type AvailabilityResponse,
  type OtherRate,
  type Rate,
  type VehicleCharge,
} from '@bluu/contracts/availability';

/**
 * Navigation state of /availability: the spec's rates, otherRates and payload, plus the
 * answer's errors so that a refused search shows the server's message there too.
 */
export interface AvailabilityState {
  rates: AvailabilityResponse['rates'];
  otherRates: OtherRate[];
  payload: AvailabilityRequest;
  errors?: AvailabilityResponse['errors'];
}

/** Navigation state of /get-quote/ after a vehicle is chosen. */
export interface QuoteSelectionState {
  payload: AvailabilityRequest;
  rate: Pick<Rate, 'rateCode' | 'rateDesc'>;
  otherRates: OtherRate[];
  charge: VehicleCharge;
}

const availabilityStateSchema = availabilityResponseSchema
  .pick({ rates: true, otherRates: true })
  .extend({ payload: availabilityRequestSchema, errors: apiErrorsSchema.optional() });

const quoteSelectionStateSchema = availabilityResponseSchema.pick({ otherRates: true }).extend({
  payload: availabilityRequestSchema,
  rate: otherRateSchema,
  charge: vehicleChargeSchema,
});

export function toAvailabilityState(
  payload: AvailabilityRequest,
  response: AvailabilityResponse,
): AvailabilityState {
  return {
    rates: response.rates,
    otherRates: response.otherRates,
    payload,
    errors: response.errors,
  };
}

/** The availability state carried by a history entry, or null when it has none (or a broken one). */
export function readAvailabilityState(state: unknown): AvailabilityState | null {
  const parsed = availabilityStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}

/** The chosen vehicle carried by a history entry of /get-quote/, or null. */
export function readQuoteSelectionState(state: unknown): QuoteSelectionState | null {
  const parsed = quoteSelectionStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
