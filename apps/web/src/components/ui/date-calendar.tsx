import type { LocalDate } from '@bluu/contracts/time';
import { DayPicker, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { fromCalendarDate, toCalendarDate } from '@/lib/calendar-date.ts';

const weekdayFormat = new Intl.DateTimeFormat('en-ZA', { weekday: 'long' });
const monthYearFormat = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric' });

/** `Today, Saturday 21 November 2026, selected`: the day number stands as a word, as shown. */
function labelDayButton(date: Date, modifiers: Modifiers): string {
  const label = `${weekdayFormat.format(date)} ${date.getDate()} ${monthYearFormat.format(date)}`;
  return `${modifiers.today ? 'Today, ' : ''}${label}${modifiers.selected ? ', selected' : ''}`;
}

interface DateCalendarProps {
  selected: LocalDate;
  min: LocalDate;
  /** The latest date that can be picked; none when omitted. */
  max?: LocalDate;
  onSelect: (date: LocalDate) => void;
}

/** The calendar of a DateField, loaded only when a calendar is opened. */
export function DateCalendar({ selected, min, max, onSelect }: DateCalendarProps) {
  const selectedDate = toCalendarDate(selected);
  const minDate = toCalendarDate(min);
  const maxDate = max === undefined ? undefined : toCalendarDate(max);
  const shownDate =
    selectedDate < minDate ? minDate : maxDate && selectedDate > maxDate ? maxDate : selectedDate;
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      selected={selectedDate}
      onSelect={(date) => onSelect(fromCalendarDate(date))}
      disabled={maxDate ? [{ before: minDate }, { after: maxDate }] : { before: minDate }}
      defaultMonth={shownDate}
      startMonth={minDate}
      endMonth={maxDate}
      labels={{ labelDayButton }}
    />
  );
}
