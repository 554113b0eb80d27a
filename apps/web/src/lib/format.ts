import { splitDateTime, type LocalDate, type LocalTime } from '@bluu/contracts/time';

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

/** `formatLocalDateTimeText('2026-11-27 02:00') === 'Fri, 27 Nov 2026 at 02:00'`. */
export function formatLocalDateTimeText(text: string): string {
  const { date, time } = splitDateTime(text);
  return formatLocalDateTime(date, time);
}

/** A dialling link for a South African number: `telHref('086 101 7722') === 'tel:+27861017722'`. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.startsWith('0') ? `+27${digits.slice(1)}` : `+${digits}`}`;
}
