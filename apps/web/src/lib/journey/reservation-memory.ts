import { useSyncExternalStore } from 'react';
import { sessionItem } from '@/lib/session-storage.ts';

/**
 * The reservation memory of spec 000 §3 / the saved reservation reference of spec 001 §3: the
 * reference last looked up (or booked) and its e-mail. It shares its key with the booking
 * confirmation, so Manage My Booking opens on the reservation just made.
 */
export interface ReservationMemory {
  reservationNumber: string;
  reservationEmail: string;
  reservationFirstname?: string;
  reservationLastname?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * What was stored, if it names a reservation and its e-mail; a name that is not text is
 * dropped. Checked by hand, not with zod, as every page that shows the memory would otherwise
 * load zod before it can show (decision record 0018).
 */
export function readReservationMemory(value: unknown): ReservationMemory | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const reservationNumber = text(stored.reservationNumber);
  const reservationEmail = text(stored.reservationEmail);
  if (!reservationNumber || !reservationEmail) return null;
  return {
    reservationNumber,
    reservationEmail,
    reservationFirstname: text(stored.reservationFirstname),
    reservationLastname: text(stored.reservationLastname),
  };
}

export const reservationMemory = sessionItem('bluu.reservation', readReservationMemory);

export function useReservationMemory(): ReservationMemory | null {
  return useSyncExternalStore(reservationMemory.subscribe, reservationMemory.read, () => null);
}
