import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';

const HERO_HEADING = 'Car rental across South Africa and Namibia';
const HERO_TEXT =
  'Compare rates for your dates, choose your vehicle and cover, and book in minutes.';

/** Where the header and the hero's heading and text sit on the page. */
async function heroGeometry(page: Page) {
  const parts = {
    header: page.getByRole('banner'),
    heading: page.getByRole('heading', { level: 1, name: HERO_HEADING }),
    text: page.getByRole('region', { name: HERO_HEADING }).getByText(HERO_TEXT),
  };
  const boxes: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
  for (const [part, locator] of Object.entries(parts)) {
    await expect(locator).toBeVisible();
    boxes[part] = await locator.boundingBox();
  }
  return boxes;
}

/** `/` as a browser without JavaScript shows it: only what the page's HTML carries. */
async function openWithoutScripts(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport,
    isMobile,
    hasTouch,
  });
  const page = await context.newPage();
  await page.goto('/');
  return { page, close: () => context.close() };
}

async function expectSameHeroWithAndWithoutScripts(page: Page, browser: Browser, info: TestInfo) {
  const withoutScripts = await openWithoutScripts(browser, info);
  const firstPaint = await heroGeometry(withoutScripts.page);
  await withoutScripts.close();

  await page.goto('/');
  await expect(page.getByRole('form', { name: 'Vehicle search' })).toBeVisible();

  // The app replaces the first paint with the same header and hero text in the same place: no
  // layout shift, and no larger text for the browser to report as a later largest paint.
  expect(await heroGeometry(page)).toEqual(firstPaint);
}

test("the page of / carries the header and the hero's heading and text before any script runs", async ({
  browser,
  request,
}, testInfo) => {
  const { page, close } = await openWithoutScripts(browser, testInfo);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Bluu Car Rental', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_HEADING);
  await expect(page.getByText(HERO_TEXT)).toBeVisible();
  // The search form fills in today's dates, so it is not part of the page's HTML.
  await expect(page.getByRole('form', { name: 'Vehicle search' })).toHaveCount(0);
  await close();

  const compressed = await request.get('/', {
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  });
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect(await compressed.text()).toContain(`<h1 id="hero-heading">${HERO_HEADING}</h1>`);
});

test('the app shows the header and hero text exactly where the first paint put them', async ({
  page,
  browser,
}, testInfo) => {
  await expectSameHeroWithAndWithoutScripts(page, browser, testInfo);
});

test('on a phone the app shows the header and hero text exactly where the first paint put them @mobile', async ({
  page,
  browser,
}, testInfo) => {
  await expectSameHeroWithAndWithoutScripts(page, browser, testInfo);
});
