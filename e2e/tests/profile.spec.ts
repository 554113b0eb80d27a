import { PROFILE_MESSAGES } from '@bluu/contracts/users';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  acceptCookies,
  expectAccessible,
  makeReservation,
  daysFromToday,
  newEmail,
  saveQuote,
  searchCars,
  tabHeaders,
} from './support/helpers.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const PASSWORD = 'first secret 1';
const NEW_PASSWORD = 'second secret 2';
const TABS = [
  'My Profile',
  'My Reservations',
  'Quote Requests',
  'Make Reservation',
  'D2D Reservation',
] as const;

async function signInThroughApi(request: APIRequestContext, email: string, password: string) {
  return request.post('/api/web/user/send-external-login', {
    data: { loginDetails: { loginEmail: email, loginPassword: password } },
  });
}

/**
 * An active individual signed in on the page, made through the server's API as the REGISTER
 * dialog, the activation link and the sign-in would make it; the session user is kept in session
 * storage as the site keeps it.
 */
async function signedInUser(page: Page, name: string): Promise<string> {
  const email = newEmail(name);
  const registered = await page.request.post('/api/web/user/register-external-user', {
    data: {
      registerDetails: {
        registerIDType: 'SAID',
        registerID: '8001015009087',
        registerFirstname: 'Thandi',
        registerLastname: 'Nkosi',
        registerEmail: email,
        registerPassword: PASSWORD,
        registerRePassword: PASSWORD,
        registerMarketing: false,
        consent: true,
      },
    },
  });
  expect(registered.status()).toBe(200);

  let link: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get('/dev/mail.json')).json()) as Mail[];
        const mail = mails.find((candidate) => candidate.to === email);
        link = mail ? /\/login\/([\w-]+)\/([\w-]+)/.exec(mail.text) : null;
        return link !== null;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const [, validHash, validCode] = link as unknown as RegExpExecArray;
  const activated = await page.request.post('/api/web/user/activate-external-user-account', {
    data: { params: { validHash, validCode } },
  });
  expect(((await activated.json()) as { valid: string }).valid).toBe(email);

  const signedIn = await signInThroughApi(page.request, email, PASSWORD);
  expect(signedIn.status()).toBe(200);
  const answer = (await signedIn.json()) as Record<string, unknown>;
  const user = {
    accountName: answer.accountName,
    accountEmail: answer.accountEmail,
    accountNo: answer.accountNo,
    accountType: answer.accountType,
    accountUser: answer.accountUser,
    accountFirstname: answer.accountFirstname,
    accountLastname: answer.accountLastname,
  };
  await page.evaluate((stored) => {
    sessionStorage.setItem('bluu.sessionUser', stored);
  }, JSON.stringify(user));
  return email;
}

async function openTab(page: Page, name: (typeof TABS)[number]) {
  await page.getByRole('tab', { name }).click();
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  return panel;
}

const profileForm = (page: Page) => page.getByRole('form', { name: 'My Profile' });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('a visitor with no session user is sent to /login', async ({ page }) => {
  await page.goto('/profile/');
  await expect(page).toHaveURL(/\/login\/?$/);
});

