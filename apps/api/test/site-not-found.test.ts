import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_ROUTES } from '@bluu/contracts/site-routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranchRepository } from '../src/modules/branches/branches.repository.ts';
import { createCatalogueRepository } from '../src/modules/catalogue/catalogue.repository.ts';
import { createCatalogueSource, type CatalogueSource } from '../src/modules/catalogue/catalogue.ts';
import { loadContentFiles } from '../src/modules/content/content-files.ts';
import { parseContentQuery } from '../src/modules/content/content-query.ts';
import type { ContentSource } from '../src/modules/content/content-source.ts';
import { createLocalContentSource } from '../src/modules/content/local-source.ts';
import { slugLookUp, type SlugLookUp } from '../src/modules/content/page-look-up.ts';
import { registerErrorHandling } from '../src/plugins/errors.ts';
import { pageStatus, registerStaticSite } from '../src/plugins/static-site.ts';
import { openTestDatabase } from './support/test-database.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';
import type { Database } from '../src/db/database.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** A built site as the web build writes it: index.html and a page per route module. */
function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'bluu-dist-'));
  mkdirSync(join(dist, 'routes'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const page of new Set(SITE_ROUTES.map((route) => route.page)))
    writeFileSync(
      join(dist, 'routes', `${page}.html`),
      `<!doctype html><div id="root"></div><!-- ${page} -->`,
    );
  return dist;
}

