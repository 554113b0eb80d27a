import type { InputHTMLAttributes, RefObject } from 'react';
import { FieldError } from './field-error.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The field's error, announced and tied to the input. */
  error?: string | null;
  /** What the field takes, shown under its label and tied to the input (e.g. digits only). */
  hint?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** A labelled text input with its hint, if any, and its error underneath. */
export function TextField({ id, label, error, hint, inputRef, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <input
        {...inputProps}
        ref={inputRef}
        id={id}
        className="field-control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
