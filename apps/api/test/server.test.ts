import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig, type Config } from '../src/config.ts';
import { routePageFor } from '../src/plugins/static-site.ts';
import { DataDirLockedError, openPglite } from '../src/db/database.ts';
import { fixedClock, testConfig } from './support/test-app.ts';
import { openTestDatabase } from './support/test-database.ts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.ts';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
    });
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least 32/,
    );
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, 10 connections unless set', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(loadConfig({ DATABASE_POOL_SIZE: '100' }).DATABASE_POOL_SIZE).toBe(100);
  });

  it.each(['', 'ten', '0', '-3', '2.5', '101'])(
    'stops when DATABASE_POOL_SIZE is %j, saying what it takes',
    (value) => {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(
        '\n  DATABASE_POOL_SIZE: must be a whole number of connections from 1 to 100',
      );
    },
  );

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['REDIS_URL', 'http://127.0.0.1:6390', 'must be a redis:// or rediss:// URL'],
    ['SMTP_URL', 'http://mail.example.com', 'must be an smtp:// or smtps:// URL'],
    ['DATABASE_URL', 'mysql://db.example.com/bluu', 'must be a postgres:// or postgresql:// URL'],
    ['PUBLIC_URL', 'localhost:3000', 'must be an http:// or https:// URL'],
    [
      'CONTENT_API_URL',
      'ftp://cms.example.com/wp-json/wp/v2',
      'must be an http:// or https:// URL',
    ],
    ['GOOGLE_PLACES_URL', 'places.googleapis.com', 'must be an http:// or https:// URL'],
    ['GOOGLE_ROUTES_URL', 'redis://127.0.0.1:6379', 'must be an http:// or https:// URL'],
  ])(
    'stops when %s is a URL of another kind (%s), naming the schemes it takes',
    (name, value, says) => {
      expect(() => loadConfig({ [name]: value })).toThrow(`\n  ${name}: ${says}`);
    },
  );

  it.each([
    ['REDIS_URL', ['redis://127.0.0.1:6379/2', 'rediss://user:secret@redis.example.com:6380']],
    ['SMTP_URL', ['smtp://127.0.0.1:2525', 'smtps://user:secret@mail.example.com:465']],
    [
      'DATABASE_URL',
      ['postgres://user:pass@host:5432/bluu', 'postgresql:///bluu?host=/var/run/postgresql'],
    ],
    ['PUBLIC_URL', ['http://localhost:3000', 'https://bluu.example/']],
    ['CONTENT_API_URL', ['https://cms.example.com/wp-json/wp/v2']],
    ['GOOGLE_PLACES_URL', ['http://127.0.0.1:4010']],
  ])('takes %s in each scheme the service speaks', (name, values) => {
    for (const value of values)
      expect(loadConfig({ [name]: value })[name as keyof Config]).toBe(value);
  });
});

