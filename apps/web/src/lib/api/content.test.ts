/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http-client.ts';
import {
  getBranchBySlug,
  getContentList,
  getFleet,
  getPageBySlug,
  getSpecials,
} from './content.ts';

/*
 * The site's content client against a local WordPress stand-in (a real HTTP server, the only kind
 * of fake allowed here: it stands for the CMS outside the project): the client reads WordPress's
 * own shapes and paging headers, which our server's content API reproduces.
 */

function post(id: number, slug: string, status: string, extra: Record<string, unknown> = {}) {
  const date = '2026-03-01T10:00:00';
  return {
    id,
    date,
    date_gmt: date,
    modified: date,
    modified_gmt: date,
    guid: { rendered: `https://cms.example/?p=${id}` },
    slug,
    status,
    type: 'page',
    link: `https://cms.example/${slug}/`,
    title: { rendered: `Title ${slug}` },
    content: { rendered: `<p>Content ${slug}</p>`, protected: false },
    excerpt: { rendered: '', protected: false },
    menu_order: 0,
    featured_media: 0,
    _links: {},
    ...extra,
  };
}

const fleetAcf = {
  vehicle_make_model: 'Suzuki Swift 1.2 GL',
  luggage_capacity: '2',
  pax_seating: '5',
  safety_belts: '5',
  vehicle_features: ['Air conditioning'],
  licence_code: 'B',
  load_box: '',
  tank_capacity: '37 litres',
  transmission: 'Manual',
};

const branchAcf = {
  branch_code: 'WT',
  province: 'Khomas',
  address: '142 Independence Avenue, Windhoek',
  email: 'windhoek@bluu.co.za',
  branch_hours: [{ day: 'Monday', hours: '08:00 – 17:00' }],
  after_hours_contact_person: 'Duty manager',
  after_hours_contact_number: '+264 62 540 315',
  telephone: '+264 61 227 640',
  fax: '',
  longitude: '17.0842',
  latitude: '-22.5683',
  gds: 'WDHC01',
};

const seen: URL[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cms.example');
    seen.push(url);
    const send = (status: number, body: unknown, total?: number, pages?: number) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        ...(total === undefined
          ? {}
          : { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(pages) }),
      });
      response.end(JSON.stringify(body));
    };
    const slug = url.searchParams.get('slug');
    // WordPress reads `slug` as a comma-separated list.
    const slugs = slug?.split(',') ?? [];
    switch (url.pathname) {
      case '/wp-json/wp/v2/pages':
        if (url.searchParams.get('page') === '9')
          return send(400, {
            code: 'rest_post_invalid_page_number',
            message: 'The page number requested is larger than the number of pages available.',
            data: { status: 400 },
          });
        if (slugs.includes('privacy-policy'))
          return send(
            200,
            [
              post(3, 'privacy-policy', 'publish', {
                parent: 0,
                yoast_head_json: { title: 'Privacy', description: 'How we keep your data' },
              }),
            ],
            1,
            1,
          );
        if (slug === null)
          return send(
            200,
            [
              post(1, 'a', 'publish', {
                parent: 0,
                yoast_head_json: { title: '', description: '' },
              }),
            ],
            27,
            3,
          );
        return send(200, [], 0, 0);
      case '/wp-json/wp/v2/specials':
        return send(
          200,
          [
            post(52, 'second', 'publish', {
              type: 'specials',
              menu_order: 2,
              fimg_url: '',
              acf: { promo_link: '/b/', promo_link_text: 'B' },
            }),
            post(53, 'hidden', 'draft', {
              type: 'specials',
              menu_order: 0,
              fimg_url: '',
              acf: { promo_link: '/c/', promo_link_text: 'C' },
            }),
            post(51, 'first', 'publish', {
              type: 'specials',
              menu_order: 1,
              fimg_url: '',
              acf: { promo_link: '/a/', promo_link_text: 'A' },
            }),
          ],
          3,
          1,
        );
      case '/wp-json/wp/v2/fleet':
        return send(
          200,
          [
            post(62, 'group-a2', 'publish', {
              type: 'fleet',
              menu_order: 20,
              fleet_categories: [11],
              fimg_url: '/vehicles/A2.svg',
              acf: fleetAcf,
            }),
            post(61, 'group-a1', 'publish', {
              type: 'fleet',
              menu_order: 10,
              fleet_categories: [11],
              fimg_url: '/vehicles/A1.svg',
              acf: fleetAcf,
            }),
          ],
          2,
          1,
        );
      case '/wp-json/wp/v2/branches': {
        const found = slugs.includes('windhoek-town');
        return send(
          200,
          found
            ? [
                post(71, 'windhoek-town', 'publish', {
                  type: 'branches',
                  branches_categories: [22],
                  acf: branchAcf,
                }),
              ]
            : [],
          found ? 1 : 0,
          found ? 1 : 0,
        );
      }
      default:
        return send(404, { code: 'rest_no_route', message: 'No route', data: { status: 404 } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-json/wp/v2`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the site content client against a WordPress', () => {
  it('reads a page by slug, and null for a slug with no page', async () => {
    const page = await getPageBySlug('privacy-policy', { base });
    expect(page?.title.rendered).toBe('Title privacy-policy');
    expect(page?.yoast_head_json.description).toBe('How we keep your data');
    expect(seen.at(-1)?.searchParams.get('slug')).toBe('privacy-policy');
    expect(await getPageBySlug('missing', { base })).toBeNull();
  });

  it('reads the pagination headers', async () => {
    const list = await getContentList(
      'pages',
      { per_page: 10 },
      () => import('@bluu/contracts/content').then((m) => m.wpPageSchema),
      { base },
    );
    expect(list.total).toBe(27);
    expect(list.totalPages).toBe(3);
  });

  it('throws an HttpError with the status for WordPress refusals', async () => {
    const refusal = getContentList(
      'pages',
      { page: 9 },
      () => import('@bluu/contracts/content').then((m) => m.wpPageSchema),
      { base },
    );
    await expect(refusal).rejects.toBeInstanceOf(HttpError);
    await expect(refusal).rejects.toMatchObject({ status: 400 });
  });

  it('shows only published specials, by menu order', async () => {
    const specials = await getSpecials({ base });
    expect(specials.map((special) => special.slug)).toEqual(['first', 'second']);
  });

  it('asks for a category 100 at a time and orders the vehicles by menu order', async () => {
    const fleet = await getFleet(11, { base });
    expect(fleet.map((item) => item.title.rendered)).toEqual(['Title group-a1', 'Title group-a2']);
    const asked = seen.at(-1)!;
    expect(asked.searchParams.get('fleet_categories')).toBe('11');
    expect(asked.searchParams.get('per_page')).toBe('100');
  });

  it('finds a branch by slug', async () => {
    const branch = await getBranchBySlug('windhoek-town', { base });
    expect(branch?.acf.gds).toBe('WDHC01');
    expect(await getBranchBySlug('nowhere', { base })).toBeNull();
  });

  it('finds no page or branch for a slug with a comma, which WordPress reads as several', async () => {
    const asked = seen.length;
    expect(await getPageBySlug('privacy-policy,contacts', { base })).toBeNull();
    expect(await getPageBySlug('privacy-policy,', { base })).toBeNull();
    expect(await getBranchBySlug('windhoek-town,nowhere', { base })).toBeNull();
    expect(seen).toHaveLength(asked);
  });
});
