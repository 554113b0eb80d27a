import type { SessionUser } from '@bluu/contracts/accounts';
import {
  ID_TYPES,
  PROFILE_MESSAGES,
  TITLES,
  USER_MESSAGES,
  type ExternalProfile,
  type UpdateExternalProfileRequest,
} from '@bluu/contracts/users';

/** The My Profile form (spec 001 §3 profile fields), as typed. */
export interface ProfileValues {
  profileIDType: string;
  profileID: string;
  profileTitle: string;
  profileInitials: string;
  profileFirstname: string;
  profileLastname: string;
  profileEmail: string;
  profileContactNo: string;
  changePassword: boolean;
  profileOldPassword: string;
  profilePassword: string;
  profileMarketing: boolean;
}

export type ProfileField = Exclude<keyof ProfileValues, 'changePassword' | 'profileMarketing'>;

export interface ProfileProblem {
  field: ProfileField;
  message: string;
}

/** The names the spec's messages use for each field, which are also the fields' labels. */
export const PROFILE_LABELS: Record<ProfileField, string> = {
  profileIDType: 'ID type',
  profileID: 'ID / Passport number',
  profileTitle: 'Title',
  profileInitials: 'Initials',
  profileFirstname: 'First name',
  profileLastname: 'Last name',
  profileEmail: 'Email address',
  profileContactNo: 'Contact number',
  profileOldPassword: 'Current password',
  profilePassword: 'New password',
};

const CONTACT_NUMBER = /^\+?\d[\d -]{5,24}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function oneOf(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

/** The form as the server's profile fills it; a code the form does not offer starts empty. */
export function profileValuesOf(profile: ExternalProfile): ProfileValues {
  return {
    profileIDType: oneOf(ID_TYPES, profile.user_id_type) ? profile.user_id_type : '',
    profileID: profile.user_id_number,
    profileTitle: oneOf(TITLES, profile.user_title) ? profile.user_title : '',
    profileInitials: profile.user_initials,
    profileFirstname: profile.user_firstname,
    profileLastname: profile.user_lastname,
    profileEmail: profile.user_email_address,
    profileContactNo: profile.user_contact_number,
    changePassword: false,
    profileOldPassword: '',
    profilePassword: '',
    profileMarketing: profile.user_receive_marketing,
  };
}

/**
 * The first failing field in the form's order with the spec's message (spec 001 §5 Profile):
 * every field is needed except the passwords, which are both needed once Change Password is
 * ticked. `firstProfileError({ ...values, profileTitle: '' })` → 'Please select Title.'
 */
export function firstProfileError(values: ProfileValues): ProfileProblem | null {
  const problem = (field: ProfileField, message: string) => ({ field, message });
  const label = PROFILE_LABELS;
  const id = values.profileID.trim();
  if (!oneOf(ID_TYPES, values.profileIDType))
    return problem('profileIDType', PROFILE_MESSAGES.select(label.profileIDType));
  if (id === '') return problem('profileID', PROFILE_MESSAGES.enter(label.profileID));
  const idValid = values.profileIDType === 'SAID' ? /^\d{13}$/.test(id) : /^[A-Za-z0-9]+$/.test(id);
  if (!idValid) return problem('profileID', PROFILE_MESSAGES.valid(label.profileID));
  if (!oneOf(TITLES, values.profileTitle))
    return problem('profileTitle', PROFILE_MESSAGES.select(label.profileTitle));
  for (const field of [
    'profileInitials',
    'profileFirstname',
    'profileLastname',
    'profileEmail',
  ] as const) {
    if (values[field].trim() === '') return problem(field, PROFILE_MESSAGES.enter(label[field]));
  }
  if (!EMAIL.test(values.profileEmail.trim()))
    return problem('profileEmail', PROFILE_MESSAGES.valid(label.profileEmail));
  const contact = values.profileContactNo.trim();
  if (contact === '')
    return problem('profileContactNo', PROFILE_MESSAGES.enter(label.profileContactNo));
  if (!CONTACT_NUMBER.test(contact))
    return problem('profileContactNo', PROFILE_MESSAGES.valid(label.profileContactNo));
  if (values.changePassword) {
    if (values.profileOldPassword === '')
      return problem('profileOldPassword', PROFILE_MESSAGES.passwords);
    if (values.profilePassword === '')
      return problem('profilePassword', PROFILE_MESSAGES.passwords);
    if (values.profilePassword.length < 8)
      return problem('profilePassword', USER_MESSAGES.passwordLength);
  }
  return null;
}

/** The `profileDetails` sent to update-external-profile; passwords only with Change Password. */
export function toProfileDetails(
  values: ProfileValues,
): UpdateExternalProfileRequest['profileDetails'] {
  return {
    profileIDType:
      values.profileIDType as UpdateExternalProfileRequest['profileDetails']['profileIDType'],
    profileID: values.profileID.trim(),
    profileTitle:
      values.profileTitle as UpdateExternalProfileRequest['profileDetails']['profileTitle'],
    profileInitials: values.profileInitials.trim(),
    profileFirstname: values.profileFirstname.trim(),
    profileLastname: values.profileLastname.trim(),
    profileEmail: values.profileEmail.trim(),
    profileContactNo: values.profileContactNo.trim(),
    profileOldPassword: values.changePassword ? values.profileOldPassword : '',
    profilePassword: values.changePassword ? values.profilePassword : '',
    profileMarketing: values.profileMarketing,
  };
}

/**
 * The session user after the names were changed, named as the sign-in names them (initial and
 * last name): `{ accountName: 'T Nkosi', … }`.
 */
export function renamedSessionUser(user: SessionUser, values: ProfileValues): SessionUser {
  const firstName = values.profileFirstname.trim();
  const lastName = values.profileLastname.trim();
  return {
    ...user,
    accountName: `${firstName.slice(0, 1).toUpperCase()} ${lastName}`,
    accountFirstname: firstName,
    accountLastname: lastName,
  };
}
