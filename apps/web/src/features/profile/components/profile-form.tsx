import type { SessionUser } from '@bluu/contracts/accounts';
import { ID_TYPE_LABELS, TITLE_LABELS } from '@bluu/contracts/booking-rules';
import type { ErrorCode } from '@bluu/contracts/error-codes';
import { ID_TYPES, TITLES, type ExternalProfile } from '@bluu/contracts/users';
import { withTextLimits } from '@bluu/contracts/validators';
import { useId, useState, type FormEvent } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { failureMessage } from '@/lib/server-message.ts';
import { sessionUser } from '@/lib/session-user.ts';
import { refusalCodeOf } from '@/features/profile/api/refusal-code.ts';
import { useUpdateProfile } from '@/features/profile/api/update-profile.ts';
import {
  firstProfileError,
  PROFILE_LABELS,
  profileValuesOf,
  renamedSessionUser,
  toProfileDetails,
  type ProfileField,
  type ProfileProblem,
  type ProfileValues,
} from '@/features/profile/utils/profile-form.ts';
import { SelectField } from '@/components/ui/select-field.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';

const ID_TYPE_OPTIONS = ID_TYPES.map((code) => ({ value: code, label: ID_TYPE_LABELS[code] }));
const TITLE_OPTIONS = TITLES.map((code) => ({ value: code, label: TITLE_LABELS[code] }));

const FIELD_ORDER: readonly ProfileField[] = [
  'profileIDType',
  'profileID',
  'profileTitle',
  'profileInitials',
  'profileFirstname',
  'profileLastname',
  'profileEmail',
  'profileContactNo',
  'profileOldPassword',
  'profilePassword',
];

const TEXT_LIMITS = {
  profileID: [PROFILE_LABELS.profileID, 30],
  profileInitials: [PROFILE_LABELS.profileInitials, 10],
  profileFirstname: [PROFILE_LABELS.profileFirstname, 100],
  profileLastname: [PROFILE_LABELS.profileLastname, 100],
  profileContactNo: [PROFILE_LABELS.profileContactNo, 30],
  profileOldPassword: [PROFILE_LABELS.profileOldPassword, 128],
  profilePassword: [PROFILE_LABELS.profilePassword, 128],
} as const;

interface ProfileFormProps {
  user: SessionUser;
  profile: ExternalProfile;
  /** The server no longer knows the session (it ended): the visitor must sign in again. */
  onSignedOut: () => void;
}

/** My Profile (spec 001 §2, §3, §5): the profile fields, Change Password and the marketing choice. */
export function ProfileForm({ user, profile, onSignedOut }: ProfileFormProps) {
  const id = useId();
  const [values, setValues] = useState(() => profileValuesOf(profile));
  const [problem, setProblem] = useState<ProfileProblem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const update = useUpdateProfile(user);

  function change(next: Partial<ProfileValues>) {
    setValues((current) => ({ ...current, ...next }));
    setProblem(null);
    setServerError(null);
    setSuccess(null);
  }

  function show(next: ProfileProblem) {
    setProblem(next);
    document.getElementById(`${id}-${next.field}`)?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    setServerError(null);
    setSuccess(null);
    const invalid = withTextLimits(FIELD_ORDER, firstProfileError(values), values, TEXT_LIMITS);
    if (invalid) {
      show(invalid);
      return;
    }
    setProblem(null);
    update.mutate(toProfileDetails(values), {
      onSuccess: (message) => {
        sessionUser.write(renamedSessionUser(user, values));
        setValues((current) => ({
          ...current,
          changePassword: false,
          profileOldPassword: '',
          profilePassword: '',
        }));
        setSuccess(message);
      },
      onError: (error) => {
        const code = refusalCodeOf(error);
        if (code === ('USER_SIGN_IN_REQUIRED' satisfies ErrorCode)) onSignedOut();
        else if (code === ('INVALID_CREDENTIALS' satisfies ErrorCode))
          show({ field: 'profileOldPassword', message: failureMessage(error) });
        else setServerError(failureMessage(error));
      },
    });
  }

  const errorOf = (field: ProfileField) => (problem?.field === field ? problem.message : null);

  const text = (
    field: Exclude<ProfileField, 'profileIDType' | 'profileTitle'>,
    props: { autoComplete: string; type?: string; readOnly?: boolean },
  ) => (
    <TextField
      id={`${id}-${field}`}
      label={PROFILE_LABELS[field]}
      value={values[field]}
      error={errorOf(field)}
      required={!props.readOnly}
      onChange={(event) => change({ [field]: event.target.value })}
      {...props}
    />
  );

  return (
    <form
      className="profile-form"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={handleSubmit}
    >
      <h2 id={`${id}-heading`}>My Profile</h2>
      <p className="field-hint">Every field is needed, except a new password.</p>
      <div className="profile-grid">
        <SelectField
          id={`${id}-profileIDType`}
          label={PROFILE_LABELS.profileIDType}
          options={ID_TYPE_OPTIONS}
          placeholder="Select…"
          value={values.profileIDType}
          required
          error={errorOf('profileIDType')}
          onChange={(event) => change({ profileIDType: event.target.value })}
        />
        {text('profileID', { autoComplete: 'off' })}
        <SelectField
          id={`${id}-profileTitle`}
          label={PROFILE_LABELS.profileTitle}
          options={TITLE_OPTIONS}
          placeholder="Select…"
          value={values.profileTitle}
          required
          autoComplete="honorific-prefix"
          error={errorOf('profileTitle')}
          onChange={(event) => change({ profileTitle: event.target.value })}
        />
        {text('profileInitials', { autoComplete: 'off' })}
        {text('profileFirstname', { autoComplete: 'given-name' })}
        {text('profileLastname', { autoComplete: 'family-name' })}
        <div className="field">
          {text('profileEmail', {
            autoComplete: 'email',
            type: 'email',
            readOnly: true,
          })}
          <p className="field-hint">The e-mail address you sign in with cannot be changed.</p>
        </div>
        {text('profileContactNo', { autoComplete: 'tel', type: 'tel' })}
      </div>

      <label className="check-option">
        <input
          type="checkbox"
          checked={values.profileMarketing}
          onChange={(event) => change({ profileMarketing: event.target.checked })}
        />
        <span>Send me special offers and news by e-mail</span>
      </label>

      <fieldset className="profile-password">
        <legend className="visually-hidden">Password</legend>
        <label className="check-option">
          <input
            type="checkbox"
            checked={values.changePassword}
            onChange={(event) =>
              change({
                changePassword: event.target.checked,
                profileOldPassword: '',
                profilePassword: '',
              })
            }
          />
          <span>Change Password</span>
        </label>
        {values.changePassword && (
          <div className="profile-grid">
            {text('profileOldPassword', {
              autoComplete: 'current-password',
              type: 'password',
            })}
            {text('profilePassword', {
              autoComplete: 'new-password',
              type: 'password',
            })}
          </div>
        )}
      </fieldset>

      {serverError && (
        <p role="alert" className="alert">
          {serverError}
        </p>
      )}
      <div role="status">{success && <p className="profile-success">{success}</p>}</div>
      <div>
        <PendingButton type="submit" className="button button-primary" pending={update.isPending}>
          {update.isPending && <Spinner />}
          {update.isPending ? 'Updating...' : 'Update Profile'}
        </PendingButton>
      </div>
    </form>
  );
}
