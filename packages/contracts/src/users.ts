import { z } from 'zod';
import { apiErrorsSchema } from './api-errors.ts';
import { transferFactsSchema } from './d2d.ts';
import { ID_TYPES, LICENCE_CODES, TITLES } from './enumerations.ts';
import { OTP_LENGTH, PROFILE_MESSAGES, USER_MESSAGES } from './users-rules.ts';
import {
  hasVisibleText,
  isEmail,
  isUsableText,
  UNUSABLE_CHARACTER_PROBLEM,
  unusableCharacterMessage,
} from './validators.ts';

export { ID_TYPES, LICENCE_CODES, TITLES } from './enumerations.ts';
export {
  OTP_LENGTH,
  PENDING_PROFILE_HOURS,
  PROFILE_MESSAGES,
  USER_MESSAGES,
} from './users-rules.ts';

/**
 * A one-line text of at most `max` characters, trimmed, holding no control or bidi character
 * (else refused with `unusable`).
 */
const text = (max: number, unusable = UNUSABLE_CHARACTER_PROBLEM) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => isUsableText(value), unusable);
/**
 * A name: at least `min` characters, something visible (not only format characters), and no
 * control or bidi character: 'First name holds a character that cannot be used.'
 */
const nameText = (min: number, message: string, label: string) =>
  z
    .string()
    .trim()
    .max(100)
    .min(min, message)
    .refine(hasVisibleText, message)
    .refine((value) => isUsableText(value), unusableCharacterMessage(label));

/** An e-mail address as the key of a profile: trimmed, lower-cased. */
export const userEmailSchema = z.string().trim().toLowerCase().refine(isEmail, USER_MESSAGES.email);

/** International format, the calling code optionally followed by a dash: `+27-821234567`. */
const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}-?\d{5,14}$/, USER_MESSAGES.phone);

const passwordSchema = z.string().min(8, USER_MESSAGES.passwordLength).max(128);

function checkIdNumber(idType: string, idNumber: string, path: string, ctx: z.RefinementCtx): void {
  if (idType === 'PASS') {
    if (idNumber === '')
      ctx.addIssue({ code: 'custom', message: USER_MESSAGES.passportRequired, path: [path] });
    else if (!/^[A-Za-z0-9]+$/.test(idNumber))
      ctx.addIssue({
        code: 'custom',
        message: 'Please enter a valid Passport number.',
        path: [path],
      });
  } else if (!/^\d+$/.test(idNumber))
    ctx.addIssue({ code: 'custom', message: USER_MESSAGES.idNumberNumeric, path: [path] });
  else if (idNumber.length !== 13)
    ctx.addIssue({ code: 'custom', message: USER_MESSAGES.idNumber13, path: [path] });
}

