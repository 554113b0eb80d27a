import type { Branch } from '@bluu/contracts/branch';
import { EXCLUDED_PRODUCT_TYPES, PRODUCT_CODES, type Product } from '@bluu/contracts/quote';
import { centsToAmount } from '@bluu/contracts/money';
import type { ProductRow, VehicleGroupRow } from '../catalogue/catalogue.ts';

/** Seats below which a vehicle cannot pull the luggage trailer. */
const TRAILER_MIN_SEATS = 4;

/**
 * The extras offered for a group at a branch: never WAI, EXS or PREM products; delivery and
 * collection only where the branch offers them; van equipment only at van branches.
 */
export function offeredProducts(
  products: ProductRow[],
  branch: Branch,
  group: VehicleGroupRow,
): ProductRow[] {
  return products.filter((product) => {
    if (EXCLUDED_PRODUCT_TYPES.includes(product.productType)) return false;
    if (product.code === PRODUCT_CODES.delivery) return branch.allowDelivery;
    if (product.code === PRODUCT_CODES.collection) return branch.allowCollection;
    if (product.code === PRODUCT_CODES.trailer) return group.seats >= TRAILER_MIN_SEATS;
    return !product.vanOnly || branch.isVanRental;
  });
}

export function toProduct(row: ProductRow): Product {
  return {
    productType: row.productType,
    productCode: row.code,
    productDescription: row.description,
    productCharge: centsToAmount(row.chargeCents),
    chargeUnit: row.chargeUnit,
    maxQuantity: row.maxQuantity,
  };
}
