import type { ErrorCode } from '@bluu/contracts/error-codes';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { CONNECTION_FAILED_MESSAGE } from '@/lib/server-message.ts';
import type { LookupOutcome } from '@/features/manage-booking/api/look-up.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { AccountSignInOffer } from './account-sign-in-offer.tsx';
import './lookup-form.css';

// The rules and calls load on first use, keeping the home page's Manage Booking tab small.
const loadLookup = () => import('@/features/manage-booking/api/look-up.ts');

type LookupError = {
  field: 'reference' | 'email' | 'form';
  message: string;
  /** The reference is a corporate or tour account's, which the visitor is not signed into. */
  accountSignIn?: boolean;
};

/**
 * Looks a reference up as `submitLookup` does, telling a refusal for want of the account's
 * sign-in by its code (ACCOUNT_SIGN_IN_REQUIRED).
 */
async function lookUpReference(client: QueryClient, reference: string, email: string) {
  const { submitLookup } = await loadLookup();
  const outcome = await submitLookup(client, reference, email);
  const accountSignIn =
    outcome.kind === 'failed' && outcome.code === ('ACCOUNT_SIGN_IN_REQUIRED' satisfies ErrorCode);
  return { outcome, accountSignIn };
}

interface LookupFormProps {
  initialReference?: string;
  initialEmail?: string;
}

/**
 * Look-up by reference and e-mail (spec 001 §2 Manage Booking): one message at a time on the
 * field it belongs to; a found reference opens its status page.
 */
export function LookupForm({ initialReference = '', initialEmail = '' }: LookupFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [reference, setReference] = useState(initialReference);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<LookupError | null>(null);
  const lookup = useMutation({ mutationFn: () => lookUpReference(client, reference, email) });
  const referenceRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function show(outcome: Exclude<LookupOutcome, { kind: 'found' }>, accountSignIn = false) {
    if (outcome.kind === 'invalid') {
      setError({ field: outcome.field, message: outcome.message });
      (outcome.field === 'reference' ? referenceRef : emailRef).current?.focus();
    } else {
      setError({ field: 'form', message: outcome.message, accountSignIn });
      referenceRef.current?.focus();
    }
  }

  function submit() {
    if (lookup.isPending) return;
    lookup.mutate(undefined, {
      onSuccess: ({ outcome, accountSignIn }) => {
        if (outcome.kind === 'found') void navigate('/manage-booking/status');
        else show(outcome, accountSignIn);
      },
      onError: () => show({ kind: 'failed', message: CONNECTION_FAILED_MESSAGE }),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  const fieldError = (field: LookupError['field']) =>
    error?.field === field ? error.message : null;

  return (
    <form
      className="lookup-form"
      aria-label="Find your booking"
      noValidate
      onSubmit={handleSubmit}
      onFocus={() => void loadLookup()}
    >
      <TextField
        id={`${id}-reference`}
        label="Quote/Reservation number"
        value={reference}
        inputRef={referenceRef}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={fieldError('reference')}
        onChange={(event) => {
          setReference(event.target.value);
          setError(null);
        }}
      />
      <TextField
        id={`${id}-email`}
        label="Email address"
        type="email"
        value={email}
        inputRef={emailRef}
        autoComplete="email"
        error={fieldError('email')}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
      />
      {error?.field === 'form' && (
        <p role="alert" className="alert lookup-form-error">
          {error.message}
        </p>
      )}
      <div className="lookup-form-actions">
        <PendingButton type="submit" className="button button-primary" pending={lookup.isPending}>
          {lookup.isPending && <Spinner />}
          {lookup.isPending ? 'Finding your booking…' : 'Find Booking'}
        </PendingButton>
        {error?.accountSignIn && <AccountSignInOffer onSignedIn={submit} />}
      </div>
    </form>
  );
}
