import { SIGN_IN_MESSAGES } from '@bluu/contracts/accounts';
import { MESSAGES } from '@bluu/contracts/messages';
import { expect, test } from '@playwright/test';
import { acceptCookies, daysFromToday, expectAccessible, searchCars } from './support/helpers.ts';
import { openAccountSignIn } from './support/journeys.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('a corporate account signs in, searches at its rates, changes rate and logs out', async ({
  page,
}) => {
  const dialog = await openAccountSignIn(page);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(SIGN_IN_MESSAGES.accountNumber);
  await expectAccessible(page);

  await dialog.getByLabel('Account number').fill('C10001');
  await dialog.getByLabel('Pin', { exact: true }).fill('0000');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(SIGN_IN_MESSAGES.wrongCredentials);
  // The refused request leaves the focus on Sign In, in the dialog (not on the page behind it).
  await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeFocused();

  await dialog.getByLabel('Pin', { exact: true }).fill('4821');
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Acme Mining (Pty) Ltd' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Acme Mining (Pty) Ltd', level: 1 }),
  ).toBeVisible();

  await searchCars(page, { pickUpDate: daysFromToday(4), dropOffDate: daysFromToday(7) });
  await expect(page.getByRole('heading', { name: 'Corporate Standard Rate' })).toBeVisible();
  await page
    .getByRole('article', { name: /Group A1/ })
    .getByRole('link', { name: 'Choose' })
    .click();
  await expect(page.getByRole('heading', { name: 'Choose waivers & extras' })).toBeVisible();
  await expect(page.getByText('Rate: Corporate Standard Rate (CORPSTD)')).toBeVisible();
  // Back returns to this page's own search and its answer, which a reload keeps too.
  await page.goBack();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('heading', { name: 'Corporate Standard Rate' })).toBeVisible();
  await expect(page.getByRole('article', { name: /Group A1/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: /Group A1/ })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Choose waivers & extras' })).toBeVisible();
  await expect(page.getByText('Rate: Corporate Standard Rate (CORPSTD)')).toBeVisible();

  await page.getByRole('button', { name: 'Change Rate Code' }).click();
  const rates = page.getByRole('combobox', { name: 'Rate' });
  await expect(rates.getByRole('option')).toHaveText([
    'Corporate Plus – 1 000 km a day (CORPPLUS)',
  ]);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Rate: Corporate Plus – 1 000 km a day (CORPPLUS)')).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  await expect(panel.getByRole('button', { name: 'Book' })).toBeEnabled();
  await expectAccessible(page);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Acme Mining (Pty) Ltd' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  // Back on a shared computer: the account's quote and search are not shown to the next person.
  for (const _ of ['the quote', 'the search']) {
    await page.goBack();
    await expect(page).toHaveURL(/\/get-quote\/$/);
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(page.getByText(/Corporate (Standard|Plus)/)).toHaveCount(0);
    await expect(page.getByRole('article', { name: /Group A1/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Acme Mining (Pty) Ltd' })).toHaveCount(0);
  }
});

test("a visitor who signs in as an account is not offered the visitor's results on Back", async ({
  page,
}) => {
  await searchCars(page, { pickUpDate: daysFromToday(4), dropOffDate: daysFromToday(7) });
  await expect(page).toHaveURL(/\/availability$/);
  await expect(page.getByRole('article', { name: /Group A1/ })).toBeVisible();

  const dialog = await openAccountSignIn(page);
  await dialog.getByLabel('Account number').fill('C10001');
  await dialog.getByLabel('Pin', { exact: true }).fill('4821');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('heading', { name: 'Acme Mining (Pty) Ltd', level: 1 }),
  ).toBeVisible();

  // The results were priced for a visitor; choosing from them would quote the visitor rate.
  await page.goBack();
  await expect(page).toHaveURL(/\/availability$/);
  await expect(page.getByText('Search for a vehicle to see available rates.')).toBeVisible();
  await expect(page.getByRole('article', { name: /Group A1/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('a tab left showing one account, after another signs in in a new tab, is asked to sign in again', async ({
  page,
}) => {
  const dialog = await openAccountSignIn(page);
  await dialog.getByLabel('Account number').fill('C10001');
  await dialog.getByLabel('Pin', { exact: true }).fill('4821');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Acme Mining (Pty) Ltd' })).toBeVisible();

  // Another tab of the same browser (its own session storage, the same cookie) signs in as Karoo.
  const other = await page.context().newPage();
  await other.goto('/');
  const otherDialog = await openAccountSignIn(other);
  await otherDialog.getByLabel('Account number').fill('C10002');
  await otherDialog.getByLabel('Pin', { exact: true }).fill('735190');
  await otherDialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Karoo/ }),
  ).toBeVisible();

  // The first tab still shows Acme; its search is not priced for Karoo, nor for Acme.
  await page.bringToFront();
  await searchCars(page, { pickUpDate: daysFromToday(4), dropOffDate: daysFromToday(7) });
  await expect(page.getByText(MESSAGES.accountSignInRequired)).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Acme Mining (Pty) Ltd' })).toHaveCount(0);
  await expect(page.getByText(/Corporate (Standard|Plus)/)).toHaveCount(0);
  await expectAccessible(page);
});

test('a customer group signs in as its corporate account', async ({ page }) => {
  const dialog = await openAccountSignIn(page);
  await dialog.getByRole('checkbox', { name: 'Customer group' }).check();
  await dialog.getByLabel('Customer group code').fill('GRP100');
  await dialog.getByLabel('Customer group pin').fill('5555');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(
    page.getByRole('heading', { name: 'Acme Mining (Pty) Ltd', level: 1 }),
  ).toBeVisible();
});

test('MAKE RESERVATION on the corporate page opens the account sign-in', async ({ page }) => {
  await page.goto('/rentals/corporate-customers/');
  await page.getByRole('button', { name: 'MAKE RESERVATION' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate / Tour Operator Sign In' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'MAKE RESERVATION' })).toBeFocused();
});

test('MAKE RESERVATION on the tour-operators page signs a tour operator in', async ({ page }) => {
  await page.goto('/rentals/tour-operators/');
  await page.getByRole('button', { name: 'MAKE RESERVATION' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate / Tour Operator Sign In' });
  await expect(dialog.getByRole('radio', { name: 'Tour Operator' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Corporate' })).not.toBeChecked();

  await dialog.getByLabel('Account number').fill('T20001');
  await dialog.getByLabel('Pin', { exact: true }).fill('2468');
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('heading', { name: 'Springbok Safaris', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Springbok Safaris' }),
  ).toBeVisible();
  await expectAccessible(page);
});
