import { renderEmail, type EmailBlock } from '../mail/layout.ts';
import type { MailService } from '../mail/mail.module.ts';

/** Who a notice goes to. */
export interface Recipient {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * How a user is told a one-time code or sent a link. E-mail is the one implementation today;
 * an SMS or WhatsApp channel implements the same interface.
 */
export interface NotificationChannel {
  sendOtp(to: Recipient, otp: string): Promise<void>;
  sendLink(to: Recipient, notice: LinkNotice): Promise<void>;
}

/** A notice with one link; `closing` replaces the usual "If you did not ask for this…" line. */
export interface LinkNotice {
  kind: string;
  subject: string;
  intro: string;
  label: string;
  href: string;
  closing?: string[];
}

/** Notices as e-mail through the outbox, in the site's one e-mail layout. */
export function createEmailChannel(mail: MailService): NotificationChannel {
  async function send(
    kind: string,
    to: Recipient,
    subject: string,
    intro: string,
    blocks: EmailBlock[],
  ) {
    const rendered = renderEmail({
      subject,
      heading: subject,
      to: { firstName: to.firstName, lastName: to.lastName },
      intro,
      blocks,
    });
    await mail.enqueueAndKick({ kind, to: to.email, ...rendered });
  }

  return {
    async sendOtp(to, otp) {
      await send(
        'user-otp',
        to,
        'Your one-time PIN (OTP)',
        `Your OTP to confirm your online profile is ${otp}.`,
        [{ paragraph: ['The OTP is valid for 10 minutes and can be used once.'] }],
      );
    },
    async sendLink(to, notice) {
      const closing = notice.closing ?? ['If you did not ask for this, you can ignore this email.'];
      await send(notice.kind, to, notice.subject, notice.intro, [
        { paragraph: [{ label: notice.label, href: notice.href }] },
        ...closing.map((line) => ({ paragraph: [line] })),
      ]);
    },
  };
}
