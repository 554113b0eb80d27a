import {
  PUBLISHED,
  WP_TOTAL_HEADER,
  WP_TOTAL_PAGES_HEADER,
  type BranchHoursRow,
  type ContentCollection,
  type WpBranch,
  type WpError,
  type WpFleetItem,
  type WpPage,
  type WpSpecial,
  type WpTerm,
} from '@bluu/contracts/content';
import { LRUCache } from 'lru-cache';
import { isTermCollection, toSearchParams } from './content-query.ts';
import type { ContentAnswer, ContentSource } from './content-source.ts';
import {
  imageUrl,
  plainText,
  safeUrl,
  sanitiseHtml,
  sanitiseInline,
  type MediaRule,
} from './sanitise.ts';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const integer = (value: unknown): number => (Number.isSafeInteger(value) ? (value as number) : 0);
const rendered = (value: unknown): string => (isRecord(value) ? text(value.rendered) : '');
const integers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => Number.isSafeInteger(item)) : [];
const acfOf = (raw: Raw): Raw => (isRecord(raw.acf) ? raw.acf : {});

/** The fields every post-like item has, its HTML sanitised (its images only from `media`). */
function postBase(raw: Raw, media: MediaRule) {
  return {
    id: integer(raw.id),
    date: text(raw.date),
    date_gmt: text(raw.date_gmt),
    modified: text(raw.modified),
    modified_gmt: text(raw.modified_gmt),
    slug: plainText(text(raw.slug)),
    status: text(raw.status),
    link: safeUrl(text(raw.link)),
    title: { rendered: sanitiseInline(rendered(raw.title)) },
    content: { rendered: sanitiseHtml(rendered(raw.content), media), protected: false },
    excerpt: { rendered: sanitiseHtml(rendered(raw.excerpt), media), protected: false },
    menu_order: integer(raw.menu_order),
    featured_media: integer(raw.featured_media),
  };
}

function page(raw: Raw, media: MediaRule): WpPage {
  const yoast = isRecord(raw.yoast_head_json) ? raw.yoast_head_json : {};
  return {
    ...postBase(raw, media),
    type: 'page',
    parent: integer(raw.parent),
    yoast_head_json: {
      title: plainText(text(yoast.title)),
      description: plainText(text(yoast.description)),
    },
  };
}

/** An ACF list: a checkbox field (array) or a text area (one per line or comma-separated). */
function list(value: unknown): string[] {
  const items = Array.isArray(value) ? value.map(text) : text(value).split(/\r?\n|<br\s*\/?>|,/i);
  return items.map(plainText).filter(Boolean);
}

function fleetItem(raw: Raw, media: MediaRule): WpFleetItem {
  const acf = acfOf(raw);
  const field = (name: string) => plainText(text(acf[name]));
  return {
    ...postBase(raw, media),
    type: 'fleet',
    fleet_categories: integers(raw.fleet_categories),
    fimg_url: imageUrl(text(raw.fimg_url), media),
    acf: {
      vehicle_make_model: field('vehicle_make_model'),
      luggage_capacity: field('luggage_capacity'),
      pax_seating: field('pax_seating'),
      safety_belts: field('safety_belts'),
      vehicle_features: list(acf.vehicle_features),
      licence_code: field('licence_code'),
      load_box: field('load_box'),
      tank_capacity: field('tank_capacity'),
      transmission: field('transmission'),
    },
  };
}

/** Branch hours as rows: an ACF repeater of {day, hours}, or text lines such as 'Monday: 08:00 – 17:00'. */
function hoursRows(value: unknown): BranchHoursRow[] {
  if (Array.isArray(value))
    return value
      .filter(isRecord)
      .map((row) => ({ day: plainText(text(row.day)), hours: plainText(text(row.hours)) }))
      .filter((row) => row.day !== '' || row.hours !== '');
  return text(value)
    .split(/\r?\n|<br\s*\/?>|<\/p>/i)
    .map(plainText)
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const dayLike = colon > 0 && /^[A-Za-z][A-Za-z\s–-]*$/.test(line.slice(0, colon));
      return dayLike
        ? { day: line.slice(0, colon).trim(), hours: line.slice(colon + 1).trim() }
        : { day: '', hours: line };
    });
}

function branch(raw: Raw, media: MediaRule): WpBranch {
  const acf = acfOf(raw);
  const field = (name: string) => plainText(text(acf[name]));
  return {
    ...postBase(raw, media),
    type: 'branches',
    branches_categories: integers(raw.branches_categories),
    acf: {
      branch_code: field('branch_code'),
      province: field('province'),
      address: field('address'),
      email: field('email'),
      branch_hours: hoursRows(acf.branch_hours),
      after_hours_contact_person: field('after_hours_contact_person'),
      after_hours_contact_number: field('after_hours_contact_number'),
      telephone: field('telephone'),
      fax: field('fax'),
      longitude: field('longitude'),
      latitude: field('latitude'),
      gds: field('gds'),
    },
  };
}

