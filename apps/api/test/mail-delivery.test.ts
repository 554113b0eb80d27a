import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { outbox } from '../src/db/schema.ts';
import type { OutgoingMail } from '../src/modules/mail/mail.ts';
import { createMailRepository, type MailRepository } from '../src/modules/mail/mail.repository.ts';
import { createSmtpTransport } from '../src/modules/mail/mail-transport.ts';
import {
  createMailWorker,
  retryDelayMs,
  type MailLogger,
} from '../src/modules/mail/mail-worker.ts';
import { startSmtpServer, type ReceivedMail } from './support/smtp-server.ts';
import { openTestDatabase } from './support/test-database.ts';

const MAIL_FROM = 'Bluu Car Rental <reservations@bluu.co.za>';

function recordingLogger() {
  const warnings: string[] = [];
  const errors: string[] = [];
  const logger: MailLogger = {
    warn: (_details, message) => warnings.push(message),
    error: (_details, message) => errors.push(message),
  };
  return { logger, warnings, errors };
}

function movableClock(iso: string) {
  let now = new Date(iso);
  return {
    clock: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

function mail(subject: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    kind: 'test',
    to: 'guest@example.com',
    subject,
    text: `Text of ${subject}`,
    html: `<p>HTML of ${subject}</p>`,
    ...overrides,
  };
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function rowsWithSubjects(subjects: string[]) {
  return database.db.select().from(outbox).where(inArray(outbox.subject, subjects));
}

describe('retry delay', () => {
  it('doubles from 5 s and stops growing at 15 min', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(9)).toBe(15 * 60_000);
    expect(retryDelayMs(500)).toBe(15 * 60_000);
  });
});

describe('mail repository', () => {
  it('keeps a mail written in a rolled-back transaction out of the outbox', async () => {
    const { clock } = movableClock('2026-12-01T06:00:00Z');
    const repository = createMailRepository(database.db, clock);
    await database.db
      .transaction(async (tx) => {
        await repository.enqueue(mail('Rolled back'), tx);
        tx.rollback();
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await repository.enqueue(mail('Committed'), tx);
    });
    const rows = await rowsWithSubjects(['Rolled back', 'Committed']);
    expect(rows.map((row) => row.subject)).toEqual(['Committed']);
    await database.db.delete(outbox).where(eq(outbox.subject, 'Committed'));
  });

  it('leases a claimed mail so nobody else claims it until the lease runs out', async () => {
    const { clock, advance } = movableClock('2026-12-02T06:00:00Z');
    const repository = createMailRepository(database.db, clock);
    const id = await repository.enqueue(mail('Leased'));

    const [first] = await repository.claimDue(clock(), 10);
    expect(first?.id).toBe(id);
    expect(await repository.claimDue(clock(), 10)).toEqual([]);
    advance(61_000);
    const [second] = await repository.claimDue(clock(), 10);
    expect(second?.id).toBe(id);

    // The first claim ran out and was taken over: its worker may neither send nor mark the mail.
    expect(await repository.lease(first!, clock(), 60_000)).toBeUndefined();
    expect(await repository.markSent(first!, clock())).toBe(false);
    expect(await repository.markSent(second!, clock())).toBe(true);
    const firstSentAt = clock();
    advance(5_000);
    expect(await repository.markSent(second!, clock())).toBe(false);
    advance(120_000);
    expect(await repository.claimDue(clock(), 10)).toEqual([]);
    const [row] = await rowsWithSubjects(['Leased']);
    expect(row).toMatchObject({ status: 'SENT', sentAt: firstSentAt });
  });
});

