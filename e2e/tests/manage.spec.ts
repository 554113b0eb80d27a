import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  acceptCookies,
  amountInCents,
  daysFromToday,
  expectAccessible,
  makeReservation,
  newEmail,
  pickDate,
  saveQuote,
  settledCosts,
} from './support/helpers.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for a mail to `to` whose subject contains `subject`. */
async function expectMail(request: APIRequestContext, to: string, subject: string) {
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/mail.json')).json()) as Mail[];
        return mails.filter((mail) => mail.to === to).map((mail) => mail.subject);
      },
      { timeout: 60_000 },
    )
    .toContainEqual(expect.stringContaining(subject));
}

async function lookUp(form: Locator, reference: string, email: string) {
  await form.getByLabel('Quote/Reservation number').fill(reference);
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Find Booking' }).click();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Manage your booking' });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('a reservation is looked up, extended and cancelled, then stays blocked', async ({
  page,
  request,
}) => {
  const email = newEmail('extend');
  const reservation = await makeReservation(request, email, 9);

  await page.goto('/manage-booking/');
  const form = page.getByRole('form', { name: 'Find your booking' });
  await form.getByRole('button', { name: 'Find Booking' }).click();
  await expect(form.getByRole('alert')).toHaveText(MANAGE_MESSAGES.reference);
  await expect(form.getByLabel('Quote/Reservation number')).toBeFocused();
  await expectAccessible(page);

  await lookUp(form, 'R0UNKNOWN1', email);
  await expect(form.getByRole('alert')).toHaveText(MANAGE_MESSAGES.notFound);

  await lookUp(form, reservation, email);
  await expect(page).toHaveURL(/\/manage-booking\/status$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${reservation}`);
  await expect(menu(page).getByRole('link')).toHaveText([
    'Modify Booking',
    'Extend Booking',
    'Cancel Booking',
  ]);
  await expect(menu(page).getByRole('button')).toHaveText(['Use Different Quote Number']);
  const details = page.getByRole('region', { name: 'Booking details' });
  const totalBefore = (await details.locator('dd').nth(4).textContent()) ?? '';
  await expectAccessible(page);

  await menu(page).getByRole('link', { name: 'Extend Booking' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Extend Booking ${reservation}`);
  await pickDate(page, 'New drop-off date', daysFromToday(14));
  await page.getByLabel('New drop-off time').selectOption('12:00');
  await expect(page.getByRole('button', { name: 'Confirm Extension' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Check new total' }).click();
  const checked = page.getByRole('region', { name: 'New total' });
  await expect(checked.locator('[data-new-total]')).toHaveText(/\d,\d{2}$/);
  const newTotal = (await checked.locator('[data-new-total]').textContent()) ?? '';
  expect(newTotal).not.toBe(totalBefore);
  await expect(checked.locator('[data-difference]')).toHaveText(/^\+/);
  await expectAccessible(page);

  await checked.getByRole('button', { name: 'Confirm Extension' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking has been extended' })).toBeFocused();
  await expect(page.getByText(`The total of reservation ${reservation} changed`)).toBeVisible();
  await expect(page.getByText(newTotal, { exact: true })).toBeVisible();
  await expectMail(request, email, `Your reservation ${reservation} has been extended`);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(details).toContainText('12:00');
  await expect(details).toContainText(newTotal);

  await menu(page).getByRole('link', { name: 'Cancel Booking' }).click();
  const cancel = page.getByRole('form', { name: 'Cancel booking' });
  await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(cancel.getByRole('alert')).toHaveText('Please provide an Email address.');
  await expectAccessible(page);
  await cancel.getByLabel('Email address').fill(email);
  await cancel.getByLabel('First name').fill('Thandi');
  await cancel.getByLabel('Last name').fill('Nkosi');
  await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Your reservation ${reservation} has been successfully cancelled.`,
  );
  await expectAccessible(page);
  await expectMail(request, email, `Your reservation ${reservation} has been cancelled`);

  await page.goto('/manage-booking/');
  await expect(form.getByLabel('Quote/Reservation number')).toHaveValue(reservation);
  await lookUp(form, reservation, email);
  await expect(page.getByRole('alert')).toHaveText(
    `This quote/reservation (${reservation}) has been cancelled.`,
  );
  await expect(page.getByRole('link', { name: /^(Modify|Extend|Cancel) Booking$/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Use Different Quote Number' }).click();
  await expect(page).toHaveURL(/\/manage-booking\/$/);
  await expect(form.getByLabel('Quote/Reservation number')).toHaveValue('');
});

test('a saved quote linked from its e-mail is confirmed through the booking steps', async ({
  page,
  request,
}) => {
  const email = newEmail('quote');
  const quote = await saveQuote(request, email, 10);

  await page.goto(`/manage-booking/?reference=${quote}`);
  const form = page.getByRole('form', { name: 'Find your booking' });
  await expect(form.getByLabel('Quote/Reservation number')).toHaveValue(quote);
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Find Booking' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote ${quote}`);
  await expect(menu(page).getByRole('button')).toHaveText([
    'Confirm My Quote',
    'Use Different Quote Number',
  ]);
  await expect(page.getByRole('region', { name: 'Booking details' })).toContainText('Quote');
  await expectAccessible(page);

  await menu(page).getByRole('button', { name: 'Confirm My Quote' }).click();
  await expect(page).toHaveURL(/\/confirmation-details$/);
  // Step 1 starts with the quote's contact: nobody types the name and e-mail again.
  await expect(page.getByLabel('First name(s)')).toHaveValue('Thandi');
  await expect(page.getByLabel('Last name')).toHaveValue('Nkosi');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});

test('Modify checks the renter details, searches again and changes the reservation through the booking steps', async ({
  page,
  request,
}) => {
  const email = newEmail('modify');
  // Booked with super cover and two child seats: the modification starts from both.
  const reservation = await makeReservation(request, email, 11, {
    selectedWaiver: 'SCDW',
    products: [{ productCode: 'BABY', quantity: 2 }],
  });
  const booked = await request.get(`/api/Booking/manage/${reservation}/${email}`);
  const bookedTotal = ((await booked.json()) as { reservation: { totalCharge: number } })
    .reservation.totalCharge;

  await page.getByRole('tab', { name: 'Manage Booking' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Manage Booking' });
  await lookUp(panel, reservation, email);
  await expect(page).toHaveURL(/\/manage-booking\/status$/);

  await menu(page).getByRole('link', { name: 'Modify Booking' }).click();
  const form = page.getByRole('form', { name: 'Renter details' });
  await expect(form.getByLabel('First name')).toHaveValue('Thandi');
  await expect(form.getByLabel('Last name')).toHaveValue('Nkosi');
  await expect(form.getByLabel('Contact number')).toHaveValue('+27821234567');
  await form.getByLabel('First name').fill('');
  await form.getByRole('button', { name: 'Check Availability' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please provide First name');
  await expect(form.getByLabel('First name')).toBeFocused();
  await expectAccessible(page);
  await form.getByLabel('First name').fill('Thandiwe');
  await form.getByLabel('Contact number').fill('');
  await form.getByRole('button', { name: 'Check Availability' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please provide Contact number');
  await form.getByLabel('Contact number').fill('+27827654321');
  await form.getByRole('button', { name: 'Check Availability' }).click();

  await expect(page).toHaveURL(/\/availability$/);
  const notice = page.getByText(`You are changing reservation ${reservation}.`);
  await expect(notice).toBeVisible();
  const bookedGroup = page.getByRole('article', { name: /Group A1/ });
  await expect(bookedGroup).toContainText('Your booked vehicle');
  await expectAccessible(page);

  // The group booked: the quote screen starts from the reservation's cover and extras, and
  // with nothing changed costs what the reservation costs.
  await bookedGroup.getByRole('link', { name: 'Choose' }).click();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('radio', { name: /Super cover/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Standard cover/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Child seat 6mth-3yr/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Number of Child seat 6mth-3yr' })).toHaveValue(
    '2',
  );
  await expect(page.getByRole('checkbox', { name: /GPS navigator/ })).not.toBeChecked();
  expect(amountInCents((await settledCosts(page)).total)).toBe(Math.round(bookedTotal * 100));
  await expect(notice).toBeVisible();
  await expectAccessible(page);

  // A different group: Group B1 instead of the A1 booked, with the same cover and extras.
  await page.goBack();
  await expect(page).toHaveURL(/\/availability$/);
  await page
    .getByRole('article', { name: /Group B1/ })
    .getByRole('link', { name: 'Choose' })
    .click();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('heading', { name: 'Choose waivers & extras' })).toBeVisible();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('radio', { name: /Super cover/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Child seat 6mth-3yr/ })).toBeChecked();

  const costs = page.getByRole('complementary', { name: 'Your quote' });
  await expect(costs.getByRole('button', { name: 'Book' })).toBeEnabled();
  await costs.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/confirmation-details$/);
  await expect(notice).toBeVisible();
  // The renter starts from the reservation's, with the modify form's names and number and the
  // look-up e-mail; the terms are accepted again.
  await expect(page.getByLabel('First name(s)')).toHaveValue('Thandiwe');
  await expect(page.getByLabel('Contact number')).toHaveValue('+27827654321');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  // The look-up e-mail cannot be changed here: typing leaves it as it is, and a note says why.
  await expect(page.getByLabel('Email address')).not.toBeEditable();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
    /looked up with, so it cannot be changed here/,
  );
  await expect(page.getByLabel('Title')).toHaveValue('MS');
  await expect(page.getByLabel('ID type')).toHaveValue('SAID');
  await expect(page.getByLabel('ID/Passport number')).toHaveValue('8001015009087');
  await expect(page.getByLabel('Driving licence code')).toHaveValue('B');
  const terms = page.getByRole('checkbox', {
    name: 'I have read and accept the Terms & Conditions of Rental.',
  });
  await expect(terms).not.toBeChecked();
  await terms.check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Details', level: 2 })).toBeVisible();
  await page.getByLabel('Method of payment').selectOption('VS');
  await page.getByLabel(/Card expiry date/).fill('202812');
  await page.getByLabel('Billing address line 1').fill('1 Main Rd');
  await page.getByLabel('Billing address line 2').fill('Rosebank');
  await page.getByLabel('Postal code').fill('2196');
  await page.getByRole('button', { name: 'Book Now' }).click();

  // The same reservation, changed: no new number.
  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect(page.getByText(reservation).first()).toBeVisible();
  await expect(page.getByText(/Group B1/).first()).toBeVisible();
  await expectMail(request, email, `${reservation} has been changed`);
  const manage = await request.get(`/api/Booking/manage/${reservation}/${email}`);
  const changed = await manage.json();
  expect(changed.reservation).toMatchObject({ vehGroup: 'B1', status: 'CONFIRMED' });
  expect(changed.booking.request).toMatchObject({
    vehicleGroup: 'B1',
    selectedWaiver: 'SCDW',
    products: [{ productCode: 'BABY', quantity: 2 }],
  });
});

test('the look-up and status page fit a phone @mobile', async ({ page, request }) => {
  const email = newEmail('phone');
  const reservation = await makeReservation(request, email, 12);

  await page.goto('/manage-booking/');
  await lookUp(page.getByRole('form', { name: 'Find your booking' }), reservation, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${reservation}`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test("Back from a modification's search shows the modify form as it was typed", async ({
  page,
  request,
}) => {
  const email = newEmail('modify-back');
  const reservation = await makeReservation(request, email, 13);

  await page.goto('/manage-booking/');
  await lookUp(page.getByRole('form', { name: 'Find your booking' }), reservation, email);
  await menu(page).getByRole('link', { name: 'Modify Booking' }).click();
  const form = page.getByRole('form', { name: 'Renter details' });
  await form.getByLabel('First name').fill('Thandiwe');
  await form.getByLabel('Contact number').fill('+27827654321');
  await form.getByRole('button', { name: 'Check Availability' }).click();
  await expect(page).toHaveURL(/\/availability$/);
  await expect(page.getByText(`You are changing reservation ${reservation}.`)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/manage-booking\/modify$/);
  await expect(form.getByLabel('First name')).toHaveValue('Thandiwe');
  await expect(form.getByLabel('Last name')).toHaveValue('Nkosi');
  await expect(form.getByLabel('Contact number')).toHaveValue('+27827654321');
});
