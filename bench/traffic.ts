import { addDaysToDate, toLocalDateTime } from '@bluu/contracts/time';
import type pg from 'pg';
// The API tests' renter and card, which pass every rule of booking steps 1 and 2.
import { cardPayment, renter } from '../apps/api/test/support/booking-fixtures.ts';

/** A small seeded random generator (mulberry32), so two runs send the same traffic. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/** A branch and group the fleet keeps and the site books (car rental: not vans, not door-to-door). */
export interface RentalPair {
  branch: string;
  group: string;
  units: number;
}

export async function rentalPairs(client: pg.Client): Promise<RentalPair[]> {
  const { rows } = await client.query<RentalPair>(`
    select f.branch_code as branch, f.vehicle_group as group, f.units
      from fleet_capacity f
      join branches b on b.code = f.branch_code
      join vehicle_groups g on g.code = f.vehicle_group
     where not b.is_d2d_hub and not b.is_van_rental and not g.is_d2d and f.units > 0
     order by 1, 2`);
  return rows;
}

const today = toLocalDateTime(new Date()).slice(0, 10);

/** A weekday (Monday–Friday) `days` or a little more ahead, when every branch is open at 10:00. */
function weekdayAhead(days: number): string {
  for (let ahead = days; ; ahead += 1) {
    const date = addDaysToDate(today, ahead);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

/** A search at `branch` from `startDays` ahead for `lengthDays` days, 10:00 to 10:00. */
export function search(branch: string, startDays: number, lengthDays: number) {
  const pickUp = weekdayAhead(startDays);
  const dropOff = weekdayAhead(
    Math.round((Date.parse(pickUp) - Date.parse(today)) / 86_400_000) + lengthDays,
  );
  return {
    pickUpBranch: branch,
    pickUpDateTime: `${pickUp} 10:00`,
    dropOffBranch: branch,
    dropOffDateTime: `${dropOff} 10:00`,
    accountType: 'I' as const,
    accountNo: '',
    foreignLocal: 'L' as const,
    rateCode: '',
  };
}

/** A booking of `pair` from `startDays` ahead for `lengthDays` days. */
export function booking(pair: RentalPair, startDays: number, lengthDays: number, email: string) {
  return {
    ...search(pair.branch, startDays, lengthDays),
    vehicleGroup: pair.group,
    selectedWaiver: 'CDW',
    customerDetails: renter({ renterEmail: email }),
    payment: cardPayment(),
  };
}

/** A different client address per request, so per-client rate limits (behind a trusted proxy) hold per visitor. */
export function clientAddress(random: () => number): string {
  const octet = () => Math.floor(random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}
