import type { SessionUser } from '@bluu/contracts/accounts';
import type { ExternalLoginResponse } from '@bluu/contracts/users';
import { USER_MESSAGES } from '@bluu/contracts/users-rules';
import { isEmail } from '@bluu/contracts/validators';

export interface FormProblem<Field extends string> {
  field: Field;
  message: string;
}

export interface IndividualSignInValues {
  email: string;
  password: string;
}

export type IndividualSignInField = keyof IndividualSignInValues;

/** A missing or malformed e-mail address, with the spec's messages; null when it is fine. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return USER_MESSAGES.loginEmail;
  return isEmail(trimmed) ? null : USER_MESSAGES.email;
}

/** The first failing field of the individual sign-in (spec 001 §5 Login), or null. */
export function firstIndividualSignInError(
  values: IndividualSignInValues,
): FormProblem<IndividualSignInField> | null {
  const email = emailProblem(values.email);
  if (email) return { field: 'email', message: email };
  if (values.password === '') return { field: 'password', message: USER_MESSAGES.loginPassword };
  return null;
}

/** The session user kept for the tab after an individual signs in (spec 001 §3). */
export function toIndividualSessionUser(answer: ExternalLoginResponse): SessionUser {
  return {
    accountName: answer.accountName,
    accountNo: null,
    accountType: 'I',
    accountFirstname: answer.accountFirstname,
    accountLastname: answer.accountLastname,
    accountUser: answer.accountUser,
    accountEmail: answer.accountEmail,
  };
}
