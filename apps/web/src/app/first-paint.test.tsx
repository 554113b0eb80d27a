import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@test/fake-api.ts';
import { BRANCHES } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';
import { getBranchCategories, getFleetCategories } from '@/lib/api/content.ts';
import { contentPreloads, renderFirstPaint } from './first-paint.tsx';

const HERO_HEADING = 'Car rental across South Africa and Namibia';

function parse(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

/** React's generated ids differ between a server and a client render; the markup must not. */
function withoutIds(element: Element): string {
  return element.outerHTML.replace(/(id|aria-controls)="[^"]*"/g, '$1=""');
}

/** The elements around one, up to the site's frame: the same boxes lay it out the same way. */
function ancestry(element: Element): string[] {
  const chain: string[] = [];
  for (let at: Element | null = element; at; at = at.parentElement) {
    chain.push(`${at.tagName.toLowerCase()}.${[...at.classList].join('.')}`);
    if (at.classList.contains('app-shell')) break;
  }
  return chain;
}

beforeEach(() => {
  fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
});

describe("home's first paint", () => {
  it("holds the site header and the hero's heading and text, and nothing that reads the clock", () => {
    const firstPaint = parse(renderFirstPaint('home') ?? '');

    const header = within(firstPaint).getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Bluu Car Rental' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).queryByRole('navigation', { name: 'Main' })).not.toBeNull();
    const main = within(firstPaint).getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(HERO_HEADING);
    expect(main).toHaveTextContent('Compare rates for your dates');
    expect(within(firstPaint).queryByRole('form')).toBeNull();
    expect(within(firstPaint).queryByRole('contentinfo')).toBeNull();
  });

  it('is the markup the app renders for the header and the hero text', async () => {
    const firstPaint = parse(renderFirstPaint('home') ?? '');

    renderApp('/');
    await screen.findByRole('form', { name: 'Vehicle search' });

    expect(withoutIds(firstPaint.querySelector('header')!)).toBe(
      withoutIds(screen.getByRole('banner')),
    );
    const heroText = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(withoutIds(firstPaint.querySelector('.hero-text')!)).toBe(withoutIds(heroText));
    expect(ancestry(firstPaint.querySelector('.hero-text')!)).toEqual(ancestry(heroText));
  });

  it('is none for a route without one', () => {
    expect(renderFirstPaint('manage-booking')).toBeUndefined();
  });
});

describe('the content a route page preloads', () => {
  it('is the fleet categories for the fleet pages and the branch categories for the branch pages, at the addresses the site fetches', async () => {
    const requests = fakeApi({
      'GET /wp-json/wp/v2/fleet_categories?per_page=100': () => ok([]),
      'GET /wp-json/wp/v2/branches_categories?per_page=100': () => ok([]),
    });
    expect(contentPreloads('fleet')).toEqual(['/wp-json/wp/v2/fleet_categories?per_page=100']);
    expect(contentPreloads('branches')).toEqual([
      '/wp-json/wp/v2/branches_categories?per_page=100',
    ]);

    await getFleetCategories();
    await getBranchCategories();
    // The preload is only taken when the site asks for exactly the same address.
    expect(requests.map((request) => request.url)).toEqual([
      ...contentPreloads('fleet'),
      ...contentPreloads('branches'),
    ]);
  });

  it('is nothing for a route that reads no content before it shows', () => {
    expect(contentPreloads('home')).toEqual([]);
    expect(contentPreloads('manage-booking')).toEqual([]);
  });
});
