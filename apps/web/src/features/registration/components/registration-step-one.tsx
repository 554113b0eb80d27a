import {
  ID_TYPE_LABELS,
  ID_TYPES,
  LICENCE_CODES,
  LICENCE_LABELS,
  TITLE_LABELS,
  TITLES,
} from '@bluu/contracts/enumerations';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PagePostSlug } from '@/components/content/page-post-dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import {
  ACCOUNT_OPTIONS,
  firstStepOneProblem,
  REGISTRATION_FIELD_ORDER,
  type FieldProblem,
  type RegistrationField,
  type RegistrationValues,
} from '@/features/registration/utils/registration-form.ts';
import { loadPhone } from '@/features/registration/utils/phone-loader.ts';
import type { ServerRefusal } from '@/features/registration/utils/server-refusal.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { PhoneField } from './phone-field.tsx';
import { labelledOptions, SelectField } from '@/components/ui/select-field.tsx';

// The terms and privacy dialogs' content reader loads when one is opened, not with the page.
const PagePostDialog = lazy(() =>
  import('@/components/content/page-post-dialog.tsx').then((module) => ({
    default: module.PagePostDialog,
  })),
);

interface RegistrationStepOneProps {
  values: RegistrationValues;
  /** The password was chosen when this e-mail's step 1 was sent before: it is not asked again. */
  passwordChosen: boolean;
  onChange: (next: Partial<RegistrationValues>) => void;
  pending: boolean;
  /** The server's refusal of this step: messages on their fields and in the form's alert. */
  serverRefusal: ServerRefusal<RegistrationField> | null;
  /** Called with the contact number in international format once every rule holds. */
  onSubmit: (contactNumber: string) => void;
}

