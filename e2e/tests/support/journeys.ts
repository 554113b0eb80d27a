import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { daysFromToday, pickDate } from './helpers.ts';

/*
 * Steps shared by the booked-journey and Door2Door account-quote specs: the Door2Door form, the
 * account sign-in and Logout of the header, the booking steps' renter and card, and the mails the
 * outbox sent.
 */

export const CONSENT = 'I have read and accept the Terms & Conditions of Rental.';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail the outbox has sent to `email` so far. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const mails = (await (await request.get('/dev/mail.json')).json()) as Mail[];
  return mails.filter((mail) => mail.to === email);
}

/** Waits for a mail to `email` whose subject names `reference`. */
export async function expectMailNaming(
  request: APIRequestContext,
  email: string,
  reference: string,
): Promise<void> {
  await expect
    .poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject), {
      timeout: 60_000,
    })
    .toContainEqual(expect.stringContaining(reference));
}

/** Types into an address field of the Door2Door form and picks the suggestion. */
export async function chooseAddress(form: Locator, label: string, typed: string, option: RegExp) {
  await form.getByRole('combobox', { name: label, exact: true }).fill(typed);
  const list = form.getByRole('listbox', { name: `${label} suggestions` });
  await list.getByRole('option', { name: option }).first().click();
  await expect(list).toBeHidden();
}

/** The Door2Door tab of the home page (or of /get-quote/), with its form loaded. */
export async function openDoor2Door(page: Page): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Door2Door transfer' });
  await page.getByRole('tab', { name: 'Door2Door' }).click();
  await expect(form.getByLabel('Method of payment')).toBeVisible();
  return form;
}

/**
 * Fills the Door2Door form for `passengers` from Cape Town International to Sea Point at 10:00,
 * `day` days ahead (never the form's default pick-up, which is now + 2 h 30), with no flight,
 * measures it and opens the vehicle choice.
 */
export async function planTransfer(page: Page, form: Locator, day: number, passengers = 2) {
  await form.getByLabel('Passengers').selectOption(String(passengers));
  await form.getByLabel('Flight type').selectOption('NONE');
  await pickDate(page, 'Pick-up date', daysFromToday(day));
  await form.getByLabel('Pick-up time').selectOption('10:00');
  await chooseAddress(
    form,
    'Pick-up address',
    'Cape Town International',
    /Cape Town International Airport/,
  );
  await chooseAddress(form, 'Drop-off address', 'Sea Point', /^Sea Point/);
  await form.getByRole('button', { name: 'Calculate Distance' }).click();
  await expect(form.getByRole('status').filter({ hasText: /^Distance: \d+ km/ })).toBeVisible();
  await form.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('heading', { name: 'Choose your vehicle' })).toBeVisible();
}

/**
 * Opens the Corporate / Tour Operator sign-in dialog of the header. A click on the first paint
 * of / before the site has taken it over opens nothing, so Sign In is clicked until its menu opens.
 */
export async function openAccountSignIn(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(async () => {
    await nav.getByRole('button', { name: 'Sign In' }).click();
    await expect(nav.getByRole('button', { name: 'Individual' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await nav.getByRole('button', { name: 'Corporate / Tour Operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate / Tour Operator Sign In' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Fills and sends the Corporate / Tour Operator sign-in dialog; waits for it to close. The account
 * type follows the demo accounts' numbers: C… Corporate, T… Tour Operator.
 */
export async function submitAccountSignIn(dialog: Locator, accountNo: string, pin: string) {
  const type = accountNo.startsWith('T') ? 'Tour Operator' : 'Corporate';
  await dialog.getByRole('radio', { name: type, exact: true }).check();
  await dialog.getByLabel('Account number').fill(accountNo);
  await dialog.getByLabel('Pin', { exact: true }).fill(pin);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
}

/** Signs an account in from the header; the site then opens /get-quote/ under its name. */
export async function signInAccount(page: Page, accountNo: string, pin: string, name: string) {
  await submitAccountSignIn(await openAccountSignIn(page), accountNo, pin);
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

/** Logout from the header: the site returns to / with Sign In offered again. */
export async function logOut(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

/** Step 1 of the booking steps for Thandi Nkosi at `email`; the ID fields only where shown. */
export async function fillRenter(page: Page, email: string, options: { withId?: boolean } = {}) {
  await page.getByLabel('Title').selectOption('MS');
  await page.getByLabel('First name(s)').fill('Thandi');
  await page.getByLabel('Last name').fill('Nkosi');
  if (options.withId) {
    await page.getByLabel('ID type').selectOption('SAID');
    await page.getByLabel('ID/Passport number').fill('8001015009087');
    await page.getByLabel('Driving licence code').selectOption('B');
  }
  await page.getByLabel('Contact number').fill('+27821234567');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page
    .getByRole('form', { name: 'Customer Details' })
    .getByRole('button', { name: 'Next' })
    .click();
  await expect(page.getByRole('heading', { name: 'Payment Details', level: 2 })).toBeVisible();
}

/** Step 2 of a car booking: a Visa card and its billing address. */
export async function fillCard(page: Page) {
  await page.getByLabel('Method of payment').selectOption({ label: 'Visa' });
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel(/Card expiry date/).fill('202812');
  await page.getByLabel('Billing address line 1').fill('1 Main Rd');
  await page.getByLabel('Billing address line 2').fill('Rosebank');
  await page.getByLabel('Postal code').fill('2196');
}

/** Book Now on step 2; answers the reservation number the confirmation shows. */
export async function bookNow(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmation', level: 1 })).toBeVisible();
  const number = page.locator('[data-reservation-number]');
  await expect(number).toHaveText(/^\w{4,}$/);
  return (await number.textContent()) ?? '';
}
