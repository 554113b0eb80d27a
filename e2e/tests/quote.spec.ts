import { expect, test, type Page } from '@playwright/test';
import {
  acceptCookies,
  amountInCents,
  daysFromToday,
  expectAccessible,
  searchCars,
  settledCosts,
} from './support/helpers.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function chooseFirstGroup(page: Page) {
  await searchCars(page, { pickUpDate: daysFromToday(3), dropOffDate: daysFromToday(6) });
  const card = page.getByRole('article', { name: /Group A1/ });
  await card.getByRole('link', { name: 'Choose' }).click();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('heading', { name: 'Choose waivers & extras' })).toBeVisible();
}

/** Waits for a total different from `previous`, checks it is the sum of the lines, answers it. */
async function nextTotal(page: Page, previous: string): Promise<string> {
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  await expect(panel.locator('[data-total]')).not.toHaveText(previous);
  const costs = await settledCosts(page);
  expect(costs.total).not.toBe(previous);
  expect(amountInCents(costs.total)).toBe(costs.linesCents);
  return costs.total;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('a quote follows every choice, is e-mailed with its reference, and leads to booking', async ({
  page,
  request,
}) => {
  await chooseFirstGroup(page);
  const panel = page.getByRole('complementary', { name: 'Your quote' });

  const first = await settledCosts(page);
  expect(amountInCents(first.total)).toBe(first.linesCents);
  await expect(panel.getByRole('table', { name: 'Rental costs', exact: true })).toContainText(
    'CDW',
  );
  await expect(panel.getByRole('row', { name: /Etolls/ })).toContainText('TBA');
  await expect(page.getByRole('radio', { name: /Standard cover/ })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Upgrade to Super Waiver' }).click();
  await expect(page.getByRole('radio', { name: /Super cover/ })).toBeChecked();
  const superCover = await nextTotal(page, first.total);
  await expect(panel.getByRole('table', { name: 'Rental costs', exact: true })).toContainText(
    'SCDW',
  );

  await page.getByRole('checkbox', { name: /Child seat 6mth-3yr/ }).check();
  const withSeat = await nextTotal(page, superCover);
  await expect(panel.getByRole('table', { name: 'Add-ons' })).toContainText('Child seat 6mth-3yr');

  await page.getByRole('checkbox', { name: /Additional Driver/ }).check();
  await expect(page.getByRole('combobox', { name: 'Additional drivers' })).toHaveValue('1');
  const oneDriver = await nextTotal(page, withSeat);
  await page.getByRole('combobox', { name: 'Additional drivers' }).selectOption('2');
  const total = await nextTotal(page, oneDriver);
  await expect(panel.getByRole('table', { name: 'Add-ons' })).toContainText('2 ×');
  await expectAccessible(page);

  await panel.getByRole('button', { name: 'Read Terms & Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Rental Terms & Conditions' });
  await expect(terms).toContainText('Debit cards are not accepted.');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();

  const email = `quote-${Date.now()}@example.co.za`;
  await panel.getByRole('button', { name: 'Email Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Quote' });
  await dialog.getByRole('button', { name: 'Send your quotation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your First name.');
  await expectAccessible(page);
  await dialog.getByLabel('First name').fill('Thandi');
  await dialog.getByLabel('Last name').fill('Nkosi');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await dialog.getByRole('button', { name: 'Send your quotation' }).click();

  const sent = dialog.getByText(/^Your quotation has been sent to /);
  await expect(sent).toHaveText(
    new RegExp(`^Your quotation has been sent to ${email}\\. Your quote reference is \\w+\\.$`),
  );
  const reference = /reference is (\w+)\./.exec((await sent.textContent()) ?? '')?.[1] ?? '';
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/mail.json')).json()) as Mail[];
        mail = mails.find((candidate) => candidate.to === email);
        return mail?.subject;
      },
      { timeout: 60_000 },
    )
    .toContain(reference);
  expect(mail?.text).toContain(reference);
  expect(mail?.text).toContain(total);

  // A later pick-up, updated: the trip priced and booked.
  const editor = page.getByRole('form', { name: 'Pick-up and drop-off' });
  await editor.getByRole('combobox', { name: 'Pick-up time' }).selectOption('12:00');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(editor.getByRole('status')).toHaveCount(0);
  const updated = (await settledCosts(page)).total;

  await expect(panel.getByRole('button', { name: 'Book' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/confirmation-details$/);

  // Back to the quote, then a reload: the trip, cover and extras are as they were left.
  for (const step of ['back', 'reload'] as const) {
    if (step === 'back') await page.goBack();
    else await page.reload();
    await expect(page).toHaveURL(/\/get-quote\/$/);
    await expect(page.getByRole('radio', { name: /Super cover/ }), step).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Child seat 6mth-3yr/ }), step).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Additional drivers' }), step).toHaveValue('2');
    await expect(editor.getByRole('combobox', { name: 'Pick-up time' }), step).toHaveValue('12:00');
    expect((await settledCosts(page)).total, step).toBe(updated);
  }
});

test('an individual applies a rate code, and an unknown code shows the server message', async ({
  page,
}) => {
  await chooseFirstGroup(page);
  await settledCosts(page);
  await expect(page.getByText('Standard Local Rate')).toBeVisible();

  await page.getByRole('button', { name: 'Change Rate Code' }).click();
  await page.getByRole('textbox', { name: 'Rate code' }).fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Rate code NOPE is not valid. Please check the code and try again.',
  );

  await page.getByRole('textbox', { name: 'Rate code' }).fill('summer26');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Summer Special 2026')).toBeVisible();
  const costs = await settledCosts(page);
  expect(amountInCents(costs.total)).toBe(costs.linesCents);
});

test('the cost panel collapses behind View Costs on a phone @mobile', async ({ page }) => {
  await chooseFirstGroup(page);
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  const toggle = panel.getByRole('button', { name: 'View Costs' });
  await expect(panel.getByRole('table', { name: 'Rental costs', exact: true })).toBeHidden();
  await expect(panel.locator('[data-total]')).toHaveText(/\d,\d{2}$/);

  await toggle.click();

  await expect(panel.getByRole('button', { name: 'Hide Costs' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(panel.getByRole('table', { name: 'Rental costs', exact: true })).toBeVisible();
  await expectAccessible(page);
});