/** Step 1 of /register-account: who you are, how to reach you, your password and consent. */
export function RegistrationStepOne({
  values,
  passwordChosen,
  onChange,
  pending,
  serverRefusal,
  onSubmit,
}: RegistrationStepOneProps) {
  const id = useId();
  const [problem, setProblem] = useState<FieldProblem<RegistrationField> | null>(null);
  const [showPasswords, setShowPasswords] = useState(false);
  const [dialog, setDialog] = useState<PagePostSlug | null>(null);
  // A second submit while the rules load would send step 1 twice, and the second gets a decoy.
  const checking = useRef(false);
  const fieldId = (name: RegistrationField) => `${id}-${name}`;
  const errorOf = (name: RegistrationField) =>
    problem?.field === name
      ? problem.message
      : (serverRefusal?.fields.find((refused) => refused.field === name)?.message ?? null);

  // A refusal from the server focuses its first field, as a failing rule of the form does.
  useEffect(() => {
    const first = REGISTRATION_FIELD_ORDER.find((name) =>
      serverRefusal?.fields.some((refused) => refused.field === name),
    );
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }, [serverRefusal, id]);

  function update(next: Partial<RegistrationValues>) {
    setProblem(null);
    onChange(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || checking.current) return;
    checking.current = true;
    try {
      const { internationalPhone } = await loadPhone();
      const found = await firstStepOneProblem(values, internationalPhone, { passwordChosen });
      setProblem(found);
      if (found) {
        document.getElementById(fieldId(found.field))?.focus();
        return;
      }
      onSubmit(internationalPhone(values.registerCellCountry, values.registerCellNumber) ?? '');
    } finally {
      checking.current = false;
    }
  }

  const text = (
    name: RegistrationField &
      {
        [K in keyof RegistrationValues]: RegistrationValues[K] extends string ? K : never;
      }[keyof RegistrationValues],
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      id={fieldId(name)}
      label={label}
      value={values[name]}
      error={errorOf(name)}
      onChange={(event) => update({ [name]: event.target.value })}
      {...extra}
    />
  );

  const select = (
    name: 'account' | 'registerIDType' | 'registerTitle' | 'registerLicenceCode',
    label: string,
    options: ReturnType<typeof labelledOptions>,
    placeholder?: string,
  ) => (
    <SelectField
      id={fieldId(name)}
      label={label}
      options={options}
      placeholder={placeholder}
      value={values[name]}
      error={errorOf(name)}
      onChange={(event) => update({ [name]: event.target.value })}
    />
  );

  return (
    <form className="registration-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className="registration-grid">
        {select('account', 'Account', [...ACCOUNT_OPTIONS])}
        {select(
          'registerIDType',
          'ID type',
          labelledOptions(ID_TYPES, ID_TYPE_LABELS),
          'Select ID type',
        )}
        {text(
          'registerID',
          values.registerIDType === 'PASS' ? 'Passport number' : 'ID / Passport number',
          {
            autoComplete: 'off',
            inputMode:
              values.registerIDType === 'PASS' || values.registerIDType === '' ? 'text' : 'numeric',
          },
        )}
        {select('registerTitle', 'Title', labelledOptions(TITLES, TITLE_LABELS), 'Select title')}
        {text('registerFirstname', 'First name', { autoComplete: 'given-name' })}
        {text('registerLastname', 'Last name', { autoComplete: 'family-name' })}
        <PhoneField
          id={fieldId('registerCellNumber')}
          label="Contact number"
          country={values.registerCellCountry}
          number={values.registerCellNumber}
          error={errorOf('registerCellNumber')}
          onCountryChange={(registerCellCountry) => update({ registerCellCountry })}
          onNumberChange={(registerCellNumber) => update({ registerCellNumber })}
        />
        {select(
          'registerLicenceCode',
          'Driving licence code',
          labelledOptions(LICENCE_CODES, LICENCE_LABELS),
          'Select licence code (optional)',
        )}
        {text('registerDriverLicenceNumber', 'Driver licence number (optional)', {
          autoComplete: 'off',
          autoCapitalize: 'characters',
          onChange: (event: { target: { value: string } }) =>
            update({ registerDriverLicenceNumber: event.target.value.toUpperCase() }),
        })}
        {text('registerEmail', 'E-mail address', {
          type: 'email',
          autoComplete: 'email',
        })}
        {text('registerConfirmationEmail', 'Confirm e-mail address', {
          type: 'email',
          autoComplete: 'email',
        })}
        {passwordChosen ? (
          <p className="notice registration-password-chosen">
            You chose your password when you first sent this form with this e-mail address, and it
            stays as you chose it. Once your profile is activated, &ldquo;Forgot your
            password?&rdquo; on the sign-in page sets a new one.
          </p>
        ) : (
          <>
            {text('registerPassword', 'Password', {
              type: showPasswords ? 'text' : 'password',
              autoComplete: 'new-password',
            })}
            {text('registerRePassword', 'Re-enter password', {
              type: showPasswords ? 'text' : 'password',
              autoComplete: 'new-password',
            })}
          </>
        )}
      </div>
      {!passwordChosen && (
        <button
          type="button"
          className="link-button"
          aria-pressed={showPasswords}
          onClick={() => setShowPasswords((shown) => !shown)}
        >
          {showPasswords ? 'Hide passwords' : 'Show passwords'}
        </button>
      )}
      <div className="field">
        <div className="check-option">
          <input
            id={fieldId('consent')}
            type="checkbox"
            checked={values.consent}
            aria-invalid={errorOf('consent') ? true : undefined}
            aria-describedby={errorOf('consent') ? `${fieldId('consent')}-error` : undefined}
            onChange={(event) => update({ consent: event.target.checked })}
          />
          <label htmlFor={fieldId('consent')}>
            I have read and accept the{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => setDialog('terms-and-conditions')}
            >
              Website Terms and Conditions
            </button>
          </label>
        </div>
        {errorOf('consent') && (
          <p id={`${fieldId('consent')}-error`} role="alert" className="alert field-error">
            {errorOf('consent')}
          </p>
        )}
      </div>
      {serverRefusal?.message && (
        <p role="alert" className="alert">
          {serverRefusal.message}
        </p>
      )}
      <PendingButton type="submit" className="button button-primary" pending={pending}>
        {pending && <Spinner />}
        {pending ? 'Registering...' : 'Register Account'}
      </PendingButton>
      <p className="registration-safe">
        Your email address is 100% safe with us.{' '}
        <button type="button" className="link-button" onClick={() => setDialog('privacy-policy')}>
          Privacy Policy
        </button>
      </p>
      {dialog && (
        <Suspense fallback={null}>
          <PagePostDialog
            slug={dialog}
            title={dialog === 'terms-and-conditions' ? 'Website Terms and Conditions' : undefined}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </form>
  );
}
