import { SITE_ROUTES, type SitePage } from '@bluu/contracts/site-routes';
import { lazy, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';

type PageModule = { Component: ComponentType };
interface PageHandle {
  load: () => Promise<PageModule>;
}

/**
 * A page whose code loads when it is first shown (the layout holds its place meanwhile);
 * `handle.load` fetches the same code ahead, see `preloadRoute`.
 */
function page(importPage: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<PageModule> | undefined;
  const handle: PageHandle = { load: () => (loading ??= importPage()) };
  const Page = lazy(() => handle.load().then((module) => ({ default: module.Component })));
  return { element: <Page />, handle };
}

/**
 * Each page of the route table with its route module `routes/<page>.tsx`, loaded when first
 * visited: one chunk per module, which the build names each route's HTML page after. The imports
 * are spelled out for the build to split them; a page of the table without one does not compile.
 */
const PAGES: Record<SitePage, Pick<RouteObject, 'element' | 'handle'>> = {
  home: page(() => import('./routes/home.tsx')),
  login: page(() => import('./routes/login.tsx')),
  'get-quote': page(() => import('./routes/get-quote.tsx')),
  availability: page(() => import('./routes/availability.tsx')),
  'confirmation-details': page(() => import('./routes/confirmation-details.tsx')),
  'booking-confirmation': page(() => import('./routes/booking-confirmation.tsx')),
  'manage-booking': page(() => import('./routes/manage-booking.tsx')),
  'register-account': page(() => import('./routes/register-account.tsx')),
  otp: page(() => import('./routes/otp.tsx')),
  profile: page(() => import('./routes/profile.tsx')),
  'password-reset': page(() => import('./routes/password-reset.tsx')),
  fleet: page(() => import('./routes/fleet.tsx')),
  branches: page(() => import('./routes/branches.tsx')),
  'not-found': page(() => import('./routes/not-found.tsx')),
  content: page(() => import('./routes/content.tsx')),
};

/**
 * The route table of spec 001 §2 (SITE_ROUTES, which the server matches too), in its order,
 * below the layout. Declarative routes (not a data router): the site loads no data through the
 * router, and the data router's code would add ~18 KB gzip to every first page (decision record
 * 0018).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: SITE_ROUTES.map(({ path, page: name }): RouteObject =>
      path === '' ? { index: true, ...PAGES[name] } : { path, ...PAGES[name] },
    ),
  },
];

/**
 * Loads the code of the page at a location, so that the first render can show the page at once
 * instead of the layout's placeholder first (the page's files are already being fetched through
 * the preload hints of its route page, see vite.config.ts). Never rejects: a page that fails to
 * load shows its error when rendered.
 */
export async function preloadRoute(location: { pathname: string }): Promise<void> {
  const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as PageHandle | undefined;
  await handle?.load().catch(() => undefined);
}

/** The site's pages, inside a BrowserRouter (or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