/** POST /api/auth/register – the step-1 payload of /register-account (spec 001 §3). */
export const registerRequestSchema = z
  .object({
    licenceCode: z.union([z.enum(LICENCE_CODES), z.literal('')]).default(''),
    driversLicenceNumber: z
      .string()
      .trim()
      .regex(/^([A-Z0-9]{6,15})?$/, USER_MESSAGES.licenceNumber)
      .default(''),
    Title: z.enum(TITLES, USER_MESSAGES.title),
    IDType: z.enum(ID_TYPES),
    Password: passwordSchema,
    PasswordConfirmation: z.string().max(128),
    TermsConditions: z.literal(true, USER_MESSAGES.terms),
    FirstName: nameText(2, USER_MESSAGES.firstNameLength, 'First name'),
    LastName: nameText(1, USER_MESSAGES.lastName, 'Last name'),
    IDPassportNumber: text(30),
    phoneNoCountry: text(8).default(''),
    ContactNumber: phoneSchema,
    EmailAddress: userEmailSchema,
    EmailAddressConfirmation: userEmailSchema,
    userType: z.literal('Registered').default('Registered'),
    accounts: z
      .array(z.object({ accountNumber: text(20) }))
      .max(5)
      .default([]),
  })
  .superRefine((value, ctx) => {
    checkIdNumber(value.IDType, value.IDPassportNumber, 'IDPassportNumber', ctx);
    if (value.EmailAddress !== value.EmailAddressConfirmation)
      ctx.addIssue({
        code: 'custom',
        message: USER_MESSAGES.emailsMatch,
        path: ['EmailAddressConfirmation'],
      });
    if (value.Password !== value.PasswordConfirmation)
      ctx.addIssue({
        code: 'custom',
        message: USER_MESSAGES.passwordsMatch,
        path: ['PasswordConfirmation'],
      });
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The answer to register and update: the registration token the next steps send back. */
export const registerResponseSchema = z.object({ errors: apiErrorsSchema, token: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** The home and billing address of a profile (spec 001 §3, registration step 2). */
export const profileAddressSchema = z.object({
  unitNumber: text(50).default(''),
  buildingComplexName: text(100).default(''),
  streetNumber: text(20).default(''),
  streetName: text(150).default(''),
  suburb: text(100).default(''),
  city: text(100).default(''),
  province: text(50).default(''),
  postCode: text(20).default(''),
  addressCountry: text(60).default(''),
  billingAddress1: text(200).default(''),
  billingAddress2: text(200).default(''),
  billingAddress3: text(200).default(''),
  billingPostCode: text(20).default(''),
  billingCountry: text(60).default(''),
});
export type ProfileAddress = z.infer<typeof profileAddressSchema>;

/**
 * PUT /api/auth/update/{email} – the step-2 update payload (spec 001 §3); the fixed fields the
 * site sends beside these (Action, errorMessage, apiToken, …) are accepted and ignored.
 */
export const profileUpdateRequestSchema = profileAddressSchema
  .extend({
    token: text(200).min(1, USER_MESSAGES.invalidToken),
    title: z.enum(TITLES, USER_MESSAGES.title),
    firstName: nameText(2, USER_MESSAGES.firstNameLength, 'First name'),
    lastName: nameText(1, USER_MESSAGES.lastName, 'Last name'),
    idType: z.enum(ID_TYPES),
    idPassportNumber: text(30),
    driversLicenceNumber: z
      .string()
      .trim()
      .regex(/^([A-Z0-9]{6,15})?$/, USER_MESSAGES.licenceNumber)
      .default(''),
    licenceCode: z.union([z.enum(LICENCE_CODES), z.literal('')]).default(''),
    contactNumber: phoneSchema,
    /** The contact number's country as step 1 now has it (ours; the spec's payload lacks it). */
    phoneNoCountry: text(8).optional(),
  })
  .superRefine((value, ctx) => {
    checkIdNumber(value.idType, value.idPassportNumber, 'idPassportNumber', ctx);
  });
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

export const emailParamsSchema = z.object({ email: userEmailSchema });

/** POST /api/auth/verify-account/{email} (spec 001 §7); token and device are not used. */
export const verifyAccountRequestSchema = z.object({
  contactNumber: text(30).default(''),
  deviceId: text(200).default(''),
  token: text(200).default(''),
  userType: text(30).default(''),
});

/** POST /api/auth/verify-otp/{email} (spec 001 §5, §7). */
export const verifyOtpRequestSchema = z.object({
  token: text(200).default(''),
  deviceId: text(200).default(''),
  userType: text(30).default(''),
  otp: z
    .string()
    .trim()
    .min(1, USER_MESSAGES.otpMin)
    .max(OTP_LENGTH, USER_MESSAGES.otpMax)
    .regex(/^\d+$/, USER_MESSAGES.otpInvalid),
});

/** The action list of verify-account (`SENDOTP`) and verify-otp (`VERIFYOTP`). */
export const authActionResponseSchema = z.object({
  errors: apiErrorsSchema,
  action: z.array(z.enum(['SENDOTP', 'VERIFYOTP'])),
});
export type AuthActionResponse = z.infer<typeof authActionResponseSchema>;

/** POST /api/web/user/send-external-login (spec 000 §7). */
export const externalLoginRequestSchema = z.object({
  loginDetails: z.object({
    loginEmail: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, USER_MESSAGES.loginEmail)
      .refine(isEmail, USER_MESSAGES.email),
    loginPassword: z.string().min(1, USER_MESSAGES.loginPassword).max(128),
  }),
});
export type ExternalLoginRequest = z.input<typeof externalLoginRequestSchema>;

/** The session user of a signed-in individual (spec 000 §3, spec 001 §3), type I. */
export const sessionUserSchema = z.object({
  accountName: z.string(),
  accountEmail: z.string(),
  accountNo: z.null(),
  accountType: z.literal('I'),
  accountUser: z.string(),
  accountFirstname: z.string(),
  accountLastname: z.string(),
});
export type IndividualSessionUser = z.infer<typeof sessionUserSchema>;

/** The sign-in answer: the envelope, an empty `error`, and the session user's fields. */
export const externalLoginResponseSchema = sessionUserSchema.extend({
  errors: apiErrorsSchema,
  error: z.literal(''),
  /** The same person under the names spec 000 §7 reads. */
  sessionUserFirstname: z.string(),
  sessionUserLastname: z.string(),
  sessionUserId: z.string(),
  sessionUserEmail: z.string(),
});
export type ExternalLoginResponse = z.infer<typeof externalLoginResponseSchema>;

/** POST /api/web/user/register-external-user – the REGISTER dialog (spec 000 §3, §5). */
export const registerExternalUserRequestSchema = z.object({
  registerDetails: z
    .object({
      registerIDType: z.enum(ID_TYPES, USER_MESSAGES.idType),
      registerID: z.string().trim().max(30).regex(/^\w+$/, USER_MESSAGES.idNumber),
      registerFirstname: nameText(1, USER_MESSAGES.firstName, 'First name'),
      registerLastname: nameText(1, USER_MESSAGES.lastName, 'Last name'),
      registerEmail: userEmailSchema,
      registerPassword: z
        .string()
        .min(1, USER_MESSAGES.password)
        .min(8, USER_MESSAGES.passwordLength)
        .max(128),
      registerRePassword: z.string().max(128),
      registerMarketing: z.boolean().default(false),
      consent: z.literal(true, USER_MESSAGES.registerConsent),
    })
    .superRefine((value, ctx) => {
      if (value.registerIDType === 'SAID' && !/^\d{13}$/.test(value.registerID))
        ctx.addIssue({ code: 'custom', message: USER_MESSAGES.saId, path: ['registerID'] });
      if (value.registerPassword !== value.registerRePassword)
        ctx.addIssue({
          code: 'custom',
          message: USER_MESSAGES.passwordsDoNotMatch,
          path: ['registerRePassword'],
        });
    }),
  /** The site's host, sent by the site; links are always built from the server's own address. */
  host: z.string().max(200).optional(),
});
export type RegisterExternalUserRequest = z.input<typeof registerExternalUserRequestSchema>;

export const successResponseSchema = z.object({
  errors: apiErrorsSchema,
  success: z.literal(true),
});

/** A secret part of an e-mailed link. */
const linkPart = z.string().trim().min(1).max(200);

/** POST /api/web/user/activate-external-user-account – the parts of `/login/{validHash}/{validCode}`. */
export const activateRequestSchema = z.object({
  params: z.object({ validHash: linkPart, validCode: linkPart }),
});
export type ActivateRequest = z.input<typeof activateRequestSchema>;

/** `valid`: the address (activation done, or activation e-mail sent); empty when the link is expired or used. */
export const validResponseSchema = z.object({ errors: apiErrorsSchema, valid: z.string() });
export type ValidResponse = z.infer<typeof validResponseSchema>;

/** POST /api/web/user/resend-activation-email (spec 000 §7); the password is not needed. */
export const resendActivationRequestSchema = z.object({
  loginDetails: z.object({
    loginEmail: userEmailSchema,
    loginPassword: z.string().max(128).optional(),
  }),
});

/** POST /api/web/user/send-external-forgot-password – the FORGOT dialog. */
export const forgotPasswordRequestSchema = z.object({
  forgotDetails: z.object({ forgotEmail: userEmailSchema }),
});

/** POST /api/web/user/send-external-password-reset – the page `/password-reset/{txtU}/{txtC}`. */
export const passwordResetRequestSchema = z.object({
  resetPasswordDetails: z
    .object({
      password: z
        .string()
        .min(1, USER_MESSAGES.newPassword)
        .min(8, USER_MESSAGES.passwordLength)
        .max(128),
      passwordConfirm: z.string().min(1, USER_MESSAGES.newPasswordConfirmation).max(128),
      txtU: linkPart,
      txtC: linkPart,
    })
    .refine((value) => value.password === value.passwordConfirm, {
      message: USER_MESSAGES.passwordsDoNotMatch,
      path: ['passwordConfirm'],
    }),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const errorTextResponseSchema = z.object({ errors: apiErrorsSchema, error: z.literal('') });

/** The profile as the server answers it (spec 001 §3 server fields). */
export const externalProfileSchema = z.object({
  user_id_type: z.string(),
  user_id_number: z.string(),
  user_title: z.string(),
  user_initials: z.string(),
  user_firstname: z.string(),
  user_lastname: z.string(),
  user_email_address: z.string(),
  user_contact_number: z.string(),
  user_receive_marketing: z.boolean(),
  /** Beside the spec's fields, for prefilling booking step 1. */
  user_licence_code: z.string(),
});
export type ExternalProfile = z.infer<typeof externalProfileSchema>;

/** POST /api/web/user/get-external-profile: `userData` is ignored, the session decides. */
export const getExternalProfileRequestSchema = z
  .object({ userData: z.unknown().optional() })
  .nullish();

export const getExternalProfileResponseSchema = externalProfileSchema.extend({
  errors: apiErrorsSchema,
  error: z.literal(''),
});

/** POST /api/web/user/update-external-profile – the My Profile form (spec 001 §3, §5). */
export const updateExternalProfileRequestSchema = z.object({
  userData: z.unknown().optional(),
  profileDetails: z
    .object({
      profileIDType: z.enum(ID_TYPES, PROFILE_MESSAGES.select('ID type')),
      profileID: text(30).min(1, PROFILE_MESSAGES.enter('ID / Passport number')),
      profileTitle: z.enum(TITLES, PROFILE_MESSAGES.select('Title')),
      profileInitials: text(10).min(1, PROFILE_MESSAGES.enter('Initials')),
      profileFirstname: text(100, unusableCharacterMessage('First name')).min(
        1,
        PROFILE_MESSAGES.enter('First name'),
      ),
      profileLastname: text(100, unusableCharacterMessage('Last name')).min(
        1,
        PROFILE_MESSAGES.enter('Last name'),
      ),
      profileEmail: z
        .string()
        .trim()
        .toLowerCase()
        .min(1, PROFILE_MESSAGES.enter('Email address'))
        .refine(isEmail, PROFILE_MESSAGES.valid('Email address')),
      profileContactNo: text(30)
        .min(1, PROFILE_MESSAGES.enter('Contact number'))
        .regex(/^\+?\d[\d -]{5,24}$/, PROFILE_MESSAGES.valid('Contact number')),
      profileOldPassword: z.string().max(128).default(''),
      profilePassword: z.string().max(128).default(''),
      profileMarketing: z.boolean().default(false),
    })
    .superRefine((value, ctx) => {
      const id = value.profileID;
      const idValid =
        value.profileIDType === 'SAID' ? /^\d{13}$/.test(id) : /^[A-Za-z0-9]+$/.test(id);
      if (id !== '' && !idValid)
        ctx.addIssue({
          code: 'custom',
          message: PROFILE_MESSAGES.valid('ID / Passport number'),
          path: ['profileID'],
        });
      if ((value.profileOldPassword === '') !== (value.profilePassword === ''))
        ctx.addIssue({
          code: 'custom',
          message: PROFILE_MESSAGES.passwords,
          path: ['profilePassword'],
        });
      else if (value.profilePassword !== '' && value.profilePassword.length < 8)
        ctx.addIssue({
          code: 'custom',
          message: USER_MESSAGES.passwordLength,
          path: ['profilePassword'],
        });
    }),
});
export type UpdateExternalProfileRequest = z.input<typeof updateExternalProfileRequestSchema>;

export const updateExternalProfileResponseSchema = z.object({
  errors: apiErrorsSchema,
  success: z.string(),
});

/** The most a profile lists of its reservations or of its quotes (spec 001 §9). */
export const PROFILE_LIST_LIMIT = 10;

/** GET /api/Booking/user/{email}: the signed-in individual's latest reservations, newest first. */
export const userBookingSchema = z.object({
  reservationNumber: z.string(),
  quoteNumber: z.string(),
  status: z.enum(['CONFIRMED', 'OPEN', 'CANCELLED']),
  vehicleGroup: z.string(),
  pickUpBranch: z.string(),
  pickUpDateTime: z.string(),
  dropOffBranch: z.string(),
  dropOffDateTime: z.string(),
  dateCreated: z.string(),
  reservationEmail: z.string(),
  /**
   * A Door2Door transfer's trip (its branches are the hub, its drop-off time the vehicle's
   * return, not the customer's); null or absent for a car rental.
   */
  transfer: transferFactsSchema.nullable().optional(),
});
export const userBookingsResponseSchema = z.object({
  errors: apiErrorsSchema,
  bookings: z.array(userBookingSchema),
});
export type UserBookingsResponse = z.infer<typeof userBookingsResponseSchema>;

/**
 * GET /api/Quote/user/{email}: the signed-in individual's latest saved quotes, newest first.
 * `status` is QUOTE while it can be confirmed, EXPIRED after its validity, CONFIRMED once booked.
 */
export const userQuoteSchema = z.object({
  quoteNumber: z.string(),
  status: z.enum(['QUOTE', 'EXPIRED', 'CONFIRMED']),
  reservationNumber: z.string(),
  vehicleGroup: z.string(),
  requestedPickUpBranch: z.string(),
  pickUpDateTime: z.string(),
  dropOffBranch: z.string(),
  dropOffDateTime: z.string(),
  dateCreated: z.string(),
  expiresAt: z.string(),
  accountType: z.enum(['I', 'C', 'T']),
  emailAddress: z.string(),
  products: z.array(z.object({ productCode: z.string(), quantity: z.number() })),
  /** A saved Door2Door quote's trip (its branches are the hub); null or absent for a car quote. */
  transfer: transferFactsSchema.nullable().optional(),
});
export const userQuotesResponseSchema = z.object({
  errors: apiErrorsSchema,
  quotes: z.array(userQuoteSchema),
});
export type UserQuotesResponse = z.infer<typeof userQuotesResponseSchema>;
