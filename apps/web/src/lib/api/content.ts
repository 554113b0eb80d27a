import type {
  ContentPage,
  SendExternalContactResponse,
  WpBranch,
  WpFleetItem,
  WpPage,
  WpSpecial,
  WpTerm,
} from '@bluu/contracts/content';
import {
  PUBLISHED,
  WP_TOTAL_HEADER,
  WP_TOTAL_PAGES_HEADER,
  type ContactDetails,
} from '@bluu/contracts/content-rules';
import { isSingleSlug } from '@bluu/contracts/site-routes';
import { queryOptions } from '@tanstack/react-query';
import { http, HttpError, type ResponseSchema } from '@/lib/http-client.ts';

/**
 * The content service's base: always our server's WordPress-shaped API, which reads a real
 * WordPress itself when CONTENT_API_URL is set and sanitises every answer's HTML (DESIGN.md §6),
 * so the site never reads CMS HTML that has not been through the server's allow-list.
 */
export const CONTENT_BASE = `${import.meta.env.VITE_API_BASE ?? ''}/wp-json/wp/v2`;

/** The spec's page size for fleet and branch lists (001 §9: content fetch 100 per page). */
const ALL = 100;

type Params = Record<string, string | number>;

interface ContentOptions {
  /** Another base than CONTENT_BASE (tests, previews). */
  base?: string;
  signal?: AbortSignal;
}

const schemas = () => import('@bluu/contracts/content');

/** One request of a content collection, e.g. every fleet category. */
export interface ContentRequest {
  collection: string;
  params: Params;
}

/** The address a content request is fetched from. */
export function contentUrl({ collection, params }: ContentRequest, base = CONTENT_BASE): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  ).toString();
  return `${base}/${collection}${query ? `?${query}` : ''}`;
}

/** Every fleet category: the first thing the fleet pages read. */
export const FLEET_CATEGORIES: ContentRequest = {
  collection: 'fleet_categories',
  params: { per_page: ALL },
};

/** Every branch category: the first thing the branch directory reads. */
export const BRANCH_CATEGORIES: ContentRequest = {
  collection: 'branches_categories',
  params: { per_page: ALL },
};

function headerCount(response: Response, name: string, fallback: number): number {
  const value = response.headers.get(name);
  return value !== null && /^\d+$/.test(value) ? Number(value) : fallback;
}

/**
 * One page of a content collection with WordPress's totals (X-WP-Total, X-WP-TotalPages): the
 * items are checked against the contracts' schema; a refusal throws an HttpError.
 */
export async function getContentList<T>(
  collection: string,
  params: Params,
  loadSchema: () => Promise<ResponseSchema<T>>,
  options: ContentOptions = {},
): Promise<ContentPage<T>> {
  const [response, schema] = await Promise.all([
    fetch(contentUrl({ collection, params }, options.base), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: options.signal,
    }),
    loadSchema(),
  ]);
  if (!response.ok) throw new HttpError(response.status, null);
  const data: unknown = await response.json();
  const items = (Array.isArray(data) ? data : []).map((item) => schema.parse(item));
  return {
    items,
    total: headerCount(response, WP_TOTAL_HEADER, items.length),
    totalPages: headerCount(response, WP_TOTAL_PAGES_HEADER, items.length > 0 ? 1 : 0),
  };
}

const published = <T extends { status: string }>(items: T[]) =>
  items.filter((item) => item.status === PUBLISHED);
const byMenuOrder = <T extends { menu_order: number }>(items: T[]) =>
  [...items].sort((a, b) => a.menu_order - b.menu_order);

/**
 * The published page with this slug (the last segment of the path), or null when there is none,
 * as for a slug with a comma, which the content service would read as several (`isSingleSlug`).
 */
export async function getPageBySlug(
  slug: string,
  options?: ContentOptions,
): Promise<WpPage | null> {
  if (!isSingleSlug(slug)) return null;
  const { items } = await getContentList(
    'pages',
    { slug },
    () => schemas().then((m) => m.wpPageSchema),
    options,
  );
  return published(items)[0] ?? null;
}

export async function getFleetCategories(options?: ContentOptions): Promise<WpTerm[]> {
  const { items } = await getContentList(
    FLEET_CATEGORIES.collection,
    FLEET_CATEGORIES.params,
    () => schemas().then((m) => m.wpTermSchema),
    options,
  );
  return items;
}

