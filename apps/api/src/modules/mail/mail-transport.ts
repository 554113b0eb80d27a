import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mail.ts';

/** Where the mail worker hands a mail over: an SMTP server, or the built-in mailbox. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  /** Of silence, not of the whole send: a server answering each command slowly takes longer. */
  socketTimeout: 30_000,
};

/**
 * How long the worker leases a mail for one send (decision 0008): twice a send stalled at every
 * timeout above in turn (2 × (10 + 10 + 30) s). The worker renews the lease while a send goes on,
 * so a slower server keeps its mail too; the margin covers a renewal the database answers late.
 */
export const SEND_LEASE_MS =
  2 *
  (SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout);

/** Sends through the SMTP server of `smtpUrl`, e.g. `smtps://user:pass@smtp.example.com`. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        ...(mail.cc ? { cc: mail.cc } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: (mail.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
          encoding: 'base64',
        })),
      });
    },
    async close() {
      transporter.close();
    },
  };
}

/** The built-in mailbox: a SENT outbox row is the mailbox entry, so nothing leaves. */
export function createMailboxTransport(): MailTransport {
  return {
    async send() {},
    async close() {},
  };
}
