import { get as getOverSocket, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { branchListSchema } from '@bluu/contracts/branch';
import { RESERVATIONS_EMAIL, SUPPORT_PHONE } from '@bluu/contracts/constants';
import { RENTER_TERMS } from '@bluu/contracts/terms';
import {
  contentSlug,
  wpBranchSchema,
  wpErrorSchema,
  wpFleetItemSchema,
  wpPageSchema,
  wpSpecialSchema,
  wpTermSchema,
  type WpBranch,
  type WpFleetItem,
  type WpPage,
  type WpTerm,
} from '@bluu/contracts/content';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
});
afterAll(async () => {
  await ctx?.close();
});

const BASE = '/wp-json/wp/v2';

async function get(path: string) {
  return ctx.app.inject({ method: 'GET', url: `${BASE}/${path}` });
}

async function list<T>(path: string, schema: z.ZodType<T>): Promise<T[]> {
  const response = await get(path);
  expect(response.statusCode, `${path}: ${response.body.slice(0, 300)}`).toBe(200);
  return z.array(schema).parse(response.json());
}

/** Every page spec 001 §2 links, by the last segment of its path. */
const LINKED_PAGES: Record<string, string> = {
  'corporate-customers': '/rentals/corporate-customers/',
  'tour-operators': '/rentals/tour-operators/',
  'transfer-services': '/transfer-services/',
  'chauffeur-drive': '/transfer-services/chauffeur-drive/',
  'door2door-transfers': '/transfer-services/door2door-transfers/',
  'child-seats': '/products/child-seats/',
  'gps-rentals': '/products/gps-rentals/',
  'bicycle-carrier-rental': '/products/bicycle-carrier-rental/',
  'international-travel': '/partners/international-travel/',
  'customer-care': '/customer-care/',
  'access-to-information': '/access-to-information/',
  'visitor-processing-notice': '/visitor-processing-notice/',
  'terms-and-conditions': '/terms-and-conditions/',
  'privacy-policy': '/privacy-policy/',
  'rental-terms': '/rental-terms/',
  'd2d-rental-terms': '/d2d-rental-terms/',
  sitemap: '/sitemap/',
  contacts: '/contacts/',
};

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('pages?slug=', () => {
  it.each(Object.entries(LINKED_PAGES))(
    'answers the published page %s with title, content, description and its link',
    async (slug, path) => {
      const response = await get(`pages?slug=${slug}`);
      expect(response.headers['x-wp-total']).toBe('1');
      expect(response.headers['x-wp-totalpages']).toBe('1');
      const [page] = z.array(wpPageSchema).parse(response.json());
      expect(page).toMatchObject({ slug, status: 'publish', type: 'page' });
      expect(page!.link).toBe(`http://localhost:3000${path}`);
      expect(page!.title.rendered.length).toBeGreaterThan(2);
      expect(page!.yoast_head_json.description.length).toBeGreaterThan(20);
      expect(textOf(page!.content.rendered).length).toBeGreaterThan(
        slug === 'contacts' ? 150 : 400,
      );
    },
  );

  it('answers an empty list, not an error, for a slug no page has', async () => {
    const response = await get('pages?slug=no-such-page');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-wp-total']).toBe('0');
    expect(response.headers['x-wp-totalpages']).toBe('0');
  });

  it('answers with a trailing slash after the collection too, as WordPress does', async () => {
    const pages = await list('pages/?slug=contacts', wpPageSchema);
    expect(pages.map((page) => page.slug)).toEqual(['contacts']);
  });

  it('takes a comma-separated list of slugs, as WordPress does', async () => {
    const pages = await list('pages?slug=privacy-policy,rental-terms', wpPageSchema);
    expect(pages.map((page) => page.slug).sort()).toEqual(['privacy-policy', 'rental-terms']);
  });

  it('states the renter terms of the contracts in the rental terms', async () => {
    const [page] = await list('pages?slug=rental-terms', wpPageSchema);
    const text = textOf(page!.content.rendered);
    for (const term of RENTER_TERMS) expect(text).toContain(term);
  });

  it('gives only the company phone and e-mail of the contracts (besides branch addresses)', async () => {
    const pages = await list('pages?per_page=100', wpPageSchema);
    expect(pages.length).toBe(Object.keys(LINKED_PAGES).length);
    for (const page of pages) {
      const text = textOf(page.content.rendered);
      const emails = text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
      for (const email of emails) expect(email, page.slug).toBe(RESERVATIONS_EMAIL);
      const phones = text.match(/\b0\d{2} \d{3} \d{4}\b/g) ?? [];
      for (const phone of phones) expect(phone, page.slug).toBe(SUPPORT_PHONE);
    }
    const contacts = pages.find((page) => page.slug === 'contacts')!;
    expect(textOf(contacts.content.rendered)).toContain(SUPPORT_PHONE);
    expect(textOf(contacts.content.rendered)).toContain(RESERVATIONS_EMAIL);
  });

  it('links, in the sitemap, to every linked content page', async () => {
    const [sitemap] = await list('pages?slug=sitemap', wpPageSchema);
    for (const path of Object.values(LINKED_PAGES).filter((path) => path !== '/sitemap/'))
      expect(sitemap!.content.rendered).toContain(`href="${path}"`);
  });
});

