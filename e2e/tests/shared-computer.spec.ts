import { expect, test } from '@playwright/test';
import { acceptCookies, lookUpBooking, makeReservation } from './support/helpers.ts';

test('logging out on a shared computer forgets the last reservation, so Manage Booking opens empty', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  const email = `shared-${Date.now()}@example.co.za`;
  const reservation = await makeReservation(request, email, 13);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Sign In' }).click();
  await nav.getByRole('button', { name: 'Corporate / Tour Operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate / Tour Operator Sign In' });
  await dialog.getByLabel('Account number').fill('C10001');
  await dialog.getByLabel('Pin', { exact: true }).fill('4821');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();

  // The first person looks up a booking: the reference and e-mail are remembered for this tab.
  await lookUpBooking(page, reservation, email);
  const form = page.getByRole('form', { name: 'Find your booking' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${reservation}`);
  await page.goto('/manage-booking/');
  await expect(form.getByLabel('Quote/Reservation number')).toHaveValue(reservation);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  // The next person finds nothing of it.
  await page.goto('/manage-booking/');
  await expect(form.getByLabel('Quote/Reservation number')).toHaveValue('');
  await expect(form.getByLabel('Email address')).toHaveValue('');
  await page.goto('/manage-booking/status');
  await expect(page).toHaveURL(/\/manage-booking\/$/);
});

test('Logout in a tab opened from another forgets the account in both', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Sign In' }).click();
  await nav.getByRole('button', { name: 'Corporate / Tour Operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate / Tour Operator Sign In' });
  await dialog.getByLabel('Account number').fill('C10001');
  await dialog.getByLabel('Pin', { exact: true }).fill('4821');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Acme Mining (Pty) Ltd' })).toBeVisible();

  // A second tab opened from the first starts with a copy of its session storage: the account.
  const [second] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => window.open('/', '_blank')),
  ]);
  const secondNav = second.getByRole('navigation', { name: 'Main' });
  await secondNav.getByRole('button', { name: 'Logout' }).click();
  await expect(secondNav.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.reload();
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
