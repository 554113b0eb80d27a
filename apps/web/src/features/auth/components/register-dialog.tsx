import { ID_TYPES } from '@bluu/contracts/users';
import { withTextLimits } from '@bluu/contracts/validators';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { PagePostDialog } from '@/components/content/page-post-dialog.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { registerExternalUser } from '@/features/auth/api/register-external-user.ts';
import type { FormProblem } from '@/features/auth/utils/individual-sign-in.ts';
import {
  firstRegisterError,
  ID_TYPE_LABELS,
  INITIAL_REGISTER_VALUES,
  registeredMessage,
  toRegisterRequest,
  type RegisterField,
  type RegisterValues,
} from '@/features/auth/utils/register-form.ts';
import { failureMessage } from '@/lib/server-message.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import './auth.css';

interface RegisterDialogProps {
  onClose: () => void;
  onSignIn: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

type TextRegisterField = Exclude<RegisterField, 'registerIDType' | 'consent'>;

const FIELD_ORDER: readonly RegisterField[] = [
  'registerIDType',
  'registerID',
  'registerFirstname',
  'registerLastname',
  'registerEmail',
  'registerPassword',
  'registerRePassword',
  'consent',
];

const TEXT_LIMITS = {
  registerID: ['ID / Passport number', 30],
  registerFirstname: ['First name', 100],
  registerLastname: ['Last name', 100],
  registerPassword: ['Password', 128],
  registerRePassword: ['Re-enter password', 128],
} as const;

/** The REGISTER dialog: a new online profile, activated through the link it e-mails. */
export function RegisterDialog({ onClose, onSignIn, returnFocusTo }: RegisterDialogProps) {
  const id = useId();
  const [values, setValues] = useState<RegisterValues>(INITIAL_REGISTER_VALUES);
  const [problem, setProblem] = useState<FormProblem<RegisterField> | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const termsRef = useRef<HTMLButtonElement>(null);
  const [termsOpen, setTermsOpen] = useState(false);

  const fieldId = (field: RegisterField) => `${id}-${field}`;
  const errorOf = (field: RegisterField) => (problem?.field === field ? problem.message : null);

  function update(next: Partial<RegisterValues>) {
    setValues((current) => ({ ...current, ...next }));
    setProblem(null);
    setServerError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const invalid = withTextLimits(FIELD_ORDER, firstRegisterError(values), values, TEXT_LIMITS);
    setProblem(invalid);
    setServerError(null);
    if (invalid) {
      document.getElementById(fieldId(invalid.field))?.focus();
      return;
    }
    setPending(true);
    try {
      await registerExternalUser(toRegisterRequest(values, window.location.host));
      setPending(false);
      setRegisteredEmail(values.registerEmail.trim());
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (failure) {
      setPending(false);
      setServerError(failureMessage(failure));
    }
  }

  const text = (
    field: TextRegisterField,
    label: string,
    props: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={fieldId(field)}
      label={label}
      value={values[field]}
      error={errorOf(field)}
      onChange={(event) => update({ [field]: event.target.value })}
      {...props}
    />
  );

  if (registeredEmail)
    return (
      <Modal title="Register" onClose={onClose} returnFocusTo={returnFocusTo}>
        <div className="modal-form">
          <p ref={successRef} tabIndex={-1} role="status" className="success-message">
            {registeredMessage(registeredEmail)}
          </p>
          <button type="button" className="button button-primary" onClick={onSignIn}>
            Sign In
          </button>
        </div>
      </Modal>
    );

  const idTypeError = errorOf('registerIDType');
  const consentError = errorOf('consent');
  return (
    <Modal title="Register" onClose={onClose} returnFocusTo={returnFocusTo}>
      <form className="modal-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <p className="field-hint">
          Create an online profile to manage your quotes and reservations. Every field is needed
          except the marketing choice.
        </p>
        <div className="field">
          <label className="field-label" htmlFor={fieldId('registerIDType')}>
            ID type
          </label>
          <select
            id={fieldId('registerIDType')}
            className="field-control"
            value={values.registerIDType}
            aria-invalid={idTypeError ? true : undefined}
            aria-describedby={idTypeError ? `${fieldId('registerIDType')}-error` : undefined}
            onChange={(event) =>
              update({ registerIDType: event.target.value as RegisterValues['registerIDType'] })
            }
          >
            <option value="">Select ID type</option>
            {ID_TYPES.map((type) => (
              <option key={type} value={type}>
                {ID_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          {idTypeError && (
            <FieldError id={`${fieldId('registerIDType')}-error`} message={idTypeError} />
          )}
        </div>
        {text('registerID', 'ID / Passport number', {
          autoComplete: 'off',
          spellCheck: false,
          inputMode: values.registerIDType === 'SAID' ? 'numeric' : undefined,
        })}
        {text('registerFirstname', 'First name', { autoComplete: 'given-name' })}
        {text('registerLastname', 'Last name', { autoComplete: 'family-name' })}
        {text('registerEmail', 'Email address', {
          type: 'email',
          autoComplete: 'email',
          spellCheck: false,
        })}
        {text('registerPassword', 'Password', {
          type: 'password',
          autoComplete: 'new-password',
        })}
        {text('registerRePassword', 'Re-enter password', {
          type: 'password',
          autoComplete: 'new-password',
        })}
        <label className="check-option">
          <input
            type="checkbox"
            checked={values.registerMarketing}
            onChange={(event) => update({ registerMarketing: event.target.checked })}
          />
          Send me news and special offers by email
        </label>
        <div className="field">
          <div className="check-option">
            <input
              id={fieldId('consent')}
              type="checkbox"
              checked={values.consent}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${fieldId('consent')}-error` : undefined}
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
          {termsOpen && (
            <PagePostDialog
              slug="terms-and-conditions"
              onClose={() => setTermsOpen(false)}
              returnFocusTo={termsRef}
            />
          )}
          {consentError && <FieldError id={`${fieldId('consent')}-error`} message={consentError} />}
        </div>
        {serverError && (
          <p role="alert" className="alert">
            {serverError}
          </p>
        )}
        <PendingButton type="submit" className="button button-primary" pending={pending}>
          {pending && <Spinner />}
          {pending ? 'Registering…' : 'Register'}
        </PendingButton>
        <p className="sign-in-links">
          <span>
            Already registered?{' '}
            <button type="button" className="link-button" onClick={onSignIn}>
              Sign In
            </button>
          </span>{' '}
          <span>
            Or{' '}
            <Link to="/register-account" onClick={onClose}>
              create an online profile with your address
            </Link>{' '}
            and confirm it with a one-time PIN.
          </span>
        </p>
      </form>
    </Modal>
  );
}
