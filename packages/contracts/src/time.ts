import {
  DEFAULT_DROP_OFF_TIME,
  DEFAULT_RENTAL_DAYS,
  LEAD_TIME_CHECK_MINUTES,
  MAX_RENTAL_DAYS,
  MIN_LEAD_MINUTES,
  MIN_RENTAL_MINUTES,
  QUOTE_VALID_DAYS,
  TIME_STEP_MINUTES,
} from './constants.ts';
import { MESSAGES } from './messages.ts';

/** Every branch keeps South African Standard Time (UTC+2, no daylight saving since 1944); Namibia too. */
export const BRANCH_TIME_ZONE = 'Africa/Johannesburg';
/** The branches' fixed offset from UTC; a test proves it equals the zone database's answer. */
export const BRANCH_UTC_OFFSET_MINUTES = 120;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const OFFSET_MS = BRANCH_UTC_OFFSET_MINUTES * MINUTE_MS;

/** Branch-local calendar date, `YYYY-MM-DD`. */
export type LocalDate = string;
/** Branch-local clock time, `HH:mm`. */
export type LocalTime = string;
/** Branch-local date and time as it travels on the wire, `YYYY-MM-DD HH:mm`. */
export type LocalDateTime = string;

export const LOCAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The number written in `count` ASCII digits of `text` from `start`, or -1 if one is not a digit. */
function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The instant of a branch-local wire text (LOCAL_DATE_TIME_PATTERN), or null when it is not a real
 * date and time: `parseLocalDateTime('2026-02-30 10:00') === null`. Read character by character:
 * every search and quote reads several, and a regular expression with a round trip through Date
 * took a visible share of each answer.
 */
export function parseLocalDateTime(text: string): Date | null {
  if (text.length !== 16) return null;
  if (text[4] !== '-' || text[7] !== '-' || text[10] !== ' ' || text[13] !== ':') return null;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hours = digitsAt(text, 11, 2);
  const minutes = digitsAt(text, 14, 2);
  // Years 0–99 are refused: Date.UTC would read them as 1900–1999.
  if (year < 100 || month < 1 || month > 12 || day < 1 || hours < 0 || hours > 23) return null;
  if (minutes < 0 || minutes > 59) return null;
  const monthDays = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  if (day > monthDays) return null;
  return new Date(Date.UTC(year, month - 1, day, hours, minutes) - OFFSET_MS);
}

/** True when the text is a real calendar date `yyyy-mm-dd`: `isLocalDate('2028-02-29') === true`. */
export function isLocalDate(text: string): boolean {
  return LOCAL_DATE_PATTERN.test(text) && parseLocalDateTime(`${text} 00:00`) !== null;
}

/** The branch-local wire text of an instant: `toLocalDateTime(new Date('2026-01-01T08:00:00Z')) === '2026-01-01 10:00'`. */
export function toLocalDateTime(instant: Date): LocalDateTime {
  const wall = new Date(instant.getTime() + OFFSET_MS);
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ` +
    `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
  );
}

/** `joinDateTime('2026-12-01', '09:00') === '2026-12-01 09:00'`. */
export function joinDateTime(date: LocalDate, time: LocalTime): LocalDateTime {
  return `${date} ${time}`;
}

/** `splitDateTime('2026-12-01 09:00') → { date: '2026-12-01', time: '09:00' }`. */
export function splitDateTime(text: LocalDateTime): { date: LocalDate; time: LocalTime } {
  const [date = '', time = ''] = text.split(' ');
  return { date, time };
}

function middayOf(date: LocalDate): Date {
  const instant = parseLocalDateTime(`${date} 12:00`);
  if (!instant) throw new RangeError(`Not a date: ${date}`);
  return instant;
}

/** Calendar arithmetic on a branch-local date: `addDaysToDate('2026-12-31', 1) === '2027-01-01'`. */
export function addDaysToDate(date: LocalDate, days: number): LocalDate {
  return toLocalDateTime(new Date(middayOf(date).getTime() + days * DAY_MS)).slice(0, 10);
}

/** Day of the week of a branch-local date, 0 = Sunday: `weekdayOf('2026-11-22') === 0`. */
export function weekdayOf(date: LocalDate): number {
  return new Date(middayOf(date).getTime() + OFFSET_MS).getUTCDay();
}

/** Minutes since midnight of `HH:mm`: `minutesOfDay('09:30') === 570`. */
export function minutesOfDay(time: LocalTime): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The pickable times of a day in 15-minute steps: `['00:00', '00:15', …, '23:45']`. */
export function timeChoices(stepMinutes: number = TIME_STEP_MINUTES): LocalTime[] {
  const choices: LocalTime[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    choices.push(`${hh}:${mm}`);
  }
  return choices;
}

/** Rounds an instant up to the next step boundary of branch-local time (unchanged when on one). */
export function roundUpToStep(instant: Date, stepMinutes: number = TIME_STEP_MINUTES): Date {
  const stepMs = stepMinutes * MINUTE_MS;
  // The branch zone is a whole number of hours from UTC, so UTC step boundaries are local ones.
  return new Date(Math.ceil(instant.getTime() / stepMs) * stepMs);
}

