import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteFrame } from './layout/root-layout.tsx';
import {
  BRANCH_CATEGORIES,
  contentUrl,
  FLEET_CATEGORIES,
  type ContentRequest,
} from '@/lib/api/content.ts';
import { AppProvider, createQueryClient } from './provider.tsx';
import { HomeHero } from './routes/home.tsx';

/**
 * What a route's page shows before any script has run, by route module: rendered at build time
 * into the page's `#root` (plugin `routePages` in vite.config.ts) from the site's own components.
 * `main.tsx` then renders the app with `createRoot`, which replaces it in one commit. Only what
 * reads nothing from the visitor or the clock belongs here: home's search form fills in today's
 * dates, so home's first paint is the header and the hero's text, without the booking tabs or
 * anything below them (nothing that later moves down). See decision record 0018.
 */
const FIRST_PAINTS: Record<string, { location: string; page: () => ReactNode }> = {
  home: { location: '/', page: () => <HomeHero /> },
};

/** The markup to put inside `#root` for a route module, or undefined when it has none. */
export function renderFirstPaint(route: string): string | undefined {
  const firstPaint = FIRST_PAINTS[route];
  if (!firstPaint) return undefined;
  return renderToStaticMarkup(
    <AppProvider client={createQueryClient()}>
      <StaticRouter location={firstPaint.location}>
        <SiteFrame>{firstPaint.page()}</SiteFrame>
      </StaticRouter>
    </AppProvider>,
  );
}

/**
 * Content a route's page reads before it can show anything, by route module: the page asks the
 * browser for it beside the scripts (`<link rel="preload" as="fetch">`), so the request is not
 * made only after the scripts have run. The fetch of the same address then takes the answer.
 */
const CONTENT_READ_FIRST: Record<string, ContentRequest[]> = {
  fleet: [FLEET_CATEGORIES],
  branches: [BRANCH_CATEGORIES],
};

/** The addresses a route module's page preloads, as the site will fetch them. */
export function contentPreloads(route: string): string[] {
  return (CONTENT_READ_FIRST[route] ?? []).map((request) => contentUrl(request));
}
