import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isSingleSlug, matchSitePath, routeSlug, SITE_ROUTES } from '../src/site-routes.ts';

/**
 * The site's router as apps/web/src/app/router.tsx makes it from the table (its router.test.tsx
 * checks that): page routes below the layout at '/', the path '' as the index route.
 */
const ROUTER: RouteObject[] = [
  {
    path: '/',
    children: SITE_ROUTES.map((route) =>
      route.path === '' ? { index: true, handle: route } : { path: route.path, handle: route },
    ),
  },
];

const PATHS = [
  '/',
  '/?utm=x',
  '/login',
  '/login/abc/def/',
  '/login/abc/def/ghi/',
  '/get-quote/',
  '/get-quote/step/2',
  '/GET-QUOTE/',
  '/availability',
  '/manage-booking/status/x',
  '/password-reset/u/c/',
  '/password-reset/u/c/more/parts',
  '/password-reset/u/',
  '/fleet',
  '/fleet/',
  '/fleet/namibia-fleet/',
  '/Fleet/Namibia-Fleet',
  '/fleet/a/b/',
  '/fl%65et/x/',
  '/fleet%2Fx/',
  '/branches/windhoek-town/',
  '/branches/south-africa-rental-branches/sandton/',
  '/404',
  '/404/',
  '/rentals/corporate-customers/',
  '/,/',
  '/%2C/',
  '/a%2Fb/',
  '/home',
  '/nope-page/',
  '//',
];

describe('the route table the site and the server share', () => {
  it.each(PATHS)('picks for %s the route and parameters React Router picks', (url) => {
    const pathname = url.split('?')[0]!;
    const expected = matchRoutes(ROUTER, pathname)?.at(-1);
    const { route, params } = matchSitePath(pathname);
    expect(route).toBe(expected?.route.handle);
    expect(params).toEqual(expected?.params);
  });

  it('matches a path with a malformed escape undecoded, as React Router does', () => {
    // React Router warns that it could not decode the path, and matches it as it is.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const expected = matchRoutes(ROUTER, '/fleet/%zz/')?.at(-1);
    expect(warn).toHaveBeenCalled();
    expect(matchSitePath('/fleet/%zz/')).toEqual({
      route: expected?.route.handle,
      params: expected?.params,
    });
    expect(matchSitePath('/%zz/').route.page).toBe('content');
  });

  it('lists the index route first and the catch-all last, each other page under its own first segment', () => {
    expect(SITE_ROUTES[0]).toEqual({ path: '', page: 'home' });
    expect(SITE_ROUTES.at(-1)).toEqual({ path: '*', page: 'content' });
    const pageOfSegment = new Map<string, string>();
    for (const route of SITE_ROUTES.slice(1, -1)) {
      const segment = route.path.split('/')[0]!;
      expect(segment).toMatch(/^[a-z0-9-]+$/);
      expect(pageOfSegment.get(segment) ?? route.page).toBe(route.page);
      pageOfSegment.set(segment, route.page);
    }
  });

  it('gives the slug a fleet, branches or content page looks up', () => {
    const slugOf = (path: string) => routeSlug(matchSitePath(path).params);
    expect(slugOf('/fleet/')).toBeUndefined();
    expect(slugOf('/fleet/namibia-fleet/')).toBe('namibia-fleet');
    expect(slugOf('/fleet/a/b/')).toBe('b');
    expect(slugOf('/rentals/corporate-customers/')).toBe('corporate-customers');
    expect(slugOf('/%2C/')).toBe(',');
    expect(slugOf('//')).toBeUndefined();
  });

  it('takes a slug with a comma for no single item of the content service', () => {
    expect(isSingleSlug('sitemap')).toBe(true);
    expect(isSingleSlug('corporate-customers')).toBe(true);
    expect(isSingleSlug('sitemap,contacts')).toBe(false);
    expect(isSingleSlug('sitemap,')).toBe(false);
    expect(isSingleSlug(routeSlug(matchSitePath('/%2C/').params)!)).toBe(false);
  });
});
