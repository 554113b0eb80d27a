import { sessionItem } from './session-storage.ts';

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

export const reservationMemory = sessionItem<ReservationMemory>('bluu.reservation', (value) => {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { reservationNumber, reservationEmail, reservationFirstname, reservationLastname } = record;
  if (typeof reservationNumber !== 'string' || typeof reservationEmail !== 'string') return null;
  if (!reservationNumber || !reservationEmail) return null;
  return {
    reservationNumber,
    reservationEmail,
    ...(typeof reservationFirstname === 'string' ? { reservationFirstname } : {}),
    ...(typeof reservationLastname === 'string' ? { reservationLastname } : {}),
  };
});
