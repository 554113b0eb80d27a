import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxOverlap, occupiedPeriod, type Period } from '../src/modules/availability/occupancy.ts';

const day = (n: number) => new Date(Date.UTC(2026, 11, n));
const period = (from: number, to: number) => ({ start: day(from), end: day(to) });

describe('maxOverlap', () => {
  it.each([
    ['no periods', [], period(1, 10), 0],
    ['one period inside', [period(2, 3)], period(1, 10), 1],
    ['days 1–3 and 4–6 over days 2–5', [period(1, 3), period(4, 6)], period(2, 5), 1],
    ['touching periods', [period(1, 3), period(3, 5)], period(1, 5), 1],
    ['nested periods', [period(1, 9), period(2, 3), period(2, 4)], period(1, 10), 3],
    ['periods outside the window', [period(1, 2), period(8, 9)], period(3, 7), 0],
    ['partly overlapping chain', [period(1, 4), period(3, 6), period(5, 8)], period(1, 8), 2],
  ])('%s → %i', (_label, periods, window, expected) => {
    expect(maxOverlap(periods, window)).toBe(expected);
  });

  /** The count at every instant where it can change, one instant at a time. */
  function overlapByInstant(periods: readonly Period[], window: Period): number {
    const instants = [window.start, ...periods.flatMap((each) => [each.start, each.end])]
      .map((instant) => instant.getTime())
      .filter((instant) => instant >= window.start.getTime() && instant < window.end.getTime());
    const inUse = (instant: number) =>
      periods.filter((each) => each.start.getTime() <= instant && instant < each.end.getTime())
        .length;
    return Math.max(0, ...instants.map(inUse));
  }

  it('agrees with a count at every instant, for few periods (counted) and many (sorted)', () => {
    // Whole hours over ten days, so periods often touch and share starts and ends.
    const hour = fc.integer({ min: 0, max: 240 });
    const periodOf = ([a, b]: [number, number]) => ({
      start: new Date(Date.UTC(2026, 11, 1, Math.min(a, b))),
      end: new Date(Date.UTC(2026, 11, 1, Math.max(a, b))),
    });
    const anyPeriod = fc.tuple(hour, hour).map(periodOf);
    const periods = fc.oneof(
      fc.array(anyPeriod, { maxLength: 12 }),
      fc.array(anyPeriod, { minLength: 33, maxLength: 80 }),
    );
    fc.assert(
      fc.property(periods, anyPeriod, (list, window) => {
        expect(maxOverlap(list, window)).toBe(overlapByInstant(list, window));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('occupiedPeriod', () => {
  it('keeps the unit busy from pick-up until the 60-minute turnaround after drop-off', () => {
    const pickUp = new Date('2026-12-02T08:00:00Z');
    const dropOff = new Date('2026-12-05T08:00:00Z');
    expect(occupiedPeriod(pickUp, dropOff)).toEqual({
      start: pickUp,
      end: new Date('2026-12-05T09:00:00Z'),
    });
  });
});
