import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { matchSitePath, routeSlug, type SitePage } from '@bluu/contracts/site-routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SlugLookUp, SlugPage } from '../modules/content/page-look-up.ts';

/** First path segments of the server's own addresses (API, content proxy, operations): no page. */
const SERVER_SEGMENTS = new Set(['api', 'wp-json', 'dev', 'healthz', 'readyz', 'metrics']);

/** The pages that show what the content service has at the address's slug. */
const SLUG_PAGES: ReadonlySet<SitePage> = new Set<SlugPage>(['fleet', 'branches', 'content']);
const isSlugPage = (page: SitePage): page is SlugPage => SLUG_PAGES.has(page);

/**
 * The path of a request's URL as the browser's `location.pathname` holds it (dot segments
 * resolved, no query), whatever the request line's form: a request line in absolute form
 * (`GET http://evil.example/fleet/x`) names its path after the host.
 */
function pathOf(url: string): string {
  const base = 'http://request.invalid';
  return URL.canParse(url, base) ? new URL(url, base).pathname : (url.split(/[?#]/)[0] ?? '/');
}

/**
 * The page to send for a path: the build writes `routes/<route module>.html` for each route,
 * index.html with preload hints for that route's code (apps/web/vite.config.ts); the route is
 * the one the site's router picks (`matchSitePath`, the route table both share), any other path
 * a content page. Without route pages (an older build) every path gets index.html; a wrong pick
 * only costs the hints.
 */
export function routePageFor(url: string, routePages: ReadonlySet<string>): string {
  const { page } = matchSitePath(pathOf(url)).route;
  const route = routePages.has(page) ? page : 'content';
  return routePages.has(route) ? `routes/${route}.html` : 'index.html';
}

function firstSegment(url: string): string {
  return url.split(/[/?#]/)[1] ?? '';
}

/**
 * The status of the page at an address: 404 where the site shows its not-found page – /404
 * itself, and a fleet, branches or content address whose slug the content service does not have
 * (`knows`, the same look-ups the page makes; without it, or when the service cannot tell, 200:
 * the page then shows what it shows, e.g. its failure). Every other path shows a page of the
 * route table.
 */
export async function pageStatus(url: string, knows?: SlugLookUp): Promise<200 | 404> {
  const { route, params } = matchSitePath(pathOf(url));
  if (route.page === 'not-found') return 404;
  const slug = routeSlug(params);
  if (!knows || slug === undefined || !isSlugPage(route.page)) return 200;
  // A look-up that fails (the catalogue's database out of reach) cannot tell either.
  const found = await knows(route.page, slug).catch(() => null);
  return found === false ? 404 : 200;
}

/**
 * Whether a request asks for a page of the site: a GET (or HEAD) outside the server's own
 * addresses from a client that takes HTML. `/` is the site whatever the client accepts, as when
 * the static plugin answered it.
 */
export function asksForPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (SERVER_SEGMENTS.has(firstSegment(request.url))) return false;
  const isHome = request.url === '/' || request.url.startsWith('/?');
  return isHome || request.headers.accept?.includes('text/html') === true;
}

function readRoutePages(distDir: string): Set<string> {
  const dir = join(distDir, 'routes');
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => file.slice(0, -'.html'.length)),
  );
}

/** Request headers that would make the page's file answer 304 or 206 rather than the page. */
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since', 'range', 'if-range'];

/**
 * Serves the built site; any other GET that asks for HTML gets the page of its route (or
 * index.html) so every client route loads on refresh (history fallback). An address that shows
 * the site's not-found page (`pageStatus`, with `options.knows` the content service's look-ups)
 * answers 404 with the same page, which shows the not-found page as before: no soft 404s.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  distDir: string,
  options: { knows?: SlugLookUp } = {},
): Promise<void> {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, 'built site not found: serving the API only');
    return;
  }
  // Without the wildcard every file of the build gets its own route, found at start-up.
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // `/` is answered below like every other page, with its route page.
    index: false,
    // The build writes .br and .gz beside each file; the best one the browser accepts is sent,
    // with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const routePages = readRoutePages(distDir);
  app.get('/*', async (request, reply) => {
    // The one not-found answer of the app: the error envelope with ROUTE_NOT_FOUND.
    if (!asksForPage(request)) return reply.callNotFound();
    const status = await pageStatus(request.url, options.knows);
    if (status === 404)
      // The whole page, always: a 304 or a range would answer 404 with no page in it.
      for (const header of CONDITIONAL_HEADERS) delete request.raw.headers[header];
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .sendFile(routePageFor(request.url, routePages));
  });
}

/**
 * The page for a request the router refuses before any route (a malformed percent-escape such
 * as `/%zz`): the page `registerStaticSite` sends for its path, as HTML; null when the request
 * does not ask for a page or there is no built site. Such an address names no page, so the
 * caller answers it 404, and the site sends the visitor on to /404 as for any missing page.
 */
export function refusedAddressPage(
  distDir: string,
): (request: FastifyRequest) => Promise<string | null> {
  const routePages = existsSync(distDir) ? readRoutePages(distDir) : null;
  return async (request) => {
    if (!routePages || !asksForPage(request)) return null;
    return readFile(join(distDir, routePageFor(request.url, routePages)), 'utf8').catch(() => null);
  };
}
