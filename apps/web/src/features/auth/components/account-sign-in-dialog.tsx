import type { SessionUser } from '@bluu/contracts/accounts';
import { PIN_MAX_LENGTH } from '@bluu/contracts/constants';
import { withTextLimits } from '@bluu/contracts/validators';
import { useId, useRef, useState, useTransition, type FormEvent, type RefObject } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { signInAccount } from '@/features/auth/api/sign-in-account.ts';
import {
  firstSignInError,
  INITIAL_SIGN_IN_VALUES,
  signInFailureMessage,
  signInOutcome,
  toSignInRequest,
  type AccountSignInError,
  type AccountSignInField,
  type AccountSignInValues,
} from '@/features/auth/utils/account-sign-in.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';

interface AccountSignInDialogProps {
  /** The account type chosen when the dialog opens, e.g. Tour Operator on the tour-operators page. */
  accountType?: AccountSignInValues['accountType'];
  onClose: () => void;
  /** Runs in a transition: the dialog stays open and pending until the page it opens shows. */
  onSignedIn: (user: SessionUser) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const ACCOUNT_TYPE_LABELS = { C: 'Corporate', T: 'Tour Operator' } as const;

const FIELD_ORDER: readonly AccountSignInField[] = [
  'customerGroupCode',
  'customerGroupPin',
  'accountNo',
  'pin',
];

const TEXT_LIMITS = {
  accountNo: ['Account number', 20],
  customerGroupCode: ['Customer group code', 20],
} as const;

/** The CORPTOUR dialog: corporate and tour-operator accounts, or a customer group, sign in. */
export function AccountSignInDialog({
  accountType = INITIAL_SIGN_IN_VALUES.accountType,
  onClose,
  onSignedIn,
  returnFocusTo,
}: AccountSignInDialogProps) {
  const id = useId();
  const [values, setValues] = useState<AccountSignInValues>(() => ({
    ...INITIAL_SIGN_IN_VALUES,
    accountType,
  }));
  const [fieldError, setFieldError] = useState<AccountSignInError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The page signed-in accounts land on may still be loading: until it shows, the dialog keeps
  // the page behind it out of reach and its button pending.
  const [landing, startLanding] = useTransition();
  const busy = pending || landing;
  const refs: Record<AccountSignInField, RefObject<HTMLInputElement | null>> = {
    accountNo: useRef<HTMLInputElement>(null),
    pin: useRef<HTMLInputElement>(null),
    customerGroupCode: useRef<HTMLInputElement>(null),
    customerGroupPin: useRef<HTMLInputElement>(null),
  };

  function update(next: Partial<AccountSignInValues>) {
    setValues((current) => ({ ...current, ...next }));
    setFieldError(null);
    setServerError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const shown = values.customerGroup
      ? { customerGroupCode: values.customerGroupCode.trim() }
      : { accountNo: values.accountNo.trim() };
    const error = withTextLimits(FIELD_ORDER, firstSignInError(values), shown, TEXT_LIMITS);
    setServerError(null);
    setFieldError(error);
    if (error) {
      refs[error.field].current?.focus();
      return;
    }
    // Plain async state rather than useMutation: it keeps this lazily loaded dialog from
    // changing how the home page's code is split (see the bundle budget).
    setPending(true);
    try {
      const outcome = signInOutcome(await signInAccount(toSignInRequest(values)));
      setPending(false);
      if (outcome.ok) startLanding(() => onSignedIn(outcome.user));
      else setServerError(outcome.message);
    } catch (failure) {
      setPending(false);
      setServerError(signInFailureMessage(failure));
    }
  }

  const field = (name: AccountSignInField, label: string, pin = false) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      inputRef={refs[name]}
      value={values[name]}
      error={fieldError?.field === name ? fieldError.message : null}
      onChange={(event) => update({ [name]: event.target.value })}
      autoComplete={pin ? 'current-password' : 'username'}
      {...(pin
        ? { type: 'password', maxLength: PIN_MAX_LENGTH, inputMode: 'numeric' as const }
        : { type: 'text', autoCapitalize: 'characters', spellCheck: false })}
    />
  );

  return (
    <Modal
      title="Corporate / Tour Operator Sign In"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <form className="modal-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <label className="check-option">
          <input
            type="checkbox"
            checked={values.customerGroup}
            onChange={(event) => update({ customerGroup: event.target.checked })}
          />
          Customer group
        </label>
        {values.customerGroup ? (
          <>
            {field('customerGroupCode', 'Customer group code')}
            {field('customerGroupPin', 'Customer group pin', true)}
          </>
        ) : (
          <>
            <fieldset className="choice-group">
              <legend className="field-label">Account type</legend>
              {(['C', 'T'] as const).map((type) => (
                <label key={type} className="check-option">
                  <input
                    type="radio"
                    name={`${id}-account-type`}
                    value={type}
                    checked={values.accountType === type}
                    onChange={() => update({ accountType: type })}
                  />
                  {ACCOUNT_TYPE_LABELS[type]}
                </label>
              ))}
            </fieldset>
            {field('accountNo', 'Account number')}
            {field('pin', 'Pin', true)}
          </>
        )}
        {serverError && (
          <p role="alert" className="alert">
            {serverError}
          </p>
        )}
        <PendingButton type="submit" className="button button-primary" pending={busy}>
          {busy && <Spinner />}
          {busy ? 'Signing in…' : 'Sign In'}
        </PendingButton>
      </form>
    </Modal>
  );
}
