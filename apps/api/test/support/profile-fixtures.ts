import { quoteSaveResponseSchema } from '@bluu/contracts/quote';
import { expect } from 'vitest';
import { CAR_SELECTION } from './booking-fixtures.ts';
import type { Send } from './file-app.ts';

/** The small car of CAR_SELECTION from 10 to 12 December 2026, for the profile's lists. */
export const PROFILE_CAR_SELECTION = {
  ...CAR_SELECTION,
  pickUpDateTime: '2026-12-10 10:00',
  dropOffDateTime: '2026-12-12 10:00',
} as const;

/** Saves a quote for that car in Thandi Nkosi's name, which must succeed: its number. */
export async function saveCarQuote(
  send: Send,
  cookie: string | undefined,
  emailAddress: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await send(
    'POST',
    '/api/Quote/save',
    { ...PROFILE_CAR_SELECTION, name: 'Thandi', surname: 'Nkosi', emailAddress, ...overrides },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return quoteSaveResponseSchema.parse(response.json()).quoteNumber;
}
