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
 * The extras offered for a group on a trip: never WAI, EXS or PREM products; delivery where the
 * pick-up branch delivers and collection where the drop-off branch collects (the car is collected
 * at the end of the rental, by the branch it goes back to); van equipment only at van branches.
 * E.g. Pretoria Hatfield → Cape Town airport offers DEL but not COL.
 */
export function offeredProducts(
  products: ProductRow[],
  trip: { pickUpBranch: Branch; dropOffBranch: Branch },
  group: VehicleGroupRow,
): ProductRow[] {
  const { pickUpBranch, dropOffBranch } = trip;
  return products.filter((product) => {
    if (EXCLUDED_PRODUCT_TYPES.includes(product.productType)) return false;
    if (product.code === PRODUCT_CODES.delivery) return pickUpBranch.allowDelivery;
    if (product.code === PRODUCT_CODES.collection) return dropOffBranch.allowCollection;
    if (product.code === PRODUCT_CODES.trailer) return group.seats >= TRAILER_MIN_SEATS;
    return !product.vanOnly || pickUpBranch.isVanRental;
  });
}

function requireBranch(catalogue: Catalogue, code: string): Branch {
  const branch = catalogue.branchByCode.get(code);
  if (!branch) throw new DomainError('UNKNOWN_BRANCH', MESSAGES.unknownBranch(code));
  return branch;
}

/**
 * The extras offered for a group from a pick-up branch, by their codes; the drop-off branch
 * (which decides collection) is the pick-up branch when not given. Unknown codes are refused.
 */
export function productsOffered(
  catalogue: Catalogue,
  codes: { pickUpBranch: string; dropOffBranch?: string | undefined; vehicleGroup: string },
): Product[] {
  const pickUpBranch = requireBranch(catalogue, codes.pickUpBranch);
  const dropOffBranch = codes.dropOffBranch
    ? requireBranch(catalogue, codes.dropOffBranch)
    : pickUpBranch;
  const group = catalogue.groups.get(codes.vehicleGroup);
  if (!group)
    throw new DomainError(
      'UNKNOWN_VEHICLE_GROUP',
      QUOTE_MESSAGES.unknownVehicleGroup(codes.vehicleGroup),
    );
  return offeredProducts(catalogue.products, { pickUpBranch, dropOffBranch }, group).map(toProduct);
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
