import type { SelectHTMLAttributes } from 'react';
import { FieldError } from '@/components/ui/field-error.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select…'; none when omitted. */
  placeholder?: string;
  error?: string | null;
}

/** A labelled select with its error underneath, like `TextField`. */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  ...selectProps
}: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        className="field-control"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** Options from codes and their labels: `labelledOptions(['B'], { B: 'B' })`. */
export function labelledOptions<Code extends string>(
  codes: readonly Code[],
  labels: Record<Code, string>,
): SelectOption[] {
  return codes.map((code) => ({ value: code, label: labels[code] }));
}
