import type { ErrorCode } from '@bluu/contracts/error-codes';
import { USER_MESSAGES } from '@bluu/contracts/users-rules';
import { withTextLimits } from '@bluu/contracts/validators';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { resetPassword } from '@/features/auth/api/reset-password.ts';
import type { FormProblem } from '@/features/auth/utils/individual-sign-in.ts';
import {
  firstPasswordResetError,
  type PasswordResetField,
  type PasswordResetValues,
} from '@/features/auth/utils/password-reset-form.ts';
import { failureMessage } from '@/lib/server-message.ts';
import { serverErrorCode } from '@/lib/server-error-code.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import './auth.css';

const TEXT_LIMITS = {
  password: ['New password', 128],
  passwordConfirm: ['New password confirmation', 128],
} as const;

/** The parts of the e-mailed link `/password-reset/{txtU}/{txtC}`. */
interface PasswordResetFormProps {
  txtU: string;
  txtC: string;
}

/** Two password fields and Submit; on success the form gives way to the spec's message. */
export function PasswordResetForm({ txtU, txtC }: PasswordResetFormProps) {
  const id = useId();
  const [values, setValues] = useState<PasswordResetValues>({ password: '', passwordConfirm: '' });
  const [problem, setProblem] = useState<FormProblem<PasswordResetField> | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [changed, setChanged] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const passwordConfirmRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  function update(next: Partial<PasswordResetValues>) {
    setValues((current) => ({ ...current, ...next }));
    setProblem(null);
    setServerError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const invalid = withTextLimits(
      ['password', 'passwordConfirm'],
      firstPasswordResetError(values),
      values,
      TEXT_LIMITS,
    );
    setProblem(invalid);
    setServerError(null);
    if (invalid) {
      ({ password: passwordRef, passwordConfirm: passwordConfirmRef })[
        invalid.field
      ].current?.focus();
      return;
    }
    setPending(true);
    try {
      await resetPassword({ resetPasswordDetails: { ...values, txtU, txtC } });
      setPending(false);
      setChanged(true);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (failure) {
      setPending(false);
      // The passwords met the same rules here: a request refused as invalid is refused for the
      // link's parts (cut short, too long), which the customer can only replace with a new link.
      setServerError(
        serverErrorCode(failure) === ('VALIDATION' satisfies ErrorCode)
          ? USER_MESSAGES.resetLinkExpired
          : failureMessage(failure),
      );
    }
  }

  if (changed)
    return (
      <div className="auth-form">
        <p ref={doneRef} tabIndex={-1} role="status" className="success-message">
          {USER_MESSAGES.passwordChanged}
        </p>
        <p>
          <Link to="/login" className="button button-primary">
            Sign In
          </Link>
        </p>
      </div>
    );

  const field = (name: PasswordResetField, label: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      inputRef={name === 'password' ? passwordRef : passwordConfirmRef}
      type="password"
      autoComplete="new-password"
      value={values[name]}
      error={problem?.field === name ? problem.message : null}
      onChange={(event) => update({ [name]: event.target.value })}
    />
  );

  return (
    <form
      className="auth-form"
      aria-label="Choose a new password"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <p className="field-hint">Your new password needs at least 8 characters.</p>
      {field('password', 'New password')}
      {field('passwordConfirm', 'New password confirmation')}
      {serverError && (
        <p role="alert" className="alert">
          {serverError}
        </p>
      )}
      <PendingButton type="submit" className="button button-primary" pending={pending}>
        {pending && <Spinner />}
        {pending ? 'Submitting…' : 'Submit'}
      </PendingButton>
    </form>
  );
}
