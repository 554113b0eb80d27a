import type { D2dCharge, D2dQuoteRequest } from '@bluu/contracts/d2d';
import { feeFromInput, offersTrailer } from '@bluu/contracts/d2d-rules';
import type { Product } from '@bluu/contracts/quote';
import { PRODUCT_CODES } from '@bluu/contracts/quote-rules';
import type { D2DQuoteState } from '@/lib/journey/journey-state.ts';

/** What the customer picked on the vehicle choice: the group, extras by code, the fee as typed. */
export interface D2DChoice {
  vehicleGroup: string;
  products: string[];
  feeText: string;
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
