import type { AvailabilityRequest, VehicleCharge } from '@bluu/contracts/availability';
import { parseLocalDateTime, rentalDays } from '@bluu/contracts/time';

/** How the results can be ordered; Recommended keeps the server's order. */
export const VEHICLE_ORDERS = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'price-ascending', label: 'Price: low to high' },
  { value: 'price-descending', label: 'Price: high to low' },
] as const;

export type VehicleOrder = (typeof VEHICLE_ORDERS)[number]['value'];

export function isVehicleOrder(value: string): value is VehicleOrder {
  return VEHICLE_ORDERS.some((order) => order.value === value);
}

/**
 * The rental days the search is charged for (each started 24 hours), or null for dates that do
 * not read: `tripDaysOf({ pickUpDateTime: '2026-11-25 10:00', dropOffDateTime: '2026-11-28 10:00' }) === 3`.
 */
export function tripDaysOf(
  search: Pick<AvailabilityRequest, 'pickUpDateTime' | 'dropOffDateTime'>,
): number | null {
  const pickUp = parseLocalDateTime(search.pickUpDateTime);
  const dropOff = parseLocalDateTime(search.dropOffDateTime);
  return pickUp && dropOff ? rentalDays(pickUp, dropOff) : null;
}

/** What a group costs for the trip: the server's total with standard cover, else days × daily rate. */
function tripPrice(charge: VehicleCharge, days: number): number {
  return charge.totalWithStandardCover ?? charge.dailyChargeAmount * days;
}

/**
 * The groups in the chosen order; groups of equal price keep the server's order:
 * `orderCharges([b1, a1], 'price-ascending', 3)` puts the cheaper trip first. Recommended puts
 * the `first` group (a reservation's own, while it is changed) ahead of the server's order.
 */
export function orderCharges(
  charges: readonly VehicleCharge[],
  order: VehicleOrder,
  days: number,
  first?: string,
): VehicleCharge[] {
  if (order === 'recommended')
    return [
      ...charges.filter((charge) => charge.vehicleGrp === first),
      ...charges.filter((charge) => charge.vehicleGrp !== first),
    ];
  const direction = order === 'price-ascending' ? 1 : -1;
  return [...charges].sort((a, b) => direction * (tripPrice(a, days) - tripPrice(b, days)));
}