describe('data folder lock', () => {
  it('refuses a second server on the same folder with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bluu-lock-'));
    const first = await openPglite(dir);
    try {
      await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
      await expect(openPglite(dir)).rejects.toThrow(
        /Another server is already using the data folder/,
      );
    } finally {
      await first.close();
    }
    const again = await openPglite(dir);
    await again.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

/** The headers helmet sets (plugins/security.ts), on every answer alike. */
const STRICT_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

interface RefusedRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const json = (body: string) => ({ headers: { 'content-type': 'application/json' }, body });

describe('operations and the built site', () => {
  let app: FastifyInstance;

  /**
   * The answer to `request` written as is on a socket: how a request that is not HTTP is sent
   * (inject builds only valid ones). The server listens from the first call on.
   */
  async function exchange(
    request: string,
  ): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const received: Buffer[] = [];
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      // The server closes the connection after its answer, perhaps before reading all of ours.
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
    });
    const [head = '', body = ''] = Buffer.concat(received).toString().split('\r\n\r\n', 2);
    const [statusLine = '', ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  let database: Database;
  const dist = mkdtempSync(join(tmpdir(), 'bluu-dist-'));
  const INDEX_HTML = '<!doctype html><title>Bluu</title><div id="root"></div>';
  const APP_JS = `console.log(${JSON.stringify('x'.repeat(2000))})`;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'app-123.js'), APP_JS);
    // The build writes brotli and gzip copies beside each file (vite-plugin-compression2).
    writeFileSync(join(dist, 'assets', 'app-123.js.br'), brotliCompressSync(APP_JS));
    writeFileSync(join(dist, 'assets', 'app-123.js.gz'), gzipSync(APP_JS));
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    database = await openTestDatabase();
    app = await buildApp(testConfig({ WEB_DIST_DIR: dist }), {
      database,
      clock: fixedClock('2026-12-01 08:00').clock,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('reports health and readiness', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('describes its routes in OpenAPI', async () => {
    const spec = (await app.inject('/api/openapi.json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/Branch', '/api/Booking/availability', '/healthz', '/readyz']),
    );
    expect(spec.paths['/api/Booking/availability'].post.requestBody).toBeDefined();
  });

  it('echoes a request id, or makes one', async () => {
    const given = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await app.inject('/healthz');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    '/',
    '/availability',
    '/get-quote/',
    '/manage-booking/status',
    '/fleet/namibia-fleet/',
    '/rentals/corporate-customers/',
    '/password-reset/abc/def/ghi',
  ])('loads the site on refresh of %s (history fallback)', async (url) => {
    const response = await app.inject({ url, headers: { accept: 'text/html,*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves the site at / to any client, as the static plugin did', async () => {
    const home = await app.inject({ url: '/', headers: { accept: '*/*' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
  });

  it('serves built files with long caching and the page with none', async () => {
    const asset = await app.inject('/assets/app-123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await app.inject({ url: '/availability', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'serves the precompressed %s copy to a browser that accepts it',
    async (encoding, decode) => {
      const asset = await app.inject({
        url: '/assets/app-123.js',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(String(asset.headers.vary)).toMatch(/accept-encoding/i);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(decode(asset.rawPayload).toString()).toBe(APP_JS);
    },
  );

  it('serves the page itself compressed on refresh of any route', async () => {
    const page = await app.inject({
      url: '/manage-booking/',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('serves the plain file to a client that accepts no compression', async () => {
    const asset = await app.inject({
      url: '/assets/app-123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe(APP_JS);
  });

  it('sends a content security policy without inline script', async () => {
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it.each(['/', '/api/Branch', '/api/nowhere'])(
    'sends the strict headers on %s, the same on every answer',
    async (url) => {
      const answer = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(answer.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(answer.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('sends the same strict headers on a refused request as on a page', async () => {
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/Booking/availability',
      payload: { pickUpBranch: 7 },
    });
    expect(refused.statusCode).toBe(400);
    for (const header of STRICT_HEADERS) {
      expect([header, page.headers[header]]).toEqual([header, expect.any(String)]);
      expect([header, refused.headers[header]]).toEqual([header, page.headers[header]]);
    }
  });

  it.each<[string, RefusedRequest, number]>([
    ['a malformed URL escape', { url: '/wp-json/%E0%A4%A' }, 400],
    // A browser gets the site's page 404 instead (malformed-page-address.test.ts).
    [
      'a malformed URL escape in a page, for a client that takes no HTML',
      { url: '/fleet/%E0%A4%A/', headers: { accept: 'application/json' } },
      400,
    ],
    [
      'a body too large',
      { method: 'POST', url: '/api/Quote', ...json('a'.repeat(300 * 1024)) },
      413,
    ],
    [
      'a body of an unsupported type',
      { method: 'POST', url: '/api/Quote', headers: { 'content-type': 'text/xml' }, body: '<a/>' },
      415,
    ],
    ['a body that is not JSON', { method: 'POST', url: '/api/Quote', ...json('{"a":') }, 400],
  ])(
    'sends the strict headers and no-store on the refusal of %s, without its URL',
    async (_name, request, status) => {
      const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      const refused = await app.inject({
        ...request,
        headers: { accept: 'text/html', ...request.headers },
      });
      expect(refused.statusCode).toBe(status);
      for (const header of STRICT_HEADERS)
        expect([header, refused.headers[header]]).toEqual([header, page.headers[header]]);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.headers['x-request-id']).toEqual(expect.any(String));
      expect(refused.json()).toEqual({
        errors: { error: [{ errorMessage: expect.any(String), code: 'BAD_REQUEST' }] },
      });
      expect(refused.body).not.toContain(request.url.slice(0, 9));
    },
  );

  it.each([
    ['a malformed header line', 'GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n', 400],
    [
      'headers over 16 KB',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n', 400],
  ])(
    'sends the strict headers and no-store on the refusal of %s, which Node answers before Fastify',
    async (_name, request, status) => {
      const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      const refused = await exchange(request);
      expect(refused.status).toBe(status);
      for (const header of STRICT_HEADERS)
        expect([header, refused.headers[header]]).toEqual([header, page.headers[header]]);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(refused.body)).toEqual({
        errors: { error: [{ errorMessage: expect.any(String), code: 'BAD_REQUEST' }] },
      });
    },
  );

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses API answers of 1 KB or more with %s', async (encoding, decode) => {
    const plain = await app.inject('/api/Branch');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const packed = await app.inject({
      url: '/api/Branch',
      headers: { 'accept-encoding': `${encoding}, deflate` },
    });

    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decode(packed.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends small answers uncompressed', async () => {
    const small = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with a JSON 404, never the page', async () => {
    const response = await app.inject({ url: '/api/Nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors.error[0].errorMessage).toContain('not found');
  });
});

describe('the page sent for a path', () => {
  const BUILT = new Set(['home', 'get-quote', 'manage-booking', 'fleet', 'not-found', 'content']);

  it.each([
    ['/', 'routes/home.html'],
    ['/?utm_source=mail', 'routes/home.html'],
    ['/get-quote/', 'routes/get-quote.html'],
    ['/manage-booking/status', 'routes/manage-booking.html'],
    ['/Fleet/namibia-fleet/', 'routes/fleet.html'],
    ['/404', 'routes/not-found.html'],
    ['/rentals/corporate-customers/', 'routes/content.html'],
    ['/home', 'routes/content.html'],
  ])('is the route page of %s', (url, page) => {
    expect(routePageFor(url, BUILT)).toBe(page);
  });

  it('is index.html when the build wrote no route pages', () => {
    expect(routePageFor('/get-quote/', new Set())).toBe('index.html');
  });

  it('is served with its preload hints on refresh', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bluu-dist-'));
    mkdirSync(join(dist, 'routes'));
    writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
    for (const route of ['home', 'get-quote', 'content'])
      writeFileSync(
        join(dist, 'routes', `${route}.html`),
        `<div id="root"></div><!-- ${route} -->`,
      );
    const database = await openTestDatabase();
    const app = await buildApp(testConfig({ WEB_DIST_DIR: dist }), {
      database,
      clock: fixedClock('2026-12-01 08:00').clock,
      logger: false,
    });
    try {
      const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });
      expect((await page('/get-quote/')).body).toContain('<!-- get-quote -->');
      expect((await page('/')).body).toContain('<!-- home -->');
      expect((await page('/manage-booking/')).body).toContain('<!-- content -->');
      expect((await page('/get-quote/')).headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
      await database.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
