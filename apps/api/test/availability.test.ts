import {
  availabilityResponseSchema,
  type AvailabilityResponse,
  LAST_TRIP_YEAR,
} from '@bluu/contracts/availability';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { MESSAGES } from '@bluu/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCHES } from '../src/db/seed/branches.ts';
import { FLEET_CAPACITY } from '../src/db/seed/fleet.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';
import { keepOnlyGroups, reserve, setCapacity, withoutSuperCover } from './support/scenario.ts';
import { codeOf, errorOf } from './support/http.ts';
import { cardPayment, renter } from './support/booking-fixtures.ts';

// Tuesday 1 December 2026, 08:00 in South Africa.
const { clock } = fixedClock('2026-12-01 08:00');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp(clock);
});
afterAll(async () => {
  await ctx?.close();
});

const search = {
  pickUpBranch: 'JS',
  pickUpDateTime: '2026-12-02 10:00',
  dropOffBranch: 'JS',
  dropOffDateTime: '2026-12-05 10:00',
  accountType: 'I',
  accountNo: '',
  foreignLocal: 'L',
  rateCode: '',
};

async function availability(body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/Booking/availability', payload: body });
}

async function rates(body: Record<string, unknown>): Promise<AvailabilityResponse> {
  const response = await availability(body);
  expect(response.statusCode).toBe(200);
  return availabilityResponseSchema.parse(response.json());
}

function groupsOf(answer: AvailabilityResponse): string[] {
  return answer.rates.rate[0]?.charges.map((charge) => charge.vehicleGrp) ?? [];
}

describe('POST /api/Booking/availability – rates', () => {
  it('prices every group stocked at the branch under the local rate', async () => {
    const answer = await rates(search);
    expect(answer.errors.error[0]?.errorMessage).toBe('success');
    expect(answer.rates.rate).toHaveLength(1);
    expect(answer.rates.rate[0]).toMatchObject({
      rateCode: 'LOCAL',
      rateDesc: 'Standard Local Rate',
    });
    const stocked = FLEET_CAPACITY.filter((row) => row.branchCode === 'JS' && row.units > 0);
    expect(groupsOf(answer).sort()).toEqual(stocked.map((row) => row.vehicleGroup).sort());
    for (const charge of answer.rates.rate[0]!.charges) {
      expect(charge.dailyChargeAmount).toBeGreaterThan(0);
      expect(charge.standardCoverExcessCDW).toBeGreaterThan(charge.superCoverExcessCDW);
    }
    expect(answer.otherRates).toEqual([]);
  });

  it('uses the international rate for international residents, dearer than local', async () => {
    const local = await rates(search);
    const international = await rates({ ...search, foreignLocal: 'I' });
    expect(international.rates.rate[0]?.rateCode).toBe('INTL');
    const localA = local.rates.rate[0]!.charges[0]!;
    const internationalA = international.rates.rate[0]!.charges.find(
      (c) => c.vehicleGrp === localA.vehicleGrp,
    )!;
    expect(internationalA.dailyChargeAmount).toBeGreaterThan(localA.dailyChargeAmount);
  });

  it('lets an individual type a promotional code, in any case', async () => {
    const answer = await rates({ ...search, rateCode: 'summer26' });
    expect(answer.rates.rate[0]).toMatchObject({ rateCode: 'SUMMER26' });
  });

  it.each(['NOPE', 'CORPSTD'])(
    'refuses the unknown or foreign rate code %s with a clear message',
    async (code) => {
      const response = await availability({ ...search, rateCode: code });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(MESSAGES.unknownRateCode(code));
      expect(codeOf(response)).toBe('UNKNOWN_RATE_CODE');
    },
  );

  it.each(['C', 'T'])(
    'asks account type %s to sign in: the account comes from the session, not the body',
    async (type) => {
      const response = await availability({ ...search, accountType: type, accountNo: 'C10001' });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toBe(MESSAGES.accountSignInRequired);
      expect(codeOf(response)).toBe('ACCOUNT_SIGN_IN_REQUIRED');
    },
  );

  it('answers a Namibian search in the same shape', async () => {
    const answer = await rates({ ...search, pickUpBranch: 'WH', dropOffBranch: 'WH' });
    expect(groupsOf(answer).length).toBeGreaterThan(0);
  });
});

