import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  amountInCents,
  daysFromToday,
  expectAccessible,
  lookUpBooking,
  newEmail,
  settledCosts,
  tabHeaders,
} from './support/helpers.ts';
import {
  bookNow,
  expectMailNaming,
  logOut,
  openDoor2Door,
  planTransfer,
  signInAccount,
  submitAccountSignIn,
} from './support/journeys.ts';

/** Acme Mining: its own Door2Door rate, D2DACME, 12 % below the public one (demo data). */
const ACCOUNT = { number: 'C10001', pin: '4821', name: 'Acme Mining (Pty) Ltd' };
/** Another account with Door2Door rates of its own (D2DSPRING, 8 % below the public one). */
const OTHER_ACCOUNT = { number: 'T20001', pin: '2468', name: 'Springbok Safaris' };

interface SavedTransferQuote {
  totalCharge: number;
  requestedAccountType: string;
  request: Record<string, unknown>;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test("an account's saved transfer quote, opened by a visitor, asks for that account's sign-in and then confirms at the account's price", async ({
  page,
  request,
}) => {
  // The account quotes a transfer and sends the quotation.
  await signInAccount(page, ACCOUNT.number, ACCOUNT.pin, ACCOUNT.name);
  const form = await openDoor2Door(page);
  await expect(form.getByLabel('Method of payment')).toHaveValue('AC');
  await planTransfer(page, form, 7);
  const card = page.getByRole('article', { name: /Group TS/ });
  // An account sees no prices on the cards, only in its quote.
  await expect(page.locator('[data-trip-price]')).toHaveCount(0);
  await card.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('heading', { name: 'Choose extras' })).toBeVisible();
  const accountTotal = (await settledCosts(page)).total;

  const email = newEmail('d2d-account-quote');
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  await panel.getByRole('button', { name: 'Send your quotation' }).click();
  const send = page.getByRole('dialog', { name: 'Send your quotation' });
  await send.getByLabel('First name').fill('Sipho');
  await send.getByLabel('Last name').fill('Dlamini');
  await send.getByLabel('Email address').fill(email);
  await send.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await send.getByRole('button', { name: 'Send your quotation' }).click();
  const sent = send.getByText(/^Your quotation has been sent to /);
  await expect(sent).toBeVisible();
  const quoteNumber = /reference is (\w+)\./.exec((await sent.textContent()) ?? '')?.[1] ?? '';
  expect(quoteNumber).not.toBe('');
  await send.getByRole('button', { name: 'Close' }).click();
  await expectMailNaming(request, email, quoteNumber);

  // The quote as stored: the account's, at the account's total. The same transfer costs a
  // visitor more (the public rate), so a confirmation at the visitor's price would show.
  const stored = await request.get(`/api/Quote/d2d/${quoteNumber}/${encodeURIComponent(email)}`);
  expect(stored.status(), await stored.text()).toBe(200);
  const saved = (await stored.json()) as SavedTransferQuote;
  expect(saved.requestedAccountType).toBe('C');
  expect(Math.round(saved.totalCharge * 100)).toBe(amountInCents(accountTotal));
  const publicQuote = await request.post('/api/Quote/d2d', {
    data: { ...saved.request, accountType: 'I', accountNo: '' },
  });
  expect(publicQuote.status(), await publicQuote.text()).toBe(200);
  const visitorTotal = ((await publicQuote.json()) as { totalCharge: number }).totalCharge;
  expect(Math.round(visitorTotal * 100)).toBeGreaterThan(amountInCents(accountTotal));

  // A visitor (the account signed out) finds the quote in Manage Booking.
  await logOut(page);
  await lookUpBooking(page, quoteNumber, email);
  await expect(page).toHaveURL(/\/manage-booking\/status$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote ${quoteNumber}`);
  const details = page.getByRole('region', { name: 'Booking details' });
  await expect(details.getByText(/→/)).toHaveText(
    /^Cape Town International Airport, .+ → Sea Point, .+$/,
  );
  await expect(details).toContainText(accountTotal);
  await expectAccessible(page);

  // Confirm My Quote: not at the visitor's price; the account's sign-in is offered instead.
  const menu = page.getByRole('navigation', { name: 'Manage your booking' });
  await menu.getByRole('button', { name: 'Confirm My Quote' }).click();
  await expect(menu.getByRole('alert')).toHaveText(MANAGE_MESSAGES.accountRequired(ACCOUNT.number));
  const offer = menu.getByRole('button', { name: 'Corporate / Tour Operator Sign In' });
  await expect(offer).toBeVisible();
  await expect(page).toHaveURL(/\/manage-booking\/status$/);
  await expect(page.getByRole('heading', { name: 'Customer Details' })).toHaveCount(0);
  await expectAccessible(page);

  // The account signs in from the offer; the page stays and carries on with the confirmation.
  await offer.click();
  const dialog = page.getByRole('dialog', { name: 'Corporate / Tour Operator Sign In' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await submitAccountSignIn(dialog, ACCOUNT.number, ACCOUNT.pin);
  await expect(page).toHaveURL(/\/confirmation-details$/);
  await expect(page.getByRole('heading', { name: 'Customer Details', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: ACCOUNT.name }),
  ).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Your quote' });
  await expect(summary.locator('[data-total]')).toHaveText(accountTotal);
  // The quotation's contact, and the transfer's step 1 (no ID fields).
  await expect(page.getByLabel('First name(s)')).toHaveValue('Sipho');
  await expect(page.getByLabel('Last name')).toHaveValue('Dlamini');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('ID type')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Title').selectOption('MR');
  await page.getByLabel('Contact number').fill('+27821234567');
  await page
    .getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions of Rental.' })
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Details', level: 2 })).toBeVisible();
  // Billback to the account, as for any of the account's transfers.
  await expect(page.getByLabel('Method of payment')).toHaveValue('AC');
  await expect(page.getByLabel('Method of payment')).toBeDisabled();
  await expectAccessible(page);
  const reservation = await bookNow(page);

  // Booked at the account's price, on its billback.
  await expect(page.locator('[data-total]')).toHaveText(accountTotal);
  await expect(page.getByText('Billback to the account')).toBeVisible();
  await expectAccessible(page);
  await expectMailNaming(request, email, reservation);
});

test("an account's saved transfer quote is not confirmed under another account's sign-in", async ({
  page,
}) => {
  // Acme Mining saves a transfer quote (as its tab's Send your quotation does).
  await signInAccount(page, ACCOUNT.number, ACCOUNT.pin, ACCOUNT.name);
  const email = newEmail('d2d-other-account');
  const response = await page.request.post('/api/Quote/d2d/save', {
    headers: await tabHeaders(page),
    data: {
      numberPassengers: 2,
      pickUpPlaceId: 'za-wc-cape-town-cape-town-international-airport',
      dropOffPlaceId: 'za-wc-cape-town-sea-point',
      pickUpDateTime: `${daysFromToday(9)} 10:00`,
      accountType: 'C',
      accountNo: ACCOUNT.number,
      vehicleGroup: 'TS',
      pickupFlightType: 'NONE',
      name: 'Sipho',
      surname: 'Dlamini',
      emailAddress: email,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const saved = (await response.json()) as { quoteNumber: string; requestedAccountType: string };
  expect(saved.requestedAccountType).toBe('C');
  await logOut(page);

  await lookUpBooking(page, saved.quoteNumber, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote ${saved.quoteNumber}`);
  const menu = page.getByRole('navigation', { name: 'Manage your booking' });
  await menu.getByRole('button', { name: 'Confirm My Quote' }).click();
  const refusal = menu.getByRole('alert');
  await expect(refusal).toHaveText(MANAGE_MESSAGES.accountRequired(ACCOUNT.number));

  // Springbok Safaris signs in from the offer: still refused, the quote's account is named.
  const offer = menu.getByRole('button', { name: 'Corporate / Tour Operator Sign In' });
  await offer.click();
  await submitAccountSignIn(
    page.getByRole('dialog', { name: 'Corporate / Tour Operator Sign In' }),
    OTHER_ACCOUNT.number,
    OTHER_ACCOUNT.pin,
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: OTHER_ACCOUNT.name })).toBeVisible();
  await expect(refusal).toHaveText(MANAGE_MESSAGES.accountRequired(ACCOUNT.number));
  await expect(page).toHaveURL(/\/manage-booking\/status$/);
  await expect(page.getByRole('heading', { name: 'Customer Details' })).toHaveCount(0);
  await expect(offer).toBeVisible();
  await expectAccessible(page);

  // The quote's own account then signs in from the same offer and goes on to the booking steps.
  await offer.click();
  await submitAccountSignIn(
    page.getByRole('dialog', { name: 'Corporate / Tour Operator Sign In' }),
    ACCOUNT.number,
    ACCOUNT.pin,
  );
  await expect(page).toHaveURL(/\/confirmation-details$/);
  await expect(nav.getByRole('link', { name: ACCOUNT.name })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});
