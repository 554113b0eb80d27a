import { isOfThisJourneySession } from '@/lib/journey/journey-session.ts';
import type { ProfileUpdatePayload } from './address-form.ts';

/** What registration step 2 hands to /otp (spec 001 §4): e-mail, token, update payload, phone. */
export interface OtpState {
  email: string;
  token: string;
  payload: ProfileUpdatePayload;
  phoneNumber: string;
}

/**
 * The navigation state of /otp when it came from registration in this tab's session (not before a
 * Logout, whose Back would show the last person's e-mail), else null.
 */
export function otpStateOf(state: unknown): OtpState | null {
  if (!isOfThisJourneySession(state)) return null;
  const candidate = state as Partial<OtpState>;
  return typeof candidate.email === 'string' &&
    typeof candidate.token === 'string' &&
    typeof candidate.phoneNumber === 'string' &&
    typeof candidate.payload === 'object' &&
    candidate.payload !== null
    ? (candidate as OtpState)
    : null;
}
