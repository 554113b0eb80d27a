import { isEmail } from '@bluu/contracts/validators';
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { outbox } from '../../db/schema.ts';
import type { OutgoingMail } from './mail.ts';

/** A mail the worker has claimed and should send now. */
export interface ClaimedMail extends OutgoingMail {
  id: string;
  attempts: number;
}

/** A delivered mail as the mailbox lists it. */
export interface SentMail {
  id: string;
  kind: string;
  to: string;
  cc: string | null;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachmentNames: string[];
  sentAt: Date;
}

/**
 * A mail whose latest attempt failed, as operators see it (no addresses or content): pending a
 * retry, or refused permanently and left for an operator.
 */
export interface FailingMail {
  id: string;
  kind: string;
  reference: string | null;
  attempts: number;
  lastError: string | null;
  /** Refused for good (a 5xx): no automatic attempt follows. */
  permanent: boolean;
  /** The next automatic attempt; null when permanent. */
  nextAttemptAt: Date | null;
  createdAt: Date;
}

/** How long a claimed mail is hidden from other workers while one of them sends it. */
export const DEFAULT_LEASE_MS = 60_000;

const ERROR_TEXT_LIMIT = 2000;

/**
 * The reference a mail is about: the one given, else the kind's second part:
 * `referenceOf({ kind: 'booking-modification:R123:1700000000000' }) === 'R123'`.
 */
function referenceOf(mail: Pick<OutgoingMail, 'kind' | 'reference'>): string | null {
  return mail.reference ?? mail.kind.split(':')[1] ?? null;
}

/** Mail whose latest attempt failed: pending a retry, or refused for good. */
const failing = or(
  and(eq(outbox.status, 'PENDING'), gt(outbox.attempts, 0)),
  eq(outbox.status, 'FAILED'),
);

/**
 * The outbox table. `clock` stamps new mail, so a mail written "now" is due at once even when
 * the app runs on an injected clock.
 */
export function createMailRepository(db: Db, clock: Clock = systemClock) {
  return {
    /**
     * Writes a mail to the outbox, inside the caller's transaction when one is given. A Reply-To
     * that is not one plain address (a line break, a second address) is refused here, before it
     * could become a header.
     */
    async enqueue(mail: OutgoingMail, tx: Db = db): Promise<string> {
      if (mail.replyTo !== undefined && !isEmail(mail.replyTo))
        throw new Error('Reply-To must be one e-mail address');
      const now = clock();
      const [row] = await tx
        .insert(outbox)
        .values({
          kind: mail.kind,
          recipient: mail.to,
          cc: mail.cc ?? null,
          replyTo: mail.replyTo ?? null,
          reference: referenceOf(mail),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments ?? [],
          createdAt: now,
          nextAttemptAt: now,
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },

    /**
     * The last mail written of any of these kinds (e.g. `booking-confirmation:R…`), if any; the
     * first of them when several share a kind (a copy is written under its own kind).
     */
    async findLatestOfKinds(kinds: string[]): Promise<OutgoingMail | undefined> {
      if (kinds.length === 0) return undefined;
      const [row] = await db
        .select()
        .from(outbox)
        .where(inArray(outbox.kind, kinds))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      if (!row) return undefined;
      return {
        kind: row.kind,
        to: row.recipient,
        ...(row.replyTo === null ? {} : { replyTo: row.replyTo }),
        ...(row.reference === null ? {} : { reference: row.reference }),
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments,
      };
    },

    /**
     * Pending mail due at `now`, oldest first, leased for `leaseMs`: the rows are locked with
     * SKIP LOCKED and their next attempt pushed past the lease in one transaction, so several
     * servers polling one PostgreSQL never claim the same mail, and a mail whose sender died
     * is tried again once the lease runs out.
     */
    async claimDue(now: Date, limit: number, leaseMs = DEFAULT_LEASE_MS): Promise<ClaimedMail[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.status, 'PENDING'), lte(outbox.nextAttemptAt, now)))
          .orderBy(asc(outbox.createdAt), asc(outbox.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return [];
        await tx
          .update(outbox)
          .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
          .where(
            inArray(
              outbox.id,
              rows.map((row) => row.id),
            ),
          );
        return rows.map((row) => ({
          id: row.id,
          attempts: row.attempts,
          kind: row.kind,
          to: row.recipient,
          ...(row.cc === null ? {} : { cc: row.cc }),
          ...(row.replyTo === null ? {} : { replyTo: row.replyTo }),
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: row.attachments,
        }));
      });
    },

    /** Records a delivery; a mail already marked sent stays as it was. */
    async markSent(id: string, now: Date): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'SENT', sentAt: now, lastError: null })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'PENDING')));
    },

    /**
     * Records an attempt the mail server refused for good (a 5xx): the mail leaves the queue and
     * waits for an operator's retry.
     */
    async markFailedPermanently(id: string, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({
          status: 'FAILED',
          attempts: sql`${outbox.attempts} + 1`,
          lastError: error.slice(0, ERROR_TEXT_LIMIT),
        })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'PENDING')));
    },

    /** Records a failed attempt and when to try again. */
    async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: error.slice(0, ERROR_TEXT_LIMIT),
          nextAttemptAt,
        })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'PENDING')));
    },

    /**
     * How much mail waits, how much failed its latest attempt (refused for good included), and
     * since when the oldest waits.
     */
    async figures(): Promise<{ pending: number; failing: number; oldestPendingAt: Date | null }> {
      const pending = sql`${outbox.status} = 'PENDING'`;
      const [row] = await db
        .select({
          pending: sql<number>`(count(*) filter (where ${pending}))::int`,
          failing: sql<number>`(count(*) filter (where ${outbox.attempts} > 0))::int`,
          oldest: sql<string | null>`min(${outbox.createdAt}) filter (where ${pending})`,
        })
        .from(outbox)
        .where(inArray(outbox.status, ['PENDING', 'FAILED']));
      return {
        pending: Number(row?.pending ?? 0),
        failing: Number(row?.failing ?? 0),
        oldestPendingAt: row?.oldest ? new Date(row.oldest) : null,
      };
    },

    /** Mail whose latest attempt failed, pending or refused for good, oldest first. */
    async listFailing(limit: number): Promise<FailingMail[]> {
      const rows = await db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          reference: outbox.reference,
          status: outbox.status,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          nextAttemptAt: outbox.nextAttemptAt,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(failing)
        .orderBy(asc(outbox.createdAt), asc(outbox.id))
        .limit(limit);
      return rows.map(({ status, nextAttemptAt, ...row }) => {
        const permanent = status === 'FAILED';
        return { ...row, permanent, nextAttemptAt: permanent ? null : nextAttemptAt };
      });
    },

    /**
     * Makes a failing mail due at `now` – one refused for good too, for one more attempt; false
     * when no mail of that id has failed.
     */
    async retryNow(id: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(outbox)
        .set({ status: 'PENDING', nextAttemptAt: now })
        .where(and(eq(outbox.id, id), failing))
        .returning({ id: outbox.id });
      return updated.length > 0;
    },

    /** The latest delivered mail, newest first. */
    async listSent(limit: number): Promise<SentMail[]> {
      const rows = await db
        .select()
        .from(outbox)
        .where(eq(outbox.status, 'SENT'))
        .orderBy(desc(outbox.sentAt), desc(outbox.createdAt))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.recipient,
        cc: row.cc,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachmentNames: row.attachments.map((attachment) => attachment.filename),
        sentAt: row.sentAt ?? row.createdAt,
      }));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
