import { sessionItem } from '../../../lib/session-storage.ts';

/** The saved reservation reference of spec 001 §3, kept for Manage Booking. */
export interface SavedReservation {
  reservationNumber: string;
  reservationEmail: string;
}

export const savedReservation = sessionItem<SavedReservation>('bluu.reservation', (value) => {
  if (typeof value !== 'object' || value === null) return null;
  const { reservationNumber, reservationEmail } = value as Record<string, unknown>;
  return typeof reservationNumber === 'string' && typeof reservationEmail === 'string'
    ? { reservationNumber, reservationEmail }
    : null;
});
