import { createServer } from 'node:net';
import { bookingResponseSchema } from '@bluu/contracts/booking';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { startSmtpServer, type ReceivedMail } from './support/smtp-server.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { waitFor } from './support/wait.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let now = parseLocalDateTime('2026-12-01 08:00')!;
let port: number;
let ctx: TestContext;
const received: ReceivedMail[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

beforeAll(async () => {
  port = await freePort();
  // The mail server is down when the app starts and when the booking is made.
  ctx = await startTestApp(() => now, { SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

async function outboxRow(kind: string) {
  const result = await ctx.database.db.execute(
    sql`select status, attempts, last_error from outbox where kind = ${kind}`,
  );
  return (
    result as unknown as {
      rows: Array<{ status: string; attempts: number; last_error: string | null }>;
    }
  ).rows[0];
}

describe('a booking while the mail server is down', () => {
  it('succeeds, and its confirmation with the .ics is sent once the server is back', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Booking',
      payload: {
        pickUpBranch: 'DB',
        pickUpDateTime: '2026-12-03 09:00',
        dropOffBranch: 'DB',
        dropOffDateTime: '2026-12-06 17:00',
        vehicleGroup: 'C1',
        selectedWaiver: 'SCDW',
        customerDetails: renter({ renterEmail: 'sipho@example.co.za' }),
        payment: cardPayment(),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { reservationNumber } = bookingResponseSchema.parse(response.json());
    const kind = `booking-confirmation:${reservationNumber}`;

    const failed = await waitFor(async () => {
      const row = await outboxRow(kind);
      return row && row.attempts > 0 ? row : undefined;
    }, 'a failed attempt');
    expect(failed.status).toBe('PENDING');
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer(received, { port });
    now = new Date(now.getTime() + 60 * 60_000);
    await waitFor(async () => (received.length > 0 ? true : undefined), 'delivery');
    // The SMTP server holds the mail before the worker has heard back and marked it sent.
    await waitFor(
      async () => ((await outboxRow(kind))?.status === 'SENT' ? true : undefined),
      'the outbox row marked sent',
    );
    expect(received).toHaveLength(1);

    const mail = await simpleParser(received[0]!.raw);
    expect(mail.subject).toContain(reservationNumber);
    expect(mail.text).toContain('Total Cost: R');
    const [calendar] = mail.attachments;
    expect(calendar?.filename).toBe(`bluu-${reservationNumber}.ics`);
    const ics = calendar!.content.toString('utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // 09:00 and 17:00 in South Africa are 07:00 and 15:00 UTC.
    expect(ics).toContain('DTSTART:20261203T070000Z');
    expect(ics).toContain('DTSTART:20261206T150000Z');
    expect(ics).toContain('Durban King Shaka International Airport');
  });
});
