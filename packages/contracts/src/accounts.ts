import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import { PIN_MAX_LENGTH } from './constants.ts';
import { signInLockedMessage } from './messages.ts';

/** How long five failed PINs lock an account number or group code (decision record 0009). */
export const ACCOUNT_LOCK_MINUTES = 15;

/** Sign-in messages of the CORPTOUR dialog (spec 000 §5, §8). */
export const SIGN_IN_MESSAGES = {
  accountNumber: 'Please enter your Account number.',
  pin: 'Pin number.',
  groupCode: 'Customer group code',
  groupPin: 'Customer group pin no',
  networkFailure: 'Invalid login details',
  wrongCredentials: 'Invalid login details. Please check your account number and pin.',
  wrongGroupCredentials: 'Invalid login details. Please check your customer group code and pin.',
  tooManyAttempts: signInLockedMessage('account', ACCOUNT_LOCK_MINUTES),
} as const;

const pinSchema = (message: string) => z.string().trim().min(1, message).max(PIN_MAX_LENGTH);

/**
 * POST /api/Customer/accounts – corporate (C) or tour (T) sign-in with account number and pin,
 * or a customer group's code and pin (the group signs in as corporate).
 */
export const accountSignInRequestSchema = z.union([
  z.object({
    accountType: z.enum(['C', 'T']),
    accountNo: z.string().trim().toUpperCase().min(1, SIGN_IN_MESSAGES.accountNumber).max(20),
    pin: pinSchema(SIGN_IN_MESSAGES.pin),
  }),
  z.object({
    accountType: z.literal('C'),
    customerGroupCode: z.string().trim().toUpperCase().min(1, SIGN_IN_MESSAGES.groupCode).max(20),
    customerGroupPin: pinSchema(SIGN_IN_MESSAGES.groupPin),
  }),
]);
export type AccountSignInRequest = z.input<typeof accountSignInRequestSchema>;

export const signedInAccountSchema = z.object({
  accountName: z.string(),
  accountNo: z.string(),
  accountType: z.enum(['C', 'T']),
  accountEmail: z.string(),
});
export type SignedInAccount = z.infer<typeof signedInAccountSchema>;

export const accountSignInResponseSchema = z.object({
  errors: apiErrorsSchema,
  accounts: z.object({ accounts: z.array(signedInAccountSchema) }),
});
export type AccountSignInResponse = z.infer<typeof accountSignInResponseSchema>;

/** The session user kept in session storage (spec 000 §3). */
export interface SessionUser {
  accountName: string;
  accountNo: string | null;
  accountType: 'I' | 'C' | 'T';
  accountFirstname: string;
  accountLastname: string;
  accountUser: string;
  accountEmail: string;
}
