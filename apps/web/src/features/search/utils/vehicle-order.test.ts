import type { VehicleCharge } from '@bluu/contracts/availability';
import { describe, expect, it } from 'vitest';
import { CHARGE, CHARGE_B1 } from '@test/fixtures.ts';
import { orderCharges, tripDaysOf } from './vehicle-order.ts';

const groups = (charges: VehicleCharge[]) => charges.map((charge) => charge.vehicleGrp);

describe('the order of the results', () => {
  it('counts each started 24 hours of the trip', () => {
    expect(
      tripDaysOf({ pickUpDateTime: '2026-11-25 10:00', dropOffDateTime: '2026-11-28 10:00' }),
    ).toBe(3);
    expect(
      tripDaysOf({ pickUpDateTime: '2026-11-25 10:00', dropOffDateTime: '2026-11-28 10:15' }),
    ).toBe(4);
    expect(
      tripDaysOf({ pickUpDateTime: '2026-11-25 10:00', dropOffDateTime: '2026-11-25 12:00' }),
    ).toBe(1);
    expect(tripDaysOf({ pickUpDateTime: 'soon', dropOffDateTime: '2026-11-25 12:00' })).toBeNull();
  });

  it("keeps the server's order for Recommended", () => {
    expect(groups(orderCharges([CHARGE_B1, CHARGE], 'recommended', 3))).toEqual(['B1', 'A1']);
  });

  it("puts a reservation's own group first for Recommended, and only there", () => {
    const b2 = { ...CHARGE_B1, vehicleGrp: 'B2', totalWithStandardCover: 3000 };
    const charges = [CHARGE_B1, CHARGE, b2];
    expect(groups(orderCharges(charges, 'recommended', 3, 'B2'))).toEqual(['B2', 'B1', 'A1']);
    expect(groups(orderCharges(charges, 'recommended', 3, 'X9'))).toEqual(['B1', 'A1', 'B2']);
    expect(groups(orderCharges(charges, 'price-ascending', 3, 'B2'))).toEqual(['A1', 'B1', 'B2']);
  });

  it('orders by the trip total with standard cover, not by the daily rate', () => {
    // B1 has the dearer daily rate but, in this answer, the cheaper trip.
    const a1 = { ...CHARGE, dailyChargeAmount: 399, totalWithStandardCover: 2000 };
    const b1 = { ...CHARGE_B1, dailyChargeAmount: 549, totalWithStandardCover: 1900 };
    expect(groups(orderCharges([a1, b1], 'price-ascending', 3))).toEqual(['B1', 'A1']);
    expect(groups(orderCharges([b1, a1], 'price-descending', 3))).toEqual(['A1', 'B1']);
  });

  it('falls back to days × daily rate for a group without a trip total', () => {
    const a1 = { ...CHARGE, dailyChargeAmount: 399 };
    const b1 = { ...CHARGE_B1, totalWithStandardCover: 1000 };
    expect(groups(orderCharges([a1, b1], 'price-ascending', 3))).toEqual(['B1', 'A1']);
    expect(groups(orderCharges([a1, b1], 'price-ascending', 2))).toEqual(['A1', 'B1']);
  });

  it('keeps groups of the same price in the order the server gave them', () => {
    const first = { ...CHARGE, vehicleGrp: 'X1', totalWithStandardCover: 1000 };
    const second = { ...CHARGE, vehicleGrp: 'X2', totalWithStandardCover: 1000 };
    expect(groups(orderCharges([first, second], 'price-descending', 3))).toEqual(['X1', 'X2']);
  });
});
