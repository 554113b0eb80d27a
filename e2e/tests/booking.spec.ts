import { BOOKING_MESSAGES } from '@bluu/contracts/booking';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  acceptCookies,
  amountInCents,
  renterAndCard,
  tripFrom,
  daysFromToday,
  expectAccessible,
  searchCars,
  settledCosts,
} from './support/helpers.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: string[];
}

const CONSENT = 'I have read and accept the Terms & Conditions of Rental.';

/** Searches, chooses Group A1 on /availability and waits for its quote on /get-quote/. */
async function chooseGroup(page: Page, fromDay: number) {
  await searchCars(page, {
    pickUpDate: daysFromToday(fromDay),
    dropOffDate: daysFromToday(fromDay + 3),
  });
  await page
    .getByRole('article', { name: /Group A1/ })
    .getByRole('link', { name: 'Choose' })
    .click();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('heading', { name: 'Choose waivers & extras' })).toBeVisible();
}

async function book(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  await expect(panel.getByRole('button', { name: 'Book' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/confirmation-details$/);
  await expect(page.getByRole('heading', { name: 'Customer Details', level: 2 })).toBeVisible();
}

/** The one error shown in the form: its text, on the field marked invalid and focused. */
async function expectProblem(form: Locator, message: string, field: Locator) {
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
}

async function fillCustomerDetails(page: Page, email: string) {
  await page.getByLabel('Title').selectOption('MR');
  // A pasted NUL character, invisible, never reaches the server (which refuses any text with one).
  await page.getByLabel('First name(s)').fill('Pie\u0000ter');
  await expect(page.getByLabel('First name(s)')).toHaveValue('Pieter');
  await page.getByLabel('Last name').fill('van der Merwe');
  await page.getByLabel('ID type').selectOption('PASS');
  await page.getByLabel('ID/Passport number').fill('A12345678');
  await page.getByLabel('Contact number').fill('+27821234567');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Driving licence code').selectOption('B');
  await page.getByRole('checkbox', { name: CONSENT }).check();
}

async function fillBilling(page: Page) {
  await page.getByLabel('Billing address line 1').fill('12 Rivonia Road');
  await page.getByLabel('Billing address line 2').fill('Sandton');
  await page.getByLabel('Postal code').fill('2196');
}

/** The confirmation e-mail to this renter, once the outbox has sent it. */
async function confirmationMail(page: Page, email: string, reservationNumber: string) {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get('/dev/mail.json')).json()) as Mail[];
        mail = mails.find(
          (candidate) => candidate.to === email && candidate.subject.includes(reservationNumber),
        );
        return mail?.attachments ?? [];
      },
      { timeout: 60_000 },
    )
    .toContainEqual(expect.stringMatching(/\.ics$/));
  return mail;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('an individual books with a card: each message in turn, then the confirmation and its e-mail', async ({
  page,
}) => {
  await chooseGroup(page, 10);
  await page.getByRole('button', { name: 'Upgrade to Super Waiver' }).click();
  await expect(page.getByRole('radio', { name: /Super cover/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /Child seat 6mth-3yr/ }).check();
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  await expect(panel.getByRole('table', { name: 'Add-ons' })).toContainText('Child seat 6mth-3yr');
  const { total } = await settledCosts(page);
  await book(page);

  const progress = page.getByRole('navigation', { name: 'Booking progress' });
  await expect(progress.getByRole('button')).toHaveText([
    '01 Customer Details',
    '02 Payment Details',
  ]);
  await expect(progress).toContainText('03 Booking Confirmation');
  const summary = page.getByRole('complementary', { name: 'Your quote' });
  await expect(summary.locator('[data-total]')).toHaveText(total);
  await expect(summary.getByRole('table', { name: 'Add-ons' })).toContainText('Child seat');
  await expectAccessible(page);

  const customer = page.getByRole('form', { name: 'Customer Details' });
  const next = customer.getByRole('button', { name: 'Next' });
  const email = `booking-${Date.now()}@example.co.za`;
  const steps: Array<[Locator, string, () => Promise<void>]> = [
    [
      page.getByLabel('Title'),
      BOOKING_MESSAGES.select('Title'),
      async () => {
        await page.getByLabel('Title').selectOption('MR');
      },
    ],
    [
      page.getByLabel('First name(s)'),
      BOOKING_MESSAGES.enter('First name'),
      async () => {
        await page.getByLabel('First name(s)').fill('Pieter');
      },
    ],
    [
      page.getByLabel('Last name'),
      BOOKING_MESSAGES.enter('Last name'),
      async () => {
        await page.getByLabel('Last name').fill('van der Merwe');
      },
    ],
    [
      page.getByLabel('ID type'),
      BOOKING_MESSAGES.select('ID type'),
      async () => {
        await page.getByLabel('ID type').selectOption('SAID');
      },
    ],
    [
      page.getByLabel('ID/Passport number'),
      BOOKING_MESSAGES.enter('ID/Passport number'),
      async () => {
        await page.getByLabel('ID/Passport number').fill('8001015');
      },
    ],
    [
      page.getByLabel('ID/Passport number'),
      BOOKING_MESSAGES.valid('SA ID number'),
      async () => {
        await page.getByLabel('ID/Passport number').fill('8001015009087');
      },
    ],
    [
      page.getByLabel('Contact number'),
      BOOKING_MESSAGES.enter('Contact number'),
      async () => {
        await page.getByLabel('Contact number').fill('082 123');
      },
    ],
    [
      page.getByLabel('Contact number'),
      BOOKING_MESSAGES.valid('Contact number'),
      async () => {
        await page.getByLabel('Contact number').fill('0821234567');
      },
    ],
    [
      page.getByLabel('Email address'),
      BOOKING_MESSAGES.enter('Email address'),
      async () => {
        await page.getByLabel('Email address').fill('pieter@');
      },
    ],
    [
      page.getByLabel('Email address'),
      BOOKING_MESSAGES.valid('Email address'),
      async () => {
        await page.getByLabel('Email address').fill(email);
      },
    ],
    [
      page.getByLabel('Driving licence code'),
      BOOKING_MESSAGES.select('Driving licence code'),
      async () => {
        await page.getByLabel('Driving licence code').selectOption('B');
      },
    ],
    [
      page.getByRole('checkbox', { name: CONSENT }),
      BOOKING_MESSAGES.consent,
      async () => {
        await page.getByRole('checkbox', { name: CONSENT }).check();
      },
    ],
  ];
  for (const [index, [field, message, fix]] of steps.entries()) {
    await next.click();
    await expectProblem(customer, message, field);
    if (index === 0) await expectAccessible(page);
    await fix();
    await expect(customer.getByRole('alert')).toHaveCount(0);
  }
  await page.getByLabel('Street name').fill('Rivonia Road');
  await page.getByLabel('City').fill('Johannesburg');
  await page.getByLabel('Province').selectOption({ label: 'Gauteng' });

  await customer.getByRole('button', { name: 'Read the Terms & Conditions of Rental' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms & Conditions of Rental' });
  await expect(terms).toContainText('Debit cards are not accepted.');
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();

  await next.click();
  const payment = page.getByRole('form', { name: 'Payment Details' });
  await expect(payment.getByRole('heading', { name: 'Payment Details' })).toBeFocused();
  await expect(progress.getByRole('button', { name: '02 Payment Details' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByLabel('Voucher number')).toHaveCount(0);
  await expect(page.getByLabel('Method of payment').getByRole('option')).toHaveText([
    'Select…',
    'American Express',
    'Diners Club',
    'Master Card',
    'Visa',
  ]);
  await expectAccessible(page);

  const bookNow = payment.getByRole('button', { name: 'Book Now' });
  const paymentSteps: Array<[Locator, string, () => Promise<void>]> = [
    [
      page.getByLabel('Method of payment'),
      BOOKING_MESSAGES.select('Method of payment'),
      async () => {
        await page.getByLabel('Method of payment').selectOption({ label: 'Visa' });
      },
    ],
    [
      page.getByLabel('Billing address line 1'),
      BOOKING_MESSAGES.enter('Billing address line 1'),
      async () => {
        await page.getByLabel('Billing address line 1').fill('12 Rivonia Road');
      },
    ],
    [
      page.getByLabel('Billing address line 2'),
      BOOKING_MESSAGES.enter('Billing address line 2'),
      async () => {
        await page.getByLabel('Billing address line 2').fill('Sandton');
      },
    ],
    [
      page.getByLabel('Postal code'),
      BOOKING_MESSAGES.enter('Postal code'),
      async () => {
        await page.getByLabel('Postal code').fill('2196');
      },
    ],
    [
      page.getByLabel(/Card expiry date/),
      BOOKING_MESSAGES.cardExpiry,
      async () => {
        await page.getByLabel(/Card expiry date/).fill('2028');
      },
    ],
    [
      page.getByLabel(/Card expiry date/),
      BOOKING_MESSAGES.cardExpiry,
      async () => {
        await page.getByLabel(/Card expiry date/).fill('202812');
      },
    ],
  ];
  for (const [index, [field, message, fix]] of paymentSteps.entries()) {
    await bookNow.click();
    await expectProblem(payment, message, field);
    if (index === 0) await expectAccessible(page);
    await fix();
    await expect(payment.getByRole('alert')).toHaveCount(0);
  }
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Remarks').fill('Arriving on the morning flight.');
  const draft = await page.evaluate(() => sessionStorage.getItem('bluu.bookingDraft') ?? '');
  expect(draft).toContain('Arriving on the morning flight.');
  expect(draft).not.toContain('4111');

  await bookNow.click();

  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmation', level: 1 })).toBeVisible();
  const number = page.locator('[data-reservation-number]');
  await expect(number).toHaveText(/^\w{4,}$/);
  const reservationNumber = (await number.textContent()) ?? '';
  await expect(
    page.getByRole('heading', { name: `Reservation number ${reservationNumber}` }),
  ).toBeVisible();
  const costs = page.getByRole('region', { name: 'Costs' });
  await expect(costs.locator('[data-total]')).toHaveText(total);
  expect(amountInCents(total)).toBeGreaterThan(0);
  await expect(costs.getByRole('row', { name: /Child seat/ })).toBeVisible();
  await expect(costs.getByRole('row', { name: /Etolls/ })).toContainText('TBA');
  const rental = page.getByRole('region', { name: 'Your rental' });
  await expect(rental).toContainText('Visa');
  await expect(rental).toContainText('Card ending ****1111');
  await expect(page.getByText(`A confirmation has been e-mailed to ${email}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rental terms' })).toContainText(
    'Debit cards are not accepted.',
  );
  await expect(page.getByRole('link', { name: 'Manage My Booking' })).toHaveAttribute(
    'href',
    '/manage-booking/',
  );
  await expect(page.getByRole('navigation', { name: 'Booking progress' })).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      sessionStorage.getItem('bluu.reservation'),
      sessionStorage.getItem('bluu.bookingDraft'),
    ]),
  ).toEqual([JSON.stringify({ reservationNumber, reservationEmail: email }), null]);
  await expectAccessible(page);

  const mail = await confirmationMail(page, email, reservationNumber);
  expect(mail?.text).toContain(reservationNumber);

  await page.reload();
  await expect(page.locator('[data-reservation-number]')).toHaveText(reservationNumber);
});

test("the renter's details stay when the customer goes back to add an extra; the card number does not", async ({
  page,
}) => {
  await chooseGroup(page, 12);
  await book(page);
  const email = `draft-${Date.now()}@example.co.za`;
  await fillCustomerDetails(page, email);
  await page
    .getByRole('form', { name: 'Customer Details' })
    .getByRole('button', { name: 'Next' })
    .click();
  await expect(page.getByRole('heading', { name: 'Payment Details', level: 2 })).toBeVisible();
  await page.getByLabel('Method of payment').selectOption({ label: 'Visa' });
  await fillBilling(page);
  await page.getByLabel('Card number').fill('4111111111111111');

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Choose waivers & extras' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Child seat 6mth-3yr/ }).check();
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  await expect(panel.getByRole('table', { name: 'Add-ons' })).toContainText('Child seat 6mth-3yr');
  await settledCosts(page);
  await book(page);

  await expect(page.getByLabel('Title')).toHaveValue('MR');
  await expect(page.getByLabel('First name(s)')).toHaveValue('Pieter');
  await expect(page.getByLabel('Last name')).toHaveValue('van der Merwe');
  await expect(page.getByLabel('ID type')).toHaveValue('PASS');
  await expect(page.getByLabel('ID/Passport number')).toHaveValue('A12345678');
  await expect(page.getByLabel('Contact number')).toHaveValue('+27821234567');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: CONSENT })).toBeChecked();
  await expect(
    page.getByRole('complementary', { name: 'Your quote' }).getByRole('table', { name: 'Add-ons' }),
  ).toContainText('Child seat');
  await expectAccessible(page);

  await page
    .getByRole('form', { name: 'Customer Details' })
    .getByRole('button', { name: 'Next' })
    .click();
  await expect(page.getByRole('heading', { name: 'Payment Details', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Method of payment')).toHaveValue('VS');
  await expect(page.getByLabel('Billing address line 1')).toHaveValue('12 Rivonia Road');
  await expect(page.getByLabel('Billing address line 2')).toHaveValue('Sandton');
  await expect(page.getByLabel('Postal code')).toHaveValue('2196');
  await expect(page.getByLabel('Card number')).toHaveValue('');
});

test('a corporate account books with a voucher and billback to the account', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Sign In' }).click();
  await nav.getByRole('button', { name: 'Corporate / Tour Operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate / Tour Operator Sign In' });
  await dialog.getByLabel('Account number').fill('C10001');
  await dialog.getByLabel('Pin', { exact: true }).fill('4821');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  // The address changes first; the home page (with its own search form) stays until the
  // quote page's code is in.
  await expect(
    page.getByRole('heading', { name: 'Acme Mining (Pty) Ltd', level: 1 }),
  ).toBeVisible();

  await chooseGroup(page, 12);
  const { total } = await settledCosts(page);
  await book(page);

  const email = `corporate-${Date.now()}@example.co.za`;
  await fillCustomerDetails(page, email);
  // Keyboard only: the progress bar's step 2 validates step 1 and moves on.
  await page.getByRole('button', { name: '02 Payment Details' }).focus();
  await page.keyboard.press('Enter');
  const payment = page.getByRole('form', { name: 'Payment Details' });
  await expect(payment).toBeVisible();
  const method = page.getByLabel('Method of payment');
  await expect(method.getByRole('option')).toHaveText(['Billback to the account']);
  await expect(method).toHaveValue('AC');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByLabel(/Card expiry date/)).toHaveCount(0);

  const bookNow = payment.getByRole('button', { name: 'Book Now' });
  await bookNow.click();
  await expectProblem(
    payment,
    BOOKING_MESSAGES.enter('Voucher number'),
    page.getByLabel('Voucher number'),
  );
  await expectAccessible(page);
  await page.getByLabel('Voucher number').fill('VCH-2041');
  await page.getByLabel('Order number').fill('PO-88');
  await fillBilling(page);

  await page.getByLabel('Postal code').press('Enter');

  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect(page.locator('[data-reservation-number]')).toHaveText(/^\w{4,}$/);
  const reservationNumber = (await page.locator('[data-reservation-number]').textContent()) ?? '';
  await expect(page.getByRole('region', { name: 'Costs' }).locator('[data-total]')).toHaveText(
    total,
  );
  const rental = page.getByRole('region', { name: 'Your rental' });
  await expect(rental).toContainText('Billback to the account');
  await expect(rental).not.toContainText('Card ending');
  await expectAccessible(page);
  await confirmationMail(page, email, reservationNumber);
});

test('the booking steps fit a 360 px screen @mobile', async ({ page }) => {
  await chooseGroup(page, 14);
  await book(page);

  // A mobile browser widens its layout viewport to fit wider content, so compare with 360 px.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth > 360);
  await expect.poll(overflow).toBe(false);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('form', { name: 'Customer Details' }).getByRole('alert')).toHaveText(
    BOOKING_MESSAGES.select('Title'),
  );
  await fillCustomerDetails(page, `mobile-${Date.now()}@example.co.za`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('form', { name: 'Payment Details' })).toBeVisible();
  await expect.poll(overflow).toBe(false);
  await expectAccessible(page);
});

test('the confirmation e-mail fits a 360 px phone, with a long name and many lines @mobile', async ({
  page,
}) => {
  const email = `a.very.long.mailbox.name.for.the.booking.clerk.${Date.now()}@example.co.za`;
  const booking = renterAndCard(email);
  // Windhoek: amounts in N$, the widest; a 60-letter surname with no place to break.
  const response = await page.request.post('/api/Booking', {
    headers: { 'Idempotency-Key': `e2e-mail-${Date.now()}` },
    data: {
      ...tripFrom(15),
      pickUpBranch: 'WH',
      dropOffBranch: 'WH',
      selectedWaiver: 'SCDW',
      products: [{ productCode: 'GPS', quantity: 1 }],
      customerDetails: {
        ...booking.customerDetails,
        surname: 'Vanderwesthuizen'.repeat(4).slice(0, 60),
      },
      payment: booking.payment,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { reservationNumber } = (await response.json()) as { reservationNumber: string };
  const mail = await confirmationMail(page, email, reservationNumber);

  // The mail's HTML as a phone's mail app shows it, in a tab of its own: 360 px wide, nothing
  // past its right edge (the amounts and Total Cost included), nothing to scroll sideways.
  const mailTab = await page.context().newPage();
  await mailTab.setContent(mail!.html);
  await expect(mailTab.getByText('Total Cost').first()).toBeVisible();
  const rightmost = await mailTab.evaluate(() =>
    Math.max(
      ...Array.from(document.querySelectorAll('body *'), (element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return Math.max(element.getBoundingClientRect().right, range.getBoundingClientRect().right);
      }),
    ),
  );
  expect(rightmost).toBeLessThanOrEqual(360);
  expect(await mailTab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
});
