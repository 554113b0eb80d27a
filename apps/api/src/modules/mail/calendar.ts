import type { MailAttachment } from './mail.ts';

/** One event of a calendar attachment; times are instants, written in UTC. */
export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  minutes: number;
  url?: string;
}

/** `20261205T080000Z`: an instant as an iCalendar UTC date-time. */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** `PT1H30M`: minutes as an iCalendar duration. */
export function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/** Text as an iCalendar TEXT value: `Bluu, JNB; 1` → `Bluu\, JNB\; 1` (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');
}

/**
 * A content line folded after 75 octets, each continuation starting with a tab (RFC 5545 §3.1);
 * never inside a character of several octets.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = character.charCodeAt(0) < 0x80 ? 1 : Buffer.byteLength(character);
    if (octets + size > 75) {
      parts.push(current);
      current = '\t';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/**
 * A confirmed reservation's events as an .ics attachment (METHOD:PUBLISH). Written here, not by
 * a library: the `ics` package validated every event with a schema library, about a sixth of a
 * booking's CPU (decision record 0032). `stamp` is when the reservation was last written.
 */
export function calendarAttachment(
  filename: string,
  productId: string,
  stamp: Date,
  events: CalendarEvent[],
): MailAttachment {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${productId}`,
    'METHOD:PUBLISH',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `SUMMARY:${escapeText(event.title)}`,
      `DTSTAMP:${utcStamp(stamp)}`,
      `DTSTART:${utcStamp(event.start)}`,
      `DURATION:${duration(event.minutes)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      `LOCATION:${escapeText(event.location)}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return {
    filename,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(`${lines.map(foldLine).join('\r\n')}\r\n`).toString('base64'),
  };
}
