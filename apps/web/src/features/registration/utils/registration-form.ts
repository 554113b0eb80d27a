import { ID_TYPES, LICENCE_CODES, TITLES } from '@bluu/contracts/enumerations';
import { USER_MESSAGES } from '@bluu/contracts/users-rules';
import {
  EMAIL_MAX_LENGTH,
  hasVisibleText,
  isEmail,
  withTextLimits,
} from '@bluu/contracts/validators';
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

/** The fields of step 1 in the order the form shows them: the first failing one wins. */
export const REGISTRATION_FIELD_ORDER: readonly RegistrationField[] = [
  'account',
  'registerIDType',
  'registerID',
  'registerTitle',
  'registerFirstname',
  'registerLastname',
  'registerCellNumber',
  'registerLicenceCode',
  'registerDriverLicenceNumber',
  'registerEmail',
  'registerConfirmationEmail',
  'registerPassword',
  'registerRePassword',
  'consent',
];

const PASSWORD_FIELDS: readonly RegistrationField[] = ['registerPassword', 'registerRePassword'];

const TEXT_LIMITS: Partial<Record<RegistrationField, readonly [string, number]>> = {
  registerID: ['ID / Passport number', 30],
  registerFirstname: ['First name', 100],
  registerLastname: ['Last name', 100],
  registerEmail: ['E-mail address', EMAIL_MAX_LENGTH],
  registerConfirmationEmail: ['Confirm e-mail address', EMAIL_MAX_LENGTH],
  registerPassword: ['Password', 128],
  registerRePassword: ['Re-enter password', 128],
};

export interface RegistrationRuleOptions {
  /**
   * The password was chosen when step 1 was first sent for this e-mail in this tab: the form
   * does not ask for it again, so its rules are not checked.
   */
  passwordChosen?: boolean;
}

function idProblem(idType: string, id: string): string | null {
  // The passport's letters-and-digits rule is the server's own (`serverRuleProblems`).
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
  { passwordChosen = false }: RegistrationRuleOptions = {},
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
      values.registerFirstname.trim().length < 2 || !hasVisibleText(values.registerFirstname),
      USER_MESSAGES.firstNameLength,
    ],
    ['registerLastname', !hasVisibleText(values.registerLastname), USER_MESSAGES.lastName],
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
    ['registerEmail', !isEmail(email), USER_MESSAGES.email],
    [
      'registerConfirmationEmail',
      !isEmail(values.registerConfirmationEmail.trim()),
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
  const failing = rules.find(
    ([field, fails]) => fails && !(passwordChosen && PASSWORD_FIELDS.includes(field)),
  );
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

/** Where each field of the step-1 payload was typed; null for the fixed ones. */
const TYPED_IN: Record<keyof RegisterPayload, RegistrationField | null> = {
  licenceCode: 'registerLicenceCode',
  driversLicenceNumber: 'registerDriverLicenceNumber',
  Title: 'registerTitle',
  IDType: 'registerIDType',
  Password: 'registerPassword',
  PasswordConfirmation: 'registerRePassword',
  TermsConditions: 'consent',
  FirstName: 'registerFirstname',
  LastName: 'registerLastname',
  IDPassportNumber: 'registerID',
  phoneNoCountry: 'registerCellNumber',
  ContactNumber: 'registerCellNumber',
  EmailAddress: 'registerEmail',
  EmailAddressConfirmation: 'registerConfirmationEmail',
  userType: null,
  accounts: null,
};

/**
 * The step-1 field a field of the payload was typed in (a refusal's `field`, e.g. `FirstName`
 * or `accounts.0.accountNumber`), or null for a fixed one.
 */
export function stepOneFieldOf(sent: string): RegistrationField | null {
  return TYPED_IN[sent.split('.')[0] as keyof RegisterPayload] ?? null;
}

/**
 * What the server would refuse in a step-1 payload, by the field it was typed in: the payload
 * checked with the server's own schema (`registerRequestSchema`, loaded with zod when the form is
 * sent, decision record 0018), so that the form holds exactly the server's rules (a passport
 * number of letters and digits only, the one e-mail rule) and never meets its refusal. When the
 * schema cannot be loaded the server's answer still tells.
 */
export async function serverRuleProblems(
  payload: RegisterPayload,
): Promise<Array<FieldProblem<RegistrationField>>> {
  let schema;
  try {
    schema = (await import('@bluu/contracts/users')).registerRequestSchema;
  } catch {
    return [];
  }
  const parsed = schema.safeParse(payload);
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) => {
    const field = stepOneFieldOf(String(issue.path[0]));
    return field ? [{ field, message: issue.message }] : [];
  });
}

/**
 * Step 1's first failing field (spec 001 §5: one message at a time, the first failing field
 * wins): the form's own rules with the spec's messages, its text limits (a text is never cut,
 * decision record 0043) and the server's schema, in form order; on one field the form's own
 * message comes first. `jane@example.c` fails on `registerEmail`, a passport number `A12 34/5`
 * on `registerID`.
 */
export async function firstStepOneProblem(
  values: RegistrationValues,
  internationalPhone: ToInternational,
  options: RegistrationRuleOptions = {},
): Promise<FieldProblem<RegistrationField> | null> {
  const asked = (field: RegistrationField) =>
    !(options.passwordChosen && PASSWORD_FIELDS.includes(field));
  const contactNumber =
    internationalPhone(values.registerCellCountry, values.registerCellNumber) ?? '';
  const server = await serverRuleProblems(toRegisterRequest(values, contactNumber));
  const rank = (problem: FieldProblem<RegistrationField>) =>
    REGISTRATION_FIELD_ORDER.indexOf(problem.field);
  const first = [firstRegistrationProblem(values, internationalPhone, options), ...server]
    .filter((problem): problem is FieldProblem<RegistrationField> => problem !== null)
    .filter((problem) => asked(problem.field))
    .reduce<FieldProblem<RegistrationField> | null>(
      (best, problem) => (best && rank(best) <= rank(problem) ? best : problem),
      null,
    );
  const limits = Object.fromEntries(
    Object.entries(TEXT_LIMITS).filter(([field]) => asked(field as RegistrationField)),
  );
  return withTextLimits(REGISTRATION_FIELD_ORDER, first, values, limits);
}
