import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { signInLockedMessage } from '@bluu/contracts/messages';
import { toLocalDateTime } from '@bluu/contracts/time';
import {
  PROFILE_LIST_LIMIT,
  PROFILE_MESSAGES,
  OTP_LENGTH,
  PENDING_PROFILE_HOURS,
  USER_MESSAGES,
  type ProfileUpdateRequest,
  type RegisterRequest,
} from '@bluu/contracts/users';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../errors.ts';
import type {
  passwordResetRequestSchema,
  profileUpdateRequestSchema,
  updateExternalProfileRequestSchema,
  registerExternalUserRequestSchema,
  registerRequestSchema,
} from '@bluu/contracts/users';
import { reservationStatus } from '../bookings/reservation.ts';
import { transferFactsOf } from '../d2d/transfer-facts.ts';
import type { LimitRule } from '../shared-state/limiter.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import type { NotificationChannel } from './notification-channel.ts';
import { decoyToken, isDecoyToken, registrationToken } from './registration-token.ts';
import type { NewUser, SessionUserRecord, UserRepository, UserRow } from './users.repository.ts';

/** An OTP is good for 10 minutes, once, and for at most 5 tries. */
export const OTP_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** The registration token of /register works as long as its pending profile holds the e-mail. */
const REGISTRATION_TOKEN_HOURS = PENDING_PROFILE_HOURS;
/** Per e-mail: sign-in failures, registrations and OTP sends allowed in the window. */
const PER_EMAIL_LIMIT = 5;
const PER_EMAIL_WINDOW_MS = 15 * 60_000;

