import type { ID_TYPES, RegisterExternalUserRequest } from '@bluu/contracts/users';
import { USER_MESSAGES } from '@bluu/contracts/users-rules';
import { SA_ID_LENGTH } from '@bluu/contracts/constants';
import { hasVisibleText } from '@bluu/contracts/validators';
import { emailProblem, type FormProblem } from './individual-sign-in.ts';

export type IdType = (typeof ID_TYPES)[number];

export interface RegisterValues {
  registerIDType: IdType | '';
  registerID: string;
  registerFirstname: string;
  registerLastname: string;
  registerEmail: string;
  registerPassword: string;
  registerRePassword: string;
  registerMarketing: boolean;
  consent: boolean;
}

export type RegisterField = Exclude<keyof RegisterValues, 'registerMarketing'>;

export const INITIAL_REGISTER_VALUES: RegisterValues = {
  registerIDType: '',
  registerID: '',
  registerFirstname: '',
  registerLastname: '',
  registerEmail: '',
  registerPassword: '',
  registerRePassword: '',
  registerMarketing: false,
  consent: false,
};

export const ID_TYPE_LABELS: Record<IdType, string> = {
  SAID: 'SA ID',
  PASS: 'Passport',
  NAID: 'Namibian ID',
  BWID: 'Botswana ID',
};

const PASSWORD_MIN_LENGTH = 8;

function idProblem(idType: RegisterValues['registerIDType'], id: string): string | null {
  const trimmed = id.trim();
  if (!/^\w+$/.test(trimmed)) return USER_MESSAGES.idNumber;
  if (idType === 'SAID' && !new RegExp(`^\\d{${SA_ID_LENGTH}}$`).test(trimmed))
    return USER_MESSAGES.saId;
  return null;
}

/** The REGISTER dialog's rules in form order (spec 000 §5); the first failing field wins. */
export function firstRegisterError(values: RegisterValues): FormProblem<RegisterField> | null {
  const checks: [RegisterField, () => string | null][] = [
    ['registerIDType', () => (values.registerIDType ? null : USER_MESSAGES.idType)],
    ['registerID', () => idProblem(values.registerIDType, values.registerID)],
    [
      'registerFirstname',
      () => (hasVisibleText(values.registerFirstname) ? null : USER_MESSAGES.firstName),
    ],
    [
      'registerLastname',
      () => (hasVisibleText(values.registerLastname) ? null : USER_MESSAGES.lastName),
    ],
    ['registerEmail', () => emailProblem(values.registerEmail)],
    [
      'registerPassword',
      () => {
        if (values.registerPassword === '') return USER_MESSAGES.password;
        return values.registerPassword.length < PASSWORD_MIN_LENGTH
          ? USER_MESSAGES.passwordLength
          : null;
      },
    ],
    [
      'registerRePassword',
      () =>
        values.registerRePassword === values.registerPassword
          ? null
          : USER_MESSAGES.passwordsDoNotMatch,
    ],
    ['consent', () => (values.consent ? null : USER_MESSAGES.registerConsent)],
  ];
  for (const [field, check] of checks) {
    const message = check();
    if (message) return { field, message };
  }
  return null;
}

/** The body of POST /api/web/user/register-external-user, once the form is valid. */
export function toRegisterRequest(
  values: RegisterValues,
  host: string,
): RegisterExternalUserRequest {
  return {
    registerDetails: {
      registerIDType: values.registerIDType as IdType,
      registerID: values.registerID.trim(),
      registerFirstname: values.registerFirstname.trim(),
      registerLastname: values.registerLastname.trim(),
      registerEmail: values.registerEmail.trim(),
      registerPassword: values.registerPassword,
      registerRePassword: values.registerRePassword,
      registerMarketing: values.registerMarketing,
      consent: true,
    },
    host,
  };
}

/** What the REGISTER dialog says once the profile is made and its activation link e-mailed. */
export function registeredMessage(email: string): string {
  return `Thank you for registering. We have sent an activation link to ${email}. Please use it within 48 hours to activate your online profile, then sign in.`;
}
