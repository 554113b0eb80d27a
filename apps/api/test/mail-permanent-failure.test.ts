import type { AddressInfo } from 'node:net';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { createMailRepository } from '../src/modules/mail/mail.repository.ts';
import { createSmtpTransport } from '../src/modules/mail/mail-transport.ts';
import { createMailWorker, type MailLogger } from '../src/modules/mail/mail-worker.ts';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { waitFor } from './support/wait.ts';

const MAIL_FROM = 'Bluu Car Rental <reservations@bluu.co.za>';

/**
 * A real SMTP server that refuses some recipients: `unknown.…` with 550 5.1.1 (permanent) while
 * `refusing.unknown` holds, `busy.…` with 451 4.3.0 (temporary); it keeps every message it takes.
 */
async function startRefusingSmtpServer() {
  const state = { refusingUnknown: true, received: [] as string[], rcptAttempts: [] as string[] };
  const refusal = (message: string, responseCode: number) =>
    Object.assign(new Error(message), { responseCode });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      state.rcptAttempts.push(address.address);
      if (address.address.startsWith('unknown.') && state.refusingUnknown)
        return callback(refusal('5.1.1 <recipient> unknown user', 550));
      if (address.address.startsWith('busy.'))
        return callback(refusal('4.3.0 try again later', 451));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startRefusingSmtpServer>>;
beforeAll(async () => {
  smtp = await startRefusingSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

describe('the mail worker', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(() => new Date('2026-12-01T06:00:00Z'));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('does not retry a mail the server refused for good (5xx), and keeps retrying a 4xx', async () => {
    let now = new Date('2026-12-10T06:00:00Z');
    const clock = () => now;
    const repository = createMailRepository(ctx.database.db, clock);
    const transport = createSmtpTransport(smtp.url, MAIL_FROM);
    const logged: string[] = [];
    const logger: MailLogger = {
      warn: (_details, message) => logged.push(message),
      error: (_details, message) => logged.push(message),
    };
    const worker = createMailWorker({ repository, transport, clock, logger });
    const mail = (to: string, subject: string) => ({
      kind: `booking-confirmation:${subject}`,
      to,
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
    });
    const subjects = ['R550PERMANENT', 'R451TEMPORARY'];
    const rowsOf = () =>
      ctx.database.db.select().from(outbox).where(inArray(outbox.subject, subjects));
    try {
      const refused = await repository.enqueue(mail('unknown.user@example.com', subjects[0]!));
      const deferred = await repository.enqueue(mail('busy.user@example.com', subjects[1]!));
      await worker.drain();
      const status = async () =>
        Object.fromEntries(
          (await rowsOf()).map((row) => [row.subject, [row.status, row.attempts]]),
        );
      expect(await status()).toEqual({
        R550PERMANENT: ['FAILED', 1],
        R451TEMPORARY: ['PENDING', 1],
      });
      expect(logged.toSorted()).toEqual([
        'mail not sent; will retry',
        'mail refused permanently; not retried',
      ]);

      // A day of retries: the temporary one is tried again and again, the permanent one never.
      for (let hour = 0; hour < 24; hour += 1) {
        now = new Date(now.getTime() + 60 * 60_000);
        await worker.drain();
      }
      const after = await status();
      expect(after.R550PERMANENT).toEqual(['FAILED', 1]);
      expect(after.R451TEMPORARY![1]).toBeGreaterThan(20);
      expect(
        smtp.state.rcptAttempts.filter((to) => to === 'unknown.user@example.com'),
      ).toHaveLength(1);

      const listed = await repository.listFailing(500);
      expect(listed.find((row) => row.id === refused)).toMatchObject({
        reference: 'R550PERMANENT',
        permanent: true,
        nextAttemptAt: null,
        attempts: 1,
      });
      expect(listed.find((row) => row.id === deferred)).toMatchObject({
        permanent: false,
        nextAttemptAt: expect.any(Date),
      });
      expect(await repository.figures()).toMatchObject({ failing: 2, pending: 1 });
    } finally {
      await worker.stop();
      await transport.close();
      await ctx.database.db.delete(outbox).where(inArray(outbox.subject, subjects));
    }
  });
});

describe('the operators’ list of failed mail', () => {
  const TOKEN = 'operator-token-for-the-tests-1234';
  const operator = { authorization: `Bearer ${TOKEN}` };
  // The clock stands still: only the first attempt and the operator's retry send.
  const now = parseLocalDateTime('2026-12-01 08:00')!;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(() => now, { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  interface Listed {
    id: string;
    kind: string;
    reference: string | null;
    permanent: boolean;
    attempts: number;
    nextAttemptAt: string | null;
    lastError: string | null;
  }
  async function listed(): Promise<Listed[]> {
    const response = await ctx.app.inject({ url: '/ops/outbox/failed', headers: operator });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('unknown.user');
    return (response.json() as { mails: Listed[] }).mails;
  }

  /** Group B1 at Cape Town, 4 to 7 December: what the booking and the saved quote ask for. */
  const CT_B1_TRIP = {
    pickUpBranch: 'CT',
    pickUpDateTime: '2026-12-04 10:00',
    dropOffBranch: 'CT',
    dropOffDateTime: '2026-12-07 10:00',
    vehicleGroup: 'B1',
    selectedWaiver: 'CDW',
  };

  it('shows a refused booking and quote mail as permanent with its reference, and a retry sends it once more', async () => {
    const renterEmail = 'unknown.user@example.co.za';
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/Booking',
      remoteAddress: '10.53.0.1',
      payload: {
        ...CT_B1_TRIP,
        customerDetails: renter({ renterEmail }),
        payment: cardPayment(),
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const { reservationNumber } = booked.json() as { reservationNumber: string };
    const contact = { name: 'Thandi', surname: 'Nkosi', emailAddress: renterEmail };
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/Quote/save',
      remoteAddress: '10.53.0.2',
      payload: {
        ...CT_B1_TRIP,
        ...contact,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { quoteNumber } = saved.json() as { quoteNumber: string };
    const reminded = await ctx.app.inject({
      method: 'POST',
      url: '/api/Quote/reminder',
      remoteAddress: '10.53.0.3',
      payload: { ...contact, quoteNumber },
    });
    expect(reminded.statusCode, reminded.body).toBe(200);

    const [confirmation, quote] = await waitFor(async () => {
      const mails = await listed();
      const found = [
        mails.find((mail) => mail.kind === `booking-confirmation:${reservationNumber}`),
        mails.find((mail) => mail.kind === 'quote' && mail.reference === quoteNumber),
      ];
      return found.every(Boolean) ? (found as Listed[]) : undefined;
    }, 'the refused mails');
    for (const mail of [confirmation, quote])
      expect(mail).toMatchObject({ permanent: true, nextAttemptAt: null, attempts: 1 });
    expect(confirmation!.reference).toBe(reservationNumber);
    expect(confirmation!.lastError).toMatch(/550/);

    smtp.state.refusingUnknown = false;
    const retried = await ctx.app.inject({
      method: 'POST',
      url: `/ops/outbox/${confirmation!.id}/retry`,
      headers: operator,
    });
    expect(retried.statusCode, retried.body).toBe(202);
    await waitFor(
      async () =>
        smtp.state.received.some((raw) => raw.includes(reservationNumber)) ? true : undefined,
      'the retried mail',
    );
    await waitFor(
      async () =>
        (await listed()).some((mail) => mail.id === confirmation!.id) ? undefined : true,
      'the mail to leave the list',
    );
    const [row] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, confirmation!.id));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
    // The quote mail stays refused until an operator retries it too.
    expect((await listed()).find((mail) => mail.id === quote!.id)).toMatchObject({
      permanent: true,
    });
  });
});
