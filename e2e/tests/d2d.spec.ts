import { D2D_MESSAGES } from '@bluu/contracts/messages';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  acceptCookies,
  amountInCents,
  daysFromToday,
  expectAccessible,
  expectMarkersInside,
  lookUpBooking,
  settledCosts,
} from './support/helpers.ts';
import { chooseAddress, openDoor2Door } from './support/journeys.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: string[];
}

const CONSENT = 'I have read and accept the Terms & Conditions of Rental.';

/** The mail to this address whose subject names the reference, once the outbox has sent it. */
async function mailTo(page: Page, email: string, reference: string): Promise<Mail | undefined> {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get('/dev/mail.json')).json()) as Mail[];
        mail = mails.find(
          (candidate) => candidate.to === email && candidate.subject.includes(reference),
        );
        return mail?.subject;
      },
      { timeout: 60_000 },
    )
    .toContain(reference);
  return mail;
}

/** Corporate / Tour Operator sign-in through the header's dialog. */
async function signInAccount(page: Page, accountNo: string, pin: string, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Sign In' }).click();
  await nav.getByRole('button', { name: 'Corporate / Tour Operator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate / Tour Operator Sign In' });
  await dialog.getByLabel('Account number').fill(accountNo);
  await dialog.getByLabel('Pin', { exact: true }).fill(pin);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  // /get-quote/ shows the account's name as its heading once its page has replaced home's.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

/** Airport to Sea Point in Cape Town, measured; answers the form. */
async function measuredTrip(form: Locator, options: { stopOver?: boolean } = {}) {
  await chooseAddress(
    form,
    'Pick-up address',
    'Cape Town International',
    /Cape Town International Airport/,
  );
  await chooseAddress(form, 'Drop-off address', 'Sea Point', /^Sea Point/);
  if (options.stopOver) {
    await form.getByRole('checkbox', { name: 'Additional drop-off addresses' }).check();
    await chooseAddress(form, 'Additional drop-off address 1', 'Green Point', /^Green Point/);
  }
  await form.getByRole('button', { name: 'Calculate Distance' }).click();
  await expect(form.getByRole('status').filter({ hasText: /^Distance: \d+ km/ })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('a visitor measures an airport-to-suburb trip with a stop-over, prices it with a fee, e-mails the quotation and books it', async ({
  page,
}) => {
  const form = await openDoor2Door(page);
  await expectAccessible(page);

  // Calculate Distance first: both ends, then addresses chosen from the suggestions.
  await form.getByRole('button', { name: 'Calculate Distance' }).click();
  await expect(form.getByRole('alert')).toHaveText(D2D_MESSAGES.bothLocations);
  await chooseAddress(
    form,
    'Pick-up address',
    'Cape Town International',
    /Cape Town International Airport/,
  );
  const dropOff = form.getByRole('combobox', { name: 'Drop-off address' });
  await dropOff.fill('Sea Poin');
  // The suggestions show, and the customer closes them without choosing one.
  await expect(form.getByRole('listbox', { name: 'Drop-off address suggestions' })).toBeVisible();
  await dropOff.press('Escape');
  await expect(form.getByRole('listbox', { name: 'Drop-off address suggestions' })).toBeHidden();
  await form.getByRole('button', { name: 'Calculate Distance' }).click();
  await expect(form.getByRole('alert')).toHaveText(D2D_MESSAGES.invalidLocation);
  await expect(form.getByRole('button', { name: 'Select Vehicle' })).toHaveCount(0);

  await measuredTrip(form, { stopOver: true });
  // Measuring kept the focus on Calculate Distance, not dropped to the page.
  await expect(form.getByRole('button', { name: 'Calculate Distance' })).toBeFocused();
  const distance = form.getByRole('status').filter({ hasText: /^Distance:/ });
  await expect(distance).toHaveText(/^Distance: \d+ km \(estimate\)$/);
  const km = Number(/(\d+) km/.exec((await distance.textContent()) ?? '')?.[1]);
  expect(km).toBeGreaterThan(20);

  // The map shows the route (zoom 7, 300 px): its code loads only now.
  const map = form.getByRole('region', { name: `Route map, ${km} km` });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-zoom', '7');
  await expect(map).toHaveAttribute('data-stops', '3');
  await expect(map.locator('.location-map-marker')).toHaveCount(3);
  await expectMarkersInside(map);
  await expect(map.locator('path.leaflet-interactive, path').first()).toBeAttached();
  expect((await map.boundingBox())?.height).toBe(300);
  await expectAccessible(page);

  // Select Vehicle checks the form, one message at a time.
  await form.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select Method of payment.');
  await form.getByLabel('Method of payment').selectOption('VS');
  await form.getByLabel('Passengers').selectOption('5');
  await form.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select Flight type.');
  await form.getByLabel('Flight type').selectOption('ARRIVAL');
  await form.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter Flight number.');
  await form.getByLabel('Flight number').fill('FA211');
  await form.getByLabel('Pick-up instructions').fill('Meet at the arrivals hall, door 3.');
  await form.getByRole('button', { name: 'Select Vehicle' }).click();

  // Only groups that seat 5 are offered, each with the band's price per trip.
  await expect(page).toHaveURL(/\/get-quote\/$/);
  await expect(page.getByRole('heading', { name: 'Choose your vehicle' })).toBeVisible();
  await expect(
    page.getByRole('definition').filter({ hasText: /^\w{3}, \d{1,2} \w{3} \d{4} at \d{2}:\d{2}$/ }),
  ).toHaveCount(1);
  await expect(page.locator('[data-trip-kms]')).toHaveText(`${km} km (estimate)`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const seats of await cards.getByText(/^\d+ seats$/).allTextContents())
    expect(Number.parseInt(seats, 10)).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole('article', { name: /Sedan/ })).toHaveCount(0);
  const card = page.getByRole('article', { name: /Group TM/ });
  const price = (await card.locator('[data-trip-price]').textContent()) ?? '';
  expect(amountInCents(price)).toBeGreaterThan(0);
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Select' }).click();

  await expect(page.getByRole('heading', { name: 'Choose extras' })).toBeVisible();
  // The choice changes in place: the focus follows it, to Change and back to the list's heading.
  const change = page.getByRole('button', { name: 'Change vehicle selection' });
  await expect(change).toBeFocused();
  await change.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose your vehicle' })).toBeFocused();
  await card.getByRole('button', { name: 'Select' }).press('Enter');
  await expect(change).toBeFocused();
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  await expect(panel.getByRole('table', { name: 'Transfer costs' })).toBeVisible();
  const plain = await settledCosts(page);
  expect(amountInCents(plain.total)).toBe(amountInCents(price));

  // A fee that is not a number counts as 0; a number is added to the total.
  await page.getByLabel('Additional fee (R)').fill('abc');
  await expect(panel.locator('[data-total]')).toHaveText(plain.total);
  await page.getByLabel('Additional fee (R)').fill('150');
  await expect(panel.getByRole('table', { name: 'Additional fee' })).toBeVisible();
  const withFee = await settledCosts(page);
  expect(amountInCents(withFee.total)).toBe(amountInCents(price) + 15_000);
  expect(withFee.linesCents).toBe(amountInCents(withFee.total));
  await expectAccessible(page);

  // Send your quotation: saved, e-mailed, and then the extras and fee stay as sent.
  const email = `d2d-${Date.now()}@example.co.za`;
  await panel.getByRole('button', { name: 'Send your quotation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send your quotation' });
  await dialog.getByLabel('First name').fill('Thandi');
  await dialog.getByLabel('Last name').fill('Nkosi');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send your quotation' }).click();
  const sent = dialog.getByText(/^Your quotation has been sent to /);
  await expect(sent).toBeVisible();
  const reference = /reference is (\w+)\./.exec((await sent.textContent()) ?? '')?.[1] ?? '';
  expect(reference).not.toBe('');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const quoteMail = await mailTo(page, email, reference);
  expect(quoteMail?.text).toContain(reference);
  await expect(page.getByLabel('Additional fee (R)')).toHaveAttribute('readonly', '');

  // A reload keeps the transfer as it was left: the vehicle, the fee and the sent quotation.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose extras' })).toBeVisible();
  await expect(page.getByRole('article', { name: /Group TM/ })).toBeVisible();
  await expect(page.getByLabel('Additional fee (R)')).toHaveValue('150');
  await expect(page.getByLabel('Additional fee (R)')).toHaveAttribute('readonly', '');
  await expect(page.getByText(`Your quotation was sent to ${email}`)).toBeVisible();
  expect((await settledCosts(page)).total).toBe(withFee.total);

  await panel.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/confirmation-details$/);
  // D2D: no ID fields, licence code preset to B, the quotation's contact filled in.
  await expect(page.getByLabel('ID type')).toHaveCount(0);
  await expect(page.getByLabel('ID/Passport number')).toHaveCount(0);
  await expect(page.getByLabel('Driving licence code')).toHaveValue('B');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Title').selectOption('MS');
  await page.getByLabel('Contact number').fill('+27821234567');
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: 'Read the Terms & Conditions of Rental' }).click();
  const terms = page.getByRole('dialog', { name: 'Door2Door Rental Terms and Conditions' });
  await expect(terms).toContainText('chauffeur');
  await terms.getByRole('button', { name: 'Close' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the card chosen on the form; no billing address and no billback for a visitor.
  await expect(page.getByRole('heading', { name: 'Payment Details', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Method of payment')).toHaveValue('VS');
  await expect(page.getByLabel('Billing address line 1')).toHaveCount(0);
  await expect(
    page.getByLabel('Method of payment').getByRole('option', { name: 'Billback to the account' }),
  ).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Book Now' }).click();

  await expect(page).toHaveURL(/\/booking-confirmation$/);
  const number = page.locator('[data-reservation-number]');
  await expect(number).toHaveText(/\w+/);
  await expect(page.locator('[data-total]')).toHaveText(withFee.total);
  // The transfer as booked: its route and passengers, and the fee among its costs.
  const trip = page.getByRole('region', { name: 'Your transfer' });
  await expect(trip).toContainText(/Route.+→.+→/);
  await expect(trip).toContainText(/Pick-up\w{3}, \d{1,2} \w{3} \d{4} at \d{2}:\d{2}/);
  await expect(page.getByRole('heading', { name: 'Transfer costs' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Additional fee' })).toContainText('150');
  await expect(page.getByRole('link', { name: 'Manage My Booking' })).toHaveCount(0);
  await expectAccessible(page);
  const reservation = (await number.textContent()) ?? '';
  const confirmation = await mailTo(page, email, reservation);
  expect(confirmation?.text).toContain('FA211');

  // Manage Booking shows the transfer's own route and pick-up, not its hub, and offers Cancel.
  await lookUpBooking(page, reservation, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${reservation}`);
  const details = page.getByRole('region', { name: 'Booking details' });
  await expect(details.getByText(/→/)).toHaveText(
    /^Cape Town International Airport, .+ → Green Point, .+ → Sea Point, .+$/,
  );
  await expect(details).toContainText(/Pick-up\w{3}, \d{1,2} \w{3} \d{4} at \d{2}:\d{2}/);
  await expect(details).not.toContainText('Drop-off');
  await expect(details).toContainText(withFee.total);
  await expect(
    page.getByRole('navigation', { name: 'Manage your booking' }).getByRole('link'),
  ).toHaveText(['Cancel Booking']);
  await expectAccessible(page);
});

test('Back from the vehicle choice returns to the Door2Door tab with the form as it was left, and not after an account signs in', async ({
  page,
}) => {
  const form = await openDoor2Door(page);
  await form.getByLabel('Method of payment').selectOption('VS');
  await form.getByLabel('Passengers').selectOption('5');
  await form.getByLabel('Flight type').selectOption('ARRIVAL');
  await form.getByLabel('Flight number').fill('FA211');
  await form.getByLabel('Pick-up instructions').fill('Meet at the arrivals hall, door 3.');
  const time = form.getByLabel('Pick-up time');
  // The last time of the day stays far enough ahead of now.
  const lastTime = (await time.locator('option').last().getAttribute('value')) ?? '';
  await time.selectOption(lastTime);
  const date = await form.getByRole('button', { name: /^Pick-up date/ }).textContent();
  await measuredTrip(form, { stopOver: true });
  const distance = form.getByRole('status').filter({ hasText: /^Distance:/ });
  const measured = await distance.textContent();
  await form.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your vehicle' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Door2Door' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(form.getByRole('combobox', { name: 'Pick-up address', exact: true })).toHaveValue(
    /^Cape Town International Airport/,
  );
  await expect(form.getByRole('combobox', { name: 'Additional drop-off address 1' })).toHaveValue(
    /^Green Point/,
  );
  await expect(form.getByRole('combobox', { name: 'Drop-off address', exact: true })).toHaveValue(
    /^Sea Point/,
  );
  await expect(form.getByLabel('Method of payment')).toHaveValue('VS');
  await expect(form.getByLabel('Passengers')).toHaveValue('5');
  await expect(form.getByLabel('Flight type')).toHaveValue('ARRIVAL');
  await expect(form.getByLabel('Flight number')).toHaveValue('FA211');
  await expect(form.getByLabel('Pick-up instructions')).toHaveValue(
    'Meet at the arrivals hall, door 3.',
  );
  await expect(time).toHaveValue(lastTime);
  await expect(form.getByRole('button', { name: /^Pick-up date/ })).toHaveText(date ?? '');
  await expect(distance).toHaveText(measured ?? '');
  await expectAccessible(page);

  // A shared computer: after an account signs in, Back no longer shows the visitor's transfer.
  await signInAccount(page, 'C10001', '4821', 'Acme Mining (Pty) Ltd');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Book a Vehicle' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const fresh = await openDoor2Door(page);
  await expect(fresh.getByRole('combobox', { name: 'Pick-up address', exact: true })).toHaveValue(
    '',
  );
});

test('a saved Door2Door quote is found in Manage Booking and confirmed into the transfer booking', async ({
  page,
}) => {
  const email = `d2d-quote-${Date.now()}@example.co.za`;
  const saved = await page.request.post('/api/Quote/d2d/save', {
    data: {
      numberPassengers: 2,
      pickUpPlaceId: 'za-wc-cape-town-cape-town-international-airport',
      dropOffPlaceId: 'za-wc-cape-town-sea-point',
      pickUpDateTime: `${daysFromToday(5)} 10:00`,
      vehicleGroup: 'TS',
      name: 'Thandi',
      surname: 'Nkosi',
      emailAddress: email,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { quoteNumber } = (await saved.json()) as { quoteNumber: string };

  await lookUpBooking(page, quoteNumber, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote ${quoteNumber}`);
  const details = page.getByRole('region', { name: 'Booking details' });
  await expect(details.getByText(/→/)).toHaveText(
    /^Cape Town International Airport, .+ → Sea Point, .+$/,
  );
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: 'Manage your booking' })
    .getByRole('button', { name: 'Confirm My Quote' })
    .click();
  await expect(page).toHaveURL(/\/confirmation-details$/);
  // The transfer's booking step 1: no ID fields, the quotation's contact filled in.
  await expect(page.getByLabel('ID type')).toHaveCount(0);
  await expect(page.getByLabel('Driving licence code')).toHaveValue('B');
  await expect(page.getByLabel('First name(s)')).toHaveValue('Thandi');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});

test('a signed-in corporate account sees Select instead of prices and books on billback', async ({
  page,
}) => {
  await signInAccount(page, 'C10001', '4821', 'Acme Mining (Pty) Ltd');
  const form = await openDoor2Door(page);
  // Billback to the account, locked to the account's number.
  await expect(form.getByLabel('Method of payment')).toHaveValue('AC');
  await expect(form.getByLabel('Method of payment')).toBeDisabled();
  await expect(form.getByLabel('Account number')).toHaveValue('C10001');
  await form.getByLabel('Passengers').selectOption('2');
  await form.getByLabel('Flight type').selectOption('NONE');
  await measuredTrip(form);
  await form.getByRole('button', { name: 'Select Vehicle' }).click();

  await expect(page.getByRole('heading', { name: 'Choose your vehicle' })).toBeVisible();
  const card = page.getByRole('article', { name: /Group TS/ });
  await expect(card.getByRole('button', { name: 'Select' })).toBeVisible();
  await expect(page.locator('[data-trip-price]')).toHaveCount(0);
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('heading', { name: 'Choose extras' })).toBeVisible();
  await expect(page.getByLabel('Additional fee (R)')).toHaveCount(0);
  const costs = await settledCosts(page);
  expect(amountInCents(costs.total)).toBeGreaterThan(0);
  await page
    .getByRole('complementary', { name: 'Your quote' })
    .getByRole('button', { name: 'Book' })
    .click();

  await expect(page).toHaveURL(/\/confirmation-details$/);
  await page.getByLabel('Title').selectOption('MR');
  await page.getByLabel('First name(s)').fill('Sipho');
  await page.getByLabel('Last name').fill('Dlamini');
  await page.getByLabel('Contact number').fill('+27821234567');
  await page.getByLabel('Email address').fill(`sipho-${Date.now()}@acmemining.co.za`);
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const method = page.getByLabel('Method of payment');
  await expect(method).toHaveValue('AC');
  await expect(method).toBeDisabled();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Book Now' }).click();

  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect(page.locator('[data-reservation-number]')).toHaveText(/\w+/);
  await expect(page.getByText('Billback to the account')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage My Booking' })).toHaveCount(0);
});

test('an account without D2D rates is told to contact its sales representative', async ({
  page,
}) => {
  await signInAccount(page, 'C10002', '735190', 'Karoo Logistics');
  const form = await openDoor2Door(page);
  await form.getByLabel('Flight type').selectOption('NONE');
  await measuredTrip(form);
  await form.getByRole('button', { name: 'Select Vehicle' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    /^Sorry - it appears there are no D2D rates linked to your account\. Please contact your Corporate Sales Representative or email \S+@\S+$/,
  );
  await expectAccessible(page);
});

test('the Door2Door form and its map fit a phone @mobile', async ({ page }) => {
  const form = await openDoor2Door(page);
  await measuredTrip(form);
  const map = form.getByRole('region', { name: /^Route map/ });
  await expect(map).toBeVisible();
  const box = await map.boundingBox();
  expect(box?.height).toBe(300);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});
