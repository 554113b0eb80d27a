import { describe, expect, it } from 'vitest';
import { apiErrors, SUCCESS } from '../src/api-errors.ts';
import {
  availabilityOutcome,
  availabilityRequestSchema,
  type AvailabilityResponse,
  type VehicleCharge,
} from '../src/availability.ts';
import { closedTripEnd, isOpenAt } from '../src/branch.ts';
import type { LocalDateTime } from '../src/time.ts';

const charge: VehicleCharge = {
  vehicleGrp: 'A1',
  vehicleGrp_Desc: 'Group A1',
  freeKMS: 200,
  standardCover: 150,
  standardCoverExcessCDW: 20000,
  superCover: 300,
  superCoverExcessCDW: 3000,
  dailyChargeAmount: 399,
  vehicleType: 'A',
  makeModel: 'Suzuki Swift',
  seats: 5,
  luggage: 2,
  transmission: 'Manual',
  imageUrl: '/vehicles/A1.svg',
};

function answer(partial: Partial<AvailabilityResponse>): AvailabilityResponse {
  return { errors: SUCCESS, rates: { rate: [] }, otherRates: [], ...partial };
}

describe('availability outcome shown to the customer', () => {
  const email = 'reservations@bluu.co.za';

  it('shows the server message when it lacks success', () => {
    expect(
      availabilityOutcome(answer({ errors: apiErrors('Branch XX does not exist.') }), email),
    ).toEqual({
      kind: 'error',
      message: 'Branch XX does not exist.',
    });
  });

  it('shows the branch-hours message for an empty rate list', () => {
    expect(availabilityOutcome(answer({}), email)).toEqual({
      kind: 'error',
      message:
        'Pick Up not in the Branch hours. Phone Bluu 086 101 7722 or refer to Location details',
    });
  });

  it("shows ours for an empty rate list when only the drop-off is outside its branch's hours", () => {
    expect(availabilityOutcome(answer({}), email, 'dropOff')).toEqual({
      kind: 'error',
      message:
        'Drop Off not in the Branch hours. Phone Bluu 086 101 7722 or refer to Location details',
    });
    expect(availabilityOutcome(answer({}), email, 'pickUp')).toMatchObject({
      message: expect.stringMatching(/^Pick Up not in the Branch hours/),
    });
  });

  it('shows the no-vehicles message for empty charges', () => {
    const response = answer({
      rates: { rate: [{ rateCode: 'LOCAL', rateDesc: 'Local', charges: [] }] },
    });
    expect(availabilityOutcome(response, email)).toEqual({
      kind: 'error',
      message:
        'No vehicles available for selected date/time. Contact us on 086 101 7722 or reservations@bluu.co.za',
    });
  });

  it('gives the first rate otherwise', () => {
    const rate = { rateCode: 'LOCAL', rateDesc: 'Local', charges: [charge] };
    expect(availabilityOutcome(answer({ rates: { rate: [rate] } }), email)).toEqual({
      kind: 'rates',
      rate,
      otherRates: [],
    });
  });
});

describe('availability payload', () => {
  const valid = {
    pickUpBranch: 'js',
    pickUpDateTime: '2026-12-01 10:00',
    dropOffBranch: 'JS',
    dropOffDateTime: '2026-12-03 09:00',
  };

  it('defaults account type I and residence L and upper-cases codes', () => {
    const parsed = availabilityRequestSchema.parse({ ...valid, rateCode: 'summer26' });
    expect(parsed).toMatchObject({
      pickUpBranch: 'JS',
      accountType: 'I',
      foreignLocal: 'L',
      rateCode: 'SUMMER26',
    });
  });

  it.each([
    ['pickUpDateTime', '2026-12-01T10:00'],
    ['pickUpDateTime', '2026-02-30 10:00'],
    ['dropOffBranch', ''],
    ['accountType', 'X'],
    ['foreignLocal', 'Z'],
  ])('refuses %s = %j', (field, value) => {
    expect(availabilityRequestSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });
});

describe('branch hours', () => {
  const hours = [{ weekday: 1, opens: '08:00', closes: '17:00' }];
  it('includes the opening and closing minutes', () => {
    expect(isOpenAt(hours, 1, '08:00')).toBe(true);
    expect(isOpenAt(hours, 1, '17:00')).toBe(true);
  });
  it('excludes other times and days', () => {
    expect(isOpenAt(hours, 1, '07:45')).toBe(false);
    expect(isOpenAt(hours, 1, '17:15')).toBe(false);
    expect(isOpenAt(hours, 0, '10:00')).toBe(false);
  });
  it('tells which end of a trip is closed, the pick-up first', () => {
    // 2026-11-30 is a Monday, 2026-12-06 a Sunday.
    const end = (dateTime: LocalDateTime) => ({ openingHours: hours, dateTime });
    expect(closedTripEnd(end('2026-11-30 08:00'), end('2026-11-30 17:00'))).toBeNull();
    expect(closedTripEnd(end('2026-11-30 07:59'), end('2026-11-30 17:00'))).toBe('pickUp');
    expect(closedTripEnd(end('2026-11-30 07:59'), end('2026-12-06 10:00'))).toBe('pickUp');
    expect(closedTripEnd(end('2026-11-30 08:00'), end('2026-11-30 17:01'))).toBe('dropOff');
    expect(closedTripEnd(end('2026-11-30 08:00'), end('2026-12-06 10:00'))).toBe('dropOff');
  });
});