function special(raw: Raw, media: MediaRule): WpSpecial {
  const acf = acfOf(raw);
  // ACF's link field answers an object {url, title}; a URL field answers the text.
  const link = isRecord(acf.promo_link)
    ? acf.promo_link
    : { url: acf.promo_link, title: acf.promo_link_text };
  return {
    ...postBase(raw, media),
    type: 'specials',
    fimg_url: imageUrl(text(raw.fimg_url), media),
    acf: {
      promo_link: safeUrl(text(link.url)),
      promo_link_text: plainText(text(acf.promo_link_text ?? link.title)),
    },
  };
}

function term(raw: Raw): WpTerm {
  return {
    id: integer(raw.id),
    count: integer(raw.count),
    description: plainText(text(raw.description)),
    link: safeUrl(text(raw.link)),
    name: plainText(text(raw.name)),
    slug: plainText(text(raw.slug)),
    taxonomy: text(raw.taxonomy),
    parent: integer(raw.parent),
  };
}

const NORMALISE: Record<ContentCollection, (raw: Raw, media: MediaRule) => unknown> = {
  pages: page,
  fleet: fleetItem,
  branches: branch,
  specials: special,
  fleet_categories: term,
  branches_categories: term,
};

const UNAVAILABLE: WpError = {
  code: 'rest_content_unavailable',
  message: 'The content service is not available at the moment. Please try again later.',
  data: { status: 502 },
};

/**
 * The origin of a WordPress at `CONTENT_API_URL`, which serves its media (`/wp-content/uploads/…`)
 * from its own host: the only host besides the site's own that content images may come from.
 * The content security policy's img-src must name it (apps/api/src/app.ts):
 * `contentOrigin('https://cms.example.com/wp-json/wp/v2') === 'https://cms.example.com'`.
 */
export function contentOrigin(contentApiUrl: string): string {
  return new URL(restBaseOf(contentApiUrl)).origin;
}

/** `https://cms.example.com` and `https://cms.example.com/wp-json/wp/v2/` both → the REST base. */
export function restBaseOf(contentApiUrl: string): string {
  const trimmed = contentApiUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/wp-json/wp/v2') ? trimmed : `${trimmed}/wp-json/wp/v2`;
}

function headerCount(value: string | null, fallback: number): number {
  return value !== null && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : fallback;
}

/**
 * The content service from a real WordPress at `CONTENT_API_URL`, fetched by the server with a
 * timeout. Every answer is reduced to the contract's fields, its HTML sanitised and anything not
 * published dropped; WordPress's pagination headers and its 4xx errors pass through, anything
 * else (5xx, time-out, not JSON) answers 502.
 */
export function createWordPressContentSource(options: {
  contentApiUrl: string;
  timeoutMs: number;
  /** How long a successful answer is kept and served again; 0 asks WordPress every time. */
  cacheMs?: number;
  log: { warn(details: object, message: string): void };
  fetch?: typeof fetch;
}): ContentSource {
  const base = restBaseOf(options.contentApiUrl);
  const media: MediaRule = { mediaOrigin: contentOrigin(options.contentApiUrl) };
  const get = options.fetch ?? fetch;
  const cacheMs = options.cacheMs ?? 0;
  const cache =
    cacheMs > 0 ? new LRUCache<string, ContentAnswer>({ max: 500, ttl: cacheMs }) : null;

  async function fetchList(collection: ContentCollection, url: string): Promise<ContentAnswer> {
    let response: Response;
    let body: unknown;
    try {
      response = await get(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      body = await response.json();
    } catch (error) {
      options.log.warn({ err: error, url }, 'content service unreachable');
      return { error: UNAVAILABLE };
    }
    if (response.status >= 400 && response.status < 500 && isRecord(body)) {
      const data = isRecord(body.data) ? body.data : {};
      return {
        error: {
          code: plainText(text(body.code)) || 'rest_error',
          message: plainText(text(body.message)),
          data: {
            status: response.status,
            ...(isRecord(data.params) ? { params: stringRecord(data.params) } : {}),
          },
        },
      };
    }
    if (!response.ok || !Array.isArray(body)) {
      options.log.warn({ url, status: response.status }, 'content service answered no list');
      return { error: UNAVAILABLE };
    }
    const normalise = NORMALISE[collection];
    const items = body
      .filter(isRecord)
      .filter((raw) => isTermCollection(collection) || raw.status === PUBLISHED)
      .map((raw) => normalise(raw, media));
    return {
      items,
      total: headerCount(response.headers.get(WP_TOTAL_HEADER), items.length),
      totalPages: headerCount(
        response.headers.get(WP_TOTAL_PAGES_HEADER),
        items.length > 0 ? 1 : 0,
      ),
    };
  }

  return {
    kind: 'wordpress',
    async list(collection, query): Promise<ContentAnswer> {
      const url = `${base}/${collection}?${toSearchParams(collection, query).toString()}`;
      const cached = cache?.get(url);
      if (cached) return cached;
      const answer = await fetchList(collection, url);
      if (cache && 'items' in answer) cache.set(url, answer);
      return answer;
    },
  };
}

function stringRecord(value: Raw): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [plainText(key), plainText(text(item))]),
  );
}
