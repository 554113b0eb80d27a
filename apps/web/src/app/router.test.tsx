import { matchSitePath, SITE_ROUTES, type SitePage } from '@bluu/contracts/site-routes';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

const pageRoutes = routes[0]?.children ?? [];

describe('the site router', () => {
  it('is the shared route table in its order, below the layout at /', () => {
    expect(routes.map((route) => route.path)).toEqual(['/']);
    expect(pageRoutes.map((route) => (route.index ? '' : route.path))).toEqual(
      SITE_ROUTES.map((route) => route.path),
    );
  });

  it("loads each of the table's pages from its route module, one chunk for all of a page's routes", async () => {
    const handleOf = new Map<SitePage, unknown>();
    for (const [index, { page }] of SITE_ROUTES.entries()) {
      const handle = pageRoutes[index]?.handle as { load: () => Promise<{ Component: unknown }> };
      if (handleOf.has(page)) expect(handle, page).toBe(handleOf.get(page));
      handleOf.set(page, handle);
      const routeModule = (await import(`./routes/${page}.tsx`)) as { Component: unknown };
      expect((await handle.load()).Component, page).toBe(routeModule.Component);
    }
    expect(new Set(handleOf.values()).size).toBe(handleOf.size);
  });

  it.each([
    '/',
    '/login/abc/def/',
    '/get-quote/step/2',
    '/password-reset/u/c/more',
    '/fleet/namibia-fleet/',
    '/branches/a/b/',
    '/404',
    '/rentals/corporate-customers/',
  ])('picks for %s the route the server matches', (path) => {
    const picked = matchRoutes(routes, path)?.at(-1)?.route;
    expect(picked).toBe(pageRoutes[SITE_ROUTES.indexOf(matchSitePath(path).route)]);
  });
});
