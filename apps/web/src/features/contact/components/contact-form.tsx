import {
  CONTACT_ENQUIRY_TYPES,
  CONTACT_LABELS,
  CONTACT_MESSAGES,
  emptyContactDetails,
  type ContactDetails,
  type ContactField,
} from '@bluu/contracts/content-rules';
import { firstContactError } from '@bluu/contracts/content';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PagePostDialog } from '@/components/content/page-post-dialog.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { sendContact } from '@/lib/api/content.ts';
import { serverErrorCode } from '@/lib/server-error-code.ts';
import { CONNECTION_FAILED_MESSAGE, serverMessage } from '@/lib/server-message.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import './contact-form.css';

type Problem = { field: ContactField; message: string };

/**
 * What to show for a refused send, by the answer's code: the server's own words for a refused
 * field (VALIDATION, the same rules as the form's) or too many messages (TOO_MANY_ATTEMPTS), and
 * the connection message when no answer of ours came back.
 */
export function contactFailureMessage(error: unknown): string {
  const code = serverErrorCode(error);
  const text = serverMessage(error);
  if (code === undefined || text === undefined) return CONNECTION_FAILED_MESSAGE;
  return text;
}

/** The contact form of /contacts/ (spec 001 §2, §3, §5): every field required, then a thank-you. */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactDetails>(emptyContactDetails);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const send = useMutation({ mutationFn: sendContact });
  const enquiryRef = useRef<HTMLSelectElement>(null);
  const fullnameRef = useRef<HTMLInputElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (send.isSuccess) successRef.current?.focus();
  }, [send.isSuccess]);

  function update(next: Partial<ContactDetails>) {
    setValues((current) => ({ ...current, ...next }));
    setProblem(null);
    if (send.isError) send.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const invalid = firstContactError(values);
    setProblem(invalid);
    if (invalid) {
      const refs = {
        contactEnquiry: enquiryRef,
        contactFullname: fullnameRef,
        contactNumber: numberRef,
        contactEmail: emailRef,
        contactSubject: subjectRef,
        contactMessage: messageRef,
        consent: consentRef,
      };
      refs[invalid.field].current?.focus();
      return;
    }
    send.mutate(values);
  }

  if (send.isSuccess)
    return (
      <section className="contact-form" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>Send us a message</h2>
        <p ref={successRef} role="status" tabIndex={-1} className="success-message">
          {CONTACT_MESSAGES.sent}
        </p>
      </section>
    );

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorOf = (field: ContactField) => (problem?.field === field ? problem.message : null);
  const described = (field: ContactField) =>
    errorOf(field) ? `${fieldId(field)}-error` : undefined;
  const text = (field: 'contactFullname' | 'contactSubject') => ({
    id: fieldId(field),
    label: CONTACT_LABELS[field],
    value: values[field],
    required: true,
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
  });

  return (
    <section className="contact-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Send us a message</h2>
      <form noValidate aria-labelledby={`${id}-heading`} onSubmit={handleSubmit}>
        <div className="field">
          <label className="field-label" htmlFor={fieldId('contactEnquiry')}>
            {CONTACT_LABELS.contactEnquiry}
          </label>
          <select
            ref={enquiryRef}
            id={fieldId('contactEnquiry')}
            className="field-control"
            value={values.contactEnquiry}
            aria-invalid={errorOf('contactEnquiry') ? true : undefined}
            aria-describedby={described('contactEnquiry')}
            onChange={(event) => update({ contactEnquiry: event.target.value })}
          >
            {CONTACT_ENQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          {errorOf('contactEnquiry') && (
            <FieldError
              id={`${fieldId('contactEnquiry')}-error`}
              message={errorOf('contactEnquiry') ?? ''}
            />
          )}
        </div>
        <TextField {...text('contactFullname')} inputRef={fullnameRef} autoComplete="name" />
        <TextField
          id={fieldId('contactNumber')}
          label={CONTACT_LABELS.contactNumber}
          inputRef={numberRef}
          type="tel"
          inputMode="numeric"
          // The number without the country code: the spec's contact number is digits only.
          autoComplete="tel-national"
          hint="Digits only, for example 082 123 4567."
          required
          value={values.contactNumber}
          error={errorOf('contactNumber')}
          onChange={(event) => update({ contactNumber: event.target.value })}
        />
        <TextField
          id={fieldId('contactEmail')}
          label={CONTACT_LABELS.contactEmail}
          inputRef={emailRef}
          type="email"
          autoComplete="email"
          required
          value={values.contactEmail}
          error={errorOf('contactEmail')}
          onChange={(event) => update({ contactEmail: event.target.value })}
        />
        <TextField {...text('contactSubject')} inputRef={subjectRef} />
        <div className="field">
          <label className="field-label" htmlFor={fieldId('contactMessage')}>
            {CONTACT_LABELS.contactMessage}
          </label>
          <textarea
            ref={messageRef}
            id={fieldId('contactMessage')}
            className="field-control"
            rows={6}
            required
            value={values.contactMessage}
            aria-invalid={errorOf('contactMessage') ? true : undefined}
            aria-describedby={described('contactMessage')}
            onChange={(event) => update({ contactMessage: event.target.value })}
          />
          {errorOf('contactMessage') && (
            <FieldError
              id={`${fieldId('contactMessage')}-error`}
              message={errorOf('contactMessage') ?? ''}
            />
          )}
        </div>
        <div className="field">
          <div className="check-option">
            <input
              ref={consentRef}
              id={fieldId('consent')}
              type="checkbox"
              required
              checked={values.consent}
              aria-invalid={errorOf('consent') ? true : undefined}
              aria-describedby={described('consent')}
              onChange={(event) => update({ consent: event.target.checked })}
            />
            <label htmlFor={fieldId('consent')}>
              I have read and accept the Website Terms and Conditions
            </label>
          </div>
          <p className="field-hint">
            <button
              ref={termsRef}
              type="button"
              className="link-button"
              onClick={() => setTermsOpen(true)}
            >
              Read the Website Terms and Conditions
            </button>
          </p>
          {errorOf('consent') && (
            <FieldError id={`${fieldId('consent')}-error`} message={errorOf('consent') ?? ''} />
          )}
        </div>
        {send.isError && (
          <p role="alert" className="alert">
            {contactFailureMessage(send.error)}
          </p>
        )}
        <PendingButton type="submit" className="button button-primary" pending={send.isPending}>
          {send.isPending && <Spinner />}
          {send.isPending ? 'Sending…' : 'Send Message'}
        </PendingButton>
      </form>
      {termsOpen && (
        <PagePostDialog
          slug="terms-and-conditions"
          onClose={() => setTermsOpen(false)}
          returnFocusTo={termsRef}
        />
      )}
    </section>
  );
}
