import { firstCancelError } from '@bluu/contracts/manage-rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import {
  cancelErrorMessage,
  useCancelBooking,
} from '@/features/manage-booking/api/cancel-booking.ts';
import type { LookupResult } from '@/features/manage-booking/api/look-up.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { ActionScreen, BackButton } from './looked-up.tsx';

type CancelField = 'email' | 'firstName' | 'lastName';
type CancelValues = Record<CancelField, string>;

const EMPTY: CancelValues = { email: '', firstName: '', lastName: '' };

function CancelView({ result }: { result: LookupResult }) {
  const id = useId();
  const navigate = useNavigate();
  const cancel = useCancelBooking(result);
  const [values, setValues] = useState<CancelValues>(EMPTY);
  const [invalid, setInvalid] = useState<{ field: CancelField; message: string } | null>(null);
  const cancelled = cancel.isSuccess ? cancel.data : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const refOf = (field: CancelField) =>
    field === 'email' ? emailRef : field === 'firstName' ? firstNameRef : lastNameRef;

  useEffect(() => {
    if (cancelled) headingRef.current?.focus();
  }, [cancelled]);

  function update(field: CancelField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid(null);
    cancel.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cancel.isPending) return;
    const problem = firstCancelError(values);
    setInvalid(problem);
    if (problem) {
      cancel.reset();
      refOf(problem.field).current?.focus();
      return;
    }
    cancel.mutate({
      reservationNo: result.reference,
      email: values.email.trim(),
      accountType: result.manage?.booking?.request.accountType ?? 'I',
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    });
  }

  const heading = cancelled ?? `Cancel Booking ${result.reference}`;
  const fieldError = (field: CancelField) => (invalid?.field === field ? invalid.message : null);
  const back = () => void navigate('/manage-booking/status');

  return (
    <>
      <PageTitle title={cancelled ? 'Booking cancelled' : `Cancel Booking ${result.reference}`} />
      <h1 ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      {cancelled ? (
        <>
          <p>A cancellation e-mail is on its way to you.</p>
          <div className="manage-actions">
            <BackButton onBack={back} />
          </div>
        </>
      ) : (
        <>
          <p>
            To cancel reservation {result.reference}, enter the e-mail address and the renter’s
            first name and last name as they are on the booking.
          </p>
          <form
            className="manage-panel manage-form"
            aria-label="Cancel booking"
            noValidate
            onSubmit={handleSubmit}
          >
            <TextField
              id={`${id}-email`}
              label="Email address"
              type="email"
              autoComplete="email"
              value={values.email}
              inputRef={emailRef}
              error={fieldError('email')}
              onChange={(event) => update('email', event.target.value)}
            />
            <TextField
              id={`${id}-first-name`}
              label="First name"
              autoComplete="given-name"
              value={values.firstName}
              inputRef={firstNameRef}
              error={fieldError('firstName')}
              onChange={(event) => update('firstName', event.target.value)}
            />
            <TextField
              id={`${id}-last-name`}
              label="Last name"
              autoComplete="family-name"
              value={values.lastName}
              inputRef={lastNameRef}
              error={fieldError('lastName')}
              onChange={(event) => update('lastName', event.target.value)}
            />
            {cancel.isError && (
              <p role="alert" className="alert">
                {cancelErrorMessage(cancel.error)}
              </p>
            )}
            <div className="manage-actions">
              <PendingButton
                type="submit"
                className="button button-primary"
                pending={cancel.isPending}
              >
                {cancel.isPending && <Spinner />}
                {cancel.isPending ? 'Cancelling…' : 'Cancel Booking'}
              </PendingButton>
              <BackButton onBack={back} />
            </div>
          </form>
        </>
      )}
    </>
  );
}

/** Cancel Booking: e-mail and renter's names, then the result message replaces the heading. */
export function CancelScreen() {
  return <ActionScreen action="cancel">{(result) => <CancelView result={result} />}</ActionScreen>;
}
