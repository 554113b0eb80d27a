/**
 * The site's routes (spec 001 §2), in the router's order, each with the route module that shows
 * it: `apps/web/src/app/routes/<page>.tsx`, built into `dist/routes/<page>.html`. The site's router
 * (apps/web/src/app/router.tsx) is made from this table, and the server reads it to send each
 * address its route's page, answering 404 for an address that shows no page
 * (apps/api/src/plugins/static-site.ts). No React here: the server loads it too.
 *
 * Paths are React Router patterns below `/`: static segments, `:name`, `:name?` and a final `*`;
 * '' is the index route (`/`).
 */
export const SITE_ROUTES = [
  { path: '', page: 'home' },
  { path: 'login/:validHash?/:validCode?', page: 'login' },
  { path: 'get-quote', page: 'get-quote' },
  { path: 'get-quote/*', page: 'get-quote' },
  { path: 'availability', page: 'availability' },
  { path: 'confirmation-details', page: 'confirmation-details' },
  { path: 'booking-confirmation', page: 'booking-confirmation' },
  { path: 'manage-booking', page: 'manage-booking' },
  { path: 'manage-booking/*', page: 'manage-booking' },
  { path: 'register-account', page: 'register-account' },
  { path: 'otp', page: 'otp' },
  { path: 'profile', page: 'profile' },
  // {txtC+}: the code is one or more segments; without one the address is no reset link.
  { path: 'password-reset/:txtU/:txtC/*', page: 'password-reset' },
  { path: 'fleet/:slug?', page: 'fleet' },
  { path: 'fleet/*', page: 'fleet' },
  { path: 'branches/:slug?', page: 'branches' },
  { path: 'branches/*', page: 'branches' },
  { path: '404', page: 'not-found' },
  { path: '*', page: 'content' },
] as const;

export type SiteRoute = (typeof SITE_ROUTES)[number];
export type SitePage = SiteRoute['page'];

/** A route's parameters as React Router's `useParams` gives them (`*` for the rest of the path). */
export type RouteParams = Record<string, string | undefined>;

interface CompiledRoute {
  route: SiteRoute;
  matcher: RegExp;
  names: Array<{ name: string; optional: boolean }>;
}

/**
 * A route's pattern as React Router compiles it (its `compilePath`, case-insensitive, to the
 * end of the path): `/fleet/:slug?` matches `/fleet`, `/fleet/`, `/FLEET/x/`, not `/fleet/x/y`.
 */
function compile(route: SiteRoute): CompiledRoute {
  const path = `/${route.path}`;
  const names: CompiledRoute['names'] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_match, name: string, optional?: string) => {
        names.push({ name, optional: optional !== undefined });
        return optional ? '(?:/([^\\/]*))?' : '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push({ name: '*', optional: false });
    source += path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  return { route, matcher: new RegExp(source, 'i'), names };
}

/** The compiled table, made when first matched: the site imports the table alone. */
let compiled: CompiledRoute[] | undefined;

/**
 * A path as React Router matches it: each segment percent-decoded (an encoded '/' stays
 * `%2F`), or the path as it is when a segment is malformed.
 */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The route that shows a path (without its query), and its parameters as the page reads them.
 * Routes are tried in table order: the index route first and the catch-all (`*`, content pages)
 * last, and no two pages share a first segment, so this is the route React Router's ranking
 * picks. Every path has one: `matchSitePath('/Fleet/namibia-fleet/')` →
 * `{ route: { path: 'fleet/:slug?', page: 'fleet' }, params: { slug: 'namibia-fleet' } }`.
 */
export function matchSitePath(pathname: string): { route: SiteRoute; params: RouteParams } {
  const decoded = decodePath(pathname);
  compiled ??= SITE_ROUTES.map(compile);
  for (const { route, matcher, names } of compiled) {
    const match = matcher.exec(decoded);
    if (!match) continue;
    const params: RouteParams = {};
    names.forEach(({ name, optional }, index) => {
      const value = match[index + 1];
      params[name] = value ? value.replace(/%2F/g, '/') : optional ? undefined : '';
    });
    return { route, params };
  }
  // Unreachable while the table ends with the catch-all.
  return { route: SITE_ROUTES[SITE_ROUTES.length - 1]!, params: { '*': decoded.slice(1) } };
}

/**
 * The slug a fleet, branches or content page looks up: its `:slug`, else the last segment of the
 * rest of its path (`*`); undefined when there is none (`/fleet/` lists every category):
 * `routeSlug({ '*': 'rentals/corporate-customers/' }) === 'corporate-customers'`.
 */
export function routeSlug(params: RouteParams): string | undefined {
  return params.slug ?? params['*']?.split('/').filter(Boolean).at(-1);
}

/**
 * Whether a page's slug names one item of the content service: its look-ups (`pages?slug=`,
 * `branches?slug=`) send the slug as WordPress's `slug` parameter, a comma-separated list, so a
 * slug with a comma would find each of its parts, e.g. `/sitemap,contacts/` the sitemap page. Such
 * an address shows no page: the site shows its 404 page and the server answers 404, by this rule.
 * `isSingleSlug('sitemap') === true`, `isSingleSlug('sitemap,contacts') === false`.
 */
export function isSingleSlug(slug: string): boolean {
  return !slug.includes(',');
}
