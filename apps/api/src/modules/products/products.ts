import type { Branch } from '@bluu/contracts/branch';
import { MESSAGES } from '@bluu/contracts/messages';
import { centsToAmount } from '@bluu/contracts/money';
import {
  EXCLUDED_PRODUCT_TYPES,
  PRODUCT_CODES,
  QUOTE_MESSAGES,
  type Product,
} from '@bluu/contracts/quote';
import { DomainError } from '../../errors.ts';
import type { Catalogue, ProductRow, VehicleGroupRow } from '../catalogue/catalogue.ts';

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

/** The extras offered for a group at a branch, by their codes; unknown codes are refused. */
export function productsOffered(
  catalogue: Catalogue,
  pickUpBranch: string,
  vehicleGroup: string,
): Product[] {
  const branch = catalogue.branchByCode.get(pickUpBranch);
  if (!branch) throw new DomainError('UNKNOWN_BRANCH', MESSAGES.unknownBranch(pickUpBranch));
  const group = catalogue.groups.get(vehicleGroup);
  if (!group)
    throw new DomainError(
      'UNKNOWN_VEHICLE_GROUP',
      QUOTE_MESSAGES.unknownVehicleGroup(vehicleGroup),
    );
  return offeredProducts(catalogue.products, branch, group).map(toProduct);
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
