import type { SelectHTMLAttributes } from 'react';
import { FieldError } from '@/components/ui/field-error.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | null;
}

/** A labelled select with an empty first choice and its error underneath, like `TextField`. */
export function SelectField({ id, label, options, error, ...props }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        {...props}
        id={id}
        className="field-control"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">Select…</option>
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
