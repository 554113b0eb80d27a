import { expect, test } from '@playwright/test';
import { MESSAGES } from '@bluu/contracts/messages';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import {
  acceptCookies,
  amountInCents,
  daysFromToday,
  expectAccessible,
  fillSearch,
  localToday,
  pickDate,
  searchCars,
} from './support/helpers.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('a search from the home page lists priced vehicle groups in rand', async ({ page }) => {
  await expectAccessible(page);
  await searchCars(page, { pickUpDate: daysFromToday(3), dropOffDate: daysFromToday(6) });

  await expect(page).toHaveURL(/\/availability$/);
  await expect(page.getByRole('heading', { name: 'Available vehicles' })).toBeVisible();
  await expect(page.getByText('Standard Local Rate')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  await expect(cards.first()).toContainText(/R\s[\d\s]+,\d{2}/);
  await expect(page.getByText('Group A1 – Suzuki Swift 1.2 GL or similar (Manual)')).toBeVisible();
  await expectAccessible(page);

  // The results survive a reload: the navigation state lives in the history entry.
  await page.reload();
  await expect(page.getByText('Group A1 – Suzuki Swift 1.2 GL or similar (Manual)')).toBeVisible();
});

test('a double-click on Search sends one search', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/Booking/availability')) searches.push(request.url());
  });
  await fillSearch(page, { pickUpDate: daysFromToday(3), dropOffDate: daysFromToday(6) });
  await page.getByRole('button', { name: 'Search' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Available vehicles' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(searches).toHaveLength(1);
});

test('each card shows the trip total with standard cover, and the results sort by price from the keyboard', async ({
  page,
  request,
}) => {
  const trip = {
    pickUpBranch: 'JS',
    pickUpDateTime: `${daysFromToday(3)} 10:00`,
    dropOffBranch: 'JS',
    dropOffDateTime: `${daysFromToday(6)} 10:00`,
  };
  await searchCars(page, { pickUpDate: daysFromToday(3), dropOffDate: daysFromToday(6) });
  const card = page.getByRole('article', { name: /Group B1/ });
  await expect(card).toContainText(/Total R\s[\d\s]+,\d{2} with standard cover for 3 days/);
  // The figure is the server's: what POST /api/Quote answers for the group with standard cover.
  const quote = await request.post('/api/Quote', {
    data: {
      ...trip,
      accountType: 'I',
      accountNo: '',
      foreignLocal: 'L',
      rateCode: '',
      vehicleGroup: 'B1',
      selectedWaiver: 'CDW',
      products: [],
      additionalDrivers: 0,
    },
  });
  expect(quote.status()).toBe(200);
  const { totalCharge } = (await quote.json()) as { totalCharge: number };
  expect(amountInCents((await card.locator('[data-trip-total]').textContent()) ?? '')).toBe(
    Math.round(totalCharge * 100),
  );

  const totals = async () =>
    (await page.locator('[data-trip-total]').allTextContents()).map(amountInCents);
  const recommended = await page.getByRole('article').locator('h3').allTextContents();
  const order = page.getByRole('combobox', { name: 'Sort by' });
  await expect(order).toHaveValue('recommended');
  await order.focus();
  await page.keyboard.press('ArrowDown');
  await expect(order).toHaveValue('price-ascending');
  const ascending = await totals();
  expect(ascending.length).toBeGreaterThanOrEqual(8);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.keyboard.press('ArrowDown');
  await expect(order).toHaveValue('price-descending');
  expect(await totals()).toEqual([...ascending].sort((a, b) => b - a));
  await page.keyboard.press('Home');
  await expect(order).toHaveValue('recommended');
  expect(await page.getByRole('article').locator('h3').allTextContents()).toEqual(recommended);
  await expectAccessible(page);
});

test('international residents get the international rate', async ({ page }) => {
  await searchCars(page, {
    pickUpDate: daysFromToday(4),
    dropOffDate: daysFromToday(8),
    residence: 'International',
  });
  await expect(page.getByText('International Tourist Rate')).toBeVisible();
});

test('a Namibian branch shows prices in N$', async ({ page }) => {
  await searchCars(page, {
    branch: 'WH',
    pickUpDate: daysFromToday(5),
    dropOffDate: daysFromToday(9),
  });
  await expect(page.getByText('Windhoek Hosea Kutako International Airport').first()).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/N\$\s[\d\s]+,\d{2}/);
});

test('choosing the pick-up branch sets the drop-off branch', async ({ page }) => {
  await page.getByLabel('Pick-up branch').selectOption('CT');
  await expect(page.getByLabel('Drop-off branch')).toHaveValue('CT');
});

