import { USER_MESSAGES } from '@bluu/contracts/users-rules';
import type { FormProblem } from './individual-sign-in.ts';

export interface PasswordResetValues {
  password: string;
  passwordConfirm: string;
}

export type PasswordResetField = keyof PasswordResetValues;

const PASSWORD_MIN_LENGTH = 8;

/** The password-reset page's rules (spec 001 §5 Password reset); the first failing field wins. */
export function firstPasswordResetError(
  values: PasswordResetValues,
): FormProblem<PasswordResetField> | null {
  if (values.password === '') return { field: 'password', message: USER_MESSAGES.newPassword };
  if (values.passwordConfirm === '')
    return { field: 'passwordConfirm', message: USER_MESSAGES.newPasswordConfirmation };
  if (values.password.length < PASSWORD_MIN_LENGTH)
    return { field: 'password', message: USER_MESSAGES.passwordLength };
  if (values.password !== values.passwordConfirm)
    return { field: 'passwordConfirm', message: USER_MESSAGES.passwordsDoNotMatch };
  return null;
}
