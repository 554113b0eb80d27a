import { splitDateTime, weekdayOf, type LocalDateTime } from './time.ts';

/*
 * Branch hours without the zod schemas of `branch.ts` (which re-exports them), so that the site's
 * pages that explain a search do not load zod (decision record 0018).
 */

/** A day's hours at a branch: 0 = Sunday … 6 = Saturday, times `HH:mm` branch-local. */
export interface OpeningHours {
  weekday: number;
  opens: string;
  closes: string;
}

/**
 * True when a branch is open on a weekday at a branch-local time (opening and closing minutes
 * included): `isOpenAt(hours, 1, '08:00') === true` for a branch opening at 08:00 on Mondays (0 = Sunday).
 */
export function isOpenAt(openingHours: OpeningHours[], weekday: number, time: string): boolean {
  return openingHours.some(
    (hours) => hours.weekday === weekday && hours.opens <= time && time <= hours.closes,
  );
}

/** What a branch page shows for a weekday without hours. */
export const CLOSED_DAY = 'Closed';

/**
 * A weekday's hours as a branch page shows them: every part of the day (a branch may close at
 * noon and open again), in order, or 'Closed'. The same hours `isOpenAt` reads:
 * `dayHoursText([{ weekday: 1, opens: '14:00', closes: '17:00' }, { weekday: 1, opens: '08:00', closes: '12:00' }], 1) === '08:00 – 12:00, 14:00 – 17:00'`.
 */
export function dayHoursText(openingHours: OpeningHours[], weekday: number): string {
  const parts = openingHours
    .filter((hours) => hours.weekday === weekday)
    .sort((a, b) => a.opens.localeCompare(b.opens))
    .map((hours) => `${hours.opens} – ${hours.closes}`);
  return parts.length > 0 ? parts.join(', ') : CLOSED_DAY;
}

/** The pick-up or the drop-off: its branch's hours and its branch-local `YYYY-MM-DD HH:mm`. */
export interface TripEnd {
  openingHours: OpeningHours[];
  dateTime: LocalDateTime;
}

function isOpenFor(end: TripEnd): boolean {
  const { date, time } = splitDateTime(end.dateTime);
  return isOpenAt(end.openingHours, weekdayOf(date), time);
}

/** Which end of a trip is outside its branch's hours, the pick-up first; null when both are open. */
export function closedTripEnd(pickUp: TripEnd, dropOff: TripEnd): 'pickUp' | 'dropOff' | null {
  if (!isOpenFor(pickUp)) return 'pickUp';
  if (!isOpenFor(dropOff)) return 'dropOff';
  return null;
}
