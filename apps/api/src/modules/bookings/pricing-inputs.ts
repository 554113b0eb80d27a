import type { QuoteQuery } from '@bluu/contracts/quote';

/**
 * The fields that decide a price, in one canonical text: a quote is charged as quoted only while
 * these are unchanged, and a change that moves only the drop-off is an extension. Extras are
 * compared as a sorted list of code and quantity, since a stored request (PostgreSQL's jsonb)
 * does not keep the order of an object's keys.
 */
export function pricingInputs(query: QuoteQuery, rateCode: string): string {
  return JSON.stringify({
    pickUpBranch: query.pickUpBranch,
    pickUpDateTime: query.pickUpDateTime,
    dropOffBranch: query.dropOffBranch,
    dropOffDateTime: query.dropOffDateTime,
    accountType: query.accountType,
    foreignLocal: query.foreignLocal,
    rateCode,
    vehicleGroup: query.vehicleGroup,
    selectedWaiver: query.selectedWaiver,
    products: [...query.products]
      .map((product) => `${product.productCode}:${product.quantity}`)
      .sort(),
    additionalDrivers: query.additionalDrivers,
    pai: query.pai ?? 'N',
  });
}
