import { ID_TYPES, LICENCE_CODES, TITLES } from '@bluu/contracts/enumerations';
import { USER_MESSAGES } from '@bluu/contracts/users-rules';
import { DEFAULT_PHONE_COUNTRY, type CountryCode } from './phone-country.ts';

/** The number in international format, or null when invalid (see `phone.ts`). */
export type ToInternational = (country: CountryCode, national: string) => string | null;

/** The only account a profile is made for here: corporate and tour accounts sign in with a PIN. */
export const ACCOUNT_OPTIONS = [{ value: 'INDIVIDUAL', label: 'Individual (personal)' }] as const;

/** Step 1 of /register-account: the registration form of spec 001 §3. */
export interface RegistrationValues {
  account: string;
  registerIDType: string;
  registerID: string;
  registerTitle: string;
  registerFirstname: string;
  registerLastname: string;
  /** The country of the contact number; its calling code cannot be typed. */
  registerCellCountry: CountryCode;
  registerCellNumber: string;
  registerLicenceCode: string;
  registerDriverLicenceNumber: string;
  registerEmail: string;
  registerConfirmationEmail: string;
  registerPassword: string;
  registerRePassword: string;
  consent: boolean;
}

export type RegistrationField = Exclude<keyof RegistrationValues, 'registerCellCountry'>;

export const INITIAL_REGISTRATION: RegistrationValues = {
  account: 'INDIVIDUAL',
  registerIDType: '',
  registerID: '',
  registerTitle: '',
  registerFirstname: '',
  registerLastname: '',
  registerCellCountry: DEFAULT_PHONE_COUNTRY.code,
  registerCellNumber: '',
  registerLicenceCode: '',
  registerDriverLicenceNumber: '',
  registerEmail: '',
  registerConfirmationEmail: '',
  registerPassword: '',
  registerRePassword: '',
  consent: false,
};

export interface FieldProblem<Field extends string> {
  field: Field;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function idProblem(idType: string, id: string): string | null {
  if (idType === 'PASS') return id === '' ? USER_MESSAGES.passportRequired : null;
  if (!/^\d+$/.test(id)) return USER_MESSAGES.idNumberNumeric;
  return id.length === 13 ? null : USER_MESSAGES.idNumber13;
}

/**
 * The first failing rule of the registration schema (spec 001 §5), in the form's order, or
 * null: one message at a time, the first failing field wins.
 */
export function firstRegistrationProblem(
  values: RegistrationValues,
  internationalPhone: ToInternational,
): FieldProblem<RegistrationField> | null {
  const email = values.registerEmail.trim();
  const rules: Array<[RegistrationField, boolean, string]> = [
    ['account', values.account === '', 'Please select Account.'],
    [
      'registerIDType',
      !(ID_TYPES as readonly string[]).includes(values.registerIDType),
      USER_MESSAGES.idType,
    ],
    [
      'registerID',
      idProblem(values.registerIDType, values.registerID.trim()) !== null,
      idProblem(values.registerIDType, values.registerID.trim()) ?? '',
    ],
    [
      'registerTitle',
      !(TITLES as readonly string[]).includes(values.registerTitle),
      USER_MESSAGES.title,
    ],
    [
      'registerFirstname',
      values.registerFirstname.trim().length < 2,
      USER_MESSAGES.firstNameLength,
    ],
    ['registerLastname', values.registerLastname.trim() === '', USER_MESSAGES.lastName],
    [
      'registerCellNumber',
      internationalPhone(values.registerCellCountry, values.registerCellNumber) === null,
      USER_MESSAGES.phone,
    ],
    [
      'registerLicenceCode',
      values.registerLicenceCode !== '' &&
        !(LICENCE_CODES as readonly string[]).includes(values.registerLicenceCode),
      'Please select a valid Driving licence code.',
    ],
    [
      'registerDriverLicenceNumber',
      !/^([A-Z0-9]{6,15})?$/.test(values.registerDriverLicenceNumber.trim()),
      USER_MESSAGES.licenceNumber,
    ],
    ['registerEmail', !EMAIL.test(email), USER_MESSAGES.email],
    [
      'registerConfirmationEmail',
      !EMAIL.test(values.registerConfirmationEmail.trim()),
      USER_MESSAGES.email,
    ],
    [
      'registerConfirmationEmail',
      values.registerConfirmationEmail.trim().toLowerCase() !== email.toLowerCase(),
      USER_MESSAGES.emailsMatch,
    ],
    ['registerPassword', values.registerPassword.length < 8, USER_MESSAGES.passwordLength],
    [
      'registerRePassword',
      values.registerRePassword !== values.registerPassword,
      USER_MESSAGES.passwordsMatch,
    ],
    ['consent', !values.consent, USER_MESSAGES.terms],
  ];
  const failing = rules.find(([, fails]) => fails);
  return failing ? { field: failing[0], message: failing[2] } : null;
}

/** The step-1 payload of spec 001 §3 (POST /api/auth/register), with the checked number. */
export function toRegisterRequest(values: RegistrationValues, contactNumber: string) {
  return {
    licenceCode: values.registerLicenceCode,
    driversLicenceNumber: values.registerDriverLicenceNumber.trim(),
    Title: values.registerTitle,
    IDType: values.registerIDType,
    Password: values.registerPassword,
    PasswordConfirmation: values.registerRePassword,
    TermsConditions: values.consent,
    FirstName: values.registerFirstname.trim(),
    LastName: values.registerLastname.trim(),
    IDPassportNumber: values.registerID.trim(),
    phoneNoCountry: values.registerCellCountry,
    ContactNumber: contactNumber,
    EmailAddress: values.registerEmail.trim(),
    EmailAddressConfirmation: values.registerConfirmationEmail.trim(),
    userType: 'Registered' as const,
    accounts: [] as Array<{ accountNumber: string }>,
  };
}

export type RegisterPayload = ReturnType<typeof toRegisterRequest>;
