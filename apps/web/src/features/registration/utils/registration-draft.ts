import {
  isOfThisJourneySession,
  stampJourneyState,
  type Stamped,
} from '@/lib/journey/journey-session.ts';
import { sessionItem } from '@/lib/session-storage.ts';
import { EMPTY_ADDRESS, INITIAL_ADDRESS_FORM, type AddressFormValues } from './address-form.ts';
import type { CountryCode } from './phone-country.ts';
import { INITIAL_REGISTRATION, type RegistrationValues } from './registration-form.ts';

/** Step 1 as it may be kept: every field but the passwords, which are never stored. */
export type KeptDetails = Omit<RegistrationValues, 'registerPassword' | 'registerRePassword'>;

/** A step 1 sent from this tab: the e-mail it was sent for (as the server keys it) and its token. */
export interface StartedRegistration {
  email: string;
  token: string;
}

/** What was typed on /register-account and what the server answered, for Back, Forward and reload. */
export interface RegistrationDraft {
  details: KeptDetails;
  address: AddressFormValues;
  /** The registrations this tab started, the most recent last. */
  started: StartedRegistration[];
  /** What step 2 was reached with: the details (`detailsKey`) and their checked contact number. */
  reached: { details: string; contactNumber: string } | null;
}

/** Enough for an e-mail corrected once or twice; the oldest goes first. */
const KEPT_REGISTRATIONS = 5;

const KEPT_FIELDS = (Object.keys(INITIAL_REGISTRATION) as Array<keyof RegistrationValues>).filter(
  (field): field is keyof KeptDetails =>
    field !== 'registerPassword' && field !== 'registerRePassword',
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Each field of `initial` as stored when it has the same type, else as in `initial`. */
function fieldsLike<T extends object>(initial: T, stored: unknown): T {
  const given = isRecord(stored) ? stored : {};
  return Object.fromEntries(
    Object.entries(initial).map(([field, value]) => [
      field,
      typeof given[field] === typeof value ? given[field] : value,
    ]),
  ) as T;
}

function detailsOf(stored: unknown): KeptDetails {
  const details = fieldsLike(keptDetails(INITIAL_REGISTRATION), stored);
  return /^[A-Z]{2}$/.test(details.registerCellCountry)
    ? details
    : { ...details, registerCellCountry: INITIAL_REGISTRATION.registerCellCountry as CountryCode };
}

function addressOf(stored: unknown): AddressFormValues {
  const given = isRecord(stored) ? stored : {};
  const place = given.homePlace;
  return {
    homePlace:
      isRecord(place) && typeof place.description === 'string' && typeof place.suburb === 'string'
        ? { description: place.description, suburb: place.suburb }
        : null,
    home: fieldsLike(EMPTY_ADDRESS, given.home),
    sameForBilling:
      typeof given.sameForBilling === 'boolean'
        ? given.sameForBilling
        : INITIAL_ADDRESS_FORM.sameForBilling,
    billing: fieldsLike(EMPTY_ADDRESS, given.billing),
  };
}

function startedOf(stored: unknown): StartedRegistration[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.email === 'string' && typeof entry.token === 'string'
      ? [{ email: entry.email, token: entry.token }]
      : [],
  );
}

function reachedOf(stored: unknown): RegistrationDraft['reached'] {
  return isRecord(stored) &&
    typeof stored.details === 'string' &&
    typeof stored.contactNumber === 'string'
    ? { details: stored.details, contactNumber: stored.contactNumber }
    : null;
}

/**
 * The tab's registration draft, stamped with its journey session (decision record 0037): Logout
 * clears session storage, and a new journey session (another account signed in) reads it as none.
 */
const registrationDraft = sessionItem<Stamped<RegistrationDraft>>(
  'bluu.registrationDraft',
  (value) =>
    isRecord(value) && typeof value.journeySession === 'string'
      ? {
          journeySession: value.journeySession,
          details: detailsOf(value.details),
          address: addressOf(value.address),
          started: startedOf(value.started),
          reached: reachedOf(value.reached),
        }
      : null,
);

/** The fields of step 1 that may be kept: all but the passwords. */
export function keptDetails(values: RegistrationValues | KeptDetails): KeptDetails {
  return Object.fromEntries(KEPT_FIELDS.map((field) => [field, values[field]])) as KeptDetails;
}

/** The kept fields of step 1 as one text, to tell whether they changed since step 2 was reached. */
export function detailsKey(values: RegistrationValues | KeptDetails): string {
  return JSON.stringify(KEPT_FIELDS.map((field) => values[field]));
}

/** The e-mail as the server keys a profile: `' Naledi@Example.co.za'` → `'naledi@example.co.za'`. */
export function registrationEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The registration this tab started for `email`, if any. */
export function startedFor(
  started: readonly StartedRegistration[],
  email: string,
): StartedRegistration | undefined {
  return started.find((registration) => registration.email === registrationEmail(email));
}

/** `started` with the registration of `email` (a new token replaces an older one of it). */
export function withStarted(
  started: readonly StartedRegistration[],
  registration: StartedRegistration,
): StartedRegistration[] {
  return [...started.filter(({ email }) => email !== registration.email), registration].slice(
    -KEPT_REGISTRATIONS,
  );
}

/** The draft of this tab's journey session, or null (none, or one from before Logout). */
export function readRegistrationDraft(): RegistrationDraft | null {
  const draft = registrationDraft.read();
  if (!draft || !isOfThisJourneySession(draft)) return null;
  const { journeySession: _stamp, ...rest } = draft;
  return rest;
}

/** Keeps the draft for Back, Forward and a reload of this tab; never the passwords. */
export function keepRegistrationDraft(draft: RegistrationDraft): void {
  registrationDraft.write(
    stampJourneyState({
      details: keptDetails(draft.details),
      address: draft.address,
      started: draft.started,
      reached: draft.reached,
    }),
  );
}

/** Forgets the draft: the profile it was for has been confirmed. */
export function forgetRegistrationDraft(): void {
  registrationDraft.clear();
}
