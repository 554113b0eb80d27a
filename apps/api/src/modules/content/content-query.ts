import {
  CONTENT_PER_PAGE_DEFAULT,
  CONTENT_PER_PAGE_MAX,
  CONTENT_SLUG_MAX,
  PUBLISHED,
  type ContentCollection,
  type WpError,
} from '@bluu/contracts/content';

/** The query a list request of the content service understands (WordPress's names). */
export interface ContentQuery {
  page: number;
  perPage: number;
  /**
   * Wanted slugs (WordPress takes a comma-separated list); empty means any – only when no `slug`
   * was given: a given one that names no slug (`slug=,`) is refused, never read as 'any'.
   */
  slugs: string[];
  /** Wanted term ids of the collection's taxonomy (fleet_categories, branches_categories). */
  categories: number[];
  orderby: string;
  order: 'asc' | 'desc';
}

/** The taxonomy parameter of each post collection. */
export const TAXONOMY_PARAM: Partial<Record<ContentCollection, string>> = {
  fleet: 'fleet_categories',
  branches: 'branches_categories',
};

export const isTermCollection = (collection: ContentCollection): boolean =>
  collection === 'fleet_categories' || collection === 'branches_categories';

const POST_ORDERBY = ['date', 'id', 'title', 'slug', 'menu_order', 'modified'] as const;
const TERM_ORDERBY = ['name', 'id', 'slug', 'count'] as const;

/** A WordPress slug: letters, digits, hyphens and underscores (WordPress's sanitize_title). */
const SLUG = /^[\p{Ll}\p{Lo}\p{N}_-]+$/u;

type Problem = { code: string; message: string };

