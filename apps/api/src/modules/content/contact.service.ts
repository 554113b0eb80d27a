import { BRAND_NAME, RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import {
  CONTACT_LABELS,
  compactContactNumber,
  firstContactError,
  type ContactDetails,
} from '@bluu/contracts/content';
import { formatInstant } from '@bluu/contracts/display-time';
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
 * the enquiry to the company and a receipt to the sender (without what they typed).
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
      const receivedAt = clock();
      const toCompany = renderEmail({
        subject: `Website enquiry (${enquiry.enquiryType}): ${enquiry.subject}`,
        heading: 'Website enquiry',
        to: { firstName: BRAND_NAME, lastName: 'team' },
        intro: `${enquiry.fullName} sent this message with the contact form of the website and accepted the Website Terms and Conditions. Reply to this e-mail to answer ${enquiry.email}.`,
        blocks: [facts, { title: 'Message', typed: enquiry.message }],
      });
      // Only our own words and the enquiry type: the form can name any address, so what the
      // sender typed must not reach it under our name (nor their name, which is typed too).
      const receipt = renderEmail({
        subject: `We received your message – ${BRAND_NAME} Car Rental`,
        heading: 'Thank you for your message',
        to: { firstName: 'customer', lastName: '' },
        intro: `Thank you for contacting ${BRAND_NAME} Car Rental. We received your message of ${formatInstant(receivedAt)} and will reply to this address.`,
        blocks: [
          { details: [[CONTACT_LABELS.contactEnquiry, enquiry.enquiryType]] },
          {
            paragraph: [
              'If you did not write to us, someone else entered this address: you can ignore this e-mail.',
            ],
          },
        ],
      });
      await db.transaction(async (tx) => {
        await tx.insert(contactEnquiries).values({
          ...enquiry,
          consent: true,
          requestId,
          createdAt: receivedAt,
        });
        // Staff answer with Reply: it goes to the writer, not to our own inbox.
        await mail.enqueue(
          { kind: 'contact-enquiry', to: CONTACT_INBOX, replyTo: enquiry.email, ...toCompany },
          tx,
        );
        await mail.enqueue({ kind: 'contact-enquiry-copy', to: enquiry.email, ...receipt }, tx);
      });
      mail.kick();
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
