import { errorResponseSchema, SUCCESS } from '@bluu/contracts/api-errors';
import {
  activateRequestSchema,
  authActionResponseSchema,
  errorTextResponseSchema,
  forgotPasswordRequestSchema,
  getExternalProfileRequestSchema,
  getExternalProfileResponseSchema,
  PROFILE_MESSAGES,
  updateExternalProfileRequestSchema,
  updateExternalProfileResponseSchema,
  userBookingsResponseSchema,
  userQuotesResponseSchema,
  passwordResetRequestSchema,
  registerExternalUserRequestSchema,
  resendActivationRequestSchema,
  successResponseSchema,
  validResponseSchema,
  emailParamsSchema,
  externalLoginRequestSchema,
  externalLoginResponseSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  verifyAccountRequestSchema,
  verifyOtpRequestSchema,
} from '@bluu/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sessions } from '../../plugins/session.ts';
import { sessionUserOf, type UserService } from './users.service.ts';

/** Per client: the sign-in, registration, OTP, forgot and resend calls. */
const PER_CLIENT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  410: errorResponseSchema,
  429: errorResponseSchema,
};

/** The individual's online profile: the auth API of /register-account and the web-logs calls. */
export function userRoutes(users: UserService, sessions: Sessions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/register',
      {
        config: { ...PER_CLIENT, refusesByField: true },
        schema: {
          tags: ['users'],
          summary:
            'Registration step 1: a pending online profile and its token; alike for any e-mail',
          body: registerRequestSchema,
          response: { 200: registerResponseSchema, ...refusals },
        },
      },
      async (request) => ({ errors: SUCCESS, ...(await users.register(request.body)) }),
    );

    app.put(
      '/api/auth/update/:email',
      {
        config: { ...PER_CLIENT, refusesByField: true },
        schema: {
          tags: ['users'],
          summary: 'Registration step 2: the profile details and address, with the token',
          params: emailParamsSchema,
          body: profileUpdateRequestSchema,
          response: { 200: registerResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        errors: SUCCESS,
        ...(await users.updateWithToken(request.params.email, request.body)),
      }),
    );

    app.post(
      '/api/auth/verify-account/:email',
      {
        config: PER_CLIENT,
        schema: {
          tags: ['users'],
          summary: 'E-mails a 4-digit OTP to a pending profile; answers the action SENDOTP',
          params: emailParamsSchema,
          body: verifyAccountRequestSchema,
          response: { 200: authActionResponseSchema, ...refusals },
        },
      },
      async (request) => {
        await users.sendOtp(request.params.email);
        return { errors: SUCCESS, action: ['SENDOTP' as const] };
      },
    );

    app.post(
      '/api/auth/verify-otp/:email',
      {
        config: PER_CLIENT,
        schema: {
          tags: ['users'],
          summary: 'Checks the OTP and activates the profile; answers the action VERIFYOTP',
          params: emailParamsSchema,
          body: verifyOtpRequestSchema,
          response: { 200: authActionResponseSchema, ...refusals },
        },
      },
      async (request) => {
        await users.verifyOtp(request.params.email, request.body.otp);
        return { errors: SUCCESS, action: ['VERIFYOTP' as const] };
      },
    );

    app.post(
      '/api/web/user/send-external-login',
      {
        config: PER_CLIENT,
        schema: {
          tags: ['users'],
          summary: "An individual's sign-in; starts a session and answers the session user",
          body: externalLoginRequestSchema,
          response: { 200: externalLoginResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const { loginEmail, loginPassword } = request.body.loginDetails;
        const user = await users.signIn(loginEmail, loginPassword);
        await sessions.startUser(reply, user.id);
        return { errors: SUCCESS, error: '' as const, ...sessionUserOf(user) };
      },
    );

    app.get(
      '/api/Booking/user/:email',
      {
        schema: {
          tags: ['users'],
          summary: "The signed-in individual's latest 10 reservations; only for their own e-mail",
          params: emailParamsSchema,
          response: { 200: userBookingsResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        errors: SUCCESS,
        bookings: await users.latestBookings(request.user, request.params.email),
      }),
    );

    app.get(
      '/api/Quote/user/:email',
      {
        schema: {
          tags: ['users'],
          summary: "The signed-in individual's latest 10 saved quotes; only for their own e-mail",
          params: emailParamsSchema,
          response: { 200: userQuotesResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        errors: SUCCESS,
        quotes: await users.latestQuotes(request.user, request.params.email),
      }),
    );

    app.post(
      '/api/web/user/get-external-profile',
      {
        schema: {
          tags: ['users'],
          summary: "The signed-in individual's profile (a userData in the body is ignored)",
          body: getExternalProfileRequestSchema,
          response: { 200: getExternalProfileResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        errors: SUCCESS,
        error: '' as const,
        ...(await users.getProfile(request.user)),
      }),
    );

    app.post(
      '/api/web/user/update-external-profile',
      {
        config: PER_CLIENT,
        schema: {
          tags: ['users'],
          summary:
            "Updates the signed-in individual's profile; a new password needs the current one",
          body: updateExternalProfileRequestSchema,
          response: { 200: updateExternalProfileResponseSchema, ...refusals },
        },
      },
      async (request) => {
        await users.updateProfile(
          request.user,
          request.body.profileDetails,
          sessions.tokenHashOf(request),
        );
        return { errors: SUCCESS, success: PROFILE_MESSAGES.updated };
      },
    );

    app.post(
      '/api/web/user/register-external-user',
      {
        config: PER_CLIENT,
        schema: {
          tags: ['users'],
          summary:
            'The REGISTER dialog: a pending profile; e-mails a link (48 h); alike for any e-mail',
          body: registerExternalUserRequestSchema,
          response: { 200: successResponseSchema, ...refusals },
        },
      },
      async (request) => {
        await users.registerExternal(request.body.registerDetails);
        return { errors: SUCCESS, success: true as const };
      },
    );

    app.post(
      '/api/web/user/activate-external-user-account',
      {
        config: PER_CLIENT,
        schema: {
          tags: ['users'],
          summary:
            "Activates with the link's parts; valid is the address, or '' when expired or used",
          body: activateRequestSchema,
          response: { 200: validResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const { validHash, validCode } = request.body.params;
        return { errors: SUCCESS, valid: await users.activate(validHash, validCode) };
      },
    );

    app.post(
      '/api/web/user/resend-activation-email',
      {
        config: PER_CLIENT,
        schema: {
          tags: ['users'],
          summary: 'E-mails a new activation link to a pending profile; valid is the address',
          body: resendActivationRequestSchema,
          response: { 200: validResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        errors: SUCCESS,
        valid: await users.resendActivation(request.body.loginDetails.loginEmail),
      }),
    );

    app.post(
      '/api/web/user/send-external-forgot-password',
      {
        config: PER_CLIENT,
        schema: {
          tags: ['users'],
          summary: 'E-mails a password-reset link (1 h); the same answer for any address',
          body: forgotPasswordRequestSchema,
          response: { 200: validResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        errors: SUCCESS,
        valid: await users.forgotPassword(request.body.forgotDetails.forgotEmail),
      }),
    );

    app.post(
      '/api/web/user/send-external-password-reset',
      {
        config: PER_CLIENT,
        schema: {
          tags: ['users'],
          summary:
            "Sets a new password with the reset link's parts; ends the user's other sessions",
          body: passwordResetRequestSchema,
          response: { 200: errorTextResponseSchema, ...refusals },
        },
      },
      async (request) => {
        await users.resetPassword(request.body.resetPasswordDetails, sessions.tokenHashOf(request));
        return { errors: SUCCESS, error: '' as const };
      },
    );
  };
}
