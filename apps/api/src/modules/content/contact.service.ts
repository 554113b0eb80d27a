import { BRAND_NAME, RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import {
  CONTACT_LABELS,
  compactContactNumber,
  firstContactError,
  type ContactDetails,
} from '@bluu/contracts/content';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { contactEnquiries } from '../../db/schema.ts';
import { DomainError } from '../../errors.ts';
import { renderEmail, type EmailBlock } from '../mail/layout.ts';
import type { MailService } from '../mail/mail.module.ts';

/** Where the contact form's messages go: the company's reservations and customer-care inbox. */
export const CONTACT_INBOX = RESERVATIONS_EMAIL;

/** One line of text for a mail header or table cell: line breaks and runs of spaces become one space. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The contact form of /contacts/ (spec 001 §2, §5, §7): checks the form's rules (first failing
 * field wins), stores the enquiry and, in the same transaction, writes two mails to the outbox –
 * the enquiry to the company and a copy to the sender.
 */
export function createContactService(options: { db: Db; mail: MailService; clock: Clock }) {
  const { db, mail, clock } = options;
  return {
    async send(details: ContactDetails, requestId: string): Promise<void> {
      const problem = firstContactError(details);
      if (problem) throw new DomainError('VALIDATION', problem.message);
      const enquiry = {
        enquiryType: details.contactEnquiry.trim(),
        fullName: oneLine(details.contactFullname),
        contactNumber: compactContactNumber(details.contactNumber.trim()),
        email: details.contactEmail.trim().toLowerCase(),
        subject: oneLine(details.contactSubject),
        message: details.contactMessage.trim(),
      };
      const facts: EmailBlock = {
        details: [
          [CONTACT_LABELS.contactEnquiry, enquiry.enquiryType],
          [CONTACT_LABELS.contactFullname, enquiry.fullName],
          [CONTACT_LABELS.contactNumber, enquiry.contactNumber],
          [CONTACT_LABELS.contactEmail, enquiry.email],
          [CONTACT_LABELS.contactSubject, enquiry.subject],
        ],
      };
      const message: EmailBlock = { titled: 'Message', items: enquiry.message.split(/\r?\n/) };
      const toCompany = renderEmail({
        subject: `Website enquiry (${enquiry.enquiryType}): ${enquiry.subject}`,
        heading: 'Website enquiry',
        to: { firstName: BRAND_NAME, lastName: 'team' },
        intro: `${enquiry.fullName} sent this message with the contact form of the website and accepted the Website Terms and Conditions. Please reply to ${enquiry.email}.`,
        blocks: [facts, message],
      });
      const toSender = renderEmail({
        subject: `We received your message: ${enquiry.subject}`,
        heading: 'Thank you for your message',
        to: { firstName: enquiry.fullName, lastName: '' },
        intro:
          'Thank you for contacting Bluu Car Rental. One of our service consultants will get in touch with you soon. This is a copy of what you sent us.',
        blocks: [facts, message],
      });
      await db.transaction(async (tx) => {
        await tx.insert(contactEnquiries).values({
          ...enquiry,
          consent: true,
          requestId,
          createdAt: clock(),
        });
        await mail.enqueue({ kind: 'contact-enquiry', to: CONTACT_INBOX, ...toCompany }, tx);
        await mail.enqueue({ kind: 'contact-enquiry-copy', to: enquiry.email, ...toSender }, tx);
      });
      mail.kick();
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
