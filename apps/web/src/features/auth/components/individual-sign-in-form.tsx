import type { SessionUser } from '@bluu/contracts/accounts';
import { USER_MESSAGES } from '@bluu/contracts/users-rules';
import { withTextLimits } from '@bluu/contracts/validators';
import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { resendActivation } from '@/features/auth/api/resend-activation.ts';
import { signInIndividual } from '@/features/auth/api/sign-in-individual.ts';
import {
  firstIndividualSignInError,
  toIndividualSessionUser,
  type FormProblem,
  type IndividualSignInField,
  type IndividualSignInValues,
} from '@/features/auth/utils/individual-sign-in.ts';
import { serverErrorCode } from '@/lib/server-error-code.ts';
import { failureMessage } from '@/lib/server-message.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import './auth.css';

interface IndividualSignInFormProps {
  /** Runs in a transition: the form stays pending until the page it opens shows. */
  onSignedIn: (user: SessionUser) => void;
  onForgotPassword: () => void;
  onRegister?: () => void;
}

const PASSWORD_LIMIT = { password: ['Password', 128] } as const;

type Resend =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; message: string }
  | { state: 'failed'; message: string };

/**
 * An individual's sign-in (the USER dialog and /login): e-mail and password, one error at a time,
 * the server's message, and Resend Activation Email once the profile is found not yet activated.
 */
export function IndividualSignInForm({
  onSignedIn,
  onForgotPassword,
  onRegister,
}: IndividualSignInFormProps) {
  const id = useId();
  const [values, setValues] = useState<IndividualSignInValues>({ email: '', password: '' });
  const [problem, setProblem] = useState<FormProblem<IndividualSignInField> | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [notActivated, setNotActivated] = useState(false);
  const [resend, setResend] = useState<Resend>({ state: 'idle' });
  const [pending, setPending] = useState(false);
  const [landing, startLanding] = useTransition();
  const busy = pending || landing;
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function update(next: Partial<IndividualSignInValues>) {
    setValues((current) => ({ ...current, ...next }));
    setProblem(null);
    setServerError(null);
    setNotActivated(false);
    setResend({ state: 'idle' });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = withTextLimits(
      ['email', 'password'],
      firstIndividualSignInError(values),
      values,
      PASSWORD_LIMIT,
    );
    setProblem(invalid);
    setServerError(null);
    setNotActivated(false);
    setResend({ state: 'idle' });
    if (invalid) {
      (invalid.field === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      const answer = await signInIndividual({
        loginDetails: { loginEmail: values.email.trim(), loginPassword: values.password },
      });
      setPending(false);
      startLanding(() => onSignedIn(toIndividualSessionUser(answer)));
    } catch (failure) {
      setPending(false);
      setServerError(failureMessage(failure));
      setNotActivated(serverErrorCode(failure) === 'NOT_ACTIVATED');
    }
  }

  async function handleResend() {
    if (resend.state === 'sending') return;
    setResend({ state: 'sending' });
    try {
      const answer = await resendActivation(values.email.trim());
      setResend({ state: 'sent', message: USER_MESSAGES.activationSent(answer.valid) });
    } catch (failure) {
      setResend({ state: 'failed', message: failureMessage(failure) });
    }
  }

  return (
    <form
      className="modal-form sign-in-form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField
        id={`${id}-email`}
        label="Email address"
        inputRef={emailRef}
        type="email"
        autoComplete="username"
        spellCheck={false}
        value={values.email}
        error={problem?.field === 'email' ? problem.message : null}
        onChange={(event) => update({ email: event.target.value })}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        inputRef={passwordRef}
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={problem?.field === 'password' ? problem.message : null}
        onChange={(event) => update({ password: event.target.value })}
      />
      {serverError && (
        <p role="alert" className="alert">
          {serverError}
        </p>
      )}
      {notActivated && (
        <p>
          <PendingButton
            type="button"
            className="link-button"
            pending={resend.state === 'sending'}
            onClick={() => void handleResend()}
          >
            Resend Activation Email
          </PendingButton>
        </p>
      )}
      {resend.state === 'sent' && (
        <p role="status" className="success-message">
          {resend.message}
        </p>
      )}
      {resend.state === 'failed' && (
        <p role="alert" className="alert">
          {resend.message}
        </p>
      )}
      <PendingButton type="submit" className="button button-primary" pending={busy}>
        {busy && <Spinner />}
        {busy ? 'Signing in…' : 'Sign In'}
      </PendingButton>
      <p className="sign-in-links">
        <button type="button" className="link-button" onClick={onForgotPassword}>
          Forgot your password?
        </button>
        {onRegister && (
          <>
            {' '}
            <span>
              No online profile yet?{' '}
              <button type="button" className="link-button" onClick={onRegister}>
                Register
              </button>
            </span>
          </>
        )}
      </p>
    </form>
  );
}
