import { CUSTOMER_TEXT_LIMITS, FIRST_NAME_LIMITS } from '@bluu/contracts/booking-rules';
import { EMAIL_MAX_LENGTH, withTextLimits } from '@bluu/contracts/validators';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { PagePostDialog, type PagePostSlug } from '@/components/content/page-post-dialog.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { quoteErrorMessage } from '@/lib/api/get-quote.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import {
  firstSendQuoteError,
  INITIAL_SEND_QUOTE_VALUES,
  quoteSentMessage,
  type QuoteContact,
  type SentQuote,
  type SendQuoteField,
  type SendQuoteValues,
} from './send-quote-form.ts';

const FIELD_ORDER: readonly SendQuoteField[] = ['name', 'surname', 'emailAddress', 'consent'];

/** The most a saved quote keeps of its contact: the names and e-mail the renter books with. */
const TEXT_LIMITS = {
  name: ['First name', FIRST_NAME_LIMITS.length],
  surname: ['Last name', CUSTOMER_TEXT_LIMITS.surname],
  emailAddress: ['Email address', EMAIL_MAX_LENGTH],
} as const;

/** The first unmet requirement in form order, a text longer than a quote keeps included. */
function firstProblem(values: SendQuoteValues): { field: SendQuoteField; message: string } | null {
  const trimmed = {
    name: values.name.trim(),
    surname: values.surname.trim(),
    emailAddress: values.emailAddress.trim(),
  };
  return withTextLimits(FIELD_ORDER, firstSendQuoteError(values), trimmed, TEXT_LIMITS);
}

interface SendQuoteDialogProps {
  /** Saves the quote for the contact and e-mails it to them. */
  send: (contact: QuoteContact) => Promise<SentQuote>;
  title: string;
  /** The terms the contact accepts: the rental terms, or the D2D rental terms. */
  termsSlug: PagePostSlug;
  onSent?: (sent: SentQuote, contact: QuoteContact) => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The SENDQUOTE dialog: saves the current quote for a contact and e-mails it to them. */
export function SendQuoteDialog({
  send: sendQuote,
  title,
  termsSlug,
  onSent,
  onClose,
  returnFocusTo,
}: SendQuoteDialogProps) {
  const id = useId();
  const [values, setValues] = useState<SendQuoteValues>(INITIAL_SEND_QUOTE_VALUES);
  const [error, setError] = useState<{ field: SendQuoteField; message: string } | null>(null);
  const send = useMutation({
    mutationFn: sendQuote,
    onSuccess: (sent, contact) => onSent?.(sent, contact),
  });
  const successRef = useRef<HTMLParagraphElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const surnameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLButtonElement>(null);
  const [termsOpen, setTermsOpen] = useState(false);

  useEffect(() => {
    if (send.isSuccess) successRef.current?.focus();
  }, [send.isSuccess]);

  function update(next: Partial<SendQuoteValues>) {
    setValues((current) => ({ ...current, ...next }));
    setError(null);
    if (send.isError) send.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const invalid = firstProblem(values);
    setError(invalid);
    if (invalid) {
      const refs = {
        name: nameRef,
        surname: surnameRef,
        emailAddress: emailRef,
        consent: consentRef,
      };
      refs[invalid.field].current?.focus();
      return;
    }
    send.mutate({
      name: values.name.trim(),
      surname: values.surname.trim(),
      emailAddress: values.emailAddress.trim(),
    });
  }

  const messageFor = (field: SendQuoteField) => (error?.field === field ? error.message : null);

  return (
    <Modal title={title} onClose={onClose} returnFocusTo={returnFocusTo}>
      {send.isSuccess ? (
        <p ref={successRef} role="status" tabIndex={-1} className="success-message">
          {quoteSentMessage(send.data.emailAddress, send.data.quoteNumber)}
        </p>
      ) : (
        <form className="modal-form" noValidate onSubmit={handleSubmit}>
          <p className="field-hint">
            We will e-mail this quotation to you. It stays valid for two days.
          </p>
          <TextField
            id={`${id}-name`}
            label="First name"
            inputRef={nameRef}
            value={values.name}
            autoComplete="given-name"
            error={messageFor('name')}
            onChange={(event) => update({ name: event.target.value })}
          />
          <TextField
            id={`${id}-surname`}
            label="Last name"
            inputRef={surnameRef}
            value={values.surname}
            autoComplete="family-name"
            error={messageFor('surname')}
            onChange={(event) => update({ surname: event.target.value })}
          />
          <TextField
            id={`${id}-email`}
            label="Email address"
            type="email"
            inputRef={emailRef}
            value={values.emailAddress}
            autoComplete="email"
            error={messageFor('emailAddress')}
            onChange={(event) => update({ emailAddress: event.target.value })}
          />
          <div className="field">
            <label className="check-option">
              <input
                ref={consentRef}
                type="checkbox"
                checked={values.consent}
                aria-invalid={messageFor('consent') ? true : undefined}
                aria-describedby={messageFor('consent') ? `${id}-consent-error` : undefined}
                onChange={(event) => update({ consent: event.target.checked })}
              />
              <span>I have read and accept the Terms & Conditions</span>
            </label>
            <button
              ref={termsRef}
              type="button"
              className="link-button"
              onClick={() => setTermsOpen(true)}
            >
              Read the Terms & Conditions
            </button>
            {messageFor('consent') && (
              <FieldError id={`${id}-consent-error`} message={messageFor('consent') ?? ''} />
            )}
          </div>
          {send.isError && (
            <p role="alert" className="alert">
              {quoteErrorMessage(send.error)}
            </p>
          )}
          <PendingButton type="submit" className="button button-primary" pending={send.isPending}>
            {send.isPending && <Spinner />}
            {send.isPending ? 'Sending…' : 'Send your quotation'}
          </PendingButton>
        </form>
      )}
      {termsOpen && (
        <PagePostDialog
          slug={termsSlug}
          onClose={() => setTermsOpen(false)}
          returnFocusTo={termsRef}
        />
      )}
    </Modal>
  );
}