describe('POST /api/Booking/availability – time rules (server cushion 2 h 25)', () => {
  it('accepts a pick-up exactly 2 h 25 ahead', async () => {
    const answer = await rates({ ...search, pickUpDateTime: '2026-12-01 10:25' });
    expect(groupsOf(answer).length).toBeGreaterThan(0);
  });

  it('refuses a pick-up 2 h 24 ahead', async () => {
    const response = await availability({ ...search, pickUpDateTime: '2026-12-01 10:24' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('Pick-up time must be 2 hours 30 minutes from now.');
    expect(codeOf(response)).toBe('PICK_UP_LEAD_TIME');
  });

  it('refuses a drop-off before the pick-up', async () => {
    const response = await availability({ ...search, dropOffDateTime: '2026-12-02 09:00' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('Drop-off date cannot be before pick-up.');
    expect(codeOf(response)).toBe('TIME_RULE');
  });

  it('accepts exactly 2 hours of rental and refuses 1 h 59', async () => {
    expect(
      (await availability({ ...search, dropOffDateTime: '2026-12-02 12:00' })).statusCode,
    ).toBe(200);
    const response = await availability({ ...search, dropOffDateTime: '2026-12-02 11:59' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('Drop-off time cannot be within 2 hours of pick-up.');
    expect(codeOf(response)).toBe('TIME_RULE');
  });

  it('works across the year end in branch-local time', async () => {
    const answer = await rates({
      ...search,
      pickUpDateTime: '2026-12-31 22:00',
      dropOffDateTime: '2027-01-02 09:00',
    });
    expect(groupsOf(answer).length).toBeGreaterThan(0);
  });
});

describe('POST /api/Booking/availability – branch hours', () => {
  const townClosedOnSunday = BRANCHES.find(
    (branch) =>
      !branch.isAirport && !branch.isVanRental && !branch.openingHours.some((h) => h.weekday === 0),
  )!;

  it('answers an empty rate list for a pick-up on a day the branch is closed', async () => {
    // 6 December 2026 is a Sunday.
    const answer = await rates({
      ...search,
      pickUpBranch: townClosedOnSunday.code,
      dropOffBranch: townClosedOnSunday.code,
      pickUpDateTime: '2026-12-06 10:00',
      dropOffDateTime: '2026-12-08 10:00',
    });
    expect(answer.errors.error[0]?.errorMessage).toBe('success');
    expect(answer.rates.rate).toEqual([]);
  });

  it('answers an empty rate list for a drop-off after closing time', async () => {
    const answer = await rates({
      ...search,
      pickUpBranch: townClosedOnSunday.code,
      dropOffBranch: townClosedOnSunday.code,
      pickUpDateTime: '2026-12-02 10:00',
      dropOffDateTime: '2026-12-04 20:00',
    });
    expect(answer.rates.rate).toEqual([]);
  });

  it('checks the drop-off branch hours too (one way to a closed branch)', async () => {
    const answer = await rates({
      ...search,
      dropOffBranch: townClosedOnSunday.code,
      dropOffDateTime: '2026-12-06 10:00',
    });
    expect(answer.rates.rate).toEqual([]);
  });
});

describe('POST /api/Booking/availability – capacity', () => {
  it('leaves out a group whose every unit is taken at some instant of the period', async () => {
    await setCapacity(ctx.database.db, 'PT', 'A1', 2);
    await reserve(ctx.database.db, {
      branch: 'PT',
      group: 'A1',
      from: '2026-12-10 10:00',
      to: '2026-12-12 10:00',
    });
    await reserve(ctx.database.db, {
      branch: 'PT',
      group: 'A1',
      from: '2026-12-11 10:00',
      to: '2026-12-14 10:00',
    });
    const answer = await rates({
      ...search,
      pickUpBranch: 'PT',
      dropOffBranch: 'PT',
      pickUpDateTime: '2026-12-09 10:00',
      dropOffDateTime: '2026-12-13 10:00',
    });
    expect(groupsOf(answer)).not.toContain('A1');
  });

  it('counts the maximum overlap, not the overlapping bookings (days 1–3 and 4–6 leave days 2–5 free)', async () => {
    await setCapacity(ctx.database.db, 'LA', 'B1', 2);
    await reserve(ctx.database.db, {
      branch: 'LA',
      group: 'B1',
      from: '2026-12-14 10:00',
      to: '2026-12-16 10:00',
    });
    await reserve(ctx.database.db, {
      branch: 'LA',
      group: 'B1',
      from: '2026-12-17 10:00',
      to: '2026-12-19 10:00',
    });
    const answer = await rates({
      ...search,
      pickUpBranch: 'LA',
      dropOffBranch: 'LA',
      pickUpDateTime: '2026-12-15 10:00',
      dropOffDateTime: '2026-12-18 10:00',
    });
    expect(groupsOf(answer)).toContain('B1');
  });

  it('keeps a unit busy for the turnaround after drop-off, and frees cancelled bookings', async () => {
    await setCapacity(ctx.database.db, 'SA', 'B2', 1);
    await reserve(ctx.database.db, {
      branch: 'SA',
      group: 'B2',
      from: '2026-12-20 08:00',
      to: '2026-12-21 10:00',
    });
    const justAfter = {
      ...search,
      pickUpBranch: 'SA',
      dropOffBranch: 'SA',
      pickUpDateTime: '2026-12-21 10:30',
      dropOffDateTime: '2026-12-23 10:00',
    };
    expect(groupsOf(await rates(justAfter))).not.toContain('B2');
    expect(groupsOf(await rates({ ...justAfter, pickUpDateTime: '2026-12-21 11:00' }))).toContain(
      'B2',
    );

    await setCapacity(ctx.database.db, 'SA', 'C1', 1);
    await reserve(ctx.database.db, {
      branch: 'SA',
      group: 'C1',
      from: '2026-12-20 08:00',
      to: '2026-12-24 10:00',
      status: 'CANCELLED',
    });
    expect(groupsOf(await rates(justAfter))).toContain('C1');
  });

  it('answers empty charges when no group has a free unit', async () => {
    await keepOnlyGroups(ctx.database.db, 'GR', ['A1']);
    await setCapacity(ctx.database.db, 'GR', 'A1', 1);
    await reserve(ctx.database.db, {
      branch: 'GR',
      group: 'A1',
      from: '2026-12-03 09:00',
      to: '2026-12-06 09:00',
    });
    const answer = await rates({
      ...search,
      pickUpBranch: 'GR',
      dropOffBranch: 'GR',
      pickUpDateTime: '2026-12-04 10:00',
      dropOffDateTime: '2026-12-05 10:00',
    });
    expect(answer.rates.rate).toHaveLength(1);
    expect(answer.rates.rate[0]?.charges).toEqual([]);
  });
});

describe('POST /api/Booking/availability – bad input', () => {
  async function countReservations() {
    const result = await ctx.database.db.execute(sql`select count(*)::int as n from reservations`);
    return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  }

  it.each([
    ['no body at all', undefined],
    ['an empty object', {}],
    ['a missing pick-up branch', { ...search, pickUpBranch: undefined }],
    ['a date in the wrong format', { ...search, pickUpDateTime: '02/12/2026 10:00' }],
    ['a date that does not exist', { ...search, pickUpDateTime: '2026-02-30 10:00' }],
    [
      'a trip in the year 9999',
      { ...search, pickUpDateTime: '9999-12-29 10:00', dropOffDateTime: '9999-12-31 09:00' },
    ],
    ['a drop-off in the year 9999', { ...search, dropOffDateTime: '9999-01-02 10:00' }],
    ['a number for a branch', { ...search, pickUpBranch: 42 }],
    ['an unknown account type', { ...search, accountType: 'Z' }],
    ['an unknown residence', { ...search, foreignLocal: 'X' }],
    ['an array', [1, 2, 3]],
  ])('answers 400 with a message for %s', async (_label, body) => {
    const before = await countReservations();
    const response = await availability(body as Record<string, unknown>);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).length).toBeGreaterThan(5);
    expect(codeOf(response)).toBe('VALIDATION');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect(await countReservations()).toBe(before);
  });

  it('refuses a trip in the last year it takes as too far ahead, without an error', async () => {
    const response = await availability({
      ...search,
      pickUpDateTime: '9998-12-29 10:00',
      dropOffDateTime: '9998-12-31 10:00',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(codeOf(response)).toBe('TIME_RULE');
    expect(errorOf(response)).toBe(MESSAGES.pickUpTooFarAhead);
  });

  it('says which year is the last', async () => {
    const response = await availability({ ...search, pickUpDateTime: '9999-12-30 10:00' });
    expect(errorOf(response)).toContain(
      `pickUpDateTime: must be in the year ${LAST_TRIP_YEAR} or before`,
    );
  });

  it('names the field that is wrong', async () => {
    const response = await availability({ ...search, pickUpDateTime: 'soon' });
    expect(errorOf(response)).toContain('pickUpDateTime');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Booking/availability',
      headers: { 'content-type': 'application/json' },
      payload: '{"pickUpBranch": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatch(/JSON/);
    expect(codeOf(response)).toBe('BAD_REQUEST');
  });

  it('answers 415 for a body of another media type', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Booking/availability',
      headers: { 'content-type': 'text/xml' },
      payload: '<search/>',
    });
    expect(response.statusCode).toBe(415);
    expect(codeOf(response)).toBe('BAD_REQUEST');
  });

  it('answers 400 naming an unknown branch', async () => {
    const response = await availability({ ...search, dropOffBranch: 'ZZ' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('Branch ZZ does not exist.');
    expect(codeOf(response)).toBe('UNKNOWN_BRANCH');
  });
});

describe('POST /api/Booking/availability – waiver cover', () => {
  it('offers no super cover where its waiver is priced 0', async () => {
    const restore = await withoutSuperCover(ctx.database.db, 'INTL', 'C3');
    try {
      const answer = await rates({ ...search, foreignLocal: 'I' });
      const charge = (group: string) =>
        answer.rates.rate[0]!.charges.find((candidate) => candidate.vehicleGrp === group)!;
      expect(charge('C3').superCover).toBe(0);
      expect(charge('C3').superCoverExcessCDW).toBe(0);
      expect(charge('C3').standardCover).toBeGreaterThan(0);
      expect(charge('C2').superCover).toBeGreaterThan(0);
    } finally {
      await restore();
    }
  });
});

describe('POST /api/Booking/availability – van rental', () => {
  it.each([
    ['picked up at', { pickUpBranch: '1W', dropOffBranch: '1W' }],
    ['returned to', { pickUpBranch: 'JS', dropOffBranch: '1W' }],
  ])('refuses a trip %s the van branch: vans are not bookable online', async (_, branches) => {
    // 2 December 2026 is a Wednesday: the van branch is open.
    const response = await availability({ ...search, ...branches });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('VAN_RENTAL_OFFLINE');
    expect(errorOf(response)).toBe(MESSAGES.vanRentalContact(RESERVATIONS_EMAIL));
  });
});

describe('POST /api/Booking/availability – the trip total with standard cover', () => {
  async function quotedTotal(body: Record<string, unknown>, vehicleGroup: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Quote',
      payload: { ...body, vehicleGroup, selectedWaiver: 'CDW', products: [] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { totalCharge: number }).totalCharge;
  }

  it('gives B1 at JS for 3 days the total POST /api/Quote gives with CDW (R 2 339,58)', async () => {
    const answer = await rates(search);
    const b1 = answer.rates.rate[0]!.charges.find((charge) => charge.vehicleGrp === 'B1')!;
    expect(b1.totalWithStandardCover).toBe(2339.58);
    expect(b1.totalWithStandardCover).toBe(await quotedTotal(search, 'B1'));
  });

  it('prices each trip length apart when one search follows another (3, 5, then 3 days)', async () => {
    const fiveDays = { ...search, dropOffDateTime: '2026-12-07 10:00' };
    const totalOf = async (body: Record<string, unknown>) =>
      (await rates(body)).rates.rate[0]!.charges.find((charge) => charge.vehicleGrp === 'B1')!
        .totalWithStandardCover;
    expect(await totalOf(search)).toBe(2339.58);
    expect(await totalOf(fiveDays)).toBe(await quotedTotal(fiveDays, 'B1'));
    expect(await totalOf(fiveDays)).not.toBe(2339.58);
    expect(await totalOf(search)).toBe(2339.58);
  });

  it.each([
    ['a one-way trip under a promotional code', { dropOffBranch: 'PT', rateCode: 'SUMMER26' }],
    [
      'an international renter in Namibia',
      { pickUpBranch: 'WH', dropOffBranch: 'WH', foreignLocal: 'I' },
    ],
  ])('gives every group the quoted total for %s', async (_label, change) => {
    const body = { ...search, ...change };
    const charges = (await rates(body)).rates.rate[0]!.charges;
    expect(charges.length).toBeGreaterThan(0);
    for (const charge of charges)
      expect(charge.totalWithStandardCover, charge.vehicleGrp).toBe(
        await quotedTotal(body, charge.vehicleGrp),
      );
  });
});

describe('with the occupancy held in memory (OCCUPANCY_CACHE_SECONDS 600)', () => {
  let cached: TestContext;
  beforeAll(async () => {
    cached = await startTestApp(clock, { OCCUPANCY_CACHE_SECONDS: '600' });
    await setCapacity(cached.database.db, 'PE', 'A1', 1);
  });
  afterAll(async () => {
    await cached?.close();
  });

  const atPe = { ...search, pickUpBranch: 'PE', dropOffBranch: 'PE' };

  it('answers searches from the copy, but a booking checks its group in the database', async () => {
    const searched = await cached.app.inject({
      method: 'POST',
      url: '/api/Booking/availability',
      payload: atPe,
    });
    expect(groupsOf(searched.json<AvailabilityResponse>())).toContain('A1');
    // Written behind the server's back: no invalidation reaches the copy.
    await reserve(cached.database.db, {
      branch: 'PE',
      group: 'A1',
      from: '2026-12-02 09:00',
      to: '2026-12-06 10:00',
    });
    const again = await cached.app.inject({
      method: 'POST',
      url: '/api/Booking/availability',
      payload: atPe,
    });
    expect(groupsOf(again.json<AvailabilityResponse>())).toContain('A1');

    const booked = await cached.app.inject({
      method: 'POST',
      url: '/api/Booking',
      payload: {
        ...atPe,
        vehicleGroup: 'A1',
        selectedWaiver: 'CDW',
        products: [],
        additionalDrivers: 0,
        customerDetails: renter(),
        payment: cardPayment(),
      },
    });
    expect(booked.statusCode).toBe(409);
    expect(codeOf(booked)).toBe('VEHICLE_UNAVAILABLE');
    // The search's own message, from the check before the transaction, not the writer's.
    expect(errorOf(booked)).toBe(MESSAGES.vehicleGroupUnavailable('A1'));
  });
});
