import { SUPPORT_PHONE } from './constants.ts';
import { isEmail } from './validators.ts';

/*
 * Manage Booking's messages and form rules without the zod schemas of `manage.ts` (which
 * re-exports them), so that the site's Manage Booking page does not load zod on its first
 * render (decision record 0018).
 */

/** Manage-booking messages of spec 001 §5 and §8, verbatim. */
export const MANAGE_MESSAGES = {
  reference: 'Please provide a Quote/Reservation number',
  email: 'Please provide a email address',
  cancelEmail: 'Please provide an Email address.',
  cancelFirstName: 'Please provide a First name.',
  cancelLastName: 'Please provide a Last name.',
  modifyFirstName: 'Please provide First name',
  modifyLastName: 'Please provide Last name',
  modifyContactNumber: 'Please provide Contact number',
  notFound: 'Booking/Quote does not exist, please try another reference number',
  expired: (reference: string) => `Quote (${reference}) has expired.`,
  closed: (reference: string, status: string) =>
    `This quote/reservation (${reference}) has been ${status}.`,
  accountRequired: (accountNo: string) =>
    `Please ensure your are signed into your Corporate / Tour Operator account (${accountNo}).`,
  cancelled: (reference: string) =>
    `Your reservation ${reference} has been successfully cancelled.`,
  onRent: (reference: string) =>
    `Reservation ${reference} is on rent: only the drop-off date and time can be extended.`,
  alreadyConfirmed: (quote: string, reservation: string) =>
    `Quote ${quote} has already been confirmed as reservation ${reservation}.`,
  extensionOnly: 'An extension can only move the drop-off date and time later.',
  /** Ours, not the spec's: an extension's new drop-off has to be still to come. */
  extensionPast: 'The new drop-off date and time must be later than now.',
  changedMeanwhile: 'This reservation was changed meanwhile. Please look it up again.',
  totalChanged: (reference: string, from: string, to: string) =>
    `The total of reservation ${reference} changed from ${from} to ${to}.`,
  /** Ours, not the spec's: a Door2Door transfer is looked up and cancelled here, not changed. */
  transferNotChangeable: (reference: string) =>
    `Reservation ${reference} is a Door2Door transfer and cannot be changed online. Please phone us on ${SUPPORT_PHONE}.`,
  /** Ours, not the spec's: a change is priced for the reservation's own account, never another. */
  accountNotChangeable: (reference: string) =>
    `Reservation ${reference} stays with the account it was booked for: its account cannot be changed.`,
  /** Ours, not the spec's: too many failed look-ups of one reference (code TOO_MANY_ATTEMPTS). */
  tooManyLookups: `Too many look-ups for this reference. Please wait a few minutes and try again, or phone us on ${SUPPORT_PHONE}.`,
  /** Ours, not the spec's: the cancel form's names are not the renter's (code NAMES_DO_NOT_MATCH). */
  cancelNamesMismatch: (reference: string) =>
    `The first name and last name do not match the renter of reservation ${reference}. Please enter them as they are on the booking.`,
  /**
   * Ours, not the spec's: a change's customer details carry another e-mail than the reservation's,
   * by which it is looked up (code CUSTOMER_DETAILS).
   */
  emailNotChangeable:
    'The e-mail address of a booking cannot be changed. It is how the booking is looked up.',
} as const;

/** Statuses a reference can have (spec 000 §3); the empty status means it does not exist. */
export const REFERENCE_STATUSES = ['QUOTE', 'CONFIRMED', 'OPEN', 'CANCELLED'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];

/** The modify form's rules (spec 001 §5): first name, last name, contact number. */
export function firstModifyError(details: {
  firstName: string;
  lastName: string;
  contactNumber: string;
}): { field: 'firstName' | 'lastName' | 'contactNumber'; message: string } | null {
  if (!details.firstName.trim())
    return { field: 'firstName', message: MANAGE_MESSAGES.modifyFirstName };
  if (!details.lastName.trim())
    return { field: 'lastName', message: MANAGE_MESSAGES.modifyLastName };
  if (!details.contactNumber.trim())
    return { field: 'contactNumber', message: MANAGE_MESSAGES.modifyContactNumber };
  return null;
}

/** The manage look-up's rules (spec 001 §5). */
export function firstLookupError(
  reference: string,
  email: string,
): { field: 'reference' | 'email'; message: string } | null {
  if (!reference.trim()) return { field: 'reference', message: MANAGE_MESSAGES.reference };
  if (!email.trim() || !isEmail(email.trim()))
    return { field: 'email', message: MANAGE_MESSAGES.email };
  return null;
}

/** The cancel form's rules (spec 001 §5). */
export function firstCancelError(form: { email: string; firstName: string; lastName: string }): {
  field: 'email' | 'firstName' | 'lastName';
  message: string;
} | null {
  if (!form.email.trim() || !isEmail(form.email.trim()))
    return { field: 'email', message: MANAGE_MESSAGES.cancelEmail };
  if (!form.firstName.trim())
    return { field: 'firstName', message: MANAGE_MESSAGES.cancelFirstName };
  if (!form.lastName.trim()) return { field: 'lastName', message: MANAGE_MESSAGES.cancelLastName };
  return null;
}

/**
 * An extension moves the drop-off later, and to a time still to come (all three branch-local
 * `YYYY-MM-DD HH:mm`, which sort as text): null when it may be priced.
 */
export function extensionRuleError(current: string, next: string, now: string): string | null {
  if (next <= current) return MANAGE_MESSAGES.extensionOnly;
  if (next <= now) return MANAGE_MESSAGES.extensionPast;
  return null;
}
