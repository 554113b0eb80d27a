import { sessionItem } from '@/lib/session-storage.ts';

/** The modify form's fields (spec 001 §5). */
export interface ModifyValues {
  firstName: string;
  lastName: string;
  contactNumber: string;
}

/** What was typed on the modify form of a reservation, and the renter it was typed over. */
interface ModifyDraft {
  reference: string;
  renter: ModifyValues;
  typed: ModifyValues;
}

const FIELDS = ['firstName', 'lastName', 'contactNumber'] as const;

function readValues(value: unknown): ModifyValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const [firstName, lastName, contactNumber] = FIELDS.map((field) => stored[field]);
  if (typeof firstName !== 'string' || typeof lastName !== 'string') return null;
  if (typeof contactNumber !== 'string') return null;
  return { firstName, lastName, contactNumber };
}

/** Checked by hand, not with zod, which the Manage Booking page does not load (decision 0018). */
function readModifyDraft(value: unknown): ModifyDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const renter = readValues(stored.renter);
  const typed = readValues(stored.typed);
  if (typeof stored.reference !== 'string' || !renter || !typed) return null;
  return { reference: stored.reference, renter, typed };
}

/** In session storage, so the browser's Back finds it and Logout clears it with the rest. */
const modifyDraft = sessionItem('bluu.modifyDraft', readModifyDraft);

const sameValues = (a: ModifyValues, b: ModifyValues) =>
  FIELDS.every((field) => a[field] === b[field]);

/**
 * The modify form's starting values: what was last typed for this reservation in this tab, as
 * long as its renter is still the one it was typed over; else the renter's own.
 */
export function modifyFormValues(reference: string, renter: ModifyValues): ModifyValues {
  const draft = modifyDraft.read();
  return draft && draft.reference === reference && sameValues(draft.renter, renter)
    ? draft.typed
    : renter;
}

/** Keeps what is typed on the modify form of `reference` for when the form is shown again. */
export function keepModifyValues(reference: string, renter: ModifyValues, typed: ModifyValues) {
  modifyDraft.write({ reference, renter, typed });
}
