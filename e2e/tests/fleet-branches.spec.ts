import { expect, test, type Page } from '@playwright/test';
import {
  acceptCookies,
  daysFromToday,
  expectAccessible,
  expectMarkersInside,
  searchCars,
} from './support/helpers.ts';

const JNB = 'Johannesburg O.R. Tambo International Airport';
const JNB_PATH = '/branches/johannesburg-o-r-tambo-international-airport/';

/**
 * Lets only requests to this machine through (the site and its API): anything else – a tile
 * server, a CDN – is aborted and recorded, so a map that needs the internet shows as a failure.
 */
async function keepLocal(page: Page): Promise<string[]> {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1') outside.push(url.href);
  });
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1') await route.continue();
    else await route.abort('blockedbyclient');
  });
  return outside;
}

/** Content security policy refusals the browser reports while the page runs. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Records the page's layout shifts as Chromium reports them (`layout-shift` entries, leaving out
 * those right after the visitor's own input), with the elements that moved.
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    }
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: entry.sources.map((source) =>
              source.node instanceof Element
                ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
                : String(source.node?.nodeName),
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far, once the frames painted up to now have been reported. */
async function layoutShifts(page: Page): Promise<{ value: number; moved: string[] }[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    return (window as unknown as { layoutShifts: { value: number; moved: string[] }[] })
      .layoutShifts;
  });
}

/**
 * Holds the answers of the content lists matching `pattern` until the page shows its loading
 * status: the page paints what it shows while it waits, as on a slow network.
 */
async function answerAfterLoadingShows(page: Page, pattern: string): Promise<void> {
  await page.route(pattern, async (route) => {
    await page.getByRole('status').first().waitFor();
    await route.continue();
  });
}

interface WpItem {
  title: { rendered: string };
  menu_order: number;
  acf: { vehicle_make_model: string };
}

const FLEET_CATEGORIES = [
  { path: '/fleet/south-africa-fleet/', heading: 'South Africa Fleet', id: 11 },
  { path: '/fleet/namibia-fleet/', heading: 'Namibia Fleet', id: 12 },
  { path: '/fleet/door2door/', heading: 'Door2Door Fleet', id: 13 },
];

