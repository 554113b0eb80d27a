import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/clock.ts';
import type { Database } from '../src/db/database.ts';
import { outbox } from '../src/db/schema.ts';
import type { OutgoingMail } from '../src/modules/mail/mail.ts';
import { createMailRepository } from '../src/modules/mail/mail.repository.ts';
import { createSmtpTransport } from '../src/modules/mail/mail-transport.ts';
import { createMailWorker, type MailLogger } from '../src/modules/mail/mail-worker.ts';
import { openTestDatabase } from './support/test-database.ts';

const MAIL_FROM = 'Bluu Car Rental <reservations@bluu.co.za>';

/**
 * A real SMTP server that takes `delayMs` to accept each message and calls `onMessage` just
 * before it does; it keeps the subject of every message it accepts.
 */
async function startSlowSmtpServer(delayMs: number, onMessage: () => void = () => undefined) {
  const subjects: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          onMessage();
          subjects.push(/^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '');
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    subjects,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function recordingLogger() {
  const messages: string[] = [];
  const logger: MailLogger = {
    warn: (_details, message) => messages.push(message),
    error: (_details, message) => messages.push(message),
  };
  return { logger, messages };
}

function mail(subject: string): OutgoingMail {
  return {
    kind: 'test',
    to: `${subject.replaceAll(' ', '.').toLowerCase()}@example.com`,
    subject,
    text: `Text of ${subject}`,
    html: `<p>HTML of ${subject}</p>`,
  };
}

/** How many times each subject arrived, for the subjects that arrived other than once. */
function duplicates(subjects: string[]) {
  const counts = new Map<string, number>();
  for (const subject of subjects) counts.set(subject, (counts.get(subject) ?? 0) + 1);
  return [...counts].filter(([, count]) => count !== 1);
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function rowsWithSubjects(subjects: string[]) {
  return database.db.select().from(outbox).where(inArray(outbox.subject, subjects));
}

/** Two servers' mail workers on the one database, each with its own SMTP connection. */
function twoWorkers(smtpUrl: string, clock: Clock, sendLeaseMs?: number) {
  return [1, 2].map(() => {
    const { logger, messages } = recordingLogger();
    const transport = createSmtpTransport(smtpUrl, MAIL_FROM);
    const worker = createMailWorker({
      repository: createMailRepository(database.db, clock),
      transport,
      clock,
      logger,
      pollMs: 10,
      ...(sendLeaseMs === undefined ? {} : { sendLeaseMs }),
    });
    return { worker, transport, messages };
  });
}

async function untilAllSent(subjects: string[]) {
  await expect
    .poll(
      async () => (await rowsWithSubjects(subjects)).filter((row) => row.status === 'SENT').length,
      { interval: 20, timeout: 60_000 },
    )
    .toBe(subjects.length);
}

describe('two mail workers and a slow SMTP server', () => {
  it('send each mail once however long a batch takes (8 s a message, 60 s claims)', async () => {
    // Each message takes the server 8 s of the shared clock: a batch of 10 outlasts its claim.
    let now = new Date('2026-12-07T06:00:00Z');
    const clock = () => now;
    const smtp = await startSlowSmtpServer(40, () => {
      now = new Date(now.getTime() + 8_000);
    });
    const subjects = Array.from({ length: 30 }, (_, index) => `Slow SMTP mail ${index + 1}`);
    const writer = createMailRepository(database.db, clock);
    for (const subject of subjects) await writer.enqueue(mail(subject));
    const workers = twoWorkers(smtp.url, clock);

    try {
      for (const { worker } of workers) worker.start();
      await untilAllSent(subjects);
    } finally {
      // Stopping waits for a send in flight, so a duplicate under way arrives before the count.
      for (const { worker, transport } of workers) {
        await worker.stop();
        await transport.close();
      }
      await smtp.close();
    }

    expect(duplicates(smtp.subjects)).toEqual([]);
    expect(smtp.subjects.toSorted()).toEqual(subjects.toSorted());
    expect(workers.flatMap(({ messages }) => messages)).toEqual([]);
  });

  it('keep a mail with the worker sending it while one send outlasts the lease', async () => {
    // The real clock: the lease (1.5 s) is renewed every 0.5 s while the send takes 4 s.
    const clock = () => new Date();
    const smtp = await startSlowSmtpServer(4_000);
    const subject = 'One very slow send';
    const [first, second] = twoWorkers(smtp.url, clock, 1_500);

    try {
      await createMailRepository(database.db, clock).enqueue(mail(subject));
      first!.worker.start();
      // Leased for its send (no longer the 60 s claim) means the first worker is sending it.
      await expect
        .poll(
          async () => {
            const [row] = await rowsWithSubjects([subject]);
            const leaseLeft = row!.nextAttemptAt.getTime() - clock().getTime();
            return leaseLeft > 0 && leaseLeft < 2_000;
          },
          { interval: 10 },
        )
        .toBe(true);
      second!.worker.start();
      await expect.poll(() => smtp.subjects.length, { interval: 20, timeout: 60_000 }).toBe(1);
    } finally {
      // Stopping waits for a send in flight: a second worker's copy would arrive meanwhile.
      for (const { worker, transport } of [first!, second!]) {
        await worker.stop();
        await transport.close();
      }
      await smtp.close();
    }

    expect(smtp.subjects).toEqual([subject]);
    expect((await rowsWithSubjects([subject]))[0]?.status).toBe('SENT');
    expect([...first!.messages, ...second!.messages]).toEqual([]);
  });
});

describe('a mail claim', () => {
  afterEach(async () => {
    await database.db.delete(outbox);
  });

  it('is lost once another server claimed the mail, one of an earlier version too', async () => {
    let now = new Date('2026-12-08T06:00:00Z');
    const clock = () => now;
    const repository = createMailRepository(database.db, clock);
    const id = await repository.enqueue(mail('Claimed twice'));
    const [claim] = await repository.claimDue(now, 10);
    const renewed = await repository.lease(claim!, now, 100_000);
    expect(renewed?.leasedUntil).toEqual(new Date(now.getTime() + 100_000));
    // The claim it replaced is spent.
    expect(await repository.lease(claim!, now, 100_000)).toBeUndefined();

    // Its lease ran out unnoticed and a server of the version before claims without a token.
    now = new Date(now.getTime() + 101_000);
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(now.getTime() + 60_000) })
      .where(eq(outbox.id, id));
    expect(await repository.lease(renewed!, now, 100_000)).toBeUndefined();
    expect(await repository.markSent(renewed!, now)).toBe(false);
    await repository.markFailed(renewed!, 'late', now);
    const [row] = await rowsWithSubjects(['Claimed twice']);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 0, lastError: null });
    expect(row?.nextAttemptAt).toEqual(new Date(now.getTime() + 60_000));
  });

  it('is kept when its lease ran out and nobody claimed the mail', async () => {
    let now = new Date('2026-12-09T06:00:00Z');
    const repository = createMailRepository(database.db, () => now);
    await repository.enqueue(mail('Claimed late'));
    const [claim] = await repository.claimDue(now, 10);
    now = new Date(now.getTime() + 61_000);
    const renewed = await repository.lease(claim!, now, 100_000);
    expect(renewed).toBeDefined();
    expect(await repository.claimDue(now, 10)).toEqual([]);
    expect(await repository.markSent(renewed!, now)).toBe(true);
  });

  it('keeps its lease when an operator retries the mail it is sending', async () => {
    let now = new Date('2026-12-10T06:00:00Z');
    const repository = createMailRepository(database.db, () => now);
    const id = await repository.enqueue(mail('Retried while sent'));
    const [failed] = await repository.claimDue(now, 10);
    await repository.markFailed(failed!, 'connection refused', new Date(now.getTime() + 5_000));
    now = new Date(now.getTime() + 5_000);
    const [claim] = await repository.claimDue(now, 10);
    const sending = await repository.lease(claim!, now, 100_000);

    expect(await repository.retryNow(id, now)).toBe(true);
    expect(await repository.claimDue(now, 10)).toEqual([]);
    await repository.markFailed(sending!, 'connection refused', new Date(now.getTime() + 10_000));

    // Not held by anyone: due at once.
    expect(await repository.retryNow(id, now)).toBe(true);
    expect((await repository.claimDue(now, 10)).map((row) => row.id)).toEqual([id]);
  });
});
