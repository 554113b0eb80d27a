import { describe, expect, it } from 'vitest';
import { dayHoursText, isOpenAt, type OpeningHours } from '../src/branch-rules.ts';

describe("a weekday's hours as a branch page shows them", () => {
  // Monday closed over lunch, listed afternoon first; Tuesday one stretch; Sunday closed.
  const hours: OpeningHours[] = [
    { weekday: 1, opens: '14:00', closes: '17:00' },
    { weekday: 2, opens: '08:00', closes: '17:00' },
    { weekday: 1, opens: '08:00', closes: '12:00' },
  ];

  it('shows every part of a day, in order', () => {
    expect(dayHoursText(hours, 1)).toBe('08:00 – 12:00, 14:00 – 17:00');
    expect(dayHoursText(hours, 2)).toBe('08:00 – 17:00');
    expect(dayHoursText(hours, 0)).toBe('Closed');
  });

  it('shows the afternoon in which a booking is taken', () => {
    expect(isOpenAt(hours, 1, '15:00')).toBe(true);
    expect(dayHoursText(hours, 1)).toContain('14:00 – 17:00');
  });
});
