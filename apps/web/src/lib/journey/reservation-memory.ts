import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { sessionItem } from '@/lib/session-storage.ts';

/**
 * The reservation memory of spec 000 §3 / the saved reservation reference of spec 001 §3: the
 * reference last looked up (or booked) and its e-mail. It shares its key with the booking
 * confirmation, so Manage My Booking opens on the reservation just made.
 */
const reservationMemorySchema = z.object({
  reservationNumber: z.string().min(1),
  reservationEmail: z.string().min(1),
  reservationFirstname: z.string().optional().catch(undefined),
  reservationLastname: z.string().optional().catch(undefined),
});
export type ReservationMemory = z.infer<typeof reservationMemorySchema>;

export const reservationMemory = sessionItem<ReservationMemory>('bluu.reservation', (value) => {
  const parsed = reservationMemorySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
});

export function useReservationMemory(): ReservationMemory | null {
  return useSyncExternalStore(reservationMemory.subscribe, reservationMemory.read, () => null);
}
