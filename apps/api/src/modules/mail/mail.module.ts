import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { OutgoingMail } from './mail.ts';
import { createMailRepository } from './mail.repository.ts';
import { createMailboxTransport, createSmtpTransport } from './mail-transport.ts';
import { createMailWorker } from './mail-worker.ts';
import { mailboxRoutes } from './mailbox.routes.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { requestScopedLog } from '../../plugins/request-log.ts';
import type { OutboxFigures } from '../operations/metrics.ts';
import { operatorGuard } from '../operations/operator-token.ts';

/** What other modules use to send e-mail. */
export interface MailService {
  /**
   * Writes a mail to the outbox. Pass the business transaction as `tx` so the mail commits or
   * rolls back with it, then call `kick()` once that transaction has committed (the poller
   * would otherwise send it within a second).
   */
  enqueue(mail: OutgoingMail, tx?: Db): Promise<void>;
  /** Writes a mail to the outbox on its own and asks the worker to send it now. */
  enqueueAndKick(mail: OutgoingMail): Promise<void>;
  /**
   * Sends a copy of the last mail written of any of these kinds to other recipients, under the
   * kind `<kind>:copy`; false when there is none.
   */
  copy(kinds: string[], recipients: string[]): Promise<boolean>;
  /** Asks the worker to send due mail now; returns at once. */
  kick(): void;
  /** Sends until nothing is due (tests). */
  drain(): Promise<void>;
  /** The outbox's depth for /metrics. */
  figures(): Promise<OutboxFigures>;
}

export interface MailModuleOptions {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'METRICS_TOKEN'>;
  db: Db;
  clock: Clock;
}

/**
 * E-mail through the transactional outbox: SMTP when `SMTP_URL` is set, otherwise the built-in
 * mailbox with its local-only `/dev/mail` pages; operators list and retry failing mail at
 * `/ops/outbox/*` (METRICS_TOKEN). The worker starts with the app and stops
 * (finishing a send in flight) when it closes.
 */
export async function registerMail(
  app: FastifyInstance,
  { config, db, clock }: MailModuleOptions,
): Promise<MailService> {
  const repository = createMailRepository(db, clock);
  const transport = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : createMailboxTransport();
  const worker = createMailWorker({
    repository,
    transport,
    clock,
    logger: requestScopedLog(app.log, { module: 'mail' }),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    await transport.close();
  });
  if (!config.SMTP_URL) await app.register(mailboxRoutes(repository));
  await app.register(
    outboxRoutes({
      repository,
      guard: operatorGuard(config.METRICS_TOKEN),
      now: clock,
      kick: () => worker.kick(),
    }),
  );

  return {
    async enqueue(mail, tx) {
      await repository.enqueue(mail, tx);
    },
    async enqueueAndKick(mail) {
      await repository.enqueue(mail);
      worker.kick();
    },
    async copy(kinds, recipients) {
      const original = await repository.findLatestOfKinds(kinds);
      if (!original) return false;
      for (const to of recipients)
        await repository.enqueue({ ...original, kind: `${original.kind}:copy`, to });
      worker.kick();
      return true;
    },
    kick: () => worker.kick(),
    drain: () => worker.drain(),
    figures: () => repository.figures(),
  };
}
