import type { D2dCharge, D2dQuoteRequest } from '@bluu/contracts/d2d';
import { feeFromInput, offersTrailer } from '@bluu/contracts/d2d-rules';
import type { Product } from '@bluu/contracts/quote';
import { PRODUCT_CODES } from '@bluu/contracts/quote-rules';
import { z } from 'zod';
import type { QuoteContact, SentQuote } from '@/components/quote/send-quote-form.ts';
import type { D2DQuoteState } from '@/lib/journey/journey-state.ts';
import { sessionItem } from '@/lib/session-storage.ts';

/** What the customer picked on the vehicle choice: the group, extras by code, the fee as typed. */
export interface D2DChoice {
  vehicleGroup: string;
  products: string[];
  feeText: string;
}

/** A quotation e-mailed from the vehicle choice, after which its extras and fee stay as sent. */
export type SentD2DQuote = SentQuote & { contact: QuoteContact };

/**
 * The choice made on one D2D /get-quote/ history entry (`entry`, the location's key) and the
 * quotation sent from it, kept in this tab so that a reload, or Back from the booking step, shows
 * the transfer as it was left. Only the latest entry's choice is kept; Logout forgets it.
 */
export interface KeptD2DChoice {
  entry: string;
  choice: D2DChoice;
  sent: SentD2DQuote | null;
}

const text = (max: number) => z.string().max(max);

const keptD2dChoiceSchema = z.object({
  entry: text(100),
  choice: z.object({
    vehicleGroup: text(10),
    products: z.array(text(20)).max(20),
    feeText: text(9),
  }),
  sent: z
    .object({
      quoteNumber: text(40),
      emailAddress: text(254),
      contact: z.object({ name: text(100), surname: text(100), emailAddress: text(254) }),
    })
    .nullable(),
});

/** What was stored, if it is a kept choice (it may be old or tampered with). */
export function parseKeptD2dChoice(value: unknown): KeptD2DChoice | null {
  const parsed = keptD2dChoiceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const keptD2dChoice = sessionItem<KeptD2DChoice>('bluu.d2dChoice', parseKeptD2dChoice);

/** The choice kept for this history entry, or null. */
export function keptD2dChoiceOf(entry: string): KeptD2DChoice | null {
  const kept = keptD2dChoice.read();
  return kept?.entry === entry ? kept : null;
}

/** A signed-in corporate or tour account: sees Select instead of prices and has no fee (spec 000 §6). */
export function isAccountTrip(state: Pick<D2DQuoteState, 'request'>): boolean {
  return (state.request.accountType ?? 'I') !== 'I';
}

/** The extras offered with a vehicle: the trailer only when it seats 4 or more (spec 000 §5). */
export function d2dProductsFor(products: readonly Product[], charge: D2dCharge): Product[] {
  return products.filter(
    (product) => product.productCode !== PRODUCT_CODES.trailer || offersTrailer(charge.seats),
  );
}

/**
 * POST /api/Quote/d2d for the choice: the trip as asked, the group, the ticked extras in the
 * order offered, and the fee (numbers only, else 0; accounts have none).
 */
export function toD2dQuoteRequest(
  state: Pick<D2DQuoteState, 'request'>,
  charge: D2dCharge,
  choice: D2DChoice,
  offered: readonly Product[],
): D2dQuoteRequest {
  return {
    ...state.request,
    vehicleGroup: charge.vehicleGrp,
    products: offered
      .filter((product) => choice.products.includes(product.productCode))
      .map((product) => ({ productCode: product.productCode, quantity: 1 })),
    fee: isAccountTrip(state) ? 0 : feeFromInput(choice.feeText),
  };
}
