import type { Clock } from '../../clock.ts';
import type { ClaimedMail, MailClaim, MailRepository } from './mail.repository.ts';
import { SEND_LEASE_MS, type MailTransport } from './mail-transport.ts';

/** The slice of a pino / Fastify logger the worker writes to. */
export interface MailLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailWorkerOptions {
  repository: MailRepository;
  transport: MailTransport;
  clock: Clock;
  logger: MailLogger;
  /** How often the outbox is polled for due mail (retries, and mail other servers wrote). */
  pollMs?: number;
  /** How many mails one claim takes. */
  batchSize?: number;
  /**
   * How long a mail is leased for its send, taken right before it and renewed every third of it
   * while the send goes on; `SEND_LEASE_MS`, from the SMTP timeouts.
   */
  sendLeaseMs?: number;
}

export interface MailWorker {
  /** Polls the outbox every `pollMs` until stopped. */
  start(): void;
  /** Stops polling and waits for a send in flight; no further mail is sent. */
  stop(): Promise<void>;
  /** Processes due mail now (e.g. right after a commit that wrote some), without waiting. */
  kick(): void;
  /** Processes until nothing is due; resolves when done (tests, shutdown flush). */
  drain(): Promise<void>;
}

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 15 * 60_000;

/** Wait after `attempts` failed tries, doubling up to 15 min: `retryDelayMs(3) === 20_000`. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
}

/**
 * True when the mail server refused the mail for good: an SMTP reply code 5xx (e.g. `550 5.1.1`
 * unknown user), which nodemailer gives as `responseCode`. A 4xx or a connection error is
 * temporary.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code <= 599;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/**
 * Sends the outbox. Mail is claimed in batches; each mail is leased again right before it is sent
 * (skipped when its claim ran out and another worker may have taken it), the lease renewed while
 * the send goes on, however slow, and the mail marked afterwards – so no two workers send one mail
 * at once. A failed send is recorded on its row and retried with exponential backoff, forever, each
 * failure logged – unless the server refused it for good (5xx): then it is marked FAILED and waits
 * for an operator. Nothing thrown by the database or the transport escapes the worker.
 */
export function createMailWorker({
  repository,
  transport,
  clock,
  logger,
  pollMs = 1000,
  batchSize = 10,
  sendLeaseMs = SEND_LEASE_MS,
}: MailWorkerOptions): MailWorker {
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // Runs are serialised; at most one more is queued behind the one in progress.
  let current: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;

  /**
   * Renews the lease of a mail being sent every third of it until `stop()`, which waits for a
   * renewal under way (so none lands after the mail is marked) and gives the claim as last renewed.
   */
  function keepLeased(claim: MailClaim): { stop(): Promise<MailClaim> } {
    let latest = claim;
    let held = true;
    let renewal = Promise.resolve();
    const renew = async () => {
      if (!held) return;
      try {
        const renewed = await repository.lease(latest, clock(), sendLeaseMs);
        if (renewed) latest = renewed;
        else {
          // Taken over after renewals failed for a whole lease (the database out of reach).
          held = false;
          logger.error({ mailId: claim.id }, 'mail lost its lease while being sent');
        }
      } catch (error) {
        logger.warn({ mailId: claim.id, err: error }, 'could not renew the lease of a mail');
      }
    };
    const timer = setInterval(() => {
      renewal = renewal.then(renew);
    }, sendLeaseMs / 3);
    timer.unref();
    return {
      async stop() {
        clearInterval(timer);
        await renewal;
        return latest;
      },
    };
  }

  async function deliver(mail: ClaimedMail) {
    let claim: MailClaim | undefined;
    try {
      claim = await repository.lease(mail, clock(), sendLeaseMs);
    } catch (error) {
      logger.warn({ mailId: mail.id, err: error }, 'could not lease a mail; left for later');
      return;
    }
    // Its claim ran out before this worker came to it, and another worker has taken it.
    if (!claim) return;
    const renewing = keepLeased(claim);
    const failure = await transport.send(mail).then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    claim = await renewing.stop();
    if (failure) {
      const { error } = failure;
      const attempts = mail.attempts + 1;
      const permanent = isPermanentRefusal(error);
      const retryAt = new Date(clock().getTime() + retryDelayMs(attempts));
      if (permanent)
        logger.error(
          { mailId: mail.id, kind: mail.kind, attempts, err: error },
          'mail refused permanently; not retried',
        );
      else
        logger.warn(
          { mailId: mail.id, kind: mail.kind, attempts, retryAt, err: error },
          'mail not sent; will retry',
        );
      try {
        if (permanent) await repository.markFailedPermanently(claim, errorText(error));
        else await repository.markFailed(claim, errorText(error), retryAt);
      } catch (markError) {
        // The lease still holds the mail back; it is tried again when the lease runs out.
        logger.error({ mailId: mail.id, err: markError }, 'could not record a failed mail');
      }
      return;
    }
    try {
      if (!(await repository.markSent(claim, clock())))
        logger.error({ mailId: mail.id }, 'mail sent after another worker took it over');
    } catch (error) {
      // Sent but not recorded: it goes again after the lease – better twice than never.
      logger.error({ mailId: mail.id, err: error }, 'mail sent but not marked as sent');
    }
  }

  // The outbox could not be read on the last poll: said once per outage, not on every poll.
  let unreadable = false;

  async function processDue(): Promise<void> {
    while (!stopped) {
      let claimed;
      try {
        claimed = await repository.claimDue(clock(), batchSize);
      } catch (error) {
        if (!unreadable) logger.warn({ err: error }, 'could not read the mail outbox');
        unreadable = true;
        return;
      }
      if (unreadable) logger.warn({}, 'the mail outbox can be read again');
      unreadable = false;
      for (const mail of claimed) {
        if (stopped) return;
        await deliver(mail);
      }
      if (claimed.length < batchSize) return;
    }
  }

  function run(): Promise<void> {
    if (queued) return queued;
    const next = current
      .then(() => {
        queued = undefined;
        return processDue();
      })
      .catch((error: unknown) => logger.error({ err: error }, 'mail worker run failed'));
    queued = next;
    current = next;
    return next;
  }

  function poll() {
    timer = undefined;
    void run().then(() => {
      if (!stopped) {
        timer = setTimeout(poll, pollMs);
        timer.unref();
      }
    });
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      timer = setTimeout(poll, 0);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await current;
    },
    kick() {
      if (!stopped) void run();
    },
    drain() {
      return stopped ? Promise.resolve() : run();
    },
  };
}
