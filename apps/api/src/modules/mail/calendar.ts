import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
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

/**
 * What one calendar message says about its events (RFC 5546): `REQUEST` books or moves them,
 * `CANCEL` removes them. Every message about an event carries its UID again, with a `sequence`
 * higher than any sent before (RFC 5545 §3.8.7.4), or calendars ignore it.
 */
export interface CalendarMessage {
  method: 'REQUEST' | 'CANCEL';
  sequence: number;
  /** When the reservation was last written (DTSTAMP). */
  stamp: Date;
  /** Who sends the events (the company) and whose calendar they are for (the customer). */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/**
 * A reservation's events as an .ics attachment, written by `ical-generator` (RFC 5545 escaping
 * and line folding). The `ics` package it replaced validated every event with a schema library,
 * about a sixth of a booking's CPU (decision record 0032). The method is said twice, in the file
 * and in the part's content type, as RFC 6047 §2.4 asks.
 */
export function calendarAttachment(
  filename: string,
  productId: string,
  message: CalendarMessage,
  events: CalendarEvent[],
): MailAttachment {
  const cancel = message.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Bluu', product: productId },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  for (const event of events)
    calendar.createEvent({
      id: event.uid,
      sequence: message.sequence,
      summary: event.title,
      description: event.description,
      location: event.location,
      start: event.start,
      end: new Date(event.start.getTime() + event.minutes * 60_000),
      stamp: message.stamp,
      url: event.url ?? null,
      status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: message.organizer,
      // Booked by the customer, so nothing to answer: no RSVP, already accepted.
      attendees: [
        {
          ...message.attendee,
          role: ICalAttendeeRole.REQ,
          status: ICalAttendeeStatus.ACCEPTED,
          rsvp: false,
        },
      ],
    });
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${message.method}`,
    // RFC 5545 ends every content line, the last one too, with CRLF; the library omits the last.
    content: Buffer.from(calendar.toString().replace(/(\r\n)?$/, '\r\n')).toString('base64'),
  };
}
