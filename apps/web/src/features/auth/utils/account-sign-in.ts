import {
  SIGN_IN_MESSAGES,
  type AccountSignInRequest,
  type AccountSignInResponse,
  type SessionUser,
  type SignedInAccount,
} from '@bluu/contracts/accounts';
import { firstErrorMessage, isSuccess } from '@bluu/contracts/api-errors-rules';
import { serverMessage } from '@/lib/server-message.ts';

export interface AccountSignInValues {
  /** Sign in with a customer group's code and pin instead of an account number. */
  customerGroup: boolean;
  accountType: 'C' | 'T';
  accountNo: string;
  pin: string;
  customerGroupCode: string;
  customerGroupPin: string;
}

export type AccountSignInField = 'accountNo' | 'pin' | 'customerGroupCode' | 'customerGroupPin';

export interface AccountSignInError {
  field: AccountSignInField;
  message: string;
}

export const INITIAL_SIGN_IN_VALUES: AccountSignInValues = {
  customerGroup: false,
  accountType: 'C',
  accountNo: '',
  pin: '',
  customerGroupCode: '',
  customerGroupPin: '',
};

/** The first missing field of the chosen way of signing in, with the spec's message. */
export function firstSignInError(values: AccountSignInValues): AccountSignInError | null {
  const required: [AccountSignInField, string][] = values.customerGroup
    ? [
        ['customerGroupCode', SIGN_IN_MESSAGES.groupCode],
        ['customerGroupPin', SIGN_IN_MESSAGES.groupPin],
      ]
    : [
        ['accountNo', SIGN_IN_MESSAGES.accountNumber],
        ['pin', SIGN_IN_MESSAGES.pin],
      ];
  const missing = required.find(([field]) => values[field].trim() === '');
  return missing ? { field: missing[0], message: missing[1] } : null;
}

/** The body of POST /api/Customer/accounts; a customer group signs in as corporate. */
export function toSignInRequest(values: AccountSignInValues): AccountSignInRequest {
  if (values.customerGroup)
    return {
      accountType: 'C',
      customerGroupCode: values.customerGroupCode.trim(),
      customerGroupPin: values.customerGroupPin.trim(),
    };
  return {
    accountType: values.accountType,
    accountNo: values.accountNo.trim(),
    pin: values.pin.trim(),
  };
}

/** The session user of a signed-in corporate or tour account. */
export function toSessionUser(account: SignedInAccount): SessionUser {
  return {
    accountName: account.accountName,
    accountNo: account.accountNo,
    accountType: account.accountType,
    accountFirstname: '',
    accountLastname: '',
    accountUser: account.accountNo,
    accountEmail: '',
  };
}

export type SignInOutcome = { ok: true; user: SessionUser } | { ok: false; message: string };

/** An answer lacking 'success' shows the server's first message (spec 000 §8). */
export function signInOutcome(response: AccountSignInResponse): SignInOutcome {
  const account = response.accounts.accounts[0];
  if (isSuccess(response.errors) && account) return { ok: true, user: toSessionUser(account) };
  return {
    ok: false,
    message: firstErrorMessage(response.errors) || SIGN_IN_MESSAGES.networkFailure,
  };
}

/** A refused sign-in shows the server's first message; a network failure 'Invalid login details'. */
export function signInFailureMessage(error: unknown): string {
  return serverMessage(error) ?? SIGN_IN_MESSAGES.networkFailure;
}
