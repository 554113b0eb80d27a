import { toLocalDateTime, type LocalDate } from '@bluu/contracts/time';

/**
 * A date picker works on Date objects at local midnight; these convert between them and
 * branch-local `YYYY-MM-DD` dates without letting the browser's time zone shift the day.
 */
export function toCalendarDate(date: LocalDate): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function fromCalendarDate(date: Date): LocalDate {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Today's date at the branches (Africa/Johannesburg). */
export function branchToday(now: Date = new Date()): LocalDate {
  return toLocalDateTime(now).slice(0, 10);
}
