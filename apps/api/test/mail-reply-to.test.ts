import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { createMailRepository } from '../src/modules/mail/mail.repository.ts';
import { startSmtpServer, type ReceivedMail } from './support/smtp-server.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

const received: ReceivedMail[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpServer(received);
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock, { SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

async function receivedFor(address: string): Promise<ReceivedMail> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = received.find((mail) => mail.rcptTo.includes(address));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail for ${address}`);
}

describe('Reply-To through a real SMTP server', () => {
  it("answers a website enquiry to its writer, and the writer's receipt to us", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/web/user/send-external-contact',
      payload: {
        contactDetails: {
          contactEnquiry: 'Customer care',
          contactFullname: 'Thandi Nkosi',
          contactNumber: '082 123 4567',
          contactEmail: 'Thandi.Nkosi@example.com',
          contactSubject: 'Invoice for reservation R123',
          contactMessage: 'Please send me the invoice.',
          consent: true,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);

    const toCompany = await receivedFor(RESERVATIONS_EMAIL);
    expect(toCompany.raw).toMatch(/^Reply-To: thandi\.nkosi@example\.com\r?$/m);
    const parsed = await simpleParser(toCompany.raw);
    expect(parsed.replyTo?.value.map((address) => address.address)).toEqual([
      'thandi.nkosi@example.com',
    ]);
    expect(parsed.from?.value[0]?.address).toBe(RESERVATIONS_EMAIL);

    const receipt = await receivedFor('thandi.nkosi@example.com');
    expect(receipt.raw).not.toMatch(/^Reply-To:/im);
  });

  it.each([
    ['a line break and a header', 'thandi@example.com\r\nBcc: victim@example.com'],
    ['a bare line feed', 'thandi@example.com\nBcc: victim@example.com'],
    ['two addresses', 'thandi@example.com, victim@example.com'],
    ['a display name', 'Thandi <thandi@example.com>'],
  ])('is refused by the outbox with %s', async (_label, replyTo) => {
    const repository = createMailRepository(ctx.database.db);
    const subject = `Reply-To refused: ${JSON.stringify(replyTo)}`;
    await expect(
      repository.enqueue({
        kind: 'test',
        to: RESERVATIONS_EMAIL,
        replyTo,
        subject,
        text: 'text',
        html: '<p>html</p>',
      }),
    ).rejects.toThrow('Reply-To must be one e-mail address');
    expect(await ctx.database.db.select().from(outbox).where(eq(outbox.subject, subject))).toEqual(
      [],
    );
  });
});
