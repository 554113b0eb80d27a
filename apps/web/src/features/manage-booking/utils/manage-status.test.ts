import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmountDifference } from '@/lib/money.ts';
import { extensionError, initialExtension, isOverdue } from './extension.ts';
import { actionsFor, blockedMessage, statusLabel, type StatusFacts } from './manage-status.ts';

const facts = (partial: Partial<StatusFacts>): StatusFacts => ({
  reference: 'R1',
  status: 'CONFIRMED',
  expired: false,
  confirmedAs: '',
  changeable: true,
  ...partial,
});

describe('what a status allows', () => {
  it.each([
    [facts({ status: 'CONFIRMED' }), ['modify', 'extend', 'cancel'], null],
    [facts({ status: 'OPEN' }), ['extend'], null],
    [facts({ status: 'QUOTE', reference: 'Q1' }), ['confirmQuote'], null],
    [facts({ status: 'QUOTE', reference: 'Q1', expired: true }), [], 'Quote (Q1) has expired.'],
    [
      facts({ status: 'QUOTE', reference: 'Q1', confirmedAs: 'R9' }),
      [],
      'Quote Q1 has already been confirmed as reservation R9.',
    ],
    // Confirmed, then past the quote's validity: still confirmed, never expired.
    [
      facts({ status: 'QUOTE', reference: 'Q1', expired: true, confirmedAs: 'R9' }),
      [],
      'Quote Q1 has already been confirmed as reservation R9.',
    ],
    [facts({ status: 'CANCELLED' }), [], 'This quote/reservation (R1) has been cancelled.'],
    // A Door2Door transfer: cancelled here, never modified or extended.
    [facts({ status: 'CONFIRMED', changeable: false }), ['cancel'], null],
    [facts({ status: 'OPEN', changeable: false }), [], null],
  ])('%o', (given, actions, message) => {
    expect(actionsFor(given)).toEqual(actions);
    expect(blockedMessage(given)).toBe(message);
  });

  it.each([
    [facts({ status: 'CONFIRMED' }), 'Confirmed'],
    [facts({ status: 'OPEN' }), 'On rent'],
    [facts({ status: 'QUOTE' }), 'Quote'],
    [facts({ status: 'QUOTE', expired: true }), 'Expired quote'],
    [facts({ status: 'QUOTE', confirmedAs: 'R9' }), 'Confirmed as reservation R9'],
    [facts({ status: 'QUOTE', expired: true, confirmedAs: 'R9' }), 'Confirmed as reservation R9'],
  ])('labels %o as %s', (given, label) => {
    expect(statusLabel(given)).toBe(label);
  });

  it('reads the cancelled status case-insensitively', () => {
    const lower = facts({ status: 'cancelled' as StatusFacts['status'] });
    expect(actionsFor(lower)).toEqual([]);
    expect(blockedMessage(lower)).toBe('This quote/reservation (R1) has been cancelled.');
  });
});

describe('an extension', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Sets the clock to a branch-local (UTC+2) `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss`. */
  function at(local: string) {
    const [date, time = ''] = local.split(' ');
    const seconds = time.length === 5 ? ':00' : '';
    vi.useFakeTimers({ now: new Date(`${date}T${time}${seconds}+02:00`), toFake: ['Date'] });
  }

  it('starts one day later and only moves the drop-off later', () => {
    at('2026-11-29 08:00');
    const current = { date: '2026-11-30', time: '10:00' };
    expect(initialExtension(current)).toEqual({ date: '2026-12-01', time: '10:00' });
    const now = '2026-11-29 08:00';
    expect(extensionError(current, current, now)).toBe(
      'An extension can only move the drop-off date and time later.',
    );
    expect(extensionError(current, { date: '2026-11-30', time: '10:15' }, now)).toBeNull();
  });

  it('refuses a drop-off that has already passed, for a rental overdue', () => {
    const overdue = { date: '2026-11-30', time: '10:00' };
    const now = '2026-11-30 14:00';
    for (const time of ['13:45', '14:00'])
      expect(extensionError(overdue, { date: '2026-11-30', time }, now)).toBe(
        'The new drop-off date and time must be later than now.',
      );
    expect(extensionError(overdue, { date: '2026-11-30', time: '14:15' }, now)).toBeNull();
  });

  it.each([
    // Due back yesterday: one day later is now's day at 10:00, already past.
    ['2026-11-30 14:05', { date: '2026-11-30', time: '14:30' }],
    // Exactly on a step: the next but one, so it is still to come when confirmed.
    ['2026-11-30 14:00', { date: '2026-11-30', time: '14:15' }],
    ['2026-11-30 14:00:30', { date: '2026-11-30', time: '14:30' }],
    // Late at night it moves to the next day.
    ['2026-11-30 23:50', { date: '2026-12-01', time: '00:15' }],
    // One day later is still to come (by more than a step): it is kept.
    ['2026-11-30 09:30', { date: '2026-11-30', time: '10:00' }],
  ])('for a rental due back yesterday at 10:00, at %s starts at %o', (now, start) => {
    const overdue = { date: '2026-11-29', time: '10:00' };
    at(now);
    expect(initialExtension(overdue)).toEqual(start);
    expect(extensionError(overdue, start, now.slice(0, 16))).toBeNull();
  });

  it('starts well after now for a rental due back days ago, whatever its time of day', () => {
    at('2026-11-30 14:05');
    const start = initialExtension({ date: '2026-11-20', time: '07:07' });
    expect(start).toEqual({ date: '2026-11-30', time: '14:30' });
  });

  it('knows a rental whose drop-off has passed is overdue', () => {
    const due = { date: '2026-11-29', time: '10:00' };
    expect(isOverdue(due, '2026-11-29 09:59')).toBe(false);
    expect(isOverdue(due, '2026-11-29 10:00')).toBe(true);
    expect(isOverdue(due, '2026-11-30 08:00')).toBe(true);
  });

  it('shows the difference with its sign', () => {
    expect(formatAmountDifference(1647, 2196, 'ZAR')).toBe('+R\u00a0549,00');
    expect(formatAmountDifference(2196, 1647, 'NAD')).toBe('\u2212N$\u00a0549,00');
    expect(formatAmountDifference(100, 100, 'ZAR')).toBe('R\u00a00,00');
  });
});