describe('mail worker with SMTP', () => {
  it('delivers a queued mail with its subject, bodies and attachment intact', async () => {
    const received: ReceivedMail[] = [];
    const smtp = await startSmtpServer(received);
    const { clock } = movableClock('2026-12-03T06:00:00Z');
    const repository = createMailRepository(database.db, clock);
    const transport = createSmtpTransport(smtp.url, MAIL_FROM);
    const worker = createMailWorker({
      repository,
      transport,
      clock,
      logger: recordingLogger().logger,
    });
    const calendar = Buffer.from(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Bluu//Bookings//EN\r\nBEGIN:VEVENT\r\n' +
        'UID:R123@bluu.co.za\r\nSUMMARY:Vehicle collection at Cape Town Airport\r\n' +
        'DTSTART:20261205T080000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
    ).toString('base64');

    try {
      await repository.enqueue({
        kind: 'booking-confirmation',
        to: 'guest@example.com',
        cc: 'office@example.com',
        subject: 'Your booking R123 is confirmed',
        text: 'Dear guest, your booking R123 is confirmed.',
        html: '<p>Dear guest, your booking <strong>R123</strong> is confirmed.</p>',
        attachments: [
          { filename: 'booking-R123.ics', contentType: 'text/calendar', content: calendar },
        ],
      });
      await worker.drain();
    } finally {
      await worker.stop();
      await transport.close();
      await smtp.close();
    }

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.rcptTo).toEqual(['guest@example.com', 'office@example.com']);
    const raw = message?.raw ?? '';
    expect(raw).toMatch(/^From: Bluu Car Rental <reservations@bluu\.co\.za>$/m);
    expect(raw).toMatch(/^Subject: Your booking R123 is confirmed$/m);
    expect(raw).toContain('Dear guest, your booking R123 is confirmed.');
    expect(raw).toContain('<p>Dear guest, your booking <strong>R123</strong> is confirmed.</p>');
    expect(raw).toMatch(/^Content-Type: text\/calendar; name=booking-R123\.ics$/m);
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=booking-R123\.ics$/m);
    expect(raw.replaceAll('\r\n', '')).toContain(calendar);

    const [row] = await rowsWithSubjects(['Your booking R123 is confirmed']);
    expect(row).toMatchObject({ status: 'SENT', attempts: 0, sentAt: clock() });
  });

  it('says once per outage that the outbox cannot be read, not on every poll', async () => {
    const { clock } = movableClock('2026-12-04T05:00:00Z');
    const stored = createMailRepository(database.db, clock);
    let databaseDown = true;
    const repository: MailRepository = {
      ...stored,
      claimDue: (...args) =>
        databaseDown
          ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
          : stored.claimDue(...args),
    };
    const { logger, warnings } = recordingLogger();
    // Mail other tests left due is sent nowhere: only the outbox's own lines are counted here.
    const transport = createSmtpTransport('smtp://127.0.0.1:9', MAIL_FROM);
    const worker = createMailWorker({ repository, transport, clock, logger });
    const outboxLines = () => warnings.filter((line) => line.includes('outbox'));
    try {
      for (let poll = 0; poll < 5; poll += 1) await worker.drain();
      expect(outboxLines()).toEqual(['could not read the mail outbox']);
      databaseDown = false;
      await worker.drain();
      await worker.drain();
      databaseDown = true;
      await worker.drain();
      await worker.drain();
    } finally {
      await worker.stop();
      await transport.close();
    }
    expect(outboxLines()).toEqual([
      'could not read the mail outbox',
      'the mail outbox can be read again',
      'could not read the mail outbox',
    ]);
  });

  it('keeps mail through an SMTP outage and sends it once when the server is back', async () => {
    const received: ReceivedMail[] = [];
    const probe = await startSmtpServer(received);
    await probe.close();
    const { clock, advance } = movableClock('2026-12-04T06:00:00Z');
    const repository = createMailRepository(database.db, clock);
    const transport = createSmtpTransport(probe.url, MAIL_FROM);
    const { logger, warnings } = recordingLogger();
    const worker = createMailWorker({ repository, transport, clock, logger });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

    try {
      await repository.enqueue(mail('Sent after the outage'));
      await worker.drain();
      let [row] = await rowsWithSubjects(['Sent after the outage']);
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(row?.lastError).toMatch(/ECONNREFUSED/);
      expect(row?.nextAttemptAt).toEqual(new Date(clock().getTime() + 5_000));
      expect(warnings).toEqual(['mail not sent; will retry']);

      await worker.drain();
      advance(4_999);
      await worker.drain();
      [row] = await rowsWithSubjects(['Sent after the outage']);
      expect(row?.attempts).toBe(1);

      advance(1);
      await worker.drain();
      [row] = await rowsWithSubjects(['Sent after the outage']);
      expect(row).toMatchObject({ status: 'PENDING', attempts: 2 });
      expect(row?.nextAttemptAt).toEqual(new Date(clock().getTime() + 10_000));

      smtp = await startSmtpServer(received, { port: probe.port });
      advance(10_000);
      await worker.drain();
      advance(60 * 60_000);
      await worker.drain();
      [row] = await rowsWithSubjects(['Sent after the outage']);
      expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
      expect(received).toHaveLength(1);
      expect(received[0]?.raw).toMatch(/^Subject: Sent after the outage$/m);
      expect(warnings).toHaveLength(2);
    } finally {
      await worker.stop();
      await transport.close();
      await smtp?.close();
    }
  });

  it('sends each mail once when two workers drain the same outbox', async () => {
    const received: ReceivedMail[] = [];
    const smtp = await startSmtpServer(received);
    const { clock } = movableClock('2026-12-05T06:00:00Z');
    const subjects = Array.from({ length: 16 }, (_, index) => `Shared outbox mail ${index + 1}`);
    const writer = createMailRepository(database.db, clock);
    for (const subject of subjects) await writer.enqueue(mail(subject));
    const workers = [1, 2].map(() => {
      const transport = createSmtpTransport(smtp.url, MAIL_FROM);
      const worker = createMailWorker({
        repository: createMailRepository(database.db, clock),
        transport,
        clock,
        logger: recordingLogger().logger,
        batchSize: 2,
      });
      return { worker, transport };
    });

    try {
      await Promise.all(workers.map(({ worker }) => worker.drain()));
    } finally {
      for (const { worker, transport } of workers) {
        await worker.stop();
        await transport.close();
      }
      await smtp.close();
    }

    const sentSubjects = received.map((message) => /^Subject: (.*)$/m.exec(message.raw)?.[1]);
    expect(sentSubjects.toSorted()).toEqual(subjects.toSorted());
    const rows = await rowsWithSubjects(subjects);
    expect(rows.every((row) => row.status === 'SENT')).toBe(true);
  });

  it('finishes the send in flight when stopped, then sends nothing more', async () => {
    const received: ReceivedMail[] = [];
    const smtp = await startSmtpServer(received, { delayMs: 300 });
    const { clock, advance } = movableClock('2026-12-06T06:00:00Z');
    const repository = createMailRepository(database.db, clock);
    const transport = createSmtpTransport(smtp.url, MAIL_FROM);
    const worker = createMailWorker({
      repository,
      transport,
      clock,
      logger: recordingLogger().logger,
      batchSize: 1,
    });

    try {
      await repository.enqueue(mail('In flight at shutdown'));
      advance(1);
      await repository.enqueue(mail('Left for the next start'));
      worker.kick();
      // Claimed (leased past now) means the worker has started sending it.
      await expect
        .poll(
          async () => {
            const [row] = await rowsWithSubjects(['In flight at shutdown']);
            return row && row.nextAttemptAt > clock();
          },
          { interval: 10 },
        )
        .toBe(true);
      expect(received).toHaveLength(0);
      await worker.stop();
      advance(1);
      worker.kick();
      await worker.drain();
    } finally {
      await transport.close();
      await smtp.close();
    }

    const rows = await rowsWithSubjects(['In flight at shutdown', 'Left for the next start']);
    expect(Object.fromEntries(rows.map((row) => [row.subject, row.status]))).toEqual({
      'In flight at shutdown': 'SENT',
      'Left for the next start': 'PENDING',
    });
    expect(received).toHaveLength(1);
    await database.db.delete(outbox).where(eq(outbox.subject, 'Left for the next start'));
  });
});
