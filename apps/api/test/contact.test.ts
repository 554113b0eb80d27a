import { errorResponseSchema } from '@bluu/contracts/api-errors';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import {
  CONTACT_ENQUIRY_TYPES,
  CONTACT_MESSAGES,
  emptyContactDetails,
  firstContactError,
  sendExternalContactResponseSchema,
  type ContactDetails,
} from '@bluu/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, errorOf, rows, waitForMail } from './support/http.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
});
afterAll(async () => {
  await ctx?.close();
});

let clientNo = 0;
/** A fresh client address per request, so the per-client limit only bites where a test wants it. */
function nextClient(): string {
  clientNo += 1;
  return `10.11.${Math.floor(clientNo / 250)}.${(clientNo % 250) + 1}`;
}

const URL = '/api/web/user/send-external-contact';

function valid(overrides: Partial<ContactDetails> = {}): ContactDetails {
  return {
    contactEnquiry: 'Customer care',
    contactFullname: 'Thandi Nkosi',
    contactNumber: '082 123 4567',
    contactEmail: 'Thandi.Nkosi@example.com',
    contactSubject: 'Invoice for reservation R123',
    contactMessage: 'Good day,\nPlease send me the invoice for my last rental.',
    consent: true,
    ...overrides,
  };
}

async function send(payload: unknown, remoteAddress = nextClient()) {
  return ctx.app.inject({
    method: 'POST',
    url: URL,
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
}

async function enquiryCount(): Promise<number> {
  const [row] = await rows(ctx.database.db, 'select count(*)::int as n from contact_enquiries');
  return Number(row?.n);
}

describe('the contact form rules (spec 001 §5), first failing field wins', () => {
  it.each<[string, Partial<ContactDetails>, string]>([
    ['an unknown enquiry type', { contactEnquiry: 'Complaint' }, 'Please select Enquiry type.'],
    ['no full name', { contactFullname: '   ' }, 'Please enter your Full name.'],
    ['no number', { contactNumber: '' }, 'Please enter your Contact number.'],
    [
      'a number with letters',
      { contactNumber: '082 CALL ME' },
      'Please enter a valid Contact number.',
    ],
    ['a number too short', { contactNumber: '123' }, 'Please enter a valid Contact number.'],
    ['no e-mail', { contactEmail: '' }, 'Please enter your Email address.'],
    ['an invalid e-mail', { contactEmail: 'thandi@' }, 'Please enter a valid Email address.'],
    ['no subject', { contactSubject: '' }, 'Please enter your Subject.'],
    ['no message', { contactMessage: '\n \n' }, 'Please enter your Message.'],
    ['no consent', { consent: false }, CONTACT_MESSAGES.consent],
    [
      'a subject too long',
      { contactSubject: 'x'.repeat(151) },
      'Subject must be at most 150 characters.',
    ],
  ])(
    'refuses %s with its message and stores and mails nothing',
    async (_label, change, message) => {
      const before = await enquiryCount();
      const response = await send({ contactDetails: valid(change) });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(message);
      expect(codeOf(response)).toBe('VALIDATION');
      expect(await enquiryCount()).toBe(before);
    },
  );

  it('reports the first failing field of an empty form: the full name (the type defaults)', () => {
    expect(emptyContactDetails().contactEnquiry).toBe('General enquiry');
    expect(firstContactError(emptyContactDetails())).toEqual({
      field: 'contactFullname',
      message: 'Please enter your Full name.',
    });
    expect(firstContactError(valid({ contactEmail: 'bad', consent: false }))?.field).toBe(
      'contactEmail',
    );
  });

  it('accepts every enquiry type of the spec', () => {
    expect(CONTACT_ENQUIRY_TYPES).toEqual([
      'General enquiry',
      'Sales enquiry',
      'Customer care',
      'Reservations',
      'Website support',
    ]);
    for (const type of CONTACT_ENQUIRY_TYPES)
      expect(firstContactError(valid({ contactEnquiry: type }))).toBeNull();
  });
});

describe('POST /api/web/user/send-external-contact', () => {
  it('stores the enquiry and mails it to the company and a receipt to the sender', async () => {
    const response = await send({ contactDetails: valid() });
    expect(response.statusCode).toBe(200);
    expect(sendExternalContactResponseSchema.parse(response.json()).error).toBe('');

    const [stored] = await rows(
      ctx.database.db,
      `select * from contact_enquiries where email = 'thandi.nkosi@example.com'`,
    );
    expect(stored).toMatchObject({
      enquiry_type: 'Customer care',
      full_name: 'Thandi Nkosi',
      contact_number: '0821234567',
      subject: 'Invoice for reservation R123',
      consent: true,
    });

    const toCompany = await waitForMail(
      ctx.app,
      (mail) =>
        mail.to === RESERVATIONS_EMAIL && mail.subject.includes('Invoice for reservation R123'),
    );
    expect(toCompany.subject).toBe('Website enquiry (Customer care): Invoice for reservation R123');
    expect(toCompany.text).toContain('Please send me the invoice for my last rental.');
    expect(toCompany.text).toContain('thandi.nkosi@example.com');
    expect(toCompany.text).toContain('0821234567');

    const copy = await waitForMail(ctx.app, (mail) => mail.to === 'thandi.nkosi@example.com');
    expect(copy.subject).toBe('We received your message – Bluu Car Rental');
    // The date as every other mail shows it, not the wire format (both parts).
    expect(copy.text).toContain(
      'We received your message of Tue, 01 Dec 2026 at 08:00 and will reply to this address.',
    );
    expect(copy.html).toContain('We received your message of Tue, 01 Dec 2026 at 08:00');
    expect(`${copy.text}\n${copy.html}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(copy.text).toContain('Enquiry type: Customer care');
  });

  it('shows the message as typed to the company: paragraphs and line breaks, no bullets', async () => {
    const response = await send({
      contactDetails: valid({
        contactEmail: 'paragraphs@example.com',
        contactSubject: 'Paragraphs',
        contactMessage:
          'Good day,\r\nI have two questions.\n\n\n  \nFirst: the deposit.\nSecond: the <km>.',
      }),
    });
    expect(response.statusCode).toBe(200);
    const toCompany = await waitForMail(
      ctx.app,
      (mail) => mail.to === RESERVATIONS_EMAIL && mail.subject.endsWith(': Paragraphs'),
    );
    expect(toCompany.html).toMatch(
      /<h2[^>]*>Message<\/h2><p[^>]*>Good day,<br>I have two questions\.<\/p><p[^>]*>First: the deposit\.<br>Second: the &lt;km&gt;\.<\/p>/,
    );
    expect(toCompany.html).not.toContain('<li');
    expect(toCompany.text).toContain(
      'Message:\nGood day,\nI have two questions.\n\nFirst: the deposit.\nSecond: the <km>.\n',
    );
  });

  it('sends the sender a receipt without anything they typed: no relay for their text', async () => {
    const typed = {
      contactFullname: 'Your account is locked call 0800 000 000',
      contactSubject: 'Claim your refund at evil.example',
      contactMessage: 'Visit https://evil.example/login to unlock your account.',
    };
    const response = await send({
      contactDetails: valid({ contactEmail: 'someone.else@example.com', ...typed }),
    });
    expect(response.statusCode).toBe(200);
    const toCompany = await waitForMail(
      ctx.app,
      (mail) => mail.to === RESERVATIONS_EMAIL && mail.subject.includes('evil.example'),
    );
    for (const text of Object.values(typed)) expect(toCompany.text).toContain(text);

    const receipt = await waitForMail(ctx.app, (mail) => mail.to === 'someone.else@example.com');
    const everything = `${receipt.subject}\n${receipt.text}\n${receipt.html}`;
    expect(everything).not.toContain('evil.example');
    expect(everything).not.toContain('locked');
    expect(receipt.text.startsWith('Dear customer,\n')).toBe(true);
    expect(receipt.text).toContain(
      'We received your message of Tue, 01 Dec 2026 at 08:00 and will reply to this address.',
    );
  });

  it('escapes what the sender typed in the HTML of the mail to the company', async () => {
    const response = await send({
      contactDetails: valid({
        contactEmail: 'html.sender@example.com',
        contactSubject: 'Hello <img src=x onerror=alert(1)>',
        contactMessage: '<script>alert(2)</script>',
      }),
    });
    expect(response.statusCode).toBe(200);
    const toCompany = await waitForMail(
      ctx.app,
      (mail) => mail.to === RESERVATIONS_EMAIL && mail.subject.includes('<img'),
    );
    expect(toCompany.html).not.toContain('<script>');
    expect(toCompany.html).not.toContain('<img');
    expect(toCompany.html).toContain('&lt;script&gt;');
  });

  it('refuses a subject with a line break, so no header can be made from it', async () => {
    const before = await enquiryCount();
    const response = await send({
      contactDetails: valid({
        contactEmail: 'header.sender@example.com',
        contactSubject: 'Line one\r\nBcc: victim@example.com',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(
      'Subject holds a character that cannot be used.',
    );
    expect(await enquiryCount()).toBe(before);
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['no contactDetails', {}],
    ['a number for the name', { contactDetails: { ...valid(), contactFullname: 42 } }],
    ['a text for consent', { contactDetails: { ...valid(), consent: 'yes' } }],
    ['a NUL byte', { contactDetails: valid({ contactMessage: 'a\u0000b' }) }],
    ['a lone surrogate', { contactDetails: valid({ contactFullname: 'Thandi \ud800' }) }],
    ['a huge message', { contactDetails: valid({ contactMessage: 'x'.repeat(30_000) }) }],
  ])('answers 400, never 500, for %s', async (_label, payload) => {
    const before = await enquiryCount();
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    errorResponseSchema.parse(response.json());
    expect(await enquiryCount()).toBe(before);
  });

  it('limits each client to a few messages', async () => {
    const address = nextClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push(
        (
          await send(
            { contactDetails: valid({ contactEmail: `limit${attempt}@example.com` }) },
            address,
          )
        ).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client is not affected.
    expect((await send({ contactDetails: valid() })).statusCode).toBe(200);
  });
});