type Register = z.output<typeof registerRequestSchema>;
type ProfileUpdate = z.output<typeof profileUpdateRequestSchema>;
export type { ProfileUpdateRequest, RegisterRequest };

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The initials a profile gets from its first name: `initialsOf('naledi') === 'N'`. */
function initialsOf(firstName: string): string {
  return firstName.slice(0, 1).toUpperCase();
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A per-e-mail limit (shared by the servers when Redis is set). Password and OTP guesses are
 * refused while the shared store is out of reach; the other limits then let requests through.
 */
function perEmail(name: string, whenStoreDown: LimitRule['whenStoreDown']): LimitRule {
  return {
    name,
    limit: PER_EMAIL_LIMIT,
    windowMs: PER_EMAIL_WINDOW_MS,
    whenStoreDown,
    memoryMax: 10_000,
  };
}

export interface UserServiceOptions {
  users: UserRepository;
  channel: NotificationChannel;
  clock: Clock;
  /** The site's address; e-mailed links are built from it, never from a request. */
  publicUrl: string;
  shared: SharedState;
}

/**
 * Activation links are good for 48 hours (as long as a pending profile holds its e-mail), reset
 * links for 1 hour; both once.
 */
export const ACTIVATION_HOURS = PENDING_PROFILE_HOURS;
export const RESET_HOURS = 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The creation time from which a pending profile still holds its e-mail at `now` (decision record
 * 0038): one made at or before it is replaced by the next registration of that e-mail.
 */
function pendingHoldSince(now: Date): Date {
  return new Date(now.getTime() - PENDING_PROFILE_HOURS * 3_600_000);
}

/** A pending profile still within its PENDING_PROFILE_HOURS, not yet replaceable by another. */
function isHeldPending(user: UserRow, now: Date): boolean {
  return user.status === 'PENDING' && user.createdAt > pendingHoldSince(now);
}

type ExternalRegistration = z.output<typeof registerExternalUserRequestSchema>['registerDetails'];
type PasswordReset = z.output<typeof passwordResetRequestSchema>['resetPasswordDetails'];
type ProfileDetails = z.output<typeof updateExternalProfileRequestSchema>['profileDetails'];

export function createUserService({
  users,
  channel,
  clock,
  publicUrl,
  shared,
}: UserServiceOptions) {
  const site = publicUrl.replace(/\/$/, '');
  const resends = shared.limiter(perEmail('user-resend-activation', 'open'));
  const forgotten = shared.limiter(perEmail('user-forgot-password', 'open'));

  /**
   * Issues a link code: `{ id, secret }`, the table keeping only the secret's SHA-256. Earlier
   * links of the purpose stop working unless `keepEarlier`.
   */
  async function issueLink(
    userId: string,
    purpose: 'ACTIVATION' | 'RESET',
    hours: number,
    options: { keepEarlier?: boolean } = {},
  ) {
    const secret = randomBytes(32).toString('base64url');
    const now = clock();
    const id = await users.issueCode(
      userId,
      purpose,
      sha256(secret),
      now,
      new Date(now.getTime() + hours * 3_600_000),
      options,
    );
    return { id, secret };
  }

  /** Uses a link code once; the user id, or undefined when unknown, wrong, expired or used. */
  async function useLink(
    id: string,
    secret: string,
    purpose: 'ACTIVATION' | 'RESET',
  ): Promise<string | undefined> {
    if (!UUID.test(id)) return undefined;
    const code = await users.findCode(id, purpose);
    if (!code || code.usedAt || code.expiresAt <= clock()) return undefined;
    if (!sameText(code.codeHash, sha256(secret))) return undefined;
    return (await users.useCode(code.id, clock())) ? code.userId : undefined;
  }

  async function sendActivation(user: UserRow, options: { keepEarlier?: boolean } = {}) {
    const { id, secret } = await issueLink(user.id, 'ACTIVATION', ACTIVATION_HOURS, options);
    await channel.sendLink(user, {
      kind: 'user-activation',
      subject: 'Activate your online profile',
      intro: `Thank you for creating an online profile. Please activate it within ${ACTIVATION_HOURS} hours with the link below.`,
      label: 'Activate my online profile',
      href: `${site}/login/${id}/${secret}`,
    });
  }

  // Unknown e-mails are checked against this hash too, so timing does not tell them apart.
  const dummyHash = hash('not-a-real-password-0000');
  const signInFailures = shared.limiter(perEmail('user-sign-in', 'closed'));
  const registrations = shared.limiter(perEmail('user-registration', 'open'));
  const otpSends = shared.limiter(perEmail('user-otp-send', 'closed'));

  async function signedIn(sessionUser: SessionUserRecord | null): Promise<UserRow> {
    const user = sessionUser ? await users.findById(sessionUser.id) : undefined;
    if (!user) throw new DomainError('USER_SIGN_IN_REQUIRED', PROFILE_MESSAGES.signInRequired);
    return user;
  }

  /** The signed-in user, when `email` is theirs; another e-mail is refused. */
  async function ownEmail(sessionUser: SessionUserRecord | null, email: string) {
    const user = await signedIn(sessionUser);
    if (user.email !== email) throw new DomainError('FORBIDDEN', PROFILE_MESSAGES.notYours);
    return user;
  }

  function tooMany(): never {
    throw new DomainError('TOO_MANY_ATTEMPTS', USER_MESSAGES.tooManyAttempts);
  }

  /** Five failed passwords lock the e-mail's sign-in; the message says for how long. */
  function signInLocked(): never {
    throw new DomainError(
      'TOO_MANY_ATTEMPTS',
      signInLockedMessage('e-mail address', PER_EMAIL_WINDOW_MS / 60_000),
    );
  }

  /**
   * What a registration token lets its holder do: change the profile (the token /register
   * answered for a new profile), or nothing (a decoy, answered for an e-mail that had one).
   * Anything else is refused alike, whether or not the e-mail has a profile.
   */
  async function tokenHolderOf(email: string, token: string): Promise<UserRow | 'decoy'> {
    const user = await users.findByEmail(email);
    const now = clock();
    const genuine =
      user?.registrationTokenHash &&
      user.registrationTokenExpiresAt &&
      user.registrationTokenExpiresAt > now &&
      sameText(user.registrationTokenHash, sha256(token));
    if (user && genuine) return user;
    if (user && isDecoyToken(user.passwordHash, email, token, now)) return 'decoy';
    throw new DomainError('INVALID_CREDENTIALS', USER_MESSAGES.invalidToken);
  }

  /**
   * Inserts a pending profile unless the e-mail already has one (active, or pending and younger
   * than PENDING_PROFILE_HOURS): then nothing is changed, and the profile that is there is
   * answered for its owner to be told by e-mail.
   */
  async function registerPending(
    profile: Omit<NewUser, 'status' | 'createdAt' | 'updatedAt'>,
  ): Promise<{ created: UserRow } | { existing: UserRow }> {
    const now = clock();
    return users.insertUnlessRegistered(
      { ...profile, status: 'PENDING', createdAt: now, updatedAt: now },
      pendingHoldSince(now),
    );
  }

  /** Tells the owner of an active profile that someone tried to register their e-mail. */
  async function sendAlreadyRegistered(user: UserRow) {
    await channel.sendLink(user, {
      kind: 'user-already-registered',
      subject: 'Someone tried to register with your email address',
      intro:
        'Someone tried to create an online profile with this email address, which already has one. Nothing has been changed.',
      label: 'Sign in to my online profile',
      href: `${site}/login`,
      closing: [
        'If you have forgotten your password, choose "Forgot your password?" on the sign-in page to set a new one.',
        'If it was not you who tried to register, you can ignore this email.',
      ],
    });
  }

  return {
    /**
     * Step 1 of /register-account: a pending profile with an argon2id password hash, and a
     * registration token for the next steps. An e-mail that already has a profile gets the same
     * answer with a decoy token, and nothing changes; an active profile's owner is told by
     * e-mail, a pending one goes on with its own OTP.
     */
    async register(request: Register): Promise<{ token: string }> {
      const email = request.EmailAddress;
      if (!(await registrations.attempt(email))) tooMany();
      const expiresAt = new Date(clock().getTime() + REGISTRATION_TOKEN_HOURS * 3_600_000);
      const token = registrationToken(expiresAt);
      const registered = await registerPending({
        email,
        passwordHash: await hash(request.Password),
        title: request.Title,
        firstName: request.FirstName,
        lastName: request.LastName,
        initials: initialsOf(request.FirstName),
        idType: request.IDType,
        idPassportNumber: request.IDPassportNumber.toUpperCase(),
        contactNumber: request.ContactNumber,
        phoneNoCountry: request.phoneNoCountry,
        licenceCode: request.licenceCode,
        driversLicenceNumber: request.driversLicenceNumber,
        registrationTokenHash: sha256(token),
        registrationTokenExpiresAt: expiresAt,
      });
      if ('created' in registered) return { token };
      const { existing } = registered;
      if (existing.status === 'ACTIVE') await sendAlreadyRegistered(existing);
      return { token: decoyToken(existing.passwordHash, email, expiresAt) };
    },

    /**
     * Step 2 (and the update after the OTP): the profile's details, with the token of step 1.
     * The site sends step 1 once per e-mail and corrections of it with step 2 (decision record
     * 0038), so the initials follow a corrected first name while they are still the ones it
     * gave (not set otherwise since, on the profile page), and the phone country follows the
     * one sent with the contact number.
     */
    async updateWithToken(email: string, request: ProfileUpdate): Promise<{ token: string }> {
      const user = await tokenHolderOf(email, request.token);
      if (user === 'decoy') return { token: request.token };
      const {
        token: _token,
        title,
        firstName,
        lastName,
        idType,
        idPassportNumber,
        phoneNoCountry,
        ...rest
      } = request;
      const { driversLicenceNumber, licenceCode, contactNumber, ...address } = rest;
      const initialsGiven = user.initials === initialsOf(user.firstName);
      await users.update(user.id, {
        title,
        firstName,
        lastName,
        ...(initialsGiven ? { initials: initialsOf(firstName) } : {}),
        idType,
        idPassportNumber: idPassportNumber.toUpperCase(),
        driversLicenceNumber,
        licenceCode,
        contactNumber,
        ...(phoneNoCountry ? { phoneNoCountry } : {}),
        address,
        updatedAt: clock(),
      });
      return { token: request.token };
    },

    /**
     * Sends a new 4-digit OTP to a pending profile (any earlier one stops working). The answer is
     * the same for an unknown or already active e-mail, which get nothing.
     */
    async sendOtp(email: string): Promise<void> {
      if (!(await otpSends.attempt(email))) tooMany();
      const user = await users.findByEmail(email);
      if (!user || user.status !== 'PENDING') return;
      const otp = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const now = clock();
      await users.issueCode(
        user.id,
        'OTP',
        sha256(`${user.id}:${otp}`),
        now,
        new Date(now.getTime() + OTP_MINUTES * 60_000),
      );
      await channel.sendOtp(user, otp);
    },

    /**
     * Checks the OTP and activates the profile. A code is refused once expired, once used, and
     * from its 6th try on, even when right.
     */
    async verifyOtp(email: string, otp: string): Promise<void> {
      const user = await users.findByEmail(email);
      const code = user ? await users.latestCode(user.id, 'OTP') : undefined;
      if (!user || !code) throw new DomainError('CODE_EXPIRED', USER_MESSAGES.otpExpired);
      if (code.expiresAt <= clock())
        throw new DomainError('CODE_EXPIRED', USER_MESSAGES.otpExpired);
      const attempts = await users.countAttempt(code.id);
      if (attempts > OTP_MAX_ATTEMPTS)
        throw new DomainError('TOO_MANY_ATTEMPTS', USER_MESSAGES.otpTooManyAttempts);
      if (!sameText(code.codeHash, sha256(`${user.id}:${otp.padStart(OTP_LENGTH, '0')}`)))
        throw new DomainError('OTP_INVALID', USER_MESSAGES.otpInvalid);
      if (!(await users.useCode(code.id, clock())))
        throw new DomainError('CODE_EXPIRED', USER_MESSAGES.otpExpired);
      const now = clock();
      await users.update(user.id, { status: 'ACTIVE', activatedAt: now, updatedAt: now });
    },

    /**
     * The REGISTER dialog: a pending profile and an activation link by e-mail. An e-mail that
     * already has a profile gets the same answer and nothing changes: an active profile's owner
     * is told by e-mail, a pending one gets another link (its earlier links still work).
     */
    async registerExternal(details: ExternalRegistration): Promise<void> {
      const email = details.registerEmail;
      if (!(await registrations.attempt(email))) tooMany();
      const registered = await registerPending({
        email,
        passwordHash: await hash(details.registerPassword),
        title: '',
        firstName: details.registerFirstname,
        lastName: details.registerLastname,
        initials: initialsOf(details.registerFirstname),
        receiveMarketing: details.registerMarketing,
        idType: details.registerIDType,
        idPassportNumber: details.registerID.toUpperCase(),
        contactNumber: '',
        registrationTokenHash: null,
        registrationTokenExpiresAt: null,
      });
      if ('created' in registered) await sendActivation(registered.created);
      else if (registered.existing.status === 'ACTIVE')
        await sendAlreadyRegistered(registered.existing);
      else await sendActivation(registered.existing, { keepEarlier: true });
    },

    /** Activates with a link's parts; the address, or '' when the link is expired or used. */
    async activate(validHash: string, validCode: string): Promise<string> {
      const userId = await useLink(validHash, validCode, 'ACTIVATION');
      const user = userId ? await users.findById(userId) : undefined;
      if (!user) return '';
      const now = clock();
      await users.update(user.id, { status: 'ACTIVE', activatedAt: now, updatedAt: now });
      return user.email;
    },

    /**
     * A new activation link for a pending profile (earlier links stop working). Unknown and
     * active e-mails get the same answer and no mail.
     */
    async resendActivation(email: string): Promise<string> {
      if (!(await resends.attempt(email))) tooMany();
      const user = await users.findByEmail(email);
      if (user?.status === 'PENDING') await sendActivation(user);
      return email;
    },

    /** E-mails a reset link when the e-mail has a profile; the same answer either way. */
    async forgotPassword(email: string): Promise<string> {
      if (!(await forgotten.attempt(email))) tooMany();
      const user = await users.findByEmail(email);
      if (!user) return email;
      const { id, secret } = await issueLink(user.id, 'RESET', RESET_HOURS);
      await channel.sendLink(user, {
        kind: 'user-password-reset',
        subject: 'Reset your password',
        intro: `We received a request to reset the password of your online profile. The link below is valid for ${RESET_HOURS} hour and can be used once.`,
        label: 'Reset my password',
        href: `${site}/password-reset/${id}/${secret}`,
      });
      return email;
    },

    /**
     * Sets a new password with a reset link's parts (once, within the hour) and ends every
     * session of the user except `keepSessionHash` (the caller's own, if any). The mailed link
     * proves the mailbox as an activation link does, so it also activates a pending profile that
     * still holds its e-mail (one past PENDING_PROFILE_HOURS stays pending: the next registration
     * of the e-mail may replace it).
     */
    async resetPassword(details: PasswordReset, keepSessionHash?: string): Promise<void> {
      const userId = await useLink(details.txtU, details.txtC, 'RESET');
      const user = userId ? await users.findById(userId) : undefined;
      if (!user) throw new DomainError('CODE_EXPIRED', USER_MESSAGES.resetLinkExpired);
      const now = clock();
      await users.update(user.id, {
        passwordHash: await hash(details.password),
        ...(isHeldPending(user, now) ? { status: 'ACTIVE' as const, activatedAt: now } : {}),
        updatedAt: now,
      });
      await users.endSessions(user.id, keepSessionHash);
      await signInFailures.clear(user.email);
    },

    /** The latest reservations of the signed-in individual, asked for by their own e-mail. */
    async latestBookings(sessionUser: SessionUserRecord | null, email: string) {
      const user = await ownEmail(sessionUser, email);
      const rows = await users.latestReservations(user.id, PROFILE_LIST_LIMIT);
      const now = clock();
      return rows.map((row) => ({
        reservationNumber: row.reservationNumber,
        quoteNumber: row.quoteNumber ?? '',
        // As Manage Booking tells it: a confirmed rental whose pick-up has passed is on rent.
        status: reservationStatus(row, now),
        vehicleGroup: row.vehicleGroup,
        pickUpBranch: row.pickUpBranch,
        pickUpDateTime: toLocalDateTime(row.pickUpAt),
        dropOffBranch: row.dropOffBranch,
        dropOffDateTime: toLocalDateTime(row.dropOffAt),
        dateCreated: toLocalDateTime(row.createdAt),
        reservationEmail: row.renterEmail,
        // A transfer's branches are its hub and its drop-off the vehicle's return: its trip says more.
        transfer: row.d2d ? transferFactsOf(row.d2d) : null,
      }));
    },

    /**
     * The latest saved quotes of the signed-in individual, car and Door2Door together, newest
     * first, asked for by their own e-mail.
     */
    async latestQuotes(sessionUser: SessionUserRecord | null, email: string) {
      const user = await ownEmail(sessionUser, email);
      const [cars, transfers] = await Promise.all([
        users.latestQuotes(user.id, PROFILE_LIST_LIMIT),
        users.latestD2dQuotes(user.id, PROFILE_LIST_LIMIT),
      ]);
      const now = clock();
      const statusOf = (expiresAt: Date, reservationNumber: string | null) =>
        reservationNumber
          ? ('CONFIRMED' as const)
          : expiresAt <= now
            ? ('EXPIRED' as const)
            : ('QUOTE' as const);
      const listed = [
        ...cars.map(({ quote, reservationNumber }) => ({
          createdAt: quote.createdAt,
          quoteNumber: quote.quoteNumber,
          status: statusOf(quote.expiresAt, reservationNumber),
          reservationNumber: reservationNumber ?? '',
          vehicleGroup: quote.request.vehicleGroup,
          requestedPickUpBranch: quote.request.pickUpBranch,
          pickUpDateTime: quote.request.pickUpDateTime,
          dropOffBranch: quote.request.dropOffBranch,
          dropOffDateTime: quote.request.dropOffDateTime,
          dateCreated: toLocalDateTime(quote.createdAt),
          expiresAt: `${toLocalDateTime(quote.expiresAt)}:59`,
          accountType: quote.accountType,
          emailAddress: quote.email,
          products: quote.request.products.map((product) => ({
            productCode: product.productCode,
            quantity: product.quantity ?? 1,
          })),
          transfer: null,
        })),
        ...transfers.map(({ quote, reservationNumber }) => ({
          createdAt: quote.createdAt,
          quoteNumber: quote.quoteNumber,
          status: statusOf(quote.expiresAt, reservationNumber),
          reservationNumber: reservationNumber ?? '',
          vehicleGroup: quote.vehicleGroup,
          // A transfer starts and ends at its hub; its trip is in `transfer`.
          requestedPickUpBranch: quote.hubCode,
          pickUpDateTime: quote.record.request.pickUpDateTime,
          dropOffBranch: quote.hubCode,
          dropOffDateTime: quote.record.request.pickUpDateTime,
          dateCreated: toLocalDateTime(quote.createdAt),
          expiresAt: `${toLocalDateTime(quote.expiresAt)}:59`,
          accountType: quote.accountType,
          emailAddress: quote.email,
          products: quote.record.request.products.map((product) => ({
            productCode: product.productCode,
            quantity: product.quantity ?? 1,
          })),
          transfer: transferFactsOf(quote.record),
        })),
      ];
      return listed
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, PROFILE_LIST_LIMIT)
        .map(({ createdAt: _createdAt, ...quote }) => quote);
    },

    /** The signed-in individual's profile; the session alone says whose. */
    async getProfile(sessionUser: SessionUserRecord | null) {
      const user = await signedIn(sessionUser);
      return {
        user_id_type: user.idType,
        user_id_number: user.idPassportNumber,
        user_title: user.title,
        user_initials: user.initials,
        user_firstname: user.firstName,
        user_lastname: user.lastName,
        user_email_address: user.email,
        user_contact_number: user.contactNumber,
        user_receive_marketing: user.receiveMarketing,
        user_licence_code: user.licenceCode,
      };
    },

    /**
     * Updates the signed-in individual's profile. The e-mail stays; a new password needs the
     * current one and ends the user's other sessions.
     */
    async updateProfile(
      sessionUser: SessionUserRecord | null,
      details: ProfileDetails,
      keepSessionHash?: string,
    ): Promise<void> {
      const user = await signedIn(sessionUser);
      if (details.profileEmail !== user.email)
        throw new DomainError('VALIDATION', PROFILE_MESSAGES.emailFixed);
      let passwordHash: string | undefined;
      if (details.profilePassword !== '') {
        // Counted before the check (concurrent guesses cannot pass the limit), given back when right.
        if (!(await signInFailures.attempt(user.email))) signInLocked();
        if (!(await verify(user.passwordHash, details.profileOldPassword)))
          throw new DomainError('INVALID_CREDENTIALS', PROFILE_MESSAGES.wrongCurrentPassword);
        await signInFailures.release(user.email);
        passwordHash = await hash(details.profilePassword);
      }
      await users.update(user.id, {
        idType: details.profileIDType,
        idPassportNumber: details.profileID.toUpperCase(),
        title: details.profileTitle,
        initials: details.profileInitials,
        firstName: details.profileFirstname,
        lastName: details.profileLastname,
        contactNumber: details.profileContactNo,
        receiveMarketing: details.profileMarketing,
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: clock(),
      });
      if (passwordHash) await users.endSessions(user.id, keepSessionHash);
    },

    /**
     * Checks an e-mail and password. An unknown e-mail and a wrong password get the same answer
     * after the same work; "not activated" is said only to someone who knows the password.
     */
    async signIn(email: string, password: string): Promise<SessionUserRecord> {
      // The attempt is counted before the password is checked, so guesses in flight at once (on
      // any server) cannot pass the limit; a right password clears the count.
      if (!(await signInFailures.attempt(email))) signInLocked();
      const user = await users.findByEmail(email);
      const matches = await verify(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !matches) throw new DomainError('INVALID_CREDENTIALS', USER_MESSAGES.wrongLogin);
      if (user.status !== 'ACTIVE') {
        await signInFailures.release(email);
        throw new DomainError('NOT_ACTIVATED', USER_MESSAGES.notActivated);
      }
      await signInFailures.clear(email);
      return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
    },
  };
}

/** The session user fields of spec 000 §3 for a signed-in individual (type I). */
export function sessionUserOf(user: SessionUserRecord) {
  return {
    accountName: `${user.firstName.slice(0, 1).toUpperCase()} ${user.lastName}`,
    accountEmail: user.email,
    accountNo: null,
    accountType: 'I' as const,
    accountUser: user.id,
    accountFirstname: user.firstName,
    accountLastname: user.lastName,
    sessionUserFirstname: user.firstName,
    sessionUserLastname: user.lastName,
    sessionUserId: user.id,
    sessionUserEmail: user.email,
  };
}

export type UserService = ReturnType<typeof createUserService>;
