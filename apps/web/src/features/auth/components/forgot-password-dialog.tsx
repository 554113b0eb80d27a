import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { forgotPassword } from '@/features/auth/api/forgot-password.ts';
import { emailProblem } from '@/features/auth/utils/individual-sign-in.ts';
import { failureMessage } from '@/lib/server-message.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import './auth.css';

interface ForgotPasswordDialogProps {
  onClose: () => void;
  /** Back to signing in: the USER dialog, or the login page the dialog was opened from. */
  onBackToSignIn: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The FORGOT dialog: e-mails a password-reset link, then says where it went. */
export function ForgotPasswordDialog({
  onClose,
  onBackToSignIn,
  returnFocusTo,
}: ForgotPasswordDialogProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const invalid = emailProblem(email);
    setProblem(invalid);
    setServerError(null);
    if (invalid) {
      emailRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      const address = await forgotPassword(email.trim());
      setPending(false);
      setSentTo(address || email.trim());
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (failure) {
      setPending(false);
      setServerError(failureMessage(failure));
    }
  }

  return (
    <Modal title="Forgot Password" onClose={onClose} returnFocusTo={returnFocusTo}>
      {sentTo ? (
        <div className="modal-form">
          <p ref={sentRef} tabIndex={-1} role="status" className="success-message">
            Instructions to reset your password have been sent to {sentTo}. The link in the email
            can be used once, within an hour.
          </p>
          <p>
            <button type="button" className="link-button" onClick={onBackToSignIn}>
              Back to Sign In
            </button>
          </p>
        </div>
      ) : (
        <form className="modal-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <p className="field-hint">
            Enter the email address of your online profile and we will send you a link to choose a
            new password.
          </p>
          <TextField
            id={`${id}-email`}
            label="Email address"
            inputRef={emailRef}
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={email}
            error={problem}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(null);
              setServerError(null);
            }}
          />
          {serverError && (
            <p role="alert" className="alert">
              {serverError}
            </p>
          )}
          <PendingButton type="submit" className="button button-primary" pending={pending}>
            {pending && <Spinner />}
            {pending ? 'Sending…' : 'Send Reset Link'}
          </PendingButton>
          <p>
            <button type="button" className="link-button" onClick={onBackToSignIn}>
              Back to Sign In
            </button>
          </p>
        </form>
      )}
    </Modal>
  );
}
