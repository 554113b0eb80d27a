import type { RouteResponse } from '@bluu/contracts/d2d';
import type { Location } from 'react-router';
import { isOfThisJourneySession, stampJourneyState } from '@/lib/journey/journey-session.ts';
import { sessionItem } from '@/lib/session-storage.ts';
import type { D2DFormValues } from './d2d-form.ts';

/** What the form shows of a measured route: the distance and the map. */
export type MeasuredRoute = Pick<RouteResponse, 'km' | 'estimate' | 'stops' | 'path'>;

/** A measured distance and the trip it was measured for (`tripKey`). */
export interface MeasuredTrip {
  key: string;
  route: MeasuredRoute;
}

/** The Door2Door form as Select Vehicle left it: what was typed and chosen, and the distance. */
export interface KeptD2DForm {
  values: D2DFormValues;
  measured: MeasuredTrip | null;
}

/** The history entry a form was filled in on: react-router's location key and path. */
export type FormEntry = Pick<Location, 'key' | 'pathname'>;

interface StoredD2DForm {
  entry: string;
  path: string;
  form: unknown;
}

/**
 * Only whose form it is is checked here; the form itself is checked where it is shown
 * (`read-kept-d2d-form.ts`), so that the pages offering the Door2Door tab carry no more of it.
 */
function parseStored(value: unknown): StoredD2DForm | null {
  if (typeof value !== 'object' || value === null) return null;
  const { entry, path, form } = value as Record<string, unknown>;
  if (typeof entry !== 'string' || typeof path !== 'string' || form === undefined) return null;
  return value as StoredD2DForm;
}

/**
 * The form filled in on one history entry (react-router's key for it, which Back and a reload
 * keep), kept in this tab so that Back from the vehicle choice shows it as it was left. Only the
 * latest is kept. It is stamped with the journey session (decision record 0037): Logout clears
 * it, and signing in as someone priced otherwise leaves it unread, so the next person never sees it.
 */
const keptD2dForm = sessionItem('bluu.d2dForm', parseStored);

/** Keeps the form filled in on `entry`. */
export function keepD2dForm(entry: FormEntry, form: KeptD2DForm): void {
  keptD2dForm.write(stampJourneyState({ entry: entry.key, path: entry.pathname, form }));
}

/** What was kept for this entry in this journey session, not yet checked; null when nothing. */
export function storedD2dFormOf(entry: FormEntry): unknown {
  const kept = keptD2dForm.read();
  return kept &&
    kept.entry === entry.key &&
    kept.path === entry.pathname &&
    isOfThisJourneySession(kept)
    ? kept.form
    : null;
}

/** Whether this entry has a Door2Door form to show again: its page opens the Door2Door tab. */
export function hasKeptD2dForm(entry: FormEntry): boolean {
  return storedD2dFormOf(entry) !== null;
}
