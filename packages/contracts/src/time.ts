import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes, differenceInMinutes, format, isValid, parse } from 'date-fns';
import {
  DEFAULT_DROP_OFF_TIME,
  DEFAULT_RENTAL_DAYS,
  MIN_LEAD_MINUTES,
  MIN_RENTAL_MINUTES,
  TIME_STEP_MINUTES,
} from './constants.ts';
import { MESSAGES } from './messages.ts';

/** Every branch keeps South African Standard Time (UTC+2, no daylight saving); Namibia too. */
export const BRANCH_TIME_ZONE = 'Africa/Johannesburg';

/** Branch-local calendar date, `YYYY-MM-DD`. */
export type LocalDate = string;
/** Branch-local clock time, `HH:mm`. */
export type LocalTime = string;
/** Branch-local date and time as it travels on the wire, `YYYY-MM-DD HH:mm`. */
export type LocalDateTime = string;

export const LOCAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/;

function inBranchZone(instant: Date | number): TZDate {
  return new TZDate(+instant, BRANCH_TIME_ZONE);
}

/** The instant of a branch-local wire text, or null when it is not a real date and time: `parseLocalDateTime('2026-02-30 10:00') === null`. */
export function parseLocalDateTime(text: string): Date | null {
  if (!LOCAL_DATE_TIME_PATTERN.test(text)) return null;
  const reference = new TZDate(2000, 0, 1, BRANCH_TIME_ZONE);
  const parsed = parse(text, 'yyyy-MM-dd HH:mm', reference);
  if (!isValid(parsed) || format(parsed, 'yyyy-MM-dd HH:mm') !== text) return null;
  return new Date(parsed.getTime());
}

/** True when the text is a real calendar date `yyyy-mm-dd`: `isLocalDate('2028-02-29') === true`. */
export function isLocalDate(text: string): boolean {
  return LOCAL_DATE_PATTERN.test(text) && parseLocalDateTime(`${text} 00:00`) !== null;
}

/** The branch-local wire text of an instant: `toLocalDateTime(new Date('2026-01-01T08:00:00Z')) === '2026-01-01 10:00'`. */
export function toLocalDateTime(instant: Date): LocalDateTime {
  return format(inBranchZone(instant), 'yyyy-MM-dd HH:mm');
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

/** Calendar arithmetic on a branch-local date: `addDaysToDate('2026-12-31', 1) === '2027-01-01'`. */
export function addDaysToDate(date: LocalDate, days: number): LocalDate {
  const instant = parseLocalDateTime(`${date} 12:00`);
  if (!instant) throw new RangeError(`Not a date: ${date}`);
  return format(addDays(inBranchZone(instant), days), 'yyyy-MM-dd');
}

/** Day of the week of a branch-local date, 0 = Sunday: `weekdayOf('2026-11-22') === 0`. */
export function weekdayOf(date: LocalDate): number {
  const instant = parseLocalDateTime(`${date} 12:00`);
  if (!instant) throw new RangeError(`Not a date: ${date}`);
  return inBranchZone(instant).getDay();
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
  const stepMs = stepMinutes * 60_000;
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
  const pickUp = splitDateTime(toLocalDateTime(roundUpToStep(addMinutes(now, MIN_LEAD_MINUTES))));
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

export type TimeRuleMessage =
  | typeof MESSAGES.pickUpLeadTime
  | typeof MESSAGES.dropOffBeforePickUp
  | typeof MESSAGES.dropOffTooSoon;

/**
 * The first broken search time rule, or null. The site passes the announced 2 h 30 lead
 * time; the server passes its 2 h 25 cushion (SERVER_LEAD_MINUTES).
 */
export function firstTimeRuleError(
  pickUp: Date,
  dropOff: Date,
  now: Date,
  leadMinutes: number = MIN_LEAD_MINUTES,
): TimeRuleMessage | null {
  if (differenceInMinutes(pickUp, now, { roundingMethod: 'floor' }) < leadMinutes)
    return MESSAGES.pickUpLeadTime;
  if (dropOff.getTime() < pickUp.getTime()) return MESSAGES.dropOffBeforePickUp;
  if (dropOff.getTime() - pickUp.getTime() < MIN_RENTAL_MINUTES * 60_000)
    return MESSAGES.dropOffTooSoon;
  return null;
}

/** Rental days charged: each started 24-hour period, at least one: `rentalDays(10:00, next day 10:01) === 2`. */
export function rentalDays(pickUp: Date, dropOff: Date): number {
  const dayMs = 24 * 60 * 60_000;
  return Math.max(1, Math.ceil((dropOff.getTime() - pickUp.getTime()) / dayMs));
}
