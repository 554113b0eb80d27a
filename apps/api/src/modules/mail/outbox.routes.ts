import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorGuard } from '../operations/operator-token.ts';
import { z } from 'zod';
import { DomainError } from '../../errors.ts';
import { scrubText } from '../../plugins/logging.ts';
import type { MailRepository } from './mail.repository.ts';

const FAILING_LIST_SIZE = 500;

const failingMailSchema = z.object({
  id: z.uuid(),
  kind: z.string().describe('what the mail is, e.g. quote, booking-confirmation:R…, user-otp'),
  reference: z
    .string()
    .nullable()
    .describe('the reservation or quote number the mail is about; null for account mail'),
  attempts: z.number().int(),
  lastError: z.string().nullable().describe('the transport’s message, addresses masked'),
  permanent: z
    .boolean()
    .describe('refused for good by the mail server (5xx): sent again only by a retry here'),
  nextAttemptAt: z
    .string()
    .nullable()
    .describe('ISO 8601 instant of the next automatic attempt; null when permanent'),
  createdAt: z.string().describe('ISO 8601 instant'),
});

export interface OutboxRoutesOptions {
  repository: MailRepository;
  /** The operator-token check (modules/operations/operator-token.ts). */
  guard: OperatorGuard;
  now: () => Date;
  /** Asks the worker to send due mail now. */
  kick: () => void;
}

/**
 * Operators' view of mail that failed its latest attempt (`GET /ops/outbox/failed`) and a way to
 * try one again now instead of at its backoff time, or once more after a permanent refusal
 * (`POST /ops/outbox/{id}/retry`). No address is shown: the kind and reference identify the mail.
 */
export function outboxRoutes({
  repository,
  guard,
  now,
  kick,
}: OutboxRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard);

    app.get(
      '/ops/outbox/failed',
      {
        schema: {
          tags: ['operations'],
          summary:
            'Mail whose latest attempt failed, pending or refused for good, oldest first (operator token)',
          response: { 200: z.object({ mails: z.array(failingMailSchema) }) },
        },
      },
      async (_request, reply) => {
        const mails = await repository.listFailing(FAILING_LIST_SIZE);
        reply.header('cache-control', 'no-store');
        return {
          mails: mails.map((mail) => ({
            ...mail,
            lastError: mail.lastError === null ? null : scrubText(mail.lastError),
            nextAttemptAt: mail.nextAttemptAt?.toISOString() ?? null,
            createdAt: mail.createdAt.toISOString(),
          })),
        };
      },
    );

    app.post(
      '/ops/outbox/:id/retry',
      {
        schema: {
          tags: ['operations'],
          summary: 'Sends a failing mail again now, one refused for good too (operator token)',
          params: z.object({ id: z.uuid() }),
          response: { 202: z.object({ status: z.literal('queued') }) },
        },
      },
      async (request, reply) => {
        if (!(await repository.retryNow(request.params.id, now())))
          throw new DomainError('NOT_FOUND', 'No failing mail has this id.');
        kick();
        return reply.status(202).send({ status: 'queued' as const });
      },
    );
  };
}
