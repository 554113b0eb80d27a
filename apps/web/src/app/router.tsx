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

const home = page(() => import('./routes/home.tsx'));
const login = page(() => import('./routes/login.tsx'));
const getQuote = page(() => import('./routes/get-quote.tsx'));
const availability = page(() => import('./routes/availability.tsx'));
const confirmationDetails = page(() => import('./routes/confirmation-details.tsx'));
const bookingConfirmation = page(() => import('./routes/booking-confirmation.tsx'));
const manageBooking = page(() => import('./routes/manage-booking.tsx'));
const registerAccount = page(() => import('./routes/register-account.tsx'));
const otp = page(() => import('./routes/otp.tsx'));
const profile = page(() => import('./routes/profile.tsx'));
const passwordReset = page(() => import('./routes/password-reset.tsx'));
const fleet = page(() => import('./routes/fleet.tsx'));
const branches = page(() => import('./routes/branches.tsx'));
const notFound = page(() => import('./routes/not-found.tsx'));
const content = page(() => import('./routes/content.tsx'));

/**
 * The route table of spec 001 §2, in its order; every page is loaded when first visited.
 * Declarative routes (not a data router): the site loads no data through the router, and the
 * data router's code would add ~18 KB gzip to every first page (decision record 0018).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, ...home },
      { path: 'login/:validHash?/:validCode?', ...login },
      { path: 'get-quote', ...getQuote },
      { path: 'get-quote/*', ...getQuote },
      { path: 'availability', ...availability },
      { path: 'confirmation-details', ...confirmationDetails },
      { path: 'booking-confirmation', ...bookingConfirmation },
      { path: 'manage-booking', ...manageBooking },
      { path: 'manage-booking/*', ...manageBooking },
      { path: 'register-account', ...registerAccount },
      { path: 'otp', ...otp },
      { path: 'profile', ...profile },
      // {txtC+}: the code is one or more segments; without one the address is no reset link.
      { path: 'password-reset/:txtU/:txtC/*', ...passwordReset },
      { path: 'fleet/:slug?', ...fleet },
      { path: 'fleet/*', ...fleet },
      { path: 'branches/:slug?', ...branches },
      { path: 'branches/*', ...branches },
      { path: '404', ...notFound },
      { path: '*', ...content },
    ],
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
