import { describe, expect, it } from 'vitest';
import {
  calendarAttachment,
  duration,
  escapeText,
  foldLine,
  utcStamp,
} from '../src/modules/mail/calendar.ts';

const decoded = (content: string) => Buffer.from(content, 'base64').toString('utf8');

describe('calendar attachment', () => {
  it('writes a published calendar with one event per entry, times in UTC, lines ending CRLF', () => {
    const attachment = calendarAttachment(
      'bluu-R123.ics',
      'bluu/reservations',
      new Date('2026-11-24T12:00:00Z'),
      [
        {
          uid: 'R123-pick-up@bluu.co.za',
          title: 'Vehicle pick-up: VW Polo (R123)',
          description: 'Bluu reservation R123.',
          location: 'OR Tambo, Kempton Park',
          start: new Date('2026-12-05T08:00:00Z'),
          minutes: 60,
          url: 'https://bluu.co.za/manage-booking/',
        },
      ],
    );
    expect(attachment).toMatchObject({
      filename: 'bluu-R123.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    expect(decoded(attachment.content)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        'PRODID:bluu/reservations',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:R123-pick-up@bluu.co.za',
        'SUMMARY:Vehicle pick-up: VW Polo (R123)',
        'DTSTAMP:20261124T120000Z',
        'DTSTART:20261205T080000Z',
        'DURATION:PT1H',
        'DESCRIPTION:Bluu reservation R123.',
        'URL:https://bluu.co.za/manage-booking/',
        'LOCATION:OR Tambo\\, Kempton Park',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds lines after 75 octets with a tab, never inside a character', () => {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(70)}ééé${'y'.repeat(80)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith('\t'))).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(
      `DESCRIPTION:${'x'.repeat(70)}ééé${'y'.repeat(80)}`,
    );
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes durations and stamps as iCalendar values', () => {
    expect(duration(60)).toBe('PT1H');
    expect(duration(90)).toBe('PT1H30M');
    expect(duration(45)).toBe('PT45M');
    expect(utcStamp(new Date('2027-01-02T03:04:05.678Z'))).toBe('20270102T030405Z');
  });
});
