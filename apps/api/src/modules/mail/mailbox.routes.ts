import { toLocalDateTime } from '@bluu/contracts/time';
import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailRepository, SentMail } from './mail.repository.ts';

const MAILBOX_SIZE = 200;
const LOCAL_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const mailboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  cc: z.string().nullable(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.string()).describe('file names'),
  sentAt: z.string().describe('ISO 8601 instant'),
});

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever the socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * The mailbox holds one-time codes and reset links, so only this machine may read it. The
 * socket's own address is checked (`request.ip` follows TRUST_PROXY), and a request relayed by
 * a proxy on this machine is refused too: its client may be anywhere.
 */
function isLocalRequest(request: FastifyRequest): boolean {
  if (PROXY_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
  return LOCAL_ADDRESSES.has(request.socket.remoteAddress ?? '');
}

function notFound(reply: FastifyReply) {
  reply.callNotFound();
  return reply;
}

function renderMail(mail: SentMail): string {
  const attachments =
    mail.attachmentNames.length === 0
      ? ''
      : `<h3>Attachments</h3><ul>${mail.attachmentNames
          .map((name) => `<li>${escapeHtml(name)}</li>`)
          .join('')}</ul>`;
  const cc = mail.cc ? `<br>Cc: ${escapeHtml(mail.cc)}` : '';
  const replyTo = mail.replyTo ? `<br>Reply-To: ${escapeHtml(mail.replyTo)}` : '';
  return (
    '<tr>' +
    `<td><time datetime="${mail.sentAt.toISOString()}">${toLocalDateTime(mail.sentAt)}</time></td>` +
    `<td>${escapeHtml(mail.to)}${cc}${replyTo}</td>` +
    `<td><details><summary>${escapeHtml(mail.subject)}</summary>` +
    `<pre>${escapeHtml(mail.text)}</pre>${attachments}</details></td>` +
    '</tr>'
  );
}

function renderMailbox(mails: SentMail[]): string {
  const body =
    mails.length === 0
      ? '<p>No mail has been sent yet.</p>'
      : '<table><caption>Sent mail, newest first (times in South African time)</caption>' +
        '<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject and message</th></tr></thead>' +
        `<tbody>${mails.map(renderMail).join('')}</tbody></table>`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    '<title>Mailbox – Bluu development server</title></head>' +
    '<body><main><h1>Mailbox</h1>' +
    '<p>E-mail the server sent while no SMTP server is configured (<code>SMTP_URL</code> unset). ' +
    'Also as <a href="/dev/mail.json">JSON</a>.</p>' +
    `${body}</main></body></html>`
  );
}

/** The development mailbox: `GET /dev/mail` (a page) and `GET /dev/mail.json`, local requests only. */
export function mailboxRoutes(repository: MailRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/mail.json',
      {
        schema: {
          tags: ['development'],
          summary: 'Mail sent to the built-in mailbox, newest first (local requests only)',
          response: { 200: z.array(mailboxEntrySchema) },
        },
      },
      async (request, reply) => {
        if (!isLocalRequest(request)) return notFound(reply);
        const mails = await repository.listSent(MAILBOX_SIZE);
        reply.header('cache-control', 'no-store');
        return mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          cc: mail.cc,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachmentNames,
          sentAt: mail.sentAt.toISOString(),
        }));
      },
    );

    app.get(
      '/dev/mail',
      {
        schema: {
          tags: ['development'],
          summary: 'The built-in mailbox as a page (local requests only)',
        },
      },
      async (request, reply) => {
        if (!isLocalRequest(request)) return notFound(reply);
        const mails = await repository.listSent(MAILBOX_SIZE);
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderMailbox(mails));
      },
    );
  };
}
