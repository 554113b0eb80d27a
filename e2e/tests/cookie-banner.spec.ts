import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/helpers.ts';

/*
 * The cookie banner sits in the bottom dock, fixed to the bottom of the window and first in the
 * tab order after the skip link (root-layout.tsx, layout.css). Reaching it with Tab must not
 * scroll the page (a sticky dock placed after the footer scrolled it to the footer); its link and
 * button show a focus ring that stands out on its dark background; and while it shows, the page
 * ends with room for it, so the last of the page is never hidden behind it.
 */

/** A long page: the privacy policy, many screens of text at either size. */
const LONG_PAGE = { path: '/privacy-policy/', heading: 'Privacy Policy' };

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

/** Relative luminance of a CSS `rgb()`/`rgba()` colour (WCAG 2). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The focused control shows a focus ring: an outline at least 2 px wide whose colour has 3:1
 * contrast with the banner behind it (WCAG 1.4.11), drawn inside the window.
 */
async function expectFocusRing(page: Page, control: Locator, banner: Locator) {
  await expect(control).toBeFocused();
  const ring = await control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      offset: Number.parseFloat(style.outlineOffset),
      color: style.outlineColor,
    };
  });
  const background = await banner.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(ring.focusVisible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.color, background)).toBeGreaterThanOrEqual(3);
  const box = (await control.boundingBox())!;
  const viewport = page.viewportSize()!;
  const reach = ring.width + Math.max(ring.offset, 0);
  expect(box.x - reach).toBeGreaterThanOrEqual(0);
  expect(box.y - reach).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width + reach).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height + reach).toBeLessThanOrEqual(viewport.height);
}

async function checkBanner(page: Page, size: { width: number; height: number }) {
  expect(page.viewportSize()).toEqual(size);
  await page.goto(LONG_PAGE.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LONG_PAGE.heading);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('.content-html').first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  // The page is longer than the window, with its footer out of sight: scrolling would show.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
    size.height * 2,
  );
  expect(await scrollTop(page)).toBe(0);
  await expect(footer).not.toBeInViewport();
  await expectAccessible(page);

  // Tab from the top of the page: the skip link, then the banner's link, with no scroll.
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  const privacy = banner.getByRole('link', { name: 'Privacy Policy' });
  const accept = banner.getByRole('button', { name: 'Accept & Continue' });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(privacy).toBeFocused();
  expect(await scrollTop(page)).toBe(0);
  await expect(footer).not.toBeInViewport();
  await page.keyboard.press('Shift+Tab');
  await expect(skip).toBeFocused();

  // Read on a third of the way down; Tab from there into the banner leaves the page where it
  // was (the banner is in the window wherever the page is), never taking it to the footer.
  const readTo = await page.evaluate(() => {
    const to = Math.round((document.documentElement.scrollHeight - window.innerHeight) / 3);
    window.scrollTo(0, to);
    return to;
  });
  await expect.poll(() => scrollTop(page)).toBe(readTo);
  await expect(footer).not.toBeInViewport();
  for (const control of [privacy, accept]) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    expect(await scrollTop(page)).toBe(readTo);
    await expect(footer).not.toBeInViewport();
    await expect(control).toBeInViewport({ ratio: 1 });
    await expectFocusRing(page, control, banner);
  }
  // And back with Shift+Tab, still without a scroll.
  await page.keyboard.press('Shift+Tab');
  await expect(privacy).toBeFocused();
  expect(await scrollTop(page)).toBe(readTo);

  // Scrolled to the end, the page's last content ends above the banner, uncovered.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >=
          document.documentElement.scrollHeight - 1,
      ),
    )
    .toBe(true);
  const last = footer.getByText(/^Rates include VAT\./);
  await expect(last).toBeInViewport({ ratio: 1 });
  const lastBox = (await last.boundingBox())!;
  const bannerBox = (await banner.boundingBox())!;
  expect(bannerBox.y + bannerBox.height).toBeCloseTo(size.height, 0);
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(bannerBox.y);
  // What is drawn on the text's first and last line is the text, not the banner over it.
  const shown = await last.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = Array.from(range.getClientRects());
    return [lines[0], lines.at(-1)].map((line) => {
      const hit = line && document.elementFromPoint(line.left + 2, line.top + line.height / 2);
      return hit !== null && hit !== undefined && element.contains(hit);
    });
  });
  expect(shown).toEqual([true, true]);

  // The keyboard answers the banner: Enter on Accept & Continue, and the focus goes to the page.
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect(main).toBeFocused();
  // Without the banner the page no longer keeps room for it.
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--cookie-banner-height'),
      ),
    )
    .toBe('');
}

test('Tab into the cookie banner does not scroll the page; its controls show focus; the page end stays uncovered (1280 × 900)', async ({
  page,
}) => {
  await checkBanner(page, { width: 1280, height: 900 });
});

test('Tab into the cookie banner does not scroll the page; its controls show focus; the page end stays uncovered (360 × 740) @mobile', async ({
  page,
}) => {
  await checkBanner(page, { width: 360, height: 740 });
});