test('a signed-in individual sees and updates the profile and changes the password', async ({
  page,
  request,
}) => {
  const email = await signedInUser(page, 'profile');
  await page.goto('/profile/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Thandi');
  await expect(page.getByRole('tab')).toHaveText([...TABS]);
  const form = profileForm(page);
  await expect(form.getByLabel('First name')).toHaveValue('Thandi');
  await expect(form.getByLabel('Last name')).toHaveValue('Nkosi');
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  await expect(form.getByLabel('ID type')).toHaveValue('SAID');
  await expect(form.getByLabel('ID / Passport number')).toHaveValue('8001015009087');
  await expectAccessible(page);

  // The REGISTER dialog asks for no title, initials or contact number: the profile needs them.
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select Title.');
  await expect(form.getByLabel('Title')).toBeFocused();
  await expectAccessible(page);
  await form.getByLabel('Title').selectOption('MS');
  await form.getByLabel('Initials').fill('TN');
  await form.getByLabel('Contact number').fill('082');
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid Contact number.');
  await form.getByLabel('Contact number').fill('+27821234567');
  await form.getByLabel('Last name').fill('Nkosi-Dube');
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByRole('status')).toHaveText(PROFILE_MESSAGES.updated);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Thandi');
  await expect(profileForm(page).getByLabel('Last name')).toHaveValue('Nkosi-Dube');
  await expect(profileForm(page).getByLabel('Title')).toHaveValue('MS');
  await expect(profileForm(page).getByLabel('Initials')).toHaveValue('TN');
  await expect(profileForm(page).getByLabel('Contact number')).toHaveValue('+27821234567');

  const again = profileForm(page);
  await again.getByRole('checkbox', { name: 'Change Password' }).check();
  await again.getByLabel('New password').fill(NEW_PASSWORD);
  await again.getByRole('button', { name: 'Update Profile' }).click();
  await expect(again.getByRole('alert')).toHaveText(PROFILE_MESSAGES.passwords);
  await expect(again.getByLabel('Current password')).toBeFocused();
  await again.getByLabel('Current password').fill('not my password');
  await again.getByRole('button', { name: 'Update Profile' }).click();
  await expect(again.getByRole('alert')).toHaveText(PROFILE_MESSAGES.wrongCurrentPassword);
  await expect(again.getByLabel('Current password')).toBeFocused();
  await expectAccessible(page);
  await again.getByLabel('Current password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Update Profile' }).click();
  await expect(again.getByRole('status')).toHaveText(PROFILE_MESSAGES.updated);
  await expect(again.getByLabel('Current password')).toBeHidden();

  expect((await signInThroughApi(request, email, PASSWORD)).status()).toBe(401);
  expect((await signInThroughApi(request, email, NEW_PASSWORD)).status()).toBe(200);
  // This page's own session outlives the change: the profile still loads.
  await page.reload();
  await expect(profileForm(page).getByLabel('Last name')).toHaveValue('Nkosi-Dube');
});

