import { quoteSaveResponseSchema } from '@bluu/contracts/quote';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the quote e-mail through a real SMTP server', () => {
  it('carries every line and the same total as the saved quote', async () => {
    const contact = { name: 'Pieter', surname: 'van Wyk', emailAddress: 'pieter@example.co.za' };
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api/Quote/save',
      payload: {
        pickUpBranch: 'CT',
        pickUpDateTime: '2026-12-10 09:00',
        dropOffBranch: 'CT',
        dropOffDateTime: '2026-12-14 09:00',
        vehicleGroup: 'C2',
        selectedWaiver: 'SCDW',
        products: [{ productCode: 'BOOST' }, { productCode: 'ADW' }],
        additionalDrivers: 1,
        ...contact,
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    const quote = quoteSaveResponseSchema.parse(save.json());
    const reminder = await ctx.app.inject({
      method: 'POST',
      url: '/api/Quote/reminder',
      payload: { ...contact, quoteNumber: quote.quoteNumber },
    });
    expect(reminder.statusCode, reminder.body).toBe(200);

    for (let attempt = 0; attempt < 100 && received.length === 0; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
    expect(received[0]!.rcptTo).toEqual(['pieter@example.co.za']);
    const mail = await simpleParser(received[0]!.raw);
    expect(mail.subject).toBe(`Your Bluu quotation ${quote.quoteNumber}`);
    const total = new Intl.NumberFormat('en-ZA', { minimumFractionDigits: 2 }).format(
      quote.totalCharge,
    );
    expect(mail.text).toContain(`Total Cost: R\u00a0${total} (ZAR, VAT included)`);
    for (const line of quote.quoteLines) expect(mail.text).toContain(line.quoteLineDesc1);
    expect(mail.text).toContain('valid until Thu, 03 Dec 2026 at 23:59');
    expect(mail.html).toContain(quote.quoteNumber);
    // No mailbox pages exist when real SMTP is configured.
    expect((await ctx.app.inject('/dev/mail.json')).statusCode).toBe(404);
  });
});
