import {
  d2dBookingResponseSchema,
  d2dQuoteSaveResponseSchema,
  type D2dBookingRequest,
} from '@bluu/contracts/d2d';
import { expect } from 'vitest';
import { renter, TEST_CARD } from './booking-fixtures.ts';
import type { Send } from './file-app.ts';
import { OR_TAMBO, SANDTON } from './places.ts';

/** Two passengers from the airport to Sandton in a sedan (3 seats), at hub 3I, on 2 December 2026. */
export const SEDAN_TRANSFER = {
  numberPassengers: 2,
  pickUpPlaceId: OR_TAMBO,
  dropOffPlaceId: SANDTON,
  pickUpDateTime: '2026-12-02 10:00',
  vehicleGroup: 'TS',
} as const;

/** A booking of the sedan transfer by Thandi Nkosi, who needs no id document for it, paid by card. */
export function transferBooking(
  renterEmail: string,
  overrides: Partial<D2dBookingRequest> = {},
): D2dBookingRequest {
  return {
    ...SEDAN_TRANSFER,
    customerDetails: renter({
      iD_Type: '',
      renterID: '',
      renterEmail,
      firstNames: [{ firstName: 'Thandi' }],
      surname: 'Nkosi',
    }),
    payment: { moP_Type: 'VS', moP_No: TEST_CARD },
    ...overrides,
  } as D2dBookingRequest;
}

/** Books a transfer, which must succeed. */
export async function bookTransfer(send: Send, request: D2dBookingRequest, cookie?: string) {
  const response = await send('POST', '/api/Booking/d2d', request, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return d2dBookingResponseSchema.parse(response.json());
}

/** Sends a transfer quotation in Thandi Nkosi's name, as the D2D vehicle choice does; it must be saved. */
export async function saveTransferQuote(
  send: Send,
  request: Record<string, unknown>,
  cookie?: string,
) {
  const response = await send(
    'POST',
    '/api/Quote/d2d/save',
    { name: 'Thandi', surname: 'Nkosi', ...request },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return d2dQuoteSaveResponseSchema.parse(response.json());
}
