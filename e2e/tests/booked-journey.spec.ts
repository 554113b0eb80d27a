import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  acceptCookies,
  daysFromToday,
  expectAccessible,
  newEmail,
  searchCars,
  settledCosts,
} from './support/helpers.ts';
import {
  bookNow,
  expectMailNaming,
  fillCard,
  fillRenter,
  mailsTo,
  openDoor2Door,
  planTransfer,
} from './support/journeys.ts';

/*
 * Decision record 0042 (amended): Back from the booking confirmation lands on the vehicle choice
 * the booking was made from. That screen says the journey is booked and offers a new search, not
 * Book: Book → Book Now there made a second, identical reservation and a second mail.
 */

/** The Book button of a vehicle choice (not Book Now, not the Book a Vehicle tab). */
const bookButton = (page: Page) => page.getByRole('button', { name: 'Book', exact: true });

/** The vehicle choice of a booked journey: the notice, Start a new search, and no Book. */
async function expectBookedChoice(page: Page, notice: string) {
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Vehicle');
  await expect(page.getByRole('status').filter({ hasText: 'is booked' })).toHaveText(notice);
  await expect(page.getByRole('link', { name: 'Start a new search' })).toHaveAttribute(
    'href',
    '/get-quote/',
  );
  await expect(bookButton(page)).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Your quote' })).toHaveCount(0);
}

/** Every mail to the renter names this reservation: no second booking was made and mailed. */
async function expectOnlyReservation(
  request: APIRequestContext,
  email: string,
  reservation: string,
) {
  await expectMailNaming(request, email, reservation);
  const subjects = (await mailsTo(request, email)).map((mail) => mail.subject);
  for (const subject of subjects) expect(subject).toContain(reservation);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('Back from a car booking shows the vehicle as booked with Start a new search, never Book again', async ({
  page,
  request,
}) => {
  await searchCars(page, { pickUpDate: daysFromToday(16), dropOffDate: daysFromToday(19) });
  await page
    .getByRole('article', { name: /Group A1/ })
    .getByRole('link', { name: 'Choose' })
    .click();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('heading', { name: 'Choose waivers & extras' })).toBeVisible();
  const { total } = await settledCosts(page);
  await expect(bookButton(page)).toBeEnabled();
  await bookButton(page).click();
  await expect(page).toHaveURL(/\/confirmation-details$/);

  const email = newEmail('booked-car');
  await fillRenter(page, email, { withId: true });
  await fillCard(page);
  const reservation = await bookNow(page);
  await expect(page.getByRole('region', { name: 'Costs' }).locator('[data-total]')).toHaveText(
    total,
  );

  // Back: the vehicle choice it was booked from says so, and offers a new search.
  await page.goBack();
  const notice = `This vehicle is booked: reservation ${reservation}.`;
  await expectBookedChoice(page, notice);
  await expect(page.getByRole('heading', { name: 'Choose waivers & extras' })).toHaveCount(0);
  await expectAccessible(page);

  // A reload of that history entry keeps it booked.
  await page.reload();
  await expectBookedChoice(page, notice);

  // Forward is the same confirmation, and Back the same notice.
  await page.goForward();
  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect(page.locator('[data-reservation-number]')).toHaveText(reservation);
  await page.goBack();
  await expectBookedChoice(page, notice);

  // Start a new search: the search form, and a vehicle chosen from it books as usual.
  await page.getByRole('link', { name: 'Start a new search' }).click();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('tab', { name: 'Book a Vehicle' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('status').filter({ hasText: 'is booked' })).toHaveCount(0);
  await expectAccessible(page);
  await searchCars(page, { pickUpDate: daysFromToday(20), dropOffDate: daysFromToday(22) });
  await page
    .getByRole('article', { name: /Group A1/ })
    .getByRole('link', { name: 'Choose' })
    .click();
  await expect(page.getByRole('heading', { name: 'Choose waivers & extras' })).toBeVisible();
  await settledCosts(page);
  await expect(bookButton(page)).toBeEnabled();

  await expectOnlyReservation(request, email, reservation);
});

test('Back from a Door2Door booking shows the transfer as booked with Start a new search, never Book again', async ({
  page,
  request,
}) => {
  const form = await openDoor2Door(page);
  await form.getByLabel('Method of payment').selectOption('VS');
  await planTransfer(page, form, 6);
  await page
    .getByRole('article', { name: /Group TS/ })
    .getByRole('button', { name: 'Select' })
    .click();
  await expect(page.getByRole('heading', { name: 'Choose extras' })).toBeVisible();
  const { total } = await settledCosts(page);
  await expect(bookButton(page)).toBeEnabled();
  await bookButton(page).click();
  await expect(page).toHaveURL(/\/confirmation-details$/);

  const email = newEmail('booked-d2d');
  await fillRenter(page, email);
  await expect(page.getByLabel('Method of payment')).toHaveValue('VS');
  const reservation = await bookNow(page);
  await expect(page.getByRole('region', { name: 'Your transfer' })).toBeVisible();
  await expect(page.locator('[data-total]')).toHaveText(total);

  await page.goBack();
  const notice = `This transfer is booked: reservation ${reservation}.`;
  await expectBookedChoice(page, notice);
  await expect(page.getByRole('heading', { name: 'Choose extras' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Choose your vehicle' })).toHaveCount(0);
  await expectAccessible(page);

  await page.reload();
  await expectBookedChoice(page, notice);

  // Start a new search: the Book a Vehicle tab, and a new transfer is offered Book as usual.
  await page.getByRole('link', { name: 'Start a new search' }).click();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('tab', { name: 'Book a Vehicle' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('status').filter({ hasText: 'is booked' })).toHaveCount(0);
  const fresh = await openDoor2Door(page);
  await fresh.getByLabel('Method of payment').selectOption('VS');
  await planTransfer(page, fresh, 8);
  await page
    .getByRole('article', { name: /Group TS/ })
    .getByRole('button', { name: 'Select' })
    .click();
  await settledCosts(page);
  await expect(bookButton(page)).toBeEnabled();

  await expectOnlyReservation(request, email, reservation);
});