/** A fleet category's published vehicles by menu order. */
export async function getFleet(
  categoryId: number,
  options?: ContentOptions,
): Promise<WpFleetItem[]> {
  const { items } = await getContentList(
    'fleet',
    { fleet_categories: categoryId, per_page: ALL },
    () => schemas().then((m) => m.wpFleetItemSchema),
    options,
  );
  return byMenuOrder(published(items));
}

export async function getBranchCategories(options?: ContentOptions): Promise<WpTerm[]> {
  const { items } = await getContentList(
    BRANCH_CATEGORIES.collection,
    BRANCH_CATEGORIES.params,
    () => schemas().then((m) => m.wpTermSchema),
    options,
  );
  return items;
}

/** A branch category's published branches. */
export async function getBranches(
  categoryId: number,
  options?: ContentOptions,
): Promise<WpBranch[]> {
  const { items } = await getContentList(
    'branches',
    { branches_categories: categoryId, per_page: ALL },
    () => schemas().then((m) => m.wpBranchSchema),
    options,
  );
  return published(items);
}

/** The published branch with this slug, or null when there is none (as `getPageBySlug`). */
export async function getBranchBySlug(
  slug: string,
  options?: ContentOptions,
): Promise<WpBranch | null> {
  if (!isSingleSlug(slug)) return null;
  const { items } = await getContentList(
    'branches',
    { slug },
    () => schemas().then((m) => m.wpBranchSchema),
    options,
  );
  return published(items)[0] ?? null;
}

/** The home page's specials: only published ones, by menu order (spec 001 §2). */
export async function getSpecials(options?: ContentOptions): Promise<WpSpecial[]> {
  const { items } = await getContentList(
    'specials',
    { per_page: ALL },
    () => schemas().then((m) => m.wpSpecialSchema),
    options,
  );
  return byMenuOrder(published(items));
}

/** POST /api/web/user/send-external-contact; a refusal throws an HttpError with the spec's message. */
export function sendContact(details: ContactDetails): Promise<SendExternalContactResponse> {
  return http.post('/api/web/user/send-external-contact', { contactDetails: details }, () =>
    schemas().then((m) => m.sendExternalContactResponseSchema),
  );
}

export const contentKeys = {
  all: ['content'] as const,
  page: (slug: string) => [...contentKeys.all, 'page', slug] as const,
  fleetCategories: () => [...contentKeys.all, 'fleet_categories'] as const,
  fleet: (categoryId: number) => [...contentKeys.all, 'fleet', categoryId] as const,
  branchCategories: () => [...contentKeys.all, 'branches_categories'] as const,
  branches: (categoryId: number) => [...contentKeys.all, 'branches', categoryId] as const,
  branch: (slug: string) => [...contentKeys.all, 'branch', slug] as const,
  specials: () => [...contentKeys.all, 'specials'] as const,
};

/** Content changes rarely: kept five minutes before it is asked for again. */
const CONTENT_STALE_MS = 5 * 60 * 1000;

export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: contentKeys.page(slug),
    queryFn: ({ signal }) => getPageBySlug(slug, { signal }),
    staleTime: CONTENT_STALE_MS,
  });

export const fleetCategoriesQuery = () =>
  queryOptions({
    queryKey: contentKeys.fleetCategories(),
    queryFn: ({ signal }) => getFleetCategories({ signal }),
    staleTime: CONTENT_STALE_MS,
  });

export const fleetQuery = (categoryId: number) =>
  queryOptions({
    queryKey: contentKeys.fleet(categoryId),
    queryFn: ({ signal }) => getFleet(categoryId, { signal }),
    staleTime: CONTENT_STALE_MS,
  });

export const branchCategoriesQuery = () =>
  queryOptions({
    queryKey: contentKeys.branchCategories(),
    queryFn: ({ signal }) => getBranchCategories({ signal }),
    staleTime: CONTENT_STALE_MS,
  });

export const branchesQuery = (categoryId: number) =>
  queryOptions({
    queryKey: contentKeys.branches(categoryId),
    queryFn: ({ signal }) => getBranches(categoryId, { signal }),
    staleTime: CONTENT_STALE_MS,
  });

export const branchQuery = (slug: string) =>
  queryOptions({
    queryKey: contentKeys.branch(slug),
    queryFn: ({ signal }) => getBranchBySlug(slug, { signal }),
    staleTime: CONTENT_STALE_MS,
  });

export const specialsQuery = () =>
  queryOptions({
    queryKey: contentKeys.specials(),
    queryFn: ({ signal }) => getSpecials({ signal }),
    staleTime: CONTENT_STALE_MS,
  });
