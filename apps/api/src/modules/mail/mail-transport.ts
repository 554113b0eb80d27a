import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mail.ts';

/** Where the mail worker hands a mail over: an SMTP server, or the built-in mailbox. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

// Well inside the outbox lease (60 s), so a slow server cannot make another worker send it too.
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

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
