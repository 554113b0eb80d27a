import type { AuthActionResponse } from '@bluu/contracts/users';
import { http } from '@/lib/http-client.ts';
import type { ProfileUpdatePayload } from '@/features/registration/utils/address-form.ts';
import type { RegisterPayload } from '@/features/registration/utils/registration-form.ts';

const users = () => import('@bluu/contracts/users');

const path = (email: string) => encodeURIComponent(email.trim().toLowerCase());

/** Registration step 1: a pending profile; answers the token the next steps send back. */
export function register(request: RegisterPayload): Promise<{ token: string }> {
  return http.post('/api/auth/register', request, () =>
    users().then((module) => module.registerResponseSchema),
  );
}

/** Registration step 2 (and again after the OTP): the details and address, with the token. */
export function updateProfile(
  email: string,
  payload: ProfileUpdatePayload,
): Promise<{ token: string }> {
  return http.put(`/api/auth/update/${path(email)}`, payload, () =>
    users().then((module) => module.registerResponseSchema),
  );
}

/** Asks for the OTP (sent by e-mail); the answer's actions hold SENDOTP. */
export function verifyAccount(email: string, contactNumber: string): Promise<AuthActionResponse> {
  return http.post(
    `/api/auth/verify-account/${path(email)}`,
    { contactNumber, deviceId: '', token: '', userType: '' },
    () => users().then((module) => module.authActionResponseSchema),
  );
}

/** Checks the OTP; the answer's actions hold VERIFYOTP when it was right. */
export function verifyOtp(email: string, token: string, otp: string): Promise<AuthActionResponse> {
  return http.post(
    `/api/auth/verify-otp/${path(email)}`,
    { token, deviceId: '', userType: 'Registered', otp },
    () => users().then((module) => module.authActionResponseSchema),
  );
}
