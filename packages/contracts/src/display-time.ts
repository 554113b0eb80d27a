import { splitDateTime, toLocalDateTime, type LocalDate, type LocalTime } from './time.ts';

const dateFormat = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A branch-local date in en-ZA form: `formatLocalDate('2026-11-21') === 'Sat, 21 Nov 2026'`. */
export function formatLocalDate(date: LocalDate): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return dateFormat.format(Date.UTC(year, month - 1, day));
}

/** `formatLocalDateTime('2026-11-21', '10:00') === 'Sat, 21 Nov 2026 at 10:00'`. */
export function formatLocalDateTime(date: LocalDate, time: LocalTime): string {
  return `${formatLocalDate(date)} at ${time}`;
}

/**
 * A branch-local wire text as the site shows it (seconds dropped):
 * `formatLocalDateTimeText('2026-11-27 02:00') === 'Fri, 27 Nov 2026 at 02:00'`.
 */
export function formatLocalDateTimeText(text: string): string {
  const { date, time } = splitDateTime(text);
  return formatLocalDateTime(date, time.slice(0, 5));
}

/**
 * An instant at the branches' clock, as the site shows it:
 * `formatInstant(new Date('2026-12-07T08:00:00Z')) === 'Mon, 07 Dec 2026 at 10:00'`.
 */
export function formatInstant(instant: Date): string {
  return formatLocalDateTimeText(toLocalDateTime(instant));
}
