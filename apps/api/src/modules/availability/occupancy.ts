import { TURNAROUND_MINUTES } from '@bluu/contracts/constants';
import { addMinutes } from '@bluu/contracts/time';

export interface Period {
  start: Date;
  end: Date;
}

/**
 * The period a reservation keeps one unit busy: from when the unit leaves (a rental's pick-up; a
 * transfer's chauffeur leaves the hub before it) until the turnaround after it is back (back
 * 10:00 → busy until 11:00). Availability, booking and modification use it.
 */
export function occupiedPeriod(leaves: Date, back: Date): Period {
  return { start: leaves, end: addMinutes(back, TURNAROUND_MINUTES) };
}

/** The period a stored reservation keeps its unit busy, as written: `occupied_from` to `occupied_until`. */
export function storedPeriod(row: { occupiedFrom: Date; occupiedUntil: Date }): Period {
  return { start: row.occupiedFrom, end: row.occupiedUntil };
}

/** Above this many periods `maxOverlap` sorts their ends; at or below it, it counts. */
const COUNTING_LIMIT = 32;

/**
 * The most periods in use at any one instant inside a window (periods are half-open, so one
 * ending as another starts does not overlap): bookings on days 1–3 and 4–6 give 1 over days 2–5.
 *
 * The count only rises where a period starts, so it is highest at some period's start (or the
 * window's, for one that began before it). A search asks this of every vehicle group of a branch,
 * mostly about a handful of bookings: counting at each start needs no allocation, where sorting
 * made two entries per period (decision record 0036). Many periods are sorted instead.
 */
export function maxOverlap(periods: readonly Period[], window: Period): number {
  if (periods.length > COUNTING_LIMIT) return maxOverlapSorted(periods, window);
  const windowStart = window.start.getTime();
  const windowEnd = window.end.getTime();
  let highest = 0;
  for (const period of periods) {
    const instant = Math.max(period.start.getTime(), windowStart);
    if (instant >= Math.min(period.end.getTime(), windowEnd)) continue;
    let current = 0;
    for (const other of periods)
      if (other.start.getTime() <= instant && instant < other.end.getTime()) current += 1;
    highest = Math.max(highest, current);
  }
  return highest;
}

function maxOverlapSorted(periods: readonly Period[], window: Period): number {
  const events: Array<[time: number, delta: 1 | -1]> = [];
  for (const period of periods) {
    const start = Math.max(period.start.getTime(), window.start.getTime());
    const end = Math.min(period.end.getTime(), window.end.getTime());
    if (start < end) events.push([start, 1], [end, -1]);
  }
  // At equal times ends come first, so touching periods are not counted together.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let current = 0;
  let highest = 0;
  for (const [, delta] of events) {
    current += delta;
    highest = Math.max(highest, current);
  }
  return highest;
}
