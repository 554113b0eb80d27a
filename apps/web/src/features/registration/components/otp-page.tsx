import { USER_MESSAGES } from '@bluu/contracts/users-rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { HttpError } from '@/lib/http-client.ts';
import { CONNECTION_FAILED_MESSAGE, serverMessage } from '@/lib/server-message.ts';
import {
  updateProfile,
  verifyAccount,
  verifyOtp,
} from '@/features/registration/api/registration-api.ts';
import { otpStateOf } from '@/features/registration/utils/otp-state.ts';
import { forgetRegistrationDraft } from '@/features/registration/utils/registration-draft.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import './registration.css';

export const OTP_MESSAGES = {
  success: 'Congratulations. You successfully created your online profile.',
  invalidAction: 'Invalid action received',
  resent: 'A new OTP has been sent.',
} as const;

/** The first failing OTP rule (spec 001 §5), or null. */
export function otpProblem(otp: string): string | null {
  const value = otp.trim();
  if (value.length < 1) return USER_MESSAGES.otpMin;
  if (value.length > 4) return USER_MESSAGES.otpMax;
  return /^\d+$/.test(value) ? null : USER_MESSAGES.otpInvalid;
}

/** The failure to show (spec 001 §8): the server's message, else 'Invalid OTP. Please try again.' */
function otpFailure(failure: unknown): string {
  if (failure instanceof HttpError) return serverMessage(failure) ?? USER_MESSAGES.otpInvalid;
  return CONNECTION_FAILED_MESSAGE;
}

/** /otp: the one-time password that confirms a new online profile. */
export function OtpPage() {
  const id = useId();
  const registration = otpStateOf(useLocation().state);
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [done, setDone] = useState(false);
  const successRef = useRef<HTMLParagraphElement>(null);

  // The form, with the focused Verify OTP, gives way to the message: the focus moves to it, so
  // that it is read (a status shown already filled in often is not), as in the Register dialog.
  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || resending || !registration) return;
    const problem = otpProblem(otp);
    setFieldError(problem);
    setFailure(null);
    setNotice(null);
    if (problem) {
      document.getElementById(`${id}-otp`)?.focus();
      return;
    }
    setPending(true);
    try {
      const answer = await verifyOtp(registration.email, registration.token, otp.trim());
      if (!answer.action.includes('VERIFYOTP')) {
        setFailure(OTP_MESSAGES.invalidAction);
        return;
      }
      await updateProfile(registration.email, registration.payload);
      forgetRegistrationDraft();
      setDone(true);
    } catch (caught) {
      setFailure(otpFailure(caught));
    } finally {
      setPending(false);
    }
  }

  async function sendNewOtp() {
    if (!registration || pending || resending) return;
    setResending(true);
    setFailure(null);
    setNotice(null);
    try {
      await verifyAccount(registration.email, registration.phoneNumber);
      setOtp('');
      setNotice(OTP_MESSAGES.resent);
    } catch (caught) {
      setFailure(otpFailure(caught));
    } finally {
      setResending(false);
    }
  }

  return (
    <div className="container page registration-page otp-page">
      <PageTitle title="Confirm OTP" />
      <h1>Confirm OTP</h1>
      {!registration ? (
        <p className="notice">
          There is no registration waiting for an OTP in this browser tab.{' '}
          <Link to="/register-account">Create an online profile</Link> first, or{' '}
          <Link to="/login">sign in</Link> if you already have one.
        </p>
      ) : done ? (
        <div className="otp-success">
          <p ref={successRef} tabIndex={-1} role="status" className="success-message">
            {OTP_MESSAGES.success}
          </p>
          <Link to="/login" className="button button-primary">
            Sign in
          </Link>
        </div>
      ) : (
        <>
          <p>
            Your OTP has been sent to your phone number or e-mail address: we e-mailed it to{' '}
            <strong>{registration.email}</strong>. It is valid for 10 minutes.
          </p>
          <form
            className="registration-form otp-form"
            noValidate
            onSubmit={(event) => void handleSubmit(event)}
          >
            <TextField
              id={`${id}-otp`}
              label="OTP"
              value={otp}
              error={fieldError}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              onChange={(event) => {
                setOtp(event.target.value);
                setFieldError(null);
                setFailure(null);
              }}
            />
            {failure && (
              <p role="alert" className="alert">
                {failure}
              </p>
            )}
            {notice && (
              <p role="status" className="notice">
                {notice}
              </p>
            )}
            <PendingButton
              type="submit"
              className="button button-primary"
              pending={pending || resending}
            >
              {pending && <Spinner />}
              {pending ? 'Verifying...' : 'Verify OTP'}
            </PendingButton>
          </form>
          <p>
            Did not receive it, or has it expired?{' '}
            <PendingButton
              type="button"
              className="link-button"
              pending={pending || resending}
              onClick={() => void sendNewOtp()}
            >
              {resending ? 'Sending a new OTP...' : 'Send a new OTP'}
            </PendingButton>
          </p>
        </>
      )}
    </div>
  );
}
