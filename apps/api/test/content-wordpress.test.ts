import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  wpBranchSchema,
  wpErrorSchema,
  wpFleetItemSchema,
  wpPageSchema,
  wpSpecialSchema,
  type WpPage,
} from '@bluu/contracts/content';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueSource } from '../src/modules/catalogue/catalogue.ts';
import { CONTENT_DIR, loadContentFiles } from '../src/modules/content/content-files.ts';
import { parseContentQuery } from '../src/modules/content/content-query.ts';
import { createLocalContentSource } from '../src/modules/content/local-source.ts';
import {
  contentOrigin,
  createWordPressContentSource,
} from '../src/modules/content/wordpress-source.ts';
import { securityHeaders } from '../src/plugins/security.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

/** Page content an attacker (or a careless editor) put into the CMS. */
const HOSTILE_HTML = [
  '<p>Welcome<script>document.title="owned"</script></p>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(2)" onclick="alert(3)">click</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<p style="background:url(javascript:alert(4))" onmouseover="alert(5)">styled</p>',
  '<svg><script>alert(6)</script></svg>',
  '<a href="https://bluu.co.za/" target="_blank">Bluu</a>',
  '<form action="https://evil.example/"><input name="card"></form>',
].join('\n');

/** No executable piece of HOSTILE_HTML survives; its harmless text does. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script|<iframe|<svg|<form|<input|<style/i);
  expect(html).not.toMatch(/\son\w+=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/style=/i);
  expect(html).toContain('Welcome');
  expect(html).toContain(
    '<a href="https://bluu.co.za/" target="_blank" rel="noopener noreferrer">Bluu</a>',
  );
}

// ── A local stand-in for a real WordPress: the only kind of fake these tests use ──────────────

interface FakeRequest {
  path: string;
  params: URLSearchParams;
}

const requests: FakeRequest[] = [];
let mode: 'normal' | 'broken' | 'slow' = 'normal';

function wpPost(id: number, slug: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    date: '2026-03-01T10:00:00',
    date_gmt: '2026-03-01T08:00:00',
    modified: '2026-03-01T10:00:00',
    modified_gmt: '2026-03-01T08:00:00',
    guid: { rendered: `https://cms.example/?p=${id}` },
    slug,
    status,
    type: 'page',
    link: `https://cms.example/${slug}/`,
    title: { rendered: `Title of ${slug} &#8211; <em>CMS</em>` },
    content: { rendered: `<p>Content of ${slug}</p>`, protected: false },
    excerpt: { rendered: '', protected: false },
    author: 1,
    featured_media: 0,
    parent: 0,
    menu_order: id,
    _links: { self: [{ href: `https://cms.example/wp-json/wp/v2/pages/${id}` }] },
    ...extra,
  };
}

function answer(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://fake');
  requests.push({ path: url.pathname, params: url.searchParams });
  if (mode === 'broken') return answer(response, 500, { code: 'internal_server_error' });
  if (mode === 'slow') return; // never answers: the server's time-out must end the wait
  const page = Number(url.searchParams.get('page') ?? '1');
  switch (url.pathname) {
    case '/wp-json/wp/v2/pages': {
      const slug = url.searchParams.get('slug');
      if (slug === 'hostile')
        return answer(
          response,
          200,
          [
            wpPost(7, 'hostile', 'publish', {
              content: { rendered: HOSTILE_HTML, protected: false },
              title: { rendered: 'Hostile<script>alert(7)</script>' },
              yoast_head_json: {
                description: 'Read <b>this</b> &amp; <img src=x onerror=alert(8)>',
              },
            }),
          ],
          { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' },
        );
      if (slug === 'with-images')
        return answer(
          response,
          200,
          [
            wpPost(8, 'with-images', 'publish', {
              content: {
                rendered: [
                  `<p><img src="http://${request.headers.host}/wp-content/uploads/own.jpg" alt="own"></p>`,
                  '<p><img src="/wp-content/uploads/relative.jpg" alt="relative"></p>',
                  '<p><img src="https://tracker.example/pixel.gif" alt="pixel"></p>',
                ].join(''),
                protected: false,
              },
            }),
          ],
          { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' },
        );
      if (page > 3)
        return answer(response, 400, {
          code: 'rest_post_invalid_page_number',
          message: 'The page number requested is larger than the number of pages available.',
          data: { status: 400 },
        });
      // 25 published pages in the CMS; this answer is one page of them, with one draft mixed in
      // that a misconfigured WordPress let through.
      return answer(
        response,
        200,
        [wpPost(100 + page, `page-${page}`, 'publish'), wpPost(900, 'secret-draft', 'draft')],
        { 'X-WP-Total': '25', 'X-WP-TotalPages': '3' },
      );
    }
    case '/wp-json/wp/v2/fleet':
      return answer(
        response,
        200,
        [
          wpPost(31, 'group-a1', 'publish', {
            type: 'fleet',
            fleet_categories: [4],
            fimg_url: 'javascript:alert(9)',
            acf: {
              vehicle_make_model: 'Toyota Starlet <b>or</b>',
              luggage_capacity: 2,
              pax_seating: '5',
              safety_belts: '5',
              vehicle_features: 'Air conditioning\nBluetooth',
              licence_code: 'B',
              load_box: '',
              tank_capacity: '37 litres',
            },
          }),
        ],
        { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' },
      );
    case '/wp-json/wp/v2/branches':
      return answer(
        response,
        200,
        [
          wpPost(41, 'windhoek-town', 'publish', {
            type: 'branches',
            branches_categories: [9],
            acf: {
              branch_code: 'WT',
              branch_hours: 'Monday: 08:00 – 17:00<br />Sunday: Closed',
              address: '1 Main Road<script>x</script>',
              latitude: '-22.5',
              longitude: '17.08',
            },
          }),
        ],
        { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' },
      );
    case '/wp-json/wp/v2/specials':
      return answer(
        response,
        200,
        [
          wpPost(51, 'live', 'publish', {
            type: 'specials',
            fimg_url: 'https://cms.example/wp-content/uploads/live.jpg',
            acf: { promo_link: { url: 'https://bluu.co.za/get-quote/', title: 'Book now' } },
          }),
          wpPost(52, 'hidden', 'draft', { type: 'specials' }),
        ],
        { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' },
      );
    default:
      return answer(response, 404, {
        code: 'rest_no_route',
        message: 'No route',
        data: { status: 404 },
      });
  }
}

let fake: Server;
let fakeUrl: string;
let ctx: TestContext;

beforeAll(async () => {
  fake = createServer(handle);
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock, { CONTENT_API_URL: fakeUrl });
});
afterAll(async () => {
  await ctx?.close();
  fake?.closeAllConnections();
  await new Promise((resolve) => fake?.close(resolve));
});

async function get(path: string) {
  return ctx.app.inject({ method: 'GET', url: `/wp-json/wp/v2/${path}` });
}

describe('with CONTENT_API_URL the content service reads a real WordPress', () => {
  it("forwards the query and passes WordPress's pagination headers through", async () => {
    mode = 'normal';
    requests.length = 0;
    const response = await get('pages?per_page=10&page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('25');
    expect(response.headers['x-wp-totalpages']).toBe('3');
    expect(response.headers.link).toContain('page=3');
    expect(response.headers.link).toContain('page=1');
    const [sent] = requests;
    expect(sent!.path).toBe('/wp-json/wp/v2/pages');
    expect(sent!.params.get('per_page')).toBe('10');
    expect(sent!.params.get('page')).toBe('2');
    const pages = z.array(wpPageSchema).parse(response.json());
    // Only published items reach the public, whatever WordPress answered.
    expect(pages.map((page: WpPage) => page.slug)).toEqual(['page-2']);
    // Reduced to the contract's fields: nothing of WordPress's internals (guid, _links, author).
    expect(Object.keys(response.json()[0] as object)).not.toContain('_links');
    expect(pages[0]!.title.rendered).toBe('Title of page-2 – CMS');
  });

  it('forwards fleet_categories and per_page=100 as the fleet page asks', async () => {
    requests.length = 0;
    const response = await get('fleet?fleet_categories=4&per_page=100');
    expect(response.statusCode).toBe(200);
    expect(requests[0]!.params.get('fleet_categories')).toBe('4');
    expect(requests[0]!.params.get('per_page')).toBe('100');
    const [item] = z.array(wpFleetItemSchema).parse(response.json());
    expect(item!.fimg_url).toBe('');
    expect(item!.acf).toMatchObject({
      vehicle_make_model: 'Toyota Starlet or',
      luggage_capacity: '2',
      vehicle_features: ['Air conditioning', 'Bluetooth'],
    });
  });

  it('serves branches and specials in the contract shape, drafts dropped', async () => {
    const [branch] = z
      .array(wpBranchSchema)
      .parse((await get('branches?slug=windhoek-town')).json());
    expect(branch!.acf.address).toBe('1 Main Road');
    expect(branch!.acf.branch_hours).toEqual([
      { day: 'Monday', hours: '08:00 – 17:00' },
      { day: 'Sunday', hours: 'Closed' },
    ]);
    const specials = z.array(wpSpecialSchema).parse((await get('specials')).json());
    expect(specials.map((special) => special.slug)).toEqual(['live']);
    expect(specials[0]!.acf).toEqual({
      promo_link: 'https://bluu.co.za/get-quote/',
      promo_link_text: 'Book now',
    });
  });

  it("keeps the WordPress's own images, which the content security policy lets the site load", async () => {
    const [page] = z.array(wpPageSchema).parse((await get('pages?slug=with-images')).json());
    expect(page!.content.rendered).toBe(
      [
        `<p><img src="${fakeUrl}/wp-content/uploads/own.jpg" alt="own" loading="lazy" /></p>`,
        `<p><img src="${fakeUrl}/wp-content/uploads/relative.jpg" alt="relative" loading="lazy" /></p>`,
        // Another host's image would be refused by the browser (and tell that host who reads).
        '<p></p>',
      ].join(''),
    );
    // A featured image on another host than the WordPress is dropped as well.
    const specials = z.array(wpSpecialSchema).parse((await get('specials')).json());
    expect(specials[0]!.fimg_url).toBe('');
  });

  it("names the WordPress's origin in the content security policy's img-src", () => {
    expect(contentOrigin(`${fakeUrl}/wp-json/wp/v2/`)).toBe(fakeUrl);
    expect(contentOrigin('https://CMS.example.com:443/blog')).toBe('https://cms.example.com');
    const policy = securityHeaders({ imageSources: [contentOrigin(fakeUrl)] })[
      'Content-Security-Policy'
    ];
    expect(policy).toContain(`img-src 'self' data: ${fakeUrl};`);
  });

  it("sends that policy on the app's pages when CONTENT_API_URL is set", async () => {
    const page = await ctx.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: ${fakeUrl};`);
  });

  it('renders a <script>/onerror payload in page content inert', async () => {
    const [page] = z.array(wpPageSchema).parse((await get('pages?slug=hostile')).json());
    expectInert(page!.content.rendered);
    expect(page!.title.rendered).toBe('Hostile');
    expect(page!.yoast_head_json.description).toBe('Read this &');
  });

  it("passes WordPress's own 400 for a page past the end through", async () => {
    const response = await get('pages?page=4');
    expect(response.statusCode).toBe(400);
    expect(wpErrorSchema.parse(response.json()).code).toBe('rest_post_invalid_page_number');
  });

  it('checks parameters itself before asking WordPress', async () => {
    requests.length = 0;
    const response = await get('pages?per_page=1000');
    expect(response.statusCode).toBe(400);
    expect(requests).toHaveLength(0);
  });

  it('answers 502, never 500, when WordPress fails', async () => {
    mode = 'broken';
    try {
      const response = await get('pages?slug=anything');
      expect(response.statusCode).toBe(502);
      expect(wpErrorSchema.parse(response.json()).code).toBe('rest_content_unavailable');
    } finally {
      mode = 'normal';
    }
  });

  it('keeps successful answers for the cache time and asks again after failures', async () => {
    const source = createWordPressContentSource({
      contentApiUrl: fakeUrl,
      timeoutMs: 5_000,
      cacheMs: 60_000,
      log: { warn: () => undefined },
    });
    const parsed = parseContentQuery('specials', {});
    if (!('query' in parsed)) throw new Error('query refused');
    mode = 'broken';
    try {
      requests.length = 0;
      expect(await source.list('specials', parsed.query)).toMatchObject({ error: {} });
      mode = 'normal';
      expect(await source.list('specials', parsed.query)).toMatchObject({ total: 1 });
      expect(await source.list('specials', parsed.query)).toMatchObject({ total: 1 });
      expect(requests).toHaveLength(2);
    } finally {
      mode = 'normal';
    }
  });

  it('gives up on a WordPress that does not answer within the time-out', async () => {
    mode = 'slow';
    try {
      const source = createWordPressContentSource({
        contentApiUrl: `${fakeUrl}/wp-json/wp/v2/`,
        timeoutMs: 200,
        log: { warn: () => undefined },
      });
      const parsed = parseContentQuery('pages', {});
      if (!('query' in parsed)) throw new Error('query refused');
      const answer = await source.list('pages', parsed.query);
      expect(answer).toMatchObject({ error: { data: { status: 502 } } });
    } finally {
      mode = 'normal';
    }
  });
});

describe('content from the repository files is sanitised too', () => {
  it('renders a <script>/onerror payload written into a content file inert', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bluu-content-'));
    try {
      cpSync(CONTENT_DIR, folder, { recursive: true });
      writeFileSync(
        join(folder, 'pages', 'hostile.md'),
        [
          '---',
          'id: 999',
          'title: Hostile <script>alert(1)</script>',
          'slug: hostile',
          'path: /hostile/',
          'description: A page with a payload',
          "date: '2026-01-01T00:00:00'",
          '---',
          HOSTILE_HTML,
        ].join('\n'),
      );
      const unusedCatalogue = {
        get: () => Promise.reject(new Error('pages do not read the catalogue')),
      } as unknown as CatalogueSource;
      const source = createLocalContentSource({
        files: loadContentFiles(folder),
        catalogue: unusedCatalogue,
        publicUrl: 'http://localhost:3000',
      });
      const parsed = parseContentQuery('pages', { slug: 'hostile' });
      if (!('query' in parsed)) throw new Error('query refused');
      const answer = await source.list('pages', parsed.query);
      if (!('items' in answer)) throw new Error('no items');
      const [page] = z.array(wpPageSchema).parse(answer.items);
      expectInert(page!.content.rendered);
      expect(page!.title.rendered).toBe('Hostile &lt;script&gt;alert(1)&lt;/script&gt;');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
