/*
 * The online profile's messages and e-mail check without zod, so that the site's sign-in pages
 * can use them without loading zod on their first page (decision record 0018); `users.ts`
 * re-exports them.
 */

/** Messages of the individual's online profile (spec 001 §5, §8; spec 000 §5). */
export const USER_MESSAGES = {
  idNumber13: 'ID number must be exactly 13 digits',
  idNumberNumeric: 'ID number must be numeric and exactly 13 digits',
  passportRequired: 'Passport number is required',
  firstNameLength: 'First name must be at least two characters long!',
  lastName: 'Please enter your Last name.',
  title: 'Please select Title.',
  phone: 'Invalid phone number',
  email: 'Please enter a valid  Email address.',
  emailsMatch: 'Please enter matching emails',
  licenceNumber: 'Please enter a valid Driver licence number.',
  passwordLength: 'Password must be at least 8 characters.',
  passwordsMatch: 'Please enter matching passwords',
  terms: 'You must agree to terms and conditions to proceed.',
  otpMin: 'OTP must be at least 1 digits.',
  otpMax: 'OTP must be at most 4 digits.',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpExpired: 'The OTP has expired. Please request a new OTP.',
  otpTooManyAttempts: 'Too many incorrect OTP attempts. Please request a new OTP.',
  registrationFailed: 'Registration failed. Please try again.',
  invalidToken: 'Your registration session has expired. Please register again.',
  loginEmail: 'Please enter your Email address.',
  loginPassword: 'Please enter your Password.',
  wrongLogin: 'Invalid login details. Please check your email address and password.',
  notActivated:
    'Your online profile has not been activated. Please use the link in your activation email.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  idType: 'Please select ID type.',
  idNumber: 'Please enter a valid ID / Passport number.',
  saId: 'Please enter a valid South African ID number (13 digits).',
  firstName: 'Please enter your First name.',
  password: 'Please enter your Password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  registerConsent: 'Please confirm you have read and accept the Website Terms and Conditions.',
  activationSent: (email: string) => `Your activation email has been sent to ${email}`,
  activated: 'Your account has been successfully activated!',
  activationExpired: 'Activation link has expired. Please create a new online profile.',
  newPassword: 'Please enter New password.',
  newPasswordConfirmation: 'Please enter New password confirmation.',
  passwordChanged: 'Your password has been successfully changed.',
  resetLinkExpired:
    'This password reset link has expired or has already been used. Please request a new one.',
} as const;

/**
 * How long a pending profile holds its e-mail from another registration (decision record 0038),
 * and so how long its registration token and first activation link work: the hours it has to
 * finish its registration are the hours nobody else can start one for that e-mail.
 */
export const PENDING_PROFILE_HOURS = 48;

/** Four digits: the one-time code sent to verify a new profile. */
export const OTP_LENGTH = 4;

/** Messages of the profile page's form (spec 001 §5, §8). */
export const PROFILE_MESSAGES = {
  select: (field: string) => `Please select ${field}.`,
  enter: (field: string) => `Please enter your ${field}.`,
  valid: (field: string) => `Please enter a valid ${field}.`,
  passwords: 'Please enter Current password and New password.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  emailFixed: 'The email address of an online profile cannot be changed here.',
  updated: 'Your profile has been successfully updated.',
  signInRequired: 'Please sign in to your online profile.',
  notYours: 'You can only see the quotes and reservations of your own online profile.',
} as const;