test('a quote and a reservation made while signed in appear in the tabs, open from there, and Confirm Quote books the quote', async ({
  page,
}) => {
  const email = await signedInUser(page, 'profile-lists');
  // Made as the site makes them from this tab, which shows the individual.
  const headers = await tabHeaders(page);
  const reservation = await makeReservation(page.request, email, 14, {}, headers);
  const quote = await saveQuote(page.request, email, 20, headers);
  await page.goto('/profile/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Thandi');

  const reservations = await openTab(page, 'My Reservations');
  const booked = reservations.getByRole('listitem').filter({ hasText: reservation });
  await expect(booked.getByRole('heading', { name: `Reservation ${reservation}` })).toBeVisible();
  await expect(booked).toContainText('Quote number');
  await expect(booked).toContainText('Date created');
  await expectAccessible(page);

  const quotes = await openTab(page, 'Quote Requests');
  const saved = quotes.getByRole('listitem').filter({ hasText: quote });
  await expect(saved.getByRole('heading', { name: `Quote ${quote}` })).toBeVisible();
  await expect(saved.getByRole('button', { name: `Confirm Quote ${quote}` })).toBeVisible();
  await expectAccessible(page);

  const search = await openTab(page, 'Make Reservation');
  await expect(search.getByRole('form', { name: 'Vehicle search' })).toBeVisible();
  await expectAccessible(page);
  await openTab(page, 'D2D Reservation');
  await expectAccessible(page);

  await openTab(page, 'My Reservations');
  await booked.getByRole('link', { name: `Manage Booking ${reservation}` }).click();
  await expect(page).toHaveURL(/\/manage-booking\/status$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${reservation}`);

  await page.goto('/profile/');
  await openTab(page, 'Quote Requests');
  await page.getByRole('button', { name: `Confirm Quote ${quote}` }).click();
  await expect(page).toHaveURL(/\/confirmation-details$/);
  await expect(page.getByRole('heading', { name: 'Customer Details', level: 2 })).toBeVisible();
  await expect(page.getByLabel('First name(s)')).toHaveValue('Thandi');
  await expect(page.getByLabel('Email address')).toHaveValue(email);

  // The quote is booked through the steps, and the reservation joins the profile's list.
  const customer = page.getByRole('form', { name: 'Customer Details' });
  await page.getByLabel('Title').selectOption('MS');
  await page.getByLabel('Contact number').fill('0821234567');
  await page.getByLabel('Driving licence code').selectOption('B');
  await page.getByLabel('Street name').fill('Rivonia Road');
  await page.getByLabel('City').fill('Johannesburg');
  await page.getByLabel('Province').selectOption({ label: 'Gauteng' });
  await page
    .getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions of Rental.' })
    .check();
  await customer.getByRole('button', { name: 'Next' }).click();
  const payment = page.getByRole('form', { name: 'Payment Details' });
  await expect(payment.getByRole('heading', { name: 'Payment Details' })).toBeFocused();
  await page.getByLabel('Method of payment').selectOption({ label: 'Visa' });
  await page.getByLabel('Billing address line 1').fill('12 Rivonia Road');
  await page.getByLabel('Billing address line 2').fill('Sandton');
  await page.getByLabel('Postal code').fill('2196');
  await page.getByLabel(/Card expiry date/).fill('202812');
  await payment.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/booking-confirmation$/);
  const number = page.locator('[data-reservation-number]');
  await expect(number).toHaveText(/^\w{4,}$/);
  const booking = (await number.textContent()) ?? '';

  await page.goto('/profile/');
  const mine = await openTab(page, 'My Reservations');
  await expect(
    mine.getByRole('listitem').filter({ hasText: booking }).getByRole('heading'),
  ).toHaveText(`Reservation ${booking}`);
  await openTab(page, 'Quote Requests');
  await expect(page.getByRole('button', { name: `Confirm Quote ${quote}` })).toHaveCount(0);
});

test('@mobile the profile and its tabs fit a 360 px phone', async ({ page }) => {
  await signedInUser(page, 'profile-mobile');
  await page.goto('/profile/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Thandi');
  await expect(profileForm(page).getByLabel('First name')).toHaveValue('Thandi');
  for (const name of TABS) {
    await openTab(page, name);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  }
  await openTab(page, 'My Profile');
  await profileForm(page).getByRole('button', { name: 'Update Profile' }).click();
  await expect(profileForm(page).getByRole('alert')).toHaveText('Please select Title.');
  await expectAccessible(page);
});

test('a new tab shows a visitor and books as one, though an individual signed in earlier in this browser', async ({
  page,
}) => {
  const email = await signedInUser(page, 'left-signed-in');
  const headers = await tabHeaders(page);
  // The individual closes their tab without Logout; the session cookie stays in the browser.
  const tab = await page.context().newPage();
  await page.close();
  await tab.goto('/');
  const nav = tab.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The next person books as a visitor, through the site.
  await searchCars(tab, { pickUpDate: daysFromToday(16), dropOffDate: daysFromToday(19) });
  await tab
    .getByRole('article', { name: /Group A1/ })
    .getByRole('link', { name: 'Choose' })
    .click();
  const panel = tab.getByRole('complementary', { name: 'Your quote' });
  await expect(panel.getByRole('button', { name: 'Book' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Book' }).click();
  const customer = tab.getByRole('form', { name: 'Customer Details' });
  await expect(customer.getByLabel('First name(s)')).toHaveValue('');
  await customer.getByLabel('Title').selectOption('MR');
  await customer.getByLabel('First name(s)').fill('Bongani');
  await customer.getByLabel('Last name').fill('Stranger');
  await customer.getByLabel('ID type').selectOption('PASS');
  await customer.getByLabel('ID/Passport number').fill('A12345678');
  await customer.getByLabel('Contact number').fill('+27831112222');
  await customer.getByLabel('Email address').fill(newEmail('visitor-after'));
  await customer.getByLabel('Driving licence code').selectOption('B');
  await customer
    .getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions of Rental.' })
    .check();
  await customer.getByRole('button', { name: 'Next' }).click();
  const payment = tab.getByRole('form', { name: 'Payment Details' });
  await payment.getByLabel('Method of payment').selectOption({ label: 'Visa' });
  await payment.getByLabel('Billing address line 1').fill('1 Long Street');
  await payment.getByLabel('Billing address line 2').fill('Cape Town');
  await payment.getByLabel('Postal code').fill('8001');
  await payment.getByLabel(/Card expiry date/).fill('202812');
  await payment.getByRole('button', { name: 'Book Now' }).click();
  await expect(tab).toHaveURL(/\/booking-confirmation$/);
  const reservation = (await tab.locator('[data-reservation-number]').textContent()) ?? '';
  expect(reservation).toMatch(/^\w{4,}$/);

  // The individual's profile does not hold the visitor's reservation.
  const listed = await tab.request.get(`/api/Booking/user/${encodeURIComponent(email)}`, {
    headers,
  });
  expect(listed.status()).toBe(200);
  const { bookings } = (await listed.json()) as { bookings: { reservationNumber: string }[] };
  expect(bookings.map((booking) => booking.reservationNumber)).not.toContain(reservation);
});