const dist = builtSite();
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the whole app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers /404 itself 404, with the page that shows the not-found page', async () => {
    for (const url of ['/404', '/404/', '/404?from=x']) {
      const response = await ctx.app.inject({ url, headers: { accept: BROWSER } });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<!-- not-found -->');
      expect(response.headers['content-security-policy']).toEqual(expect.any(String));
    }
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: '/404',
      headers: { accept: BROWSER },
    });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });

  it('sends the whole page with a 404, even to a browser that has it cached', async () => {
    const first = await ctx.app.inject({ url: '/404', headers: { accept: BROWSER } });
    const again = await ctx.app.inject({
      url: '/404',
      headers: {
        accept: BROWSER,
        'if-none-match': String(first.headers.etag),
        'if-modified-since': String(first.headers['last-modified']),
        range: 'bytes=0-3',
      },
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(first.body);
  });

  it.each([
    ['/', 'home'],
    ['/get-quote/', 'get-quote'],
    ['/manage-booking/status', 'manage-booking'],
    ['/login/abc/def/', 'login'],
    ['/fleet/', 'fleet'],
    ['/branches/', 'branches'],
  ])('answers %s, a page of the route table, 200 with its page', async (url, page) => {
    const response = await ctx.app.inject({ url, headers: { accept: BROWSER } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<!-- ${page} -->`);
    // Revalidation still works where the page is found.
    const again = await ctx.app.inject({
      url,
      headers: { accept: BROWSER, 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['/fleet/nope/', '/fleet/south-africa-fleet/'],
    ['/branches/nope/', '/branches/klerksdorp/'],
    ['/nope-page/', '/contacts/'],
  ])(
    'answers %s, a slug the content does not know, 404 with the site, and %s 200',
    async (unknown, known) => {
      const missing = await ctx.app.inject({ url: unknown, headers: { accept: BROWSER } });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      const found = await ctx.app.inject({ url: known, headers: { accept: BROWSER } });
      expect(found.statusCode).toBe(200);
    },
  );
});

/**
 * The static site as app.ts registers it, with the content service's look-ups: the repository's
 * content files and the catalogue of the demo data.
 */
async function siteWith(knows: SlugLookUp): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await registerStaticSite(app, dist, { knows });
  await app.ready();
  return app;
}

describe('fleet, branch and content addresses the content service does not know', () => {
  let database: Database;
  let catalogue: CatalogueSource;
  let site: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    // Kept for a minute, as the server keeps it (REFERENCE_CACHE_SECONDS).
    catalogue = createCatalogueSource(
      createCatalogueRepository(database.db, createBranchRepository(database.db)),
      60_000,
    );
    const content = createLocalContentSource({
      files: loadContentFiles(),
      catalogue,
      publicUrl: 'http://localhost:3000',
    });
    site = await siteWith(slugLookUp(content));
  });
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const open = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    site.inject({ method, url, headers: { accept: BROWSER } });

  it.each([
    ['/fleet/nope/', 'fleet'],
    ['/fleet/Namibia-Fleet/', 'fleet'],
    // The fleet item pages WordPress links are not pages of the site (decision 0026).
    ['/fleet/group-a1/', 'fleet'],
    ['/fleet/south-africa-fleet/nope/', 'fleet'],
    ['/branches/nope/', 'branches'],
    ['/branches/SANDTON/', 'branches'],
    ['/branches/,/', 'branches'],
    ['/nope-page/', 'content'],
    ['/rentals/nope/', 'content'],
    ['/a/b/c/', 'content'],
    ['/Contacts/', 'content'],
    ['/privacy-policy.html', 'content'],
    ['/,/', 'content'],
    ['/%2C/', 'content'],
    ['/sitemap,contacts/', 'content'],
    // A slug with a comma, even one that names a single page or branch to WordPress.
    ['/sitemap,/', 'content'],
    ['/branches/windhoek-town,/', 'branches'],
    ['/home', 'content'],
  ])('answers %s 404, with the page that goes on to the not-found page', async (url, page) => {
    const response = await open(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<!-- ${page} -->`);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await open(url, 'HEAD')).statusCode).toBe(404);
  });

  it.each([
    ['/fleet/', 'fleet'],
    ['/fleet/namibia-fleet/', 'fleet'],
    ['/FLEET/door2door', 'fleet'],
    ['/branches/', 'branches'],
    ['/branches/namibia-rental-branches/', 'branches'],
    ['/branches/windhoek-town/', 'branches'],
    ['/branches/johannesburg-o-r-tambo-international-airport/', 'branches'],
    ['/rentals/corporate-customers/', 'content'],
    ['/contacts/', 'content'],
    ['/anything/before/sitemap/', 'content'],
    ['/get-quote/', 'get-quote'],
  ])('answers %s, which shows what it names, 200', async (url, page) => {
    const response = await open(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<!-- ${page} -->`);
  });

  it('makes the branches once per loaded catalogue, not again for every page', async () => {
    const content = createLocalContentSource({
      files: loadContentFiles(),
      catalogue,
      publicUrl: 'http://localhost:3000',
    });
    const parsed = parseContentQuery('branches', { per_page: '100' });
    if (!('query' in parsed)) throw new Error('query refused');
    const first = await content.list('branches', parsed.query);
    const second = await content.list('branches', parsed.query);
    if (!('items' in first) || !('items' in second)) throw new Error('no branches');
    expect(first.items.length).toBeGreaterThan(25);
    // The very same items: nothing generated (and sanitised) again while the catalogue is kept.
    expect(first.items.every((item, index) => item === second.items[index])).toBe(true);
  });

  it('answers 200 when the content service cannot tell, and the page shows its failure', async () => {
    const unavailable: ContentSource = {
      kind: 'wordpress',
      list: async () => ({
        error: { code: 'rest_content_unavailable', message: 'down', data: { status: 502 } },
      }),
    };
    const failing: ContentSource = {
      kind: 'files',
      list: () => Promise.reject(new Error('The catalogue could not be loaded')),
    };
    for (const source of [unavailable, failing]) {
      const app = await siteWith(slugLookUp(source));
      try {
        for (const url of ['/fleet/nope/', '/branches/nope/', '/nope-page/'])
          expect([
            url,
            (await app.inject({ url, headers: { accept: BROWSER } })).statusCode,
          ]).toEqual([url, 200]);
      } finally {
        await app.close();
      }
    }
  });

  it('answers 404 where WordPress refuses the slug, as the site shows its 404 page for it', async () => {
    const refusing: ContentSource = {
      kind: 'wordpress',
      list: async () => ({
        error: {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): slug',
          data: { status: 400 },
        },
      }),
    };
    expect(await pageStatus('/nope-page/', slugLookUp(refusing))).toBe(404);
  });
});
