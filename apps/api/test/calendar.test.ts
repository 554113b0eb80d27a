import { describe, expect, it } from 'vitest';
import {
  calendarAttachment,
  type CalendarEvent,
  type CalendarMessage,
} from '../src/modules/mail/calendar.ts';

const decoded = (content: string) => Buffer.from(content, 'base64').toString('utf8');
const pickUp: CalendarEvent = {
  uid: 'R123-pick-up@bluu.co.za',
  title: 'Vehicle pick-up: VW Polo (R123)',
  description: 'Bluu reservation R123; see you soon.',
  location: 'OR Tambo, Kempton Park',
  start: new Date('2026-12-05T08:00:00Z'),
  minutes: 90,
  url: 'https://bluu.co.za/manage-booking/',
};

const request: CalendarMessage = {
  method: 'REQUEST',
  sequence: 0,
  stamp: new Date('2026-11-24T12:00:00Z'),
  organizer: { name: 'Bluu Car Rental', email: 'reservations@bluu.co.za' },
  attendee: { name: 'Thandi Nkosi', email: 'thandi@example.co.za' },
};

describe('calendar attachment', () => {
  it('is a request of confirmed events in UTC, stamped with the last write, lines ending CRLF', () => {
    const attachment = calendarAttachment('bluu-R123.ics', 'reservations', request, [
      pickUp,
      { ...pickUp, uid: 'R123-drop-off@bluu.co.za', url: undefined },
    ]);
    expect(attachment).toMatchObject({
      filename: 'bluu-R123.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    const text = decoded(attachment.content);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'PRODID:-//Bluu//reservations//EN',
        'UID:R123-pick-up@bluu.co.za',
        'UID:R123-drop-off@bluu.co.za',
        'SUMMARY:Vehicle pick-up: VW Polo (R123)',
        'DTSTAMP:20261124T120000Z',
        'DTSTART:20261205T080000Z',
        'DTEND:20261205T093000Z',
        'STATUS:CONFIRMED',
        'SEQUENCE:0',
      ]),
    );
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text.match(/^URL/gm)).toHaveLength(1);
    // RFC 5546 asks a request for its organizer and attendees; the renter has nothing to answer.
    const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(unfolded).toContain('ORGANIZER;CN="Bluu Car Rental":mailto:reservations@bluu.co.za');
    const attendee = unfolded.find((line) => line.startsWith('ATTENDEE;')) ?? '';
    expect(attendee).toMatch(/;PARTSTAT=ACCEPTED;/);
    expect(attendee).toMatch(/;RSVP=FALSE;/);
    expect(attendee.toLowerCase()).toMatch(/:mailto:thandi@example\.co\.za$/);
  });

  it('says the revision of every event, and cancels them with the same ids', () => {
    const cancel = calendarAttachment(
      'bluu-R123.ics',
      'reservations',
      { ...request, method: 'CANCEL', sequence: 7 },
      [pickUp],
    );
    expect(cancel.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const lines = decoded(cancel.content).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'UID:R123-pick-up@bluu.co.za',
        'SEQUENCE:7',
        'STATUS:CANCELLED',
      ]),
    );
    expect(lines).not.toContain('STATUS:CONFIRMED');
  });

  it('escapes commas, semicolons and backslashes in text (RFC 5545 §3.3.11)', () => {
    const text = decoded(
      calendarAttachment('a.ics', 'd2d', request, [{ ...pickUp, description: 'a\\b; c, d' }])
        .content,
    );
    expect(text).toContain('LOCATION:OR Tambo\\, Kempton Park');
    expect(text).toContain('DESCRIPTION:a\\\\b\\; c\\, d');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const description = `${'x'.repeat(70)}ééé${'y'.repeat(80)}`;
    const text = decoded(
      calendarAttachment('a.ics', 'd2d', request, [{ ...pickUp, description }]).content,
    );
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n[ \t]/g, '')).toContain(`DESCRIPTION:${description}`);
  });
});
