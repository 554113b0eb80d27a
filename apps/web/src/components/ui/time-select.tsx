import { timeChoices, type LocalTime } from '@bluu/contracts/time';
import type { RefObject } from 'react';

const TIME_CHOICES = timeChoices();

interface TimeSelectProps {
  id: string;
  label: string;
  value: LocalTime;
  onChange: (time: LocalTime) => void;
  invalid?: boolean;
  describedBy?: string;
  selectRef?: RefObject<HTMLSelectElement | null>;
}

/** A time of day in 15-minute steps. */
export function TimeSelect({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  selectRef,
}: TimeSelectProps) {
  const choices = TIME_CHOICES.includes(value) ? TIME_CHOICES : [value, ...TIME_CHOICES];
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        className="field-control"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </div>
  );
}