describe('fleet', () => {
  it('lists the South Africa, Namibia and Door2Door categories with their item counts', async () => {
    const terms = await list('fleet_categories', wpTermSchema);
    expect(terms.map((term) => term.slug).sort()).toEqual([
      'door2door',
      'namibia-fleet',
      'south-africa-fleet',
    ]);
    for (const term of terms) {
      const items = await list(`fleet?fleet_categories=${term.id}&per_page=100`, wpFleetItemSchema);
      expect(items.length, term.slug).toBe(term.count);
      expect(term.count).toBeGreaterThan(0);
    }
  });

  it('has an item for every vehicle group stocked in a country, as Group N with the content fields', async () => {
    const terms = await list('fleet_categories', wpTermSchema);
    const byCategory = async (slug: string): Promise<WpFleetItem[]> =>
      list(
        `fleet?fleet_categories=${terms.find((term) => term.slug === slug)!.id}&per_page=100`,
        wpFleetItemSchema,
      );
    const southAfrica = await byCategory('south-africa-fleet');
    expect(southAfrica.map((item) => item.title.rendered)).toEqual(
      ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3', 'D1', 'D2', 'E1', 'E2', 'E3'].map(
        (code) => `Group ${code}`,
      ),
    );
    const namibia = await byCategory('namibia-fleet');
    expect(namibia.length).toBeGreaterThan(0);
    // Spec 000 §7: Namibian items are told apart by 'namibia' in the slug, the others never have it.
    expect(namibia.every((item) => item.slug.includes('namibia'))).toBe(true);
    expect(southAfrica.some((item) => item.slug.includes('namibia'))).toBe(false);
    const d2d = await byCategory('door2door');
    expect(d2d.length).toBeGreaterThanOrEqual(3);

    const a1 = southAfrica[0]!;
    expect(a1).toMatchObject({
      status: 'publish',
      fimg_url: '/vehicles/A1.svg',
      acf: { vehicle_make_model: 'Suzuki Swift 1.2 GL', licence_code: 'B', load_box: '' },
    });
    expect(Number(a1.acf.pax_seating)).toBeGreaterThan(0);
    expect(a1.acf.safety_belts).toBe(a1.acf.pax_seating);
    expect(a1.acf.tank_capacity).toMatch(/^\d+ litres$/);
    expect(a1.acf.vehicle_features).toContain('Air conditioning');
    const van = southAfrica.find((item) => item.title.rendered === 'Group E1')!;
    expect(van.acf.load_box).not.toBe('');
    // Rental groups' ids follow their codes, and so their fleet order; the site sorts by menu_order.
    for (const items of [southAfrica, namibia]) {
      const orders = items.map((item) => item.menu_order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('shows in the Door2Door fleet the chauffeur-driven groups a transfer is booked in, not rental cars', async () => {
    const terms = await list('fleet_categories', wpTermSchema);
    const door2door = terms.find((term) => term.slug === 'door2door')!;
    const items = await list(
      `fleet?fleet_categories=${door2door.id}&per_page=100`,
      wpFleetItemSchema,
    );
    // The groups and passenger seats the Door2Door booking offers (seed d2d.ts) in menu order, as
    // the site shows them.
    const shown = items.sort((a, b) => a.menu_order - b.menu_order);
    expect(
      shown.map((item) => [item.title.rendered, Number(item.acf.pax_seating)] as const),
    ).toEqual([
      ['Group TS', 3],
      ['Group TL', 3],
      ['Group TM', 6],
      ['Group TK', 10],
      ['Group TB', 14],
      ['Group TC', 22],
    ]);
    expect(items.every((item) => item.slug.endsWith('-door2door'))).toBe(true);
    expect(
      items.every((item) => item.acf.vehicle_features.includes('Professional chauffeur')),
    ).toBe(true);
  });
});

/** The active Door2Door hubs (spec 000 §3; 3N is inactive): no rental branches, so not in /api/Branch. */
const ACTIVE_HUBS = ['3C', '3D', '3I'];

describe('branches', () => {
  it('are generated from the branch data of the booking API, so the two never disagree', async () => {
    const booking = branchListSchema.parse((await ctx.app.inject('/api/Branch')).json());
    const terms = await list('branches_categories', wpTermSchema);
    const all = new Map<string, WpBranch>();
    for (const term of terms)
      for (const branch of await list(
        `branches?branches_categories=${term.id}&per_page=100`,
        wpBranchSchema,
      ))
        all.set(branch.acf.branch_code, branch);
    expect([...all.keys()].sort()).toEqual(
      [...booking.map((branch) => branch.branchCode), ...ACTIVE_HUBS].sort(),
    );
    // Each branch has its own page, and the site can link to it from the booking API's data.
    expect(new Set([...all.values()].map((item) => item.slug)).size).toBe(all.size);
    for (const branch of booking) {
      const item = all.get(branch.branchCode)!;
      expect(item.title.rendered).toBe(branch.branchName.replace(/&/g, '&amp;'));
      expect(item.slug).toBe(contentSlug(branch.branchName));
      expect(item.acf).toMatchObject({
        province: branch.province,
        address: branch.address,
        email: branch.email,
        telephone: branch.telephone,
        latitude: String(branch.latitude),
        longitude: String(branch.longitude),
      });
      expect(item.acf.gds).not.toBe('');
      expect(item.acf.branch_hours.map((row) => row.day)).toEqual([
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
      for (const hours of branch.openingHours) {
        const day = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
          hours.weekday
        ];
        expect(item.acf.branch_hours.find((row) => row.day === day)?.hours).toBe(
          `${hours.opens} – ${hours.closes}`,
        );
      }
    }
  });

  it('puts Namibian branches in the Namibia category and the Door2Door hubs in theirs', async () => {
    const terms = await list('branches_categories', wpTermSchema);
    const codesOf = async (slug: string) =>
      (
        await list(
          `branches?branches_categories=${terms.find((term: WpTerm) => term.slug === slug)!.id}&per_page=100`,
          wpBranchSchema,
        )
      )
        .map((branch) => branch.acf.branch_code)
        .sort();
    expect(await codesOf('namibia-rental-branches')).toEqual(['KM', 'WB', 'WH', 'WT']);
    expect(await codesOf('door2door-branches')).toEqual(ACTIVE_HUBS);
    const southAfrica = await codesOf('south-africa-rental-branches');
    expect(southAfrica).toContain('1W');
    expect(southAfrica.filter((code) => ACTIVE_HUBS.includes(code))).toEqual([]);
  });

  it('shows in Door2Door Branches the hubs transfers start from, open day and night, not car branches', async () => {
    const terms = await list('branches_categories', wpTermSchema);
    const door2door = terms.find((term) => term.slug === 'door2door-branches')!;
    const hubs = await list(
      `branches?branches_categories=${door2door.id}&per_page=100`,
      wpBranchSchema,
    );
    expect(
      hubs.map((hub) => [hub.acf.branch_code, hub.title.rendered, hub.acf.province]).sort(),
    ).toEqual([
      ['3C', 'D2D Cape Town Airport', 'Western Cape'],
      ['3D', 'D2D KwaZulu-Natal Airport', 'KwaZulu-Natal'],
      ['3I', 'D2D Gauteng', 'Gauteng'],
    ]);
    for (const hub of hubs) {
      expect(hub.acf.branch_hours.map((row) => row.hours)).toEqual(Array(7).fill('00:00 – 23:59'));
      expect(hub.content.rendered).toContain('Door2Door transfers');
      expect(hub.content.rendered).not.toContain('collect your car');
    }
  });

  it('finds one branch by slug with every field of the branch page', async () => {
    const [branch] = await list('branches?slug=windhoek-town', wpBranchSchema);
    expect(branch).toMatchObject({
      slug: 'windhoek-town',
      link: 'http://localhost:3000/branches/windhoek-town/',
      acf: {
        branch_code: 'WT',
        province: 'Khomas',
        gds: 'WDHC01',
        after_hours_contact_number: '+264 62 540 315',
      },
    });
    const [airport] = await list(
      'branches?slug=johannesburg-o-r-tambo-international-airport',
      wpBranchSchema,
    );
    expect(airport!.acf).toMatchObject({
      branch_code: 'JS',
      after_hours_contact_number: SUPPORT_PHONE,
    });
    expect(airport!.acf.branch_hours[0]).toEqual({ day: 'Monday', hours: '05:00 – 23:00' });
  });
});

describe('specials', () => {
  it('lists only the published specials; the unpublished one never appears', async () => {
    const specials = await list('specials?per_page=100', wpSpecialSchema);
    expect(specials.length).toBeGreaterThanOrEqual(3);
    expect(specials.every((special) => special.status === 'publish')).toBe(true);
    expect(specials.map((special) => special.slug)).not.toContain('festive-season-preview');
    expect(await list('specials?slug=festive-season-preview', wpSpecialSchema)).toEqual([]);
    for (const special of specials) {
      expect(special.acf.promo_link).toMatch(/^\//);
      expect(special.acf.promo_link_text).not.toBe('');
      expect(special.fimg_url).toMatch(/^\/vehicles\//);
    }
    const byMenuOrder = await list('specials?orderby=menu_order&order=asc', wpSpecialSchema);
    expect(byMenuOrder.map((special) => special.menu_order)).toEqual([1, 2, 3]);
  });

  it('refuses to list drafts to the public, as WordPress does', async () => {
    const response = await get('specials?status=draft');
    expect(response.statusCode).toBe(401);
    expect(wpErrorSchema.parse(response.json()).code).toBe('rest_forbidden_status');
    expect((await get('specials?status=publish')).statusCode).toBe(200);
  });
});

describe('pagination like WordPress', () => {
  it('counts every matching item in X-WP-Total and pages in X-WP-TotalPages', async () => {
    const total = Object.keys(LINKED_PAGES).length;
    for (const perPage of [1, 5, 7, 10, 18, 100]) {
      const response = await get(`pages?per_page=${perPage}`);
      expect(response.headers['x-wp-total']).toBe(String(total));
      expect(response.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / perPage)));
      expect((response.json() as unknown[]).length).toBe(Math.min(perPage, total));
    }
    const defaults = await get('pages');
    expect((defaults.json() as unknown[]).length).toBe(10);
    expect(defaults.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 10)));
  });

  it('walks every page once, the last one partial, with Link prev and next', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const response = await get(`pages?per_page=5&page=${page}&orderby=id&order=asc`);
      const items = response.json() as WpPage[];
      seen.push(...items.map((item) => item.id));
      const link = String(response.headers.link ?? '');
      expect(link.includes('rel="next"')).toBe(page < 4);
      expect(link.includes('rel="prev"')).toBe(page > 1);
      if (page < 4) expect(link).toContain(`page=${page + 1}`);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(Object.keys(LINKED_PAGES).length);
  });

  it('answers rest_post_invalid_page_number (400) past the last page of posts', async () => {
    const response = await get('pages?per_page=10&page=3');
    expect(response.statusCode).toBe(400);
    expect(wpErrorSchema.parse(response.json())).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  });

  it('answers an empty page past the end of an empty result and of terms, as WordPress does', async () => {
    const empty = await get('pages?slug=nothing-here&page=4');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const terms = await get('fleet_categories?page=2');
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toEqual([]);
    expect(terms.headers['x-wp-total']).toBe('3');
    expect(terms.headers['x-wp-totalpages']).toBe('1');
  });

  it('links pages on PUBLIC_URL, whatever host a request line in absolute form names', async () => {
    const path = `${BASE}/fleet?per_page=1`;
    const next = `<http://localhost:3000${path}&page=2>; rel="next"`;
    expect((await ctx.app.inject(path)).headers.link).toBe(next);
    // inject turns any URL into a path: the absolute form (`GET http://evil.example/… HTTP/1.1`,
    // curl's --request-target) is sent over a socket. Its answer may be cached (public).
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      getOverSocket({ host: '127.0.0.1', port, path: `http://evil.example${path}` }, (response) => {
        response.resume();
        resolve(response.headers);
      }).on('error', reject);
    });
    expect(headers['cache-control']).toMatch(/^public/);
    expect(headers.link).toBe(next);
  });
});

