import { firstNameOf } from '@bluu/contracts/booking-rules';
import { firstModifyError } from '@bluu/contracts/manage-rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ContactText } from '@/components/ui/contact-text.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { LookupResult } from '@/features/manage-booking/api/look-up.ts';
import { useStartModify } from '@/features/manage-booking/api/start-modify.ts';
import {
  keepModifyValues,
  modifyFormValues,
} from '@/features/manage-booking/utils/modify-draft.ts';
import { useJourneyNavigate } from '@/lib/journey/journey.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { ActionScreen, BackButton } from './looked-up.tsx';

type ModifyField = 'firstName' | 'lastName' | 'contactNumber';
type ModifyValues = Record<ModifyField, string>;

function ModifyView({ result }: { result: LookupResult }) {
  const id = useId();
  const navigate = useNavigate();
  const openStep = useJourneyNavigate();
  const booking = result.manage?.booking;
  const renter = booking?.customerDetails;
  const renterValues: ModifyValues = {
    firstName: renter ? firstNameOf(renter) : '',
    lastName: renter?.surname ?? '',
    contactNumber: renter?.contactPhoneNo ?? '',
  };
  const [values, setValues] = useState<ModifyValues>(() =>
    modifyFormValues(result.reference, renterValues),
  );
  const [invalid, setInvalid] = useState<{ field: ModifyField; message: string } | null>(null);
  const start = useStartModify();
  const refusal = start.data && !start.data.ok ? start.data.message : null;
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const contactNumberRef = useRef<HTMLInputElement>(null);
  const refOf = (field: ModifyField) =>
    field === 'firstName' ? firstNameRef : field === 'lastName' ? lastNameRef : contactNumberRef;

  function update(field: ModifyField, value: string) {
    const typed = { ...values, [field]: value };
    setValues(typed);
    keepModifyValues(result.reference, renterValues, typed);
    setInvalid(null);
    start.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (start.isPending || !booking) return;
    const problem = firstModifyError(values);
    setInvalid(problem);
    if (problem) {
      start.reset();
      refOf(problem.field).current?.focus();
      return;
    }
    const modify = {
      reservationNumber: result.reference,
      email: result.email,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      contactNumber: values.contactNumber.trim(),
      renter,
      payment: booking.payment,
      version: booking.version,
    };
    start.mutate(
      {
        request: booking.request,
        quoteLines: result.manage?.reservation?.quoteLines ?? [],
        modify,
      },
      {
        onSuccess: (started) => {
          if (started.ok) openStep('availability', started.state);
        },
      },
    );
  }

  const fieldError = (field: ModifyField) => (invalid?.field === field ? invalid.message : null);

  return (
    <>
      <PageTitle title={`Modify Booking ${result.reference}`} />
      <h1>Modify Booking {result.reference}</h1>
      <p>
        Check the renter’s details, then choose new dates, branches or another vehicle. Your
        reservation keeps its number.
      </p>
      <form
        className="manage-panel manage-form"
        aria-label="Renter details"
        noValidate
        onSubmit={handleSubmit}
      >
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
        <TextField
          id={`${id}-contact-number`}
          label="Contact number"
          type="tel"
          autoComplete="tel"
          value={values.contactNumber}
          inputRef={contactNumberRef}
          error={fieldError('contactNumber')}
          onChange={(event) => update('contactNumber', event.target.value)}
        />
        {refusal && (
          <p role="alert" className="alert">
            <ContactText text={refusal} />
          </p>
        )}
        <div className="manage-actions">
          <PendingButton type="submit" className="button button-primary" pending={start.isPending}>
            {start.isPending && <Spinner />}
            {start.isPending ? 'Checking availability…' : 'Check Availability'}
          </PendingButton>
          <BackButton onBack={() => void navigate('/manage-booking/status')} />
        </div>
      </form>
    </>
  );
}

/** Modify Booking: the renter's name and number, then a new search for the reservation. */
export function ModifyScreen() {
  return <ActionScreen action="modify">{(result) => <ModifyView result={result} />}</ActionScreen>;
}
