import { describe, expect, it } from 'vitest';
import { formatAmountDifference } from '@/lib/money.ts';
import { extensionError, initialExtension } from './extension.ts';
import { actionsFor, blockedMessage, type StatusFacts } from './manage-status.ts';

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
    [facts({ status: 'CANCELLED' }), [], 'This quote/reservation (R1) has been cancelled.'],
    // A Door2Door transfer: cancelled here, never modified or extended.
    [facts({ status: 'CONFIRMED', changeable: false }), ['cancel'], null],
    [facts({ status: 'OPEN', changeable: false }), [], null],
  ])('%o', (given, actions, message) => {
    expect(actionsFor(given)).toEqual(actions);
    expect(blockedMessage(given)).toBe(message);
  });

  it('reads the cancelled status case-insensitively', () => {
    const lower = facts({ status: 'cancelled' as StatusFacts['status'] });
    expect(actionsFor(lower)).toEqual([]);
    expect(blockedMessage(lower)).toBe('This quote/reservation (R1) has been cancelled.');
  });
});

describe('an extension', () => {
  it('starts one day later and only moves the drop-off later', () => {
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

  it('shows the difference with its sign', () => {
    expect(formatAmountDifference(1647, 2196, 'ZAR')).toBe('+R\u00a0549,00');
    expect(formatAmountDifference(2196, 1647, 'NAD')).toBe('\u2212N$\u00a0549,00');
    expect(formatAmountDifference(100, 100, 'ZAR')).toBe('R\u00a00,00');
  });
});
