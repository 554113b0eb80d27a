import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { registerMail, type MailService } from '../src/modules/mail/mail.module.ts';
import { registerErrorHandling } from '../src/plugins/errors.ts';
import { testConfig } from './support/test-app.ts';
import { openTestDatabase } from './support/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

let now = new Date('2026-12-01T06:00:00Z');
const clock = () => now;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A small app with the mail module as buildApp wires it (proxy-trusting, real 404 handler). */
async function startMailApp(overrides: Record<string, string> = {}) {
  const instance = Fastify({ logger: false, trustProxy: true }).withTypeProvider<ZodTypeProvider>();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(instance);
  const mail = await registerMail(instance, {
    config: testConfig(overrides),
    db: database.db,
    clock,
  });
  await instance.ready();
  app = instance;
  return { app: instance, mail };
}

async function sendToMailbox(mail: MailService, subject: string) {
  await mail.enqueueAndKick({
    kind: 'otp',
    to: 'guest@example.com',
    subject,
    text: `Your code for ${subject} is 123456`,
    html: `<p>Your code is <b>123456</b></p>`,
    attachments: [
      { filename: 'booking.ics', contentType: 'text/calendar', content: 'QkVHSU46VkNBTEVOREFS' },
    ],
  });
  await mail.drain();
}

describe('built-in mailbox', () => {
  it('lists delivered mail newest first, with attachment names', async () => {
    const { app, mail } = await startMailApp();
    await sendToMailbox(mail, 'First code');
    now = new Date(now.getTime() + 60_000);
    await sendToMailbox(mail, 'Second code');

    const response = await app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const entries = response.json<Array<Record<string, unknown>>>();
    expect(entries.slice(0, 2)).toEqual([
      {
        id: expect.any(String),
        to: 'guest@example.com',
        cc: null,
        replyTo: null,
        subject: 'Second code',
        text: 'Your code for Second code is 123456',
        html: '<p>Your code is <b>123456</b></p>',
        attachments: ['booking.ics'],
        sentAt: now.toISOString(),
      },
      expect.objectContaining({ subject: 'First code' }),
    ]);
  });

  it('sends mail written without a kick on its next poll once the app is ready', async () => {
    const { app, mail } = await startMailApp();
    await mail.enqueue({
      kind: 'contact',
      to: 'support@example.com',
      subject: 'Picked up by the poller',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await expect
      .poll(
        async () => {
          const response = await app.inject({ method: 'GET', url: '/dev/mail.json' });
          return response.json<Array<{ subject: string }>>().map((entry) => entry.subject);
        },
        { timeout: 5_000, interval: 100 },
      )
      .toContain('Picked up by the poller');
  });

  it('answers only the local machine, whatever X-Forwarded-For claims', async () => {
    const { app } = await startMailApp();
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url, remoteAddress: '::ffff:127.0.0.1' })).statusCode,
      ).toBe(200);
      const remote = await app.inject({ method: 'GET', url, remoteAddress: '10.1.2.3' });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('123456');
      const spoofed = await app.inject({
        method: 'GET',
        url,
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(spoofed.statusCode).toBe(404);
    }
  });

  it('escapes mail content on the page', async () => {
    const { app, mail } = await startMailApp();
    now = new Date('2026-12-01T08:30:00Z');
    await mail.enqueueAndKick({
      kind: 'contact',
      to: 'guest@example.com',
      subject: 'Hello <script>alert("x")</script>',
      text: 'Body with <img src=x onerror=alert(1)> & more',
      html: '<p>ignored on the page</p>',
      attachments: [{ filename: '<b>odd</b>.txt', contentType: 'text/plain', content: 'aGVsbG8=' }],
    });
    await mail.drain();

    const response = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(response.body).toContain('Body with &lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(response.body).toContain('&lt;b&gt;odd&lt;/b&gt;.txt');
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('<img');
    expect(response.body).not.toContain('style=');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain(
      '<time datetime="2026-12-01T08:30:00.000Z">2026-12-01 10:30</time>',
    );
  });

  it('does not exist when mail goes out through SMTP', async () => {
    const { app } = await startMailApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