describe('bad query parameters answer 400, never 500', () => {
  const long = 'a'.repeat(10_000);
  it.each([
    ['pages?per_page=-1', 'per_page'],
    ['pages?per_page=0', 'per_page'],
    ['pages?per_page=101', 'per_page'],
    ['pages?per_page=99999999999999999999999', 'per_page'],
    ['pages?per_page=ten', 'per_page'],
    ['pages?per_page=1.5', 'per_page'],
    ['pages?page=0', 'page'],
    ['pages?page=-3', 'page'],
    ['pages?page=1&page=2', 'page'],
    [`pages?slug=<10 000 letters>`, 'slug'],
    ['pages?slug=%ED%A0%80', 'slug'],
    ['pages?slug=%EF%BF%BD', 'slug'],
    ['pages?slug=%3Cscript%3E', 'slug'],
    ['pages?slug=UPPER', 'slug'],
    ['fleet?fleet_categories=abc', 'fleet_categories'],
    ['fleet?fleet_categories=-1', 'fleet_categories'],
    ['branches?branches_categories=1e9999', 'branches_categories'],
    ['specials?orderby=password', 'orderby'],
    ['specials?order=sideways', 'order'],
  ])('%s', async (label, param) => {
    const response = await get(label.replace('<10 000 letters>', long));
    expect(response.statusCode).toBe(400);
    const error = wpErrorSchema.parse(response.json());
    expect(error.code).toBe('rest_invalid_param');
    expect(Object.keys(error.data.params ?? {})).toContain(param);
  });

  it.each([
    'pages?slug=%00',
    'pages?slug=a%00b',
    'pages?per_page=%00',
    'branches?slug=<3 000 emoji>',
    'pages?%00=1',
  ])('%s', async (label) => {
    const response = await get(label.replace('<3 000 emoji>', '%F0%9F%9A%97'.repeat(3000)));
    expect(response.statusCode).toBe(400);
  });

  it("answers WordPress's rest_no_route for an unknown collection", async () => {
    const response = await get('users');
    expect(response.statusCode).toBe(404);
    expect(wpErrorSchema.parse(response.json()).code).toBe('rest_no_route');
  });
});

