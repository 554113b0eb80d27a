import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameworkErrorAnswer, registerErrorHandling } from '../src/plugins/errors.ts';
import { refusedAddressPage } from '../src/plugins/static-site.ts';
import { codeOf, errorOf } from './support/http.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

const MALFORMED = 'The address holds a malformed percent-escape.';
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
];

describe('a page address with a malformed percent-escape', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bluu-dist-'));
  let ctx: TestContext;
  beforeAll(async () => {
    // A built site as the web build writes it: index.html and a page per route module.
    mkdirSync(join(dist, 'routes'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const route of ['home', 'fleet', 'not-found', 'content'])
      writeFileSync(
        join(dist, 'routes', `${route}.html`),
        `<!doctype html><div id="root"></div><!-- ${route} -->`,
      );
    ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['/%zz', 'content'],
    ['/rentals/%E0%A4%A/', 'content'],
    ['/fleet/%E0%A4%A/', 'fleet'],
  ])(
    'shows a browser that opens %s the site with 404, under the headers of every page',
    async (url, route) => {
      const page = await ctx.app.inject({ url: '/', headers: { accept: BROWSER } });
      const response = await ctx.app.inject({ url, headers: { accept: BROWSER } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      // The page of the route the site shows at this address, which sends the visitor to /404.
      expect(response.body).toContain(`<!-- ${route} -->`);
      for (const header of SECURITY_HEADERS) {
        expect([header, page.headers[header]]).toEqual([header, expect.any(String)]);
        expect([header, response.headers[header]]).toEqual([header, page.headers[header]]);
      }
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-request-id']).toEqual(expect.any(String));
    },
  );

  it('answers HEAD of such a page 404 as HTML, without a body', async () => {
    const response = await ctx.app.inject({
      method: 'HEAD',
      url: '/rentals/%E0%A4%A/',
      headers: { accept: BROWSER },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toEqual(expect.any(String));
    expect(response.body).toBe('');
  });

  it.each<[string, { url: string; accept?: string; method?: 'GET' | 'POST' }]>([
    ['an API address', { url: '/api/Booking/status/%E0%A4%A?email=a@example.co.za' }],
    ['a content service address', { url: '/wp-json/wp/v2/pages/%zz' }],
    ['a development address', { url: '/dev/%zz' }],
    ['the metrics address', { url: '/metrics/%zz' }],
    ['the health address', { url: '/healthz/%zz' }],
    ['a page, for a client that takes no HTML', { url: '/%zz', accept: 'application/json' }],
    ['a page, for a client that takes anything', { url: '/%zz', accept: '*/*' }],
    ['a page, with a method other than GET', { url: '/%zz', method: 'POST' }],
  ])('keeps the coded 400 for %s, even to a browser', async (_name, request) => {
    const response = await ctx.app.inject({
      method: request.method ?? 'GET',
      url: request.url,
      headers: { accept: request.accept ?? BROWSER },
    });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('BAD_REQUEST');
    expect(errorOf(response)).toBe(MALFORMED);
    expect(response.headers['content-security-policy']).toEqual(expect.any(String));
  });
});

describe('a page address with a malformed percent-escape, without a built site', () => {
  it('keeps the coded 400: there is no page to show', async () => {
    const app = Fastify({
      logger: false,
      frameworkErrors: frameworkErrorAnswer({}, refusedAddressPage('/nonexistent')),
    });
    registerErrorHandling(app);
    try {
      const response = await app.inject({
        url: '/rentals/%E0%A4%A/',
        headers: { accept: BROWSER },
      });
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('BAD_REQUEST');
      expect(errorOf(response)).toBe(MALFORMED);
    } finally {
      await app.close();
    }
  });
});
