import { describe, expect, it } from 'vitest';
import { readReservationMemory } from './reservation-memory.ts';

describe('the reservation memory', () => {
  it('reads a stored reference with its e-mail and names', () => {
    const stored = {
      reservationNumber: 'R1',
      reservationEmail: 'a@b.co.za',
      reservationFirstname: 'Thandi',
      reservationLastname: 'Nkosi',
    };
    expect(readReservationMemory(stored)).toEqual(stored);
  });

  it('drops a name that is not text and keeps the reference', () => {
    expect(
      readReservationMemory({
        reservationNumber: 'R1',
        reservationEmail: 'a@b.co.za',
        reservationFirstname: 7,
      }),
    ).toEqual({ reservationNumber: 'R1', reservationEmail: 'a@b.co.za' });
  });

  it('reads anything without a reference or an e-mail as nothing', () => {
    expect(readReservationMemory(null)).toBeNull();
    expect(readReservationMemory('R1')).toBeNull();
    expect(readReservationMemory({ reservationNumber: 'R1' })).toBeNull();
    expect(
      readReservationMemory({ reservationNumber: '', reservationEmail: 'a@b.co.za' }),
    ).toBeNull();
    expect(readReservationMemory({ reservationNumber: 'R1', reservationEmail: 5 })).toBeNull();
  });
});
