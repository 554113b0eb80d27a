import { expect, test, type Page, type Response } from '@playwright/test';
import { acceptCookies, expectAccessible } from './support/helpers.ts';

/*
 * The server answers 404 exactly where the site shows its 404 page (no soft 404s): /404 itself,
 * and a content, fleet or branches address whose slug the content service does not have. Each
 * such address is sent the site's page with status 404, and the site then shows /404 with the
 * sitemap.
 */

/** The site's page (HTML, not the API's error envelope), with the status asked for. */
function expectPage(response: Response | null, path: string, status: number) {
  expect(response, `${path} answers`).not.toBeNull();
  expect(response!.status(), `${path} answers ${status}`).toBe(status);
  expect(response!.headers()['content-type'], `${path} is a page`).toContain('text/html');
}

/** The site's 404 page: its heading, title, way home and the content service's sitemap. */
async function expectNotFoundPage(page: Page) {
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page not found');
  await expect(page).toHaveTitle('404 Page not found | Bluu Car Rental');
  const main = page.getByRole('main');
  await expect(main).toContainText('The page you are looking for does not exist.');
  await expect(main.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('heading', { name: 'Rentals', level: 2 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Corporate Customers' })).toHaveAttribute(
    'href',
    '/rentals/corporate-customers/',
  );
}

for (const [what, path] of [
  ['an unknown content address', '/no-such-page/'],
  ['an unknown content page below a section', '/rentals/no-such-page/'],
  ['an unknown fleet category', '/fleet/no-such-fleet/'],
  ['an unknown branch', '/branches/no-such-branch/'],
  ['the 404 page itself', '/404'],
] as const) {
  test(`${what} (${path}) answers 404 and shows the 404 page with the sitemap`, async ({
    page,
  }) => {
    expectPage(await page.goto(path), path, 404);
    await acceptCookies(page);
    await expectNotFoundPage(page);
    await expectAccessible(page);

    // Loaded again at /404 (a reload there): still 404, still the same page.
    expectPage(await page.reload(), '/404', 404);
    await expectNotFoundPage(page);
  });
}

test('known content, fleet and branch pages answer 200 with their own heading and content', async ({
  page,
}) => {
  for (const [path, heading, content] of [
    [
      '/customer-care/',
      'Customer Care',
      'We want every rental to go well, and when it does not, we want to hear about it.',
    ],
    [
      '/rentals/corporate-customers/',
      'Corporate Customers',
      'Travelling for work should not mean filling in forms at every counter.',
    ],
    ['/fleet/south-africa-fleet/', 'South Africa Fleet', 'Passenger seating'],
    [
      '/branches/johannesburg-o-r-tambo-international-airport/',
      'Johannesburg O.R. Tambo International Airport',
      'GDS code',
    ],
  ] as const) {
    await test.step(path, async () => {
      expectPage(await page.goto(path), path, 200);
      await acceptCookies(page);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\./g, '\\.')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main')).toContainText(content);
      await expect(page.getByRole('heading', { name: '404 Page not found' })).toHaveCount(0);
      await expectAccessible(page);
    });
  }
});