test.describe('fleet', () => {
  for (const category of FLEET_CATEGORIES) {
    test(`${category.path} shows its vehicles 'or similar' by menu order, and passes axe`, async ({
      page,
      request,
    }) => {
      const answer = await request.get(
        `/wp-json/wp/v2/fleet?fleet_categories=${category.id}&per_page=100`,
      );
      const items = ((await answer.json()) as WpItem[]).sort((a, b) => a.menu_order - b.menu_order);
      expect(items.length).toBeGreaterThan(0);

      await page.goto(category.path);
      await acceptCookies(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.heading);
      const vehicles = page.getByRole('main').getByRole('article');
      await expect(vehicles).toHaveCount(items.length);
      await expect(vehicles.getByRole('heading')).toHaveText(
        items.map((item) => `${item.acf.vehicle_make_model} or similar`),
      );
      await expect(page.locator('.fleet-vehicle-group')).toHaveText(
        items.map((item) => item.title.rendered),
      );
      const first = vehicles.first();
      await expect(first.getByRole('img')).toBeVisible();
      await expect(first.getByText('Passenger seating')).toBeVisible();
      await expect(first.getByText('Tank capacity')).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('/fleet/ lists every category; an unknown category lands on /404', async ({ page }) => {
    await page.goto('/fleet/');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Fleet');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      FLEET_CATEGORIES.map((category) => category.heading),
    );
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectAccessible(page);

    await page.goto('/fleet/no-such-fleet/');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page not found');
  });
});

test.describe('pages of content lists', () => {
  for (const { path, lists, heading, shown, categoryLists } of [
    {
      path: '/fleet/',
      lists: '**/wp-json/wp/v2/fleet?*',
      heading: 'Our Fleet',
      categoryLists: 1,
      shown: (page: Page) => page.getByRole('main').getByRole('article').first(),
    },
    {
      path: '/branches/',
      lists: '**/wp-json/wp/v2/branches?*',
      heading: 'All Branches',
      categoryLists: 1,
      shown: (page: Page) => page.getByRole('main').getByRole('link', { name: JNB }).first(),
    },
    {
      path: JNB_PATH,
      lists: '**/wp-json/wp/v2/branches?*',
      heading: JNB,
      categoryLists: 1,
      shown: (page: Page) => page.getByRole('table', { name: 'Opening hours' }),
    },
    {
      path: '/rentals/corporate-customers/',
      lists: '**/wp-json/wp/v2/pages?*',
      heading: 'Corporate Customers',
      categoryLists: 0,
      shown: (page: Page) => page.getByRole('button', { name: 'MAKE RESERVATION' }),
    },
  ])
    test(`${path} shows without moving anything it has painted, its categories asked for once`, async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await answerAfterLoadingShows(page, lists);
      const categoryRequests: string[] = [];
      page.on('request', (request) => {
        if (/_categories\?/.test(request.url())) categoryRequests.push(request.url());
      });

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(shown(page)).toBeVisible();

      expect(await layoutShifts(page)).toEqual([]);
      // The page's HTML preloads its categories; the site's own fetch takes that answer.
      expect(categoryRequests).toHaveLength(categoryLists);
    });
});

test.describe('branches', () => {
  test('lists branches by category and province, without loading the map', async ({ page }) => {
    const mapCode: string[] = [];
    page.on('request', (request) => {
      if (/leaflet/i.test(request.url())) mapCode.push(request.url());
    });
    await page.goto('/branches/');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Branches');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'South Africa Rental Branches',
      'Namibia Rental Branches',
      'Door2Door Branches',
    ]);
    await expect(main.getByRole('heading', { level: 3, name: 'Gauteng' }).first()).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 3, name: 'Western Cape' }).first(),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: 'Khomas' })).toBeVisible();
    await expect(main.getByRole('link', { name: JNB }).first()).toHaveAttribute('href', JNB_PATH);
    await expectAccessible(page);

    for (const [path, heading, branch] of [
      ['/branches/namibia-rental-branches/', 'Namibia Rental Branches', 'Windhoek'],
      ['/branches/door2door-branches/', 'Door2Door Branches', 'Cape Town'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(branch) })
          .first(),
      ).toBeVisible();
      await expectAccessible(page);
    }
    expect(mapCode).toEqual([]);
  });

  test('a branch shows its details, hours per weekday and a map with its marker, without any tile server', async ({
    page,
  }) => {
    const outside = await keepLocal(page);
    const violations = cspViolations(page);
    await page.goto('/branches/');
    await acceptCookies(page);
    await page.getByRole('main').getByRole('link', { name: JNB }).first().click();
    await expect(page).toHaveURL(new RegExp(`${JNB_PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(JNB);

    const main = page.getByRole('main');
    for (const term of [
      'Address',
      'E-mail',
      'Telephone',
      'Fax',
      'After-hours contact person',
      'After-hours contact number',
      'GDS code',
      'Latitude',
      'Longitude',
    ])
      await expect(
        main.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }),
      ).toBeVisible();
    await expect(main.getByRole('link', { name: /View on map/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/\?mlat=-26\.\d+&mlon=28\.\d+/,
    );
    const hours = main.getByRole('table', { name: 'Opening hours' });
    await expect(hours.getByRole('rowheader')).toHaveText([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await expect(hours.getByRole('cell').first()).toHaveText(/\d{2}:\d{2} – \d{2}:\d{2}|Closed/);

    const map = main.getByRole('region', { name: `Map of ${JNB}` });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('data-zoom', '14');
    expect((await map.boundingBox())?.height).toBe(350);
    const marker = map.getByRole('button', { name: JNB });
    await expect(marker).toBeVisible();
    await expectMarkersInside(map);
    // The map opens on the branch: the pin's point is at its centre.
    const frame = (await map.boundingBox())!;
    const pin = (await marker.boundingBox())!;
    expect(Math.abs(pin.x + pin.width / 2 - (frame.x + frame.width / 2))).toBeLessThanOrEqual(1);
    // The outline of South Africa and Namibia is drawn (an SVG path), with its attribution.
    await expect(map.locator('path.leaflet-interactive, svg path').first()).toBeAttached();
    await expect(map.getByRole('link', { name: 'Natural Earth' })).toBeVisible();
    // Focused by keyboard, the pin wears the site's dark focus ring (3:1 and more on the map),
    // not the brand yellow (1.4:1 on the map's cream).
    for (let presses = 0; presses < 60; presses += 1) {
      if (await marker.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(marker).toBeFocused();
    const ring = await marker.evaluate((element) => {
      const style = getComputedStyle(element);
      const site = getComputedStyle(document.documentElement).getPropertyValue('--color-focus');
      return { outline: style.outlineColor, width: style.outlineWidth, site: site.trim() };
    });
    expect(ring.width).toBe('3px');
    expect(ring.site).toBe('#0b3d91');
    expect(ring.outline).toBe('rgb(11, 61, 145)');

    await expectAccessible(page);
    expect(outside).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('an unknown branch lands on /404', async ({ page }) => {
    await page.goto('/branches/no-such-branch/');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page not found');
  });
});

test.describe('the booking screens', () => {
  test("'refer to Location details' opens the pick-up branch's page", async ({ page }) => {
    await page.goto('/');
    await acceptCookies(page);
    await searchCars(page, {
      pickUpDate: daysFromToday(3),
      pickUpTime: '02:00',
      dropOffDate: daysFromToday(5),
    });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('or refer to Location details');
    await alert.getByRole('link', { name: 'Location details' }).click();
    await expect(page).toHaveURL(new RegExp(`${JNB_PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(JNB);
    await expect(page.getByRole('table', { name: 'Opening hours' })).toBeVisible();
  });

  test("View Car Details on the vehicle-choice screen shows the fleet's content fields", async ({
    page,
  }) => {
    await page.goto('/');
    await acceptCookies(page);
    await searchCars(page, { pickUpDate: daysFromToday(3), dropOffDate: daysFromToday(6) });
    await page.getByRole('article').first().getByRole('link', { name: 'Choose' }).click();
    const vehicle = page.getByRole('main').getByRole('article').first();
    await vehicle.getByRole('button', { name: 'View Car Details' }).click();
    for (const term of ['Passenger seating', 'Luggage capacity', 'Safety belts', 'Tank capacity'])
      await expect(vehicle.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(vehicle.getByText(/ or similar$/).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test('@mobile fleet and a branch with its map fit 360 px and pass axe', async ({ page }) => {
  const outside = await keepLocal(page);
  await page.goto('/fleet/south-africa-fleet/');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('South Africa Fleet');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.goto(JNB_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JNB);
  const map = page.getByRole('region', { name: `Map of ${JNB}` });
  await expect(map.getByRole('button', { name: JNB })).toBeAttached();
  await expect(page.getByRole('table', { name: 'Opening hours' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  expect(outside).toEqual([]);
});
