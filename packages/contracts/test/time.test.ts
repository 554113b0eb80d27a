import { describe, expect, it } from 'vitest';
import { LEAD_TIME_CHECK_MINUTES, MAX_RENTAL_DAYS } from '../src/constants.ts';
import { MESSAGES } from '../src/messages.ts';
import {
  addDaysToDate,
  BRANCH_UTC_OFFSET_MINUTES,
  defaultSearchTimes,
  dropOffDateAfterPickUp,
  firstTimeRuleError,
  isBeyondPickUpHorizon,
  isLocalDate,
  lastPickUpDate,
  LOCAL_DATE_TIME_PATTERN,
  parseLocalDateTime,
  rentalDays,
  roundUpToStep,
  timeChoices,
  toLocalDateTime,
  weekdayOf,
} from '../src/time.ts';

const pad2 = (value: number) => String(value).padStart(2, '0');

/** A branch-local instant, written the way the wire writes it. */
function at(text: string): Date {
  const instant = parseLocalDateTime(text);
  if (!instant) throw new Error(`bad test date ${text}`);
  return instant;
}

describe('branch-local time', () => {
  it('reads wire text as South African time whatever the machine zone', () => {
    expect(process.env.TZ).toBe('America/Los_Angeles');
    expect(at('2026-12-01 10:00').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(toLocalDateTime(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01 00:30');
  });

  it.each([
    '2026-02-29 10:00',
    '2026-13-01 10:00',
    '2026-04-31 09:00',
    '2026-12-01 24:00',
    '2026-12-01 9:00',
    'tomorrow',
    '',
  ])('refuses %j as a date-time', (text) => {
    expect(parseLocalDateTime(text)).toBeNull();
  });

  it('reads every date and time exactly as the wire pattern and the calendar allow', () => {
    // The pattern with a round trip through Date.UTC: what a real date and time is.
    const reference = (text: string): Date | null => {
      const match = LOCAL_DATE_TIME_PATTERN.exec(text);
      if (!match) return null;
      const [year, month, day, hours, minutes] = match.slice(1).map(Number) as number[];
      const wall = new Date(Date.UTC(year!, month! - 1, day!, hours, minutes));
      const real =
        wall.getUTCFullYear() === year &&
        wall.getUTCMonth() === month! - 1 &&
        wall.getUTCDate() === day;
      return real ? new Date(wall.getTime() - BRANCH_UTC_OFFSET_MINUTES * 60_000) : null;
    };
    const texts: string[] = [];
    for (const year of ['0000', '0099', '0100', '1900', '2000', '2026', '2028', '2100', '9999'])
      for (let month = 0; month <= 13; month += 1)
        for (let day = 0; day <= 32; day += 1)
          for (const time of ['00:00', '23:59', '24:00', '12:60', '09:3x', '9:300'])
            texts.push(`${year}-${pad2(month)}-${pad2(day)} ${time}`);
    texts.push(
      '2026-12-01T10:00',
      '2026-12-01 10:00\n',
      '２０２６-12-01 10:00',
      '2026/12/01 10:00',
    );
    texts.push('+2026-12-01 10:0', '2026-12-01 10:00:00', '-026-12-01 10:00', '2026-1a-01 10:00');
    const differing = texts.filter((text) => {
      const [ours, theirs] = [parseLocalDateTime(text), reference(text)];
      return ours?.getTime() !== theirs?.getTime();
    });
    expect(texts.length).toBeGreaterThan(20_000);
    expect(differing).toEqual([]);
  });

  it('accepts leap days and real dates only', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDaysToDate('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-12-30', 2)).toBe('2027-01-01');
    expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('knows the weekday of a branch-local date', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
  });

  it('offers times in 15-minute steps', () => {
    const choices = timeChoices();
    expect(choices).toHaveLength(96);
    expect(choices.slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(choices.at(-1)).toBe('23:45');
  });
});

describe('default search times', () => {
  it('picks up at now + 2 h 30 rounded up to 15 minutes and drops off two days later at 09:00', () => {
    expect(defaultSearchTimes(at('2026-12-01 10:01'))).toEqual({
      pickUpDate: '2026-12-01',
      pickUpTime: '12:45',
      dropOffDate: '2026-12-03',
      dropOffTime: '09:00',
    });
  });

  it('keeps a pick-up already on a step', () => {
    expect(defaultSearchTimes(at('2026-12-01 10:00')).pickUpTime).toBe('12:30');
    expect(roundUpToStep(at('2026-12-01 12:30'))).toEqual(at('2026-12-01 12:30'));
  });

  it('rolls over midnight, month end and year end', () => {
    expect(defaultSearchTimes(at('2026-12-31 22:00'))).toEqual({
      pickUpDate: '2027-01-01',
      pickUpTime: '00:30',
      dropOffDate: '2027-01-03',
      dropOffTime: '09:00',
    });
    expect(defaultSearchTimes(at('2026-11-30 23:59')).pickUpDate).toBe('2026-12-01');
  });
});

describe('drop-off date after choosing a pick-up date', () => {
  it('moves the drop-off to two days after the pick-up when it would be earlier', () => {
    expect(dropOffDateAfterPickUp('2026-12-10', '2026-12-11')).toBe('2026-12-12');
    expect(dropOffDateAfterPickUp('2026-12-30', '2026-12-01')).toBe('2027-01-01');
  });

  it('keeps a later drop-off', () => {
    expect(dropOffDateAfterPickUp('2026-12-10', '2026-12-20')).toBe('2026-12-20');
    expect(dropOffDateAfterPickUp('2026-12-10', '2026-12-12')).toBe('2026-12-12');
  });
});

describe('search time rules', () => {
  const now = at('2026-12-01 08:00');

  it('checks the lead time against the 2 h 25 threshold by default, for site and server alike', () => {
    expect(LEAD_TIME_CHECK_MINUTES).toBe(145);
    expect(firstTimeRuleError(at('2026-12-01 10:25'), at('2026-12-03 09:00'), now)).toBeNull();
    expect(firstTimeRuleError(at('2026-12-01 10:24'), at('2026-12-03 09:00'), now)).toBe(
      MESSAGES.pickUpLeadTime,
    );
  });

  it('keeps the default pick-up it offers valid for the five minutes the form takes', () => {
    const opened = at('2026-12-01 17:28');
    const offered = defaultSearchTimes(opened);
    const pickUp = at(`${offered.pickUpDate} ${offered.pickUpTime}`);
    const fiveMinutesLater = new Date(opened.getTime() + 5 * 60_000);
    expect(firstTimeRuleError(pickUp, at('2026-12-04 09:00'), fiveMinutesLater)).toBeNull();
  });

  it('counts seconds: 2 h 24 min 59 s ahead is too soon', () => {
    const justUnder = new Date(at('2026-12-01 10:25').getTime() - 1000);
    expect(firstTimeRuleError(justUnder, at('2026-12-03 09:00'), now)).toBe(
      MESSAGES.pickUpLeadTime,
    );
  });

  it('skips the lead time when the caller waives it (a rental already on the road)', () => {
    expect(
      firstTimeRuleError(at('2026-11-30 10:00'), at('2026-12-03 09:00'), now, -Infinity),
    ).toBeNull();
  });

  it('refuses a drop-off before the pick-up', () => {
    expect(firstTimeRuleError(at('2026-12-05 10:00'), at('2026-12-04 10:00'), now)).toBe(
      MESSAGES.dropOffBeforePickUp,
    );
  });

  it('accepts exactly 2 hours of rental and refuses less', () => {
    expect(firstTimeRuleError(at('2026-12-05 10:00'), at('2026-12-05 12:00'), now)).toBeNull();
    expect(firstTimeRuleError(at('2026-12-05 10:00'), at('2026-12-05 11:59'), now)).toBe(
      MESSAGES.dropOffTooSoon,
    );
    expect(firstTimeRuleError(at('2026-12-05 10:00'), at('2026-12-05 10:00'), now)).toBe(
      MESSAGES.dropOffTooSoon,
    );
  });

  it('reports the first broken rule only', () => {
    expect(firstTimeRuleError(at('2026-12-01 09:00'), at('2026-11-30 09:00'), now)).toBe(
      MESSAGES.pickUpLeadTime,
    );
  });

  it('accepts a rental of exactly 90 days and refuses a longer one', () => {
    expect(MAX_RENTAL_DAYS).toBe(90);
    expect(firstTimeRuleError(at('2026-12-05 10:00'), at('2027-03-05 10:00'), now)).toBeNull();
    expect(firstTimeRuleError(at('2026-12-05 10:00'), at('2027-03-05 10:01'), now)).toBe(
      MESSAGES.rentalTooLong,
    );
    expect(firstTimeRuleError(at('2026-12-08 10:00'), at('2126-01-01 10:00'), now)).toBe(
      'Rentals longer than 90 days cannot be booked online. Please contact our reservations team.',
    );
  });

  it('spans month and year ends', () => {
    const lateDecember = at('2026-12-31 20:00');
    expect(
      firstTimeRuleError(at('2026-12-31 22:30'), at('2027-01-01 00:30'), lateDecember),
    ).toBeNull();
    expect(firstTimeRuleError(at('2026-12-31 22:30'), at('2027-01-01 00:29'), lateDecember)).toBe(
      MESSAGES.dropOffTooSoon,
    );
  });
});

describe('how far ahead a pick-up may be', () => {
  const now = at('2026-11-27 15:00');

  it('accepts a pick-up on the same date a year on, to its last minute, and refuses the next minute', () => {
    expect(lastPickUpDate(now)).toBe('2027-11-27');
    expect(firstTimeRuleError(at('2027-11-27 23:59'), at('2027-11-30 10:00'), now)).toBeNull();
    expect(firstTimeRuleError(at('2027-11-28 00:00'), at('2027-11-30 10:00'), now)).toBe(
      MESSAGES.pickUpTooFarAhead,
    );
    expect(MESSAGES.pickUpTooFarAhead).toBe('Rentals can be booked at most one year ahead.');
  });

  it('counts the year in branch-local dates, not in the UTC date of the instant', () => {
    // 23:30 on 27 November in South Africa is still 27 November, though 21:30 UTC.
    const lateEvening = at('2026-11-27 23:30');
    expect(lastPickUpDate(lateEvening)).toBe('2027-11-27');
    // 00:30 on 28 November in South Africa is 22:30 UTC on the 27th.
    expect(lastPickUpDate(at('2026-11-28 00:30'))).toBe('2027-11-28');
  });

  it('counts a calendar year, across a leap day, and from a leap day to 28 February', () => {
    expect(lastPickUpDate(at('2027-03-01 09:00'))).toBe('2028-03-01');
    expect(lastPickUpDate(at('2028-02-29 09:00'))).toBe('2029-02-28');
    expect(isBeyondPickUpHorizon(at('2029-02-28 23:45'), at('2028-02-29 09:00'))).toBe(false);
    expect(isBeyondPickUpHorizon(at('2029-03-01 00:00'), at('2028-02-29 09:00'))).toBe(true);
  });

  it("bounds the pick-up only: a drop-off after the last pick-up date is the longest rental's to limit", () => {
    expect(firstTimeRuleError(at('2027-11-27 10:00'), at('2028-02-25 10:00'), now)).toBeNull();
    expect(firstTimeRuleError(at('2027-11-27 10:00'), at('2028-02-25 10:01'), now)).toBe(
      MESSAGES.rentalTooLong,
    );
  });

  it('leaves an extension on the road to the longest rental: its pick-up is past', () => {
    expect(
      firstTimeRuleError(at('2026-11-26 10:00'), at('2027-02-24 10:00'), now, -Infinity),
    ).toBeNull();
  });

  it('reports the horizon before the drop-off rules', () => {
    expect(firstTimeRuleError(at('2036-11-30 10:00'), at('2036-11-29 10:00'), now)).toBe(
      MESSAGES.pickUpTooFarAhead,
    );
  });
});

describe('rental days', () => {
  it('charges each started 24 hours, at least one', () => {
    expect(rentalDays(at('2026-12-01 10:00'), at('2026-12-01 12:00'))).toBe(1);
    expect(rentalDays(at('2026-12-01 10:00'), at('2026-12-02 10:00'))).toBe(1);
    expect(rentalDays(at('2026-12-01 10:00'), at('2026-12-02 10:01'))).toBe(2);
    expect(rentalDays(at('2026-12-30 10:00'), at('2027-01-02 09:00'))).toBe(3);
  });
});

describe('the fixed branch offset', () => {
  it('equals what the zone database says for Africa/Johannesburg across years and seasons', () => {
    const zoned = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Johannesburg',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let day = 0; day < 3 * 365; day += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1, 21, 45) + day * 86_400_000);
      const parts = Object.fromEntries(zoned.formatToParts(instant).map((p) => [p.type, p.value]));
      const expected = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
      expect(toLocalDateTime(instant)).toBe(expected);
      expect(parseLocalDateTime(expected)).toEqual(instant);
    }
  });
});