export interface SearchTimes {
  pickUpDate: LocalDate;
  pickUpTime: LocalTime;
  dropOffDate: LocalDate;
  dropOffTime: LocalTime;
}

/** Default search: pick-up now + 2 h 30 rounded up to 15 minutes; drop-off two days after pick-up at 09:00. */
export function defaultSearchTimes(now: Date): SearchTimes {
  const pickUp = splitDateTime(
    toLocalDateTime(roundUpToStep(new Date(now.getTime() + MIN_LEAD_MINUTES * MINUTE_MS))),
  );
  return {
    pickUpDate: pickUp.date,
    pickUpTime: pickUp.time,
    dropOffDate: addDaysToDate(pickUp.date, DEFAULT_RENTAL_DAYS),
    dropOffTime: DEFAULT_DROP_OFF_TIME,
  };
}

/** After a pick-up date is chosen, the drop-off date moves to at least two days later: `dropOffDateAfterPickUp('2026-12-10', '2026-12-11') === '2026-12-12'`. */
export function dropOffDateAfterPickUp(pickUpDate: LocalDate, dropOffDate: LocalDate): LocalDate {
  const earliest = addDaysToDate(pickUpDate, DEFAULT_RENTAL_DAYS);
  return dropOffDate < earliest ? earliest : dropOffDate;
}

/**
 * The last branch-local date a pick-up may fall on: the same date a year on, any time of that
 * day (28 February for a 29 February): `lastPickUpDate(at('2026-11-27 15:00')) === '2027-11-27'`.
 */
export function lastPickUpDate(now: Date): LocalDate {
  const today = toLocalDateTime(now).slice(0, 10);
  const monthDay = today.slice(5);
  // The year after a leap year never is one.
  return `${pad(Number(today.slice(0, 4)) + 1, 4)}-${monthDay === '02-29' ? '02-28' : monthDay}`;
}

/** True when a pick-up falls after lastPickUpDate: `isBeyondPickUpHorizon(at('2027-11-28 00:00'), at('2026-11-27 15:00')) === true`. */
export function isBeyondPickUpHorizon(pickUp: Date, now: Date): boolean {
  return toLocalDateTime(pickUp).slice(0, 10) > lastPickUpDate(now);
}

export type TimeRuleMessage =
  | typeof MESSAGES.pickUpLeadTime
  | typeof MESSAGES.pickUpTooFarAhead
  | typeof MESSAGES.dropOffBeforePickUp
  | typeof MESSAGES.dropOffTooSoon
  | typeof MESSAGES.rentalTooLong;

/**
 * The first broken trip time rule, or null; site and server check the same 2 h 25 lead time
 * (`-Infinity` waives it for a rental already on the road) and the same one-year horizon of the
 * pick-up (the drop-off is bounded by the longest rental instead):
 * `firstTimeRuleError(at('10:24'), at('+2 days'), at('08:00')) === MESSAGES.pickUpLeadTime`.
 */
export function firstTimeRuleError(
  pickUp: Date,
  dropOff: Date,
  now: Date,
  leadMinutes: number = LEAD_TIME_CHECK_MINUTES,
): TimeRuleMessage | null {
  if (pickUp.getTime() - now.getTime() < leadMinutes * MINUTE_MS) return MESSAGES.pickUpLeadTime;
  if (isBeyondPickUpHorizon(pickUp, now)) return MESSAGES.pickUpTooFarAhead;
  if (dropOff.getTime() < pickUp.getTime()) return MESSAGES.dropOffBeforePickUp;
  if (dropOff.getTime() - pickUp.getTime() < MIN_RENTAL_MINUTES * MINUTE_MS)
    return MESSAGES.dropOffTooSoon;
  if (dropOff.getTime() - pickUp.getTime() > MAX_RENTAL_DAYS * DAY_MS)
    return MESSAGES.rentalTooLong;
  return null;
}

/** The instant some minutes after another: `addMinutes(new Date('2026-12-01T08:00:00Z'), 90)` is 09:30 UTC. */
export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE_MS);
}

/** Rental days charged: each started 24-hour period, at least one: `rentalDays(10:00, next day 10:01) === 2`. */
export function rentalDays(pickUp: Date, dropOff: Date): number {
  return Math.max(1, Math.ceil((dropOff.getTime() - pickUp.getTime()) / DAY_MS));
}

/**
 * A quote is valid until the end of the day two days after it was made (branch-local):
 * made 2026-11-21 10:00 → valid until 2026-11-23 23:59:59.
 */
export function quoteExpiry(createdAt: Date): Date {
  const lastDay = addDaysToDate(toLocalDateTime(createdAt).slice(0, 10), QUOTE_VALID_DAYS);
  return new Date(middayOf(lastDay).getTime() + 12 * 60 * MINUTE_MS - 1000);
}
