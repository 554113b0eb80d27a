import { MESSAGES } from '@bluu/contracts/messages';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { describe, expect, it } from 'vitest';
import {
  fieldOfMessage,
  initialSearchValues,
  timeRuleError,
  type SearchValues,
} from './search-values.ts';

// Friday 27 November 2026, 15:00 at the branches: the last pick-up date is 27 November 2027.
const now = parseLocalDateTime('2026-11-27 15:00')!;

function trip(pickUpDate: string, dropOffDate: string): SearchValues {
  return {
    ...initialSearchValues(now),
    pickUpDate,
    pickUpTime: '10:00',
    dropOffDate,
    dropOffTime: '10:00',
  };
}

describe('the search time rules', () => {
  it('accepts a pick-up on the same date a year on', () => {
    expect(timeRuleError(trip('2027-11-27', '2027-11-30'), now)).toBeNull();
  });

  it('refuses a pick-up a day later with the horizon message, beside the pick-up', () => {
    expect(timeRuleError(trip('2027-11-28', '2027-11-30'), now)).toEqual({
      field: 'pickUpTime',
      message: 'Rentals can be booked at most one year ahead.',
    });
  });

  it('shows the server’s horizon refusal beside the pick-up too', () => {
    expect(fieldOfMessage(MESSAGES.pickUpTooFarAhead)).toBe('pickUpTime');
  });
});
