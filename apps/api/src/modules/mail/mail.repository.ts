import { randomUUID } from 'node:crypto';
import { isEmail } from '@bluu/contracts/validators';
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { outbox } from '../../db/schema.ts';
import type { OutgoingMail } from './mail.ts';

/**
 * A worker's hold on a mail: the mail is the worker's while its row carries the claim's token and
 * the lease end the worker set last. Another claim changes the token; a server of an earlier
 * version claims without a token, but it too moves the lease end.
 */
export interface MailClaim {
  id: string;
  claimToken: string;
  leasedUntil: Date;
}

/** A mail the worker has claimed and should send now. */
export interface ClaimedMail extends OutgoingMail, MailClaim {
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

/**
 * How long a claimed mail is hidden from other workers before its worker comes to it; the worker
 * leases each mail again right before sending it (`lease`), for as long as one send may take.
 */
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

/** The mail of `claim`, still pending and still held by it: no other worker took it over. */
function held(claim: MailClaim) {
  return and(
    eq(outbox.id, claim.id),
    eq(outbox.status, 'PENDING'),
    eq(outbox.claimToken, claim.claimToken),
    eq(outbox.nextAttemptAt, claim.leasedUntil),
  );
}

/** Pending mail some worker has claimed and not yet recorded, its lease running at `now`. */
function leased(now: Date) {
  return and(
    eq(outbox.status, 'PENDING'),
    isNotNull(outbox.claimToken),
    gt(outbox.nextAttemptAt, now),
  );
}

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
     * Pending mail due at `now`, oldest first, leased for `leaseMs` under a new claim token: the
     * rows are locked with SKIP LOCKED and their next attempt pushed past the lease in one
     * transaction, so several servers polling one PostgreSQL never claim the same mail, and a
     * mail whose sender died is tried again once the lease runs out. Claiming a mail whose lease
     * ran out takes it over: the former holder's token no longer matches.
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
        const claimToken = randomUUID();
        const leasedUntil = new Date(now.getTime() + leaseMs);
        await tx
          .update(outbox)
          .set({ nextAttemptAt: leasedUntil, claimToken })
          .where(
            inArray(
              outbox.id,
              rows.map((row) => row.id),
            ),
          );
        return rows.map((row) => ({
          id: row.id,
          attempts: row.attempts,
          claimToken,
          leasedUntil,
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

    /**
     * Leases a claimed mail for `leaseMs` from `now` – right before its send, and again while the
     * send goes on – if the claim still holds it, even when its lease ran out unnoticed; the
     * renewed claim, or undefined when another worker claimed the mail meanwhile (it must not be
     * sent) or it is no longer pending.
     */
    async lease(claim: MailClaim, now: Date, leaseMs: number): Promise<MailClaim | undefined> {
      const leasedUntil = new Date(now.getTime() + leaseMs);
      const updated = await db
        .update(outbox)
        .set({ nextAttemptAt: leasedUntil })
        .where(held(claim))
        .returning({ id: outbox.id });
      return updated.length > 0
        ? { id: claim.id, claimToken: claim.claimToken, leasedUntil }
        : undefined;
    },

    /**
     * Records a delivery if the claim still holds the mail; false when it does not (another
     * worker took it over, or it is already marked) and nothing is written.
     */
    async markSent(claim: MailClaim, now: Date): Promise<boolean> {
      const updated = await db
        .update(outbox)
        .set({ status: 'SENT', sentAt: now, lastError: null, claimToken: null })
        .where(held(claim))
        .returning({ id: outbox.id });
      return updated.length > 0;
    },

    /**
     * Records an attempt the mail server refused for good (a 5xx): the mail leaves the queue and
     * waits for an operator's retry. Nothing is written once the claim no longer holds the mail.
     */
    async markFailedPermanently(claim: MailClaim, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({
          status: 'FAILED',
          attempts: sql`${outbox.attempts} + 1`,
          lastError: error.slice(0, ERROR_TEXT_LIMIT),
          claimToken: null,
        })
        .where(held(claim));
    },

    /**
     * Records a failed attempt and when to try again, releasing the mail; nothing is written once
     * the claim no longer holds it.
     */
    async markFailed(claim: MailClaim, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastError: error.slice(0, ERROR_TEXT_LIMIT),
          nextAttemptAt,
          claimToken: null,
        })
        .where(held(claim));
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
     * when no mail of that id has failed. A mail a worker holds (being sent, or claimed to be)
     * keeps its lease: making it due would let a second worker send it at the same time.
     */
    async retryNow(id: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(outbox)
        .set({
          status: 'PENDING',
          nextAttemptAt: sql`case when ${leased(now)} then ${outbox.nextAttemptAt} else ${now.toISOString()}::timestamptz end`,
        })
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