test('van rental shows the contact message instead of the form', async ({ page }) => {
  await page.getByRole('radio', { name: 'Van Rental' }).check();
  await expect(
    page.getByText(MESSAGES.vanRentalContact(RESERVATIONS_EMAIL).slice(0, 40)),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Car Rental' }).check();
  await expect(page.getByLabel('Pick-up branch')).toHaveValue('JS');
});

test('time errors show one at a time with the spec messages', async ({ page }) => {
  await pickDate(page, 'Pick-up date', localToday());
  await page.getByLabel('Pick-up time').selectOption('00:00');
  await page.getByRole('button', { name: 'Search' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Pick-up time must be 2 hours 30 minutes from now.');
  await expect(page).toHaveURL(/\/$/);

  // Editing clears the error; a same-day drop-off an hour earlier breaks the next rule.
  await pickDate(page, 'Pick-up date', daysFromToday(3));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Pick-up time').selectOption('10:00');
  await pickDate(page, 'Drop-off date', daysFromToday(5));
  await pickDate(page, 'Drop-off date', daysFromToday(3));
  await page.getByLabel('Drop-off time').selectOption('09:00');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText('Drop-off date cannot be before pick-up.');

  await page.getByLabel('Drop-off time').selectOption('11:45');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Drop-off time cannot be within 2 hours of pick-up.',
  );
  await expectAccessible(page);
});

test('a pick-up outside branch hours shows the branch-hours message', async ({ page }) => {
  await searchCars(page, {
    pickUpDate: daysFromToday(3),
    pickUpTime: '02:00',
    dropOffDate: daysFromToday(5),
  });
  await expect(page.getByRole('alert')).toContainText(
    'Pick Up not in the Branch hours. Phone Bluu 086 101 7722 or refer to Location details',
  );
});

/** Days from today to a pick-up `ahead` or later whose date and the date `length` days on are not a Sunday. */
function daysToWeekdayTrip(ahead: number, length: number): number {
  const sunday = (days: number) => new Date(`${daysFromToday(days)}T12:00:00Z`).getUTCDay() === 0;
  let days = ahead;
  while (sunday(days) || sunday(days + length)) days += 1;
  return days;
}

test('a drop-off moved outside branch hours on the quote screen names the drop-off, with its branch page', async ({
  page,
}) => {
  const day = daysToWeekdayTrip(3, 3);
  await searchCars(page, {
    branch: 'PT',
    pickUpDate: daysFromToday(day),
    dropOffDate: daysFromToday(day + 3),
  });
  await page.getByRole('link', { name: 'Choose' }).first().click();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  const editor = page.getByRole('form', { name: 'Pick-up and drop-off' });
  await editor.getByRole('combobox', { name: 'Drop-off time' }).selectOption('20:00');
  await editor.getByRole('button', { name: 'Update' }).click();
  const alert = editor.getByRole('alert');
  await expect(alert).toHaveText(
    'Drop Off not in the Branch hours. Phone Bluu 086 101 7722 or refer to Location details',
  );
  await expect(alert.getByRole('link', { name: '086 101 7722' })).toHaveAttribute('href', /^tel:/);
  await expect(alert.getByRole('link', { name: 'Location details' })).toHaveAttribute(
    'href',
    /^\/branches\/.+\/$/,
  );
  await expect(
    page.getByRole('complementary', { name: 'Your quote' }).getByRole('button', { name: 'Book' }),
  ).toBeDisabled();
  await expectAccessible(page);
});

test('a search on /get-quote/ moves focus to its answer, and a refused search takes the old answer away', async ({
  page,
}) => {
  await page.goto('/get-quote/');
  await fillSearch(page, { pickUpDate: daysFromToday(3), dropOffDate: daysFromToday(6) });
  const search = page.getByRole('button', { name: 'Search' });
  await search.focus();
  await page.keyboard.press('Enter');
  const choose = page.getByRole('link', { name: 'Choose' });
  await expect(choose.first()).toBeVisible();
  await expect(page.locator(':focus')).toHaveJSProperty('tagName', 'H2');
  await expectAccessible(page);

  await page.getByLabel('Drop-off branch').selectOption('WH');
  await search.click();
  await expect(page.getByRole('alert')).toContainText(
    'One-way rentals between South Africa and Namibia cannot be booked online',
  );
  await expect(choose).toHaveCount(0);
  await expect(search).toBeFocused();
});

test('the mobile menu opens and a search works at 360 px @mobile', async ({ page }) => {
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }),
  ).toBeVisible();
  await menu.click();
  await searchCars(page, { pickUpDate: daysFromToday(3), dropOffDate: daysFromToday(6) });
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
});
