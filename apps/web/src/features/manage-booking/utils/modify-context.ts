/**
 * A reservation being changed (spec 001 §3 booking details `modify`): carried from Manage
 * Booking through /availability and /get-quote/ into the booking steps, which then update
 * this reservation instead of making a new one.
 */
export interface ModifyContext {
  reservationNumber: string;
  /** The e-mail the reservation was looked up with; the server checks it again. */
  email: string;
  firstName: string;
  lastName: string;
  contactNumber: string;
}

const FIELDS = ['reservationNumber', 'email', 'firstName', 'lastName', 'contactNumber'] as const;

/** The modify context carried by navigation state, or undefined when it has none (or a broken one). */
export function readModifyContext(value: unknown): ModifyContext | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!FIELDS.every((field) => typeof record[field] === 'string')) return undefined;
  const context = Object.fromEntries(FIELDS.map((field) => [field, record[field]]));
  return context as unknown as ModifyContext;
}

/** `'You are changing reservation R123.'` – shown on every screen of a modification. */
export function modifyNoticeText(context: ModifyContext): string {
  return `You are changing reservation ${context.reservationNumber}.`;
}
