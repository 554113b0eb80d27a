import { bookingResponseSchema } from '@bluu/contracts/booking';
import { d2dBookingResponseSchema } from '@bluu/contracts/d2d';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { rows, succeedingInjector } from './support/http.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

/*
 * A reservation's calendar files as its customer's calendar receives them: the confirmation,
 * each change and the cancellation name the same events, each with a higher SEQUENCE, and the
 * cancellation removes them (RFC 5545 §3.8.7.4, RFC 5546 §3.2.5).
 */

let now = parseLocalDateTime('2026-12-01 08:00')!;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(() => now);
});
afterAll(async () => {
  await ctx?.close();
});

/** Customers change their bookings minutes apart, not within one instant. */
function later(minutes: number) {
  now = new Date(now.getTime() + minutes * 60_000);
}

const inject = succeedingInjector(() => ctx.app, 12);

const email = 'calendar.updates@example.co.za';
const customerDetails = renter({
  renterEmail: email,
  firstNames: [{ firstName: 'Thandi' }],
  surname: 'Nkosi',
});
const trip = {
  pickUpBranch: 'EL',
  pickUpDateTime: '2026-12-10 10:00',
  dropOffBranch: 'EL',
  dropOffDateTime: '2026-12-12 10:00',
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
};
const cancelBody = (reservationNo: string) => ({
  reservationNo,
  email,
  firstName: 'Thandi',
  lastName: 'Nkosi',
});

interface CalendarFile {
  kind: string;
  contentType: string;
  method: string;
  events: Array<Record<string, string>>;
}

/** The .ics files of a reservation's mails in the order they were written, their events parsed. */
async function calendarFiles(reservationNumber: string): Promise<CalendarFile[]> {
  const mails = await rows(
    ctx.database.db,
    `select kind, attachments from outbox where kind like 'booking-%:${reservationNumber}%'
     order by created_at, kind`,
  );
  return mails.map((mail) => {
    const attachments = mail.attachments as Array<{ contentType: string; content: string }>;
    expect(attachments, String(mail.kind)).toHaveLength(1);
    const [file] = attachments;
    const lines = Buffer.from(file!.content, 'base64')
      .toString('utf8')
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n');
    const events: Array<Record<string, string>> = [];
    let event: Record<string, string> | undefined;
    for (const line of lines) {
      if (line === 'BEGIN:VEVENT') event = {};
      else if (line === 'END:VEVENT' && event) events.push(event);
      else if (event) {
        const name = line.slice(0, line.search(/[:;]/));
        event[name] = line.slice(line.indexOf(':') + 1);
      }
    }
    return {
      kind: String(mail.kind).split(':')[0]!,
      contentType: file!.contentType,
      method: lines.find((line) => line.startsWith('METHOD:')) ?? '',
      events,
    };
  });
}

describe("a reservation's calendar files", () => {
  it('move the same events with a rising sequence, and the cancellation removes them', async () => {
    const made = bookingResponseSchema.parse(
      (
        await inject('POST', '/api/Booking', {
          ...trip,
          customerDetails,
          payment: cardPayment(),
        })
      ).json(),
    );
    const number = made.reservationNumber;
    later(7);
    await inject('PUT', `/api/Booking/${number}`, {
      ...trip,
      email,
      pickUpDateTime: '2026-12-11 10:00',
      dropOffDateTime: '2026-12-13 10:00',
    });
    later(3);
    await inject('PUT', `/api/Booking/${number}`, {
      ...trip,
      email,
      pickUpDateTime: '2026-12-11 10:00',
      dropOffDateTime: '2026-12-14 10:00',
    });
    later(1);
    await inject('POST', '/api/Booking/cancel', cancelBody(number));

    const files = await calendarFiles(number);
    expect(files.map((file) => file.kind)).toEqual([
      'booking-confirmation',
      'booking-modification',
      'booking-extension',
      'booking-cancellation',
    ]);
    const uids = [`${number}-vehicle-pick-up@bluu.co.za`, `${number}-vehicle-drop-off@bluu.co.za`];
    for (const file of files) expect(file.events.map((event) => event.UID)).toEqual(uids);

    const sequences = files.map((file) => Number(file.events[0]?.SEQUENCE));
    expect(sequences[0]).toBe(0);
    for (let index = 1; index < files.length; index += 1)
      expect(sequences[index]).toBeGreaterThan(sequences[index - 1]!);
    for (const file of files)
      for (const event of file.events) expect(event.SEQUENCE).toBe(file.events[0]?.SEQUENCE);

    // The change moved the events; the extension moved the drop-off again.
    expect(files.map((file) => file.events[1]?.DTSTART)).toEqual([
      '20261212T080000Z',
      '20261213T080000Z',
      '20261214T080000Z',
      '20261214T080000Z',
    ]);

    const [confirmation, modification, extension, cancellation] = files;
    for (const file of [confirmation, modification, extension]) {
      expect(file?.method).toBe('METHOD:REQUEST');
      expect(file?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
      expect(file?.events.map((event) => event.STATUS)).toEqual(['CONFIRMED', 'CONFIRMED']);
    }
    expect(cancellation?.method).toBe('METHOD:CANCEL');
    expect(cancellation?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancellation?.events.map((event) => event.STATUS)).toEqual(['CANCELLED', 'CANCELLED']);
    for (const file of files)
      for (const event of file.events) {
        expect(event.ORGANIZER).toBe('mailto:reservations@bluu.co.za');
        expect(event.ATTENDEE?.toLowerCase()).toBe(`mailto:${email}`);
      }
  });

  it("of a Door2Door transfer: the cancellation removes the confirmation's event", async () => {
    const made = d2dBookingResponseSchema.parse(
      (
        await inject('POST', '/api/Booking/d2d', {
          numberPassengers: 2,
          pickUpPlaceId: 'za-gp-ekurhuleni-o-r-tambo-international-airport',
          dropOffPlaceId: 'za-gp-johannesburg-sandton',
          pickUpDateTime: '2026-12-02 10:00',
          vehicleGroup: 'TS',
          customerDetails: { ...customerDetails, iD_Type: '', renterID: '' },
          payment: { moP_Type: 'VS', moP_No: '4111111111111111' },
        })
      ).json(),
    );
    later(2);
    await inject('POST', '/api/Booking/cancel', cancelBody(made.reservationNumber));

    const [confirmation, cancellation] = await calendarFiles(made.reservationNumber);
    const uid = `${made.reservationNumber}-transfer@bluu.co.za`;
    expect(confirmation?.method).toBe('METHOD:REQUEST');
    expect(confirmation?.events).toEqual([
      expect.objectContaining({ UID: uid, SEQUENCE: '0', STATUS: 'CONFIRMED' }),
    ]);
    expect(cancellation?.method).toBe('METHOD:CANCEL');
    expect(cancellation?.events).toEqual([
      expect.objectContaining({
        UID: uid,
        STATUS: 'CANCELLED',
        DTSTART: confirmation?.events[0]?.DTSTART,
      }),
    ]);
    expect(Number(cancellation?.events[0]?.SEQUENCE)).toBeGreaterThan(0);
  });
});
