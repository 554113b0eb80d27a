import type { AvailabilityRequest, VehicleCharge } from '@bluu/contracts/availability';
import {
  ADDITIONAL_DRIVERS_MAX,
  ADDITIONAL_DRIVERS_MIN,
  type Waiver,
} from '@bluu/contracts/constants';
import type { Product, QuoteRequest } from '@bluu/contracts/quote';
import { PRODUCT_CODES } from '@bluu/contracts/quote-rules';

/** What the customer picked besides the vehicle: a waiver, extras by code, additional drivers. */
export interface Extras {
  /** The waiver asked for; when the vehicle does not offer it, the first offered one applies. */
  waiver: Waiver;
  /** Chosen extras and their quantities, by product code (ADW included while ticked). */
  products: Record<string, number>;
  additionalDrivers: number;
}

export const INITIAL_EXTRAS: Extras = { waiver: 'CDW', products: {}, additionalDrivers: 0 };

const ADW = PRODUCT_CODES.additionalDriver;

export const WAIVER_LABELS: Record<Waiver, string> = {
  CDW: 'Standard cover',
  SCDW: 'Super cover',
};

/** A booked choice: the waiver, the extras with their quantities and the additional drivers. */
export interface BookedExtras {
  selectedWaiver: Waiver;
  products: ReadonlyArray<{ productCode: string; quantity: number }>;
  additionalDrivers: number;
}

/**
 * The extras a reservation was booked with, to start its modification from; ADW is ticked with
 * the booked driver count: `extrasOf({ selectedWaiver: 'SCDW', products: [{ productCode: 'BABY',
 * quantity: 2 }], additionalDrivers: 0 }).products` is `{ BABY: 2 }`.
 */
export function extrasOf(booked: BookedExtras): Extras {
  const products: Record<string, number> = {};
  for (const { productCode, quantity } of booked.products)
    products[productCode] = productCode === ADW ? 1 : Math.max(1, quantity);
  const drivers = Math.min(ADDITIONAL_DRIVERS_MAX, booked.additionalDrivers);
  return {
    waiver: booked.selectedWaiver,
    products,
    additionalDrivers: ADW in products ? Math.max(ADDITIONAL_DRIVERS_MIN, drivers) : 0,
  };
}

/**
 * What of a booked choice the vehicle cannot carry over while it is still asked for: the booked
 * waiver when the vehicle does not offer it, and the booked extras still ticked that are not
 * offered (by code, in the booked order).
 */
export function notCarriedOver(
  booked: BookedExtras,
  extras: Extras,
  charge: VehicleCharge,
  offered: readonly Product[],
): { waiver: Waiver | null; products: string[] } {
  const waiverKept =
    extras.waiver !== booked.selectedWaiver ||
    effectiveWaiver(charge, extras.waiver) === extras.waiver;
  const offeredCodes = new Set(offered.map((product) => product.productCode));
  return {
    waiver: waiverKept ? null : booked.selectedWaiver,
    products: booked.products
      .map((product) => product.productCode)
      .filter((code) => code in extras.products && !offeredCodes.has(code)),
  };
}

/** The waivers a vehicle offers: a waiver whose cover is 0 is not offered (spec 000 §9). */
export function offeredWaivers(charge: VehicleCharge): Waiver[] {
  const waivers: Waiver[] = [];
  if (charge.standardCover > 0) waivers.push('CDW');
  if (charge.superCover > 0) waivers.push('SCDW');
  return waivers;
}

/** The waiver in force: the chosen one when offered, else the first offered, else none. */
export function effectiveWaiver(charge: VehicleCharge, chosen: Waiver): Waiver | null {
  const offered = offeredWaivers(charge);
  return offered.includes(chosen) ? chosen : (offered[0] ?? null);
}

/**
 * Ticks or unticks an extra. Ticking the additional-driver extra (ADW) sets the driver count
 * to 1, unticking it sets 0: `withProduct(extras, 'ADW', true).additionalDrivers === 1`.
 */
export function withProduct(extras: Extras, code: string, checked: boolean): Extras {
  const products = { ...extras.products };
  if (checked) products[code] = 1;
  else delete products[code];
  if (code !== ADW) return { ...extras, products };
  return { ...extras, products, additionalDrivers: checked ? ADDITIONAL_DRIVERS_MIN : 0 };
}

/** The quantity of a ticked extra, at least 1. */
export function withQuantity(extras: Extras, code: string, quantity: number): Extras {
  if (!(code in extras.products)) return extras;
  return { ...extras, products: { ...extras.products, [code]: Math.max(1, quantity) } };
}

/** The number of additional drivers while ADW is ticked: 1 to 9. */
export function withAdditionalDrivers(extras: Extras, count: number): Extras {
  if (!(ADW in extras.products)) return extras;
  const drivers = Math.min(ADDITIONAL_DRIVERS_MAX, Math.max(ADDITIONAL_DRIVERS_MIN, count));
  return { ...extras, additionalDrivers: drivers };
}

/**
 * The quote request for the search, vehicle and extras, or null while no waiver is offered.
 * Extras are listed in the order offered (and only if offered), so the same choice always
 * makes the same request whatever order it was ticked in.
 */
export function toQuoteRequest(
  search: AvailabilityRequest,
  rateCode: string,
  charge: VehicleCharge,
  extras: Extras,
  offered: readonly Product[],
): QuoteRequest | null {
  const waiver = effectiveWaiver(charge, extras.waiver);
  if (!waiver) return null;
  const products = offered
    .filter((product) => product.productCode in extras.products)
    .map((product) => ({
      productCode: product.productCode,
      quantity:
        product.productCode === ADW
          ? extras.additionalDrivers
          : (extras.products[product.productCode] ?? 1),
    }));
  const additionalDrivers = products.some((product) => product.productCode === ADW)
    ? extras.additionalDrivers
    : 0;
  return {
    pickUpBranch: search.pickUpBranch,
    pickUpDateTime: search.pickUpDateTime,
    dropOffBranch: search.dropOffBranch,
    dropOffDateTime: search.dropOffDateTime,
    accountType: search.accountType ?? 'I',
    accountNo: search.accountNo ?? '',
    foreignLocal: search.foreignLocal ?? 'L',
    rateCode,
    vehicleGroup: charge.vehicleGrp,
    selectedWaiver: waiver,
    products,
    additionalDrivers,
    ...(search.modifyReservation && { modifyReservation: search.modifyReservation }),
  };
}

export interface BookingReadiness {
  waiver: Waiver | null;
  total: number | undefined;
  recalculating: boolean;
  failed: boolean;
}

/** Book needs a waiver, a total above 0, no recalculation error and no recalculation running. */
export function canBook({ waiver, total, recalculating, failed }: BookingReadiness): boolean {
  return waiver !== null && total !== undefined && total > 0 && !failed && !recalculating;
}