describe('the API description', () => {
  it('lists every content collection and the contact form', async () => {
    const spec = (await ctx.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        ...[
          'pages',
          'fleet',
          'fleet_categories',
          'branches',
          'branches_categories',
          'specials',
        ].map((collection) => `${BASE}/${collection}`),
        '/api/web/user/send-external-contact',
      ]),
    );
  });
});

describe('any query answers 200 or a 4xx, never 500', () => {
  it('survives 400 random queries over every collection and parameter', async () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pieces = [
      '-1',
      '0',
      '1',
      '100',
      '101',
      '1e3',
      '',
      ' ',
      'a,b',
      ',,',
      '%',
      '%25',
      '%FF',
      '%ED%A0%80',
      '%00',
      '\u00e9',
      'x'.repeat(300),
      '99999999999',
      'publish',
      'draft',
      'asc',
      'menu_order',
      '[]',
      '{}',
      '%0A',
      '+1',
      '01',
    ];
    const params = [
      'page',
      'per_page',
      'slug',
      'fleet_categories',
      'branches_categories',
      'orderby',
      'order',
      'status',
      'search',
      'page[]',
    ];
    const collections = [
      'pages',
      'fleet',
      'fleet_categories',
      'branches',
      'branches_categories',
      'specials',
    ];
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const query = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const piece = pick(pieces);
        const value = piece.startsWith('%') ? piece : encodeURIComponent(piece);
        return `${pick(params)}=${value}`;
      }).join('&');
      const path = `${pick(collections)}?${query}`;
      const response = await get(path);
      expect([200, 400, 401], path).toContain(response.statusCode);
    }
  });
});

