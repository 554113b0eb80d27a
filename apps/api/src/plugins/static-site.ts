import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** First path segments of the server's own addresses (API, content proxy, operations): no page. */
const SERVER_SEGMENTS = new Set(['api', 'wp-json', 'dev', 'healthz', 'readyz', 'metrics']);

/** Route modules that no first path segment names: they show `/`, `/404` and every other path. */
const SPECIAL_ROUTES: Record<string, string> = { '': 'home', '404': 'not-found' };
const UNNAMED_ROUTES = new Set(['home', 'not-found', 'content']);

/**
 * The page to send for a path: the build writes `routes/<route module>.html` for each route,
 * index.html with preload hints for that route's code (apps/web/vite.config.ts); the path's
 * first segment names the module, `/` is home, and any other path is a content page. Without
 * route pages (an older build) every path gets index.html; a wrong pick only costs the hints.
 */
export function routePageFor(url: string, routePages: ReadonlySet<string>): string {
  const segment = firstSegment(url).toLowerCase();
  const named = SPECIAL_ROUTES[segment] ?? (UNNAMED_ROUTES.has(segment) ? 'content' : segment);
  const route = routePages.has(named) ? named : 'content';
  return routePages.has(route) ? `routes/${route}.html` : 'index.html';
}

function firstSegment(url: string): string {
  return url.split(/[/?#]/)[1] ?? '';
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

/**
 * Serves the built site; any other GET that asks for HTML gets the page of its route (or
 * index.html) so every client route loads on refresh (history fallback).
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
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
    return reply
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
