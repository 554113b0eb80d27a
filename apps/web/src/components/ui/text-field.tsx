import type { InputHTMLAttributes, RefObject } from 'react';
import { FieldError } from './field-error.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The field's error, announced and tied to the input. */
  error?: string | null;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** A labelled text input with its error underneath. */
export function TextField({ id, label, error, inputRef, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        ref={inputRef}
        id={id}
        className="field-control"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