describe('a filter that is given but names nothing', () => {
  it.each([
    ['pages?slug=%2C', 'slug'],
    ['pages?slug=,,', 'slug'],
    ['pages?slug=', 'slug'],
    ['pages?slug=%20', 'slug'],
    ['branches?slug=,', 'slug'],
    ['pages?slug[]=', 'slug'],
    ['fleet?fleet_categories=,', 'fleet_categories'],
    ['branches?branches_categories=', 'branches_categories'],
  ])('%s is refused with 400, never read as every item', async (path, param) => {
    const response = await get(path);
    expect(response.statusCode).toBe(400);
    const error = wpErrorSchema.parse(response.json());
    expect(error.code).toBe('rest_invalid_param');
    expect(Object.keys(error.data.params ?? {})).toEqual([param]);
  });

  it('refuses an empty status list too', async () => {
    expect((await get('specials?status=,')).statusCode).toBe(400);
  });
});

describe('lists sent the way PHP reads them (slug[]=), as WordPress takes them', () => {
  it('filters by slug[]', async () => {
    const pages = await list('pages?slug[]=sitemap', wpPageSchema);
    expect(pages.map((page) => page.slug)).toEqual(['sitemap']);
    const two = await list('pages?slug[]=sitemap&slug[]=contacts&orderby=slug', wpPageSchema);
    expect(two.map((page) => page.slug)).toEqual(['sitemap', 'contacts']);
    const indexed = await list('pages?slug%5B0%5D=privacy-policy', wpPageSchema);
    expect(indexed.map((page) => page.slug)).toEqual(['privacy-policy']);
  });

  it('filters by fleet_categories[]', async () => {
    const terms = await list('fleet_categories', wpTermSchema);
    const namibia = terms.find((term) => term.slug === 'namibia-fleet')!;
    const items = await list(
      `fleet?fleet_categories[]=${namibia.id}&per_page=100`,
      wpFleetItemSchema,
    );
    expect(items.length).toBe(namibia.count);
  });

  it.each([
    ['pages?per_page[]=1', 'per_page'],
    ['pages?page[]=2', 'page'],
    ['pages?orderby[]=slug', 'orderby'],
    ['pages?order[]=asc', 'order'],
    ['pages?slug[]=UPPER', 'slug'],
    ['pages?slug[]=sitemap&slug[]=%3Cb%3E', 'slug'],
  ])(
    'refuses %s, a list where one value is wanted or a bad slug, never ignores it',
    async (path, param) => {
      const response = await get(path);
      expect(response.statusCode).toBe(400);
      const error = wpErrorSchema.parse(response.json());
      expect(Object.keys(error.data.params ?? {})).toEqual([param]);
    },
  );

  it('takes a parameter named __proto__ as a parameter, ignored as any unknown one', async () => {
    const pages = await list('pages?__proto__[]=x&slug=sitemap', wpPageSchema);
    expect(pages.map((page) => page.slug)).toEqual(['sitemap']);
  });
});

describe('the contact form', () => {
  it('refuses a subject with bytes that were not UTF-8, rather than store and mail it', async () => {
    const body = Buffer.concat([
      Buffer.from(
        '{"contactDetails":{"contactFullname":"Thandi Nkosi","contactNumber":"0821234567",' +
          '"contactEmail":"thandi@example.co.za","contactMessage":"Hello","consent":true,' +
          '"contactSubject":"Seats ',
      ),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}}'),
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/web/user/send-external-contact',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.error[0]).toMatchObject({
      code: 'VALIDATION',
      errorMessage: 'Subject holds characters that could not be read. Please type it again.',
    });
  });
});

describe('a slug no item can have', () => {
  it.each(['pages?slug=Contacts', 'pages?slug=privacy-policy.html', 'branches?slug=SANDTON'])(
    '%s answers 400 rest_invalid_param, which the site shows as its 404 page',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(400);
      expect(wpErrorSchema.parse(response.json()).code).toBe('rest_invalid_param');
    },
  );
});
