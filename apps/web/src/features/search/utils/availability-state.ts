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
import {
  readModifyContext,
  type ModifyContext,
} from '@/features/manage-booking/utils/modify-context.ts';

/** A search as carried between screens; `modify` while an existing reservation is changed. */
export type SearchPayload = AvailabilityRequest & { modify?: ModifyContext };

/**
 * Navigation state of /availability: the spec's rates, otherRates and payload, plus the
 * answer's errors so that a refused search shows the server's message there too.
 */
export interface AvailabilityState {
  rates: AvailabilityResponse['rates'];
  otherRates: OtherRate[];
  payload: SearchPayload;
  errors?: AvailabilityResponse['errors'];
}

/** Navigation state of /get-quote/ after a vehicle is chosen. */
export interface QuoteSelectionState {
  payload: SearchPayload;
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
  payload: SearchPayload,
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
  return parsed.success
    ? { ...parsed.data, payload: withModifyOf(parsed.data.payload, state) }
    : null;
}

/** The chosen vehicle carried by a history entry of /get-quote/, or null. */
export function readQuoteSelectionState(state: unknown): QuoteSelectionState | null {
  const parsed = quoteSelectionStateSchema.safeParse(state);
  return parsed.success
    ? { ...parsed.data, payload: withModifyOf(parsed.data.payload, state) }
    : null;
}

/** The parsed payload with the `modify` context of the raw state's payload, when it has one. */
function withModifyOf(payload: AvailabilityRequest, state: unknown): SearchPayload {
  const raw = (state as { payload?: { modify?: unknown } }).payload;
  const modify = readModifyContext(raw?.modify);
  return modify ? { ...payload, modify } : payload;
}

/**
 * The search as sent to the server: of the `modify` context only the reservation number and
 * its e-mail go along (as `modifyReservation`), so the server leaves that reservation's own unit out.
 */
export function searchOnly(payload: SearchPayload): AvailabilityRequest {
  const { modify, ...search } = payload;
  return modify
    ? {
        ...search,
        modifyReservation: { reservationNumber: modify.reservationNumber, email: modify.email },
      }
    : search;
}