/** WordPress's answer to bad parameters: `rest_invalid_param`, each parameter with its reason. */
export function invalidParams(problems: Record<string, Problem>): WpError {
  const names = Object.keys(problems);
  return {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${names.join(', ')}`,
    data: {
      status: 400,
      params: Object.fromEntries(names.map((name) => [name, problems[name]!.message])),
      details: Object.fromEntries(
        names.map((name) => [
          name,
          { code: problems[name]!.code, message: problems[name]!.message, data: null },
        ]),
      ),
    },
  };
}

/** WordPress's answer to a page past the last one (posts only; terms answer an empty list). */
export function invalidPageNumber(): WpError {
  return {
    code: 'rest_post_invalid_page_number',
    message: 'The page number requested is larger than the number of pages available.',
    data: { status: 400 },
  };
}

function integerParam(
  name: string,
  raw: unknown,
  fallback: number,
  min: number,
  max: number | null,
): number | Problem {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^[+-]?\d{1,30}$/.test(raw.trim()))
    return { code: 'rest_invalid_type', message: `${name} is not of type integer.` };
  const value = Number(raw.trim());
  if (max === null && value < min)
    return {
      code: 'rest_out_of_bounds',
      message: `${name} must be greater than or equal to ${min}`,
    };
  if (max !== null && (value < min || value > max))
    return {
      code: 'rest_out_of_bounds',
      message: `${name} must be between ${min} (inclusive) and ${max} (inclusive)`,
    };
  return value;
}

/**
 * A comma-separated (or repeated) list parameter as its parts; null when it names nothing
 * (`slug=`, `slug=,`) or is not text: a filter that is given must filter, or be refused.
 */
function listParam(raw: unknown): string[] | null {
  const parts = Array.isArray(raw) ? raw : [raw];
  if (!parts.every((part) => typeof part === 'string')) return null;
  const items = (parts as string[])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter(Boolean);
  return items.length > 0 ? items : null;
}

/** `slug[]`, `slug[0]`: PHP's way of sending a list, which WordPress reads as the list `slug`. */
const PHP_LIST_KEY = /^([^[\]]+)\[[^[\]]*\]$/;

/**
 * The query's parameters as WordPress (PHP) reads them: `slug[]=a&slug[]=b` is the list `slug`,
 * as `slug=a&slug=b` and `slug=a,b` are. A list where one value is expected
 * (`per_page[]=1`) is then refused like any other value that is not of the parameter's type,
 * never ignored.
 */
function phpParams(raw: Record<string, unknown>): Record<string, unknown> {
  const params = new Map<string, unknown>();
  for (const [key, value] of Object.entries(raw)) {
    const name = PHP_LIST_KEY.exec(key)?.[1];
    if (name === undefined && !params.has(key)) {
      params.set(key, value);
      continue;
    }
    const list = name ?? key;
    const before = params.get(list);
    params.set(list, [
      ...(before === undefined ? [] : Array.isArray(before) ? before : [before]),
      ...(Array.isArray(value) ? value : [value]),
    ]);
  }
  // Own properties only: a parameter named __proto__ is a parameter, not a prototype.
  return Object.fromEntries(params);
}

/**
 * The query of a list request, or WordPress's error for it. Unknown parameters are ignored, as
 * WordPress ignores them; `status` may only ask for what the public sees.
 */
export function parseContentQuery(
  collection: ContentCollection,
  given: Record<string, unknown>,
): { query: ContentQuery } | { error: WpError } {
  const raw = phpParams(given);
  const problems: Record<string, Problem> = {};
  const page = integerParam('page', raw.page, 1, 1, null);
  if (typeof page !== 'number') problems.page = page;
  const perPage = integerParam(
    'per_page',
    raw.per_page,
    CONTENT_PER_PAGE_DEFAULT,
    1,
    CONTENT_PER_PAGE_MAX,
  );
  if (typeof perPage !== 'number') problems.per_page = perPage;

  let slugs: string[] = [];
  if (raw.slug !== undefined) {
    const parts = listParam(raw.slug);
    const bad = parts?.find((slug) => slug.length > CONTENT_SLUG_MAX || !SLUG.test(slug));
    if (!parts || bad !== undefined)
      problems.slug = {
        code: 'rest_invalid_param',
        message: `slug must be a list of slugs of at most ${CONTENT_SLUG_MAX} lower-case letters, digits, hyphens or underscores.`,
      };
    else slugs = parts;
  }

  let categories: number[] = [];
  const taxonomy = TAXONOMY_PARAM[collection];
  if (taxonomy && raw[taxonomy] !== undefined) {
    const parts = listParam(raw[taxonomy]);
    if (!parts || parts.some((part) => !/^\d{1,9}$/.test(part)))
      problems[taxonomy] = {
        code: 'rest_invalid_type',
        message: `${taxonomy}[0] is not of type integer.`,
      };
    else categories = parts.map(Number);
  }

  const terms = isTermCollection(collection);
  const orderbyChoices: readonly string[] = terms ? TERM_ORDERBY : POST_ORDERBY;
  const orderby = raw.orderby ?? (terms ? 'name' : 'date');
  if (typeof orderby !== 'string' || !orderbyChoices.includes(orderby))
    problems.orderby = {
      code: 'rest_not_in_enum',
      message: `orderby is not one of ${orderbyChoices.join(', ')}.`,
    };
  const order = raw.order ?? (terms ? 'asc' : 'desc');
  if (order !== 'asc' && order !== 'desc')
    problems.order = { code: 'rest_not_in_enum', message: 'order is not one of asc and desc.' };

  if (raw.status !== undefined && !terms) {
    const statuses = listParam(raw.status);
    if (!statuses || statuses.some((status) => !/^[a-z-]{1,20}$/.test(status)))
      problems.status = { code: 'rest_not_in_enum', message: 'status is not a post status.' };
    else if (statuses.some((status) => status !== PUBLISHED))
      return {
        error: {
          code: 'rest_forbidden_status',
          message: 'Status is forbidden.',
          data: { status: 401 },
        },
      };
  }

  if (Object.keys(problems).length > 0) return { error: invalidParams(problems) };
  return {
    query: {
      page: page as number,
      perPage: perPage as number,
      slugs,
      categories,
      orderby: orderby as string,
      order: order as 'asc' | 'desc',
    },
  };
}

/** The query as WordPress parameters, to forward to a real WordPress. */
export function toSearchParams(
  collection: ContentCollection,
  query: ContentQuery,
): URLSearchParams {
  const params = new URLSearchParams({
    page: String(query.page),
    per_page: String(query.perPage),
    orderby: query.orderby,
    order: query.order,
  });
  if (query.slugs.length > 0) params.set('slug', query.slugs.join(','));
  const taxonomy = TAXONOMY_PARAM[collection];
  if (taxonomy && query.categories.length > 0) params.set(taxonomy, query.categories.join(','));
  return params;
}
