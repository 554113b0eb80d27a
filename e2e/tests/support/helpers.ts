import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  NO_SESSION_ACCOUNT,
  SESSION_ACCOUNT_HEADER,
  SESSION_USER_HEADER,
} from '@bluu/contracts/constants';
import { addDaysToDate, toLocalDateTime } from '@bluu/contracts/time';

const COOKIE_CONSENT_NAME = 'bluu_cookie_consent';

/** Today in branch-local time, whatever zone the browser or machine is in. */
export function localToday(): string {
  return toLocalDateTime(new Date()).slice(0, 10);
}

export function daysFromToday(days: number): string {
  return addDaysToDate(localToday(), days);
}

/** Fails on any WCAG 2 A/AA violation axe finds on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // WCAG 2.0 and 2.1 A and AA, with the rule that a control's name holds its visible label
  // (2.5.3), which axe keeps among its experimental rules.
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Picks a date in the calendar popover of a date field (dates cannot be typed). The calendar opens
 * on the month of the field's date, so the day asked for may be in an earlier month (a drop-off
 * moved back from 1 December to 29 November) or a later one: the months are turned towards it.
 */
export async function pickDate(
  page: Page,
  field: 'Pick-up date' | 'Drop-off date' | 'New drop-off date',
  date: string,
) {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const dialog = page.getByRole('dialog', { name: `Choose ${field.toLowerCase()}` });
  const day = dialog.locator(`[data-day="${date}"] button`);
  // The calendar loads lazily: wait for it before deciding whether to turn the month.
  await dialog.getByRole('grid').first().waitFor();
  for (let step = 0; step < 3 && !(await day.isVisible()); step += 1) {
    // Days of the months either side are in the grid too, hidden and without a button.
    const firstShown = await dialog
      .locator('[data-day]:has(button)')
      .first()
      .getAttribute('data-day');
    const towards = firstShown !== null && date < firstShown ? 'Previous' : 'Next';
    await dialog.getByRole('button', { name: `Go to the ${towards} Month` }).click();
  }
  await day.click();
  await expect(dialog).toBeHidden();
}

/**
 * Accepts the cookie banner unless consent was given before in this browser context. The banner
 * comes with the app's first render, so afterwards the page is the app, not the HTML of its first
 * paint (home's header is in the page before the scripts have run, and a click on it then does
 * nothing).
 */
export async function acceptCookies(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  if (cookies.some((cookie) => cookie.name === COOKIE_CONSENT_NAME)) return;
  await page.getByRole('button', { name: 'Accept & Continue' }).click();
}

/** Fills the home page search for a car and submits it. */
export async function searchCars(
  page: Page,
  search: {
    branch?: string;
    pickUpDate: string;
    pickUpTime?: string;
    dropOffDate: string;
    dropOffTime?: string;
    residence?: 'South Africa' | 'International';
  },
): Promise<void> {
  await fillSearch(page, search);
  await page.getByRole('button', { name: 'Search' }).click();
}

/**
 * Fills the search form without sending it. The form's own default pick-up (now + 2 h 30, spec
 * 000) falls outside the airport's hours late in the evening, so a test that searches sets a
 * trip of its own.
 */
export async function fillSearch(page: Page, search: Parameters<typeof searchCars>[1]) {
  if (search.branch) await page.getByLabel('Pick-up branch').selectOption(search.branch);
  await pickDate(page, 'Pick-up date', search.pickUpDate);
  await page.getByLabel('Pick-up time').selectOption(search.pickUpTime ?? '10:00');
  await pickDate(page, 'Drop-off date', search.dropOffDate);
  await page.getByLabel('Drop-off time').selectOption(search.dropOffTime ?? '10:00');
  if (search.residence)
    await page.getByLabel('Country of residence').selectOption({ label: search.residence });
}

/** A shown amount in cents: `amountInCents('R 1 234,56') === 123456` (R or N$, any spaces). */
export function amountInCents(text: string): number {
  const digits = text.replace(/[^\d,-]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

/**
 * Waits for the cost panel of the vehicle-choice screen to finish recalculating; answers the
 * Total Cost shown and the sum of the line amounts shown (TBA and liability lines excluded).
 */
export async function settledCosts(page: Page): Promise<{ total: string; linesCents: number }> {
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  const total = panel.locator('[data-total]');
  await expect(total).toHaveText(/\d,\d{2}$/);
  const amounts = await panel.locator('[data-line-charge]').allTextContents();
  return {
    total: (await total.textContent()) ?? '',
    linesCents: amounts.reduce((sum, amount) => sum + amountInCents(amount), 0),
  };
}

/** The renter (Thandi Nkosi) and card of a reservation made through `POST /api/Booking`. */
export function renterAndCard(email: string) {
  return {
    customerDetails: {
      title: 'MS',
      firstNames: [{ firstName: 'Thandi' }],
      surname: 'Nkosi',
      iD_Type: 'SAID',
      renterID: '8001015009087',
      contactPhoneNo: '+27821234567',
      renterEmail: email,
      renterDrivingLicenseCode: 'B',
      consent: true,
    },
    payment: {
      moP_Type: 'VS',
      moP_No: '4111111111111111',
      moP_Expiry: '202812',
      invoiceAddress1: '1 Main Rd',
      invoiceAddress2: 'Rosebank',
      invoicePostCode: '2196',
    },
  };
}

/** An e-mail address no other test (or run) uses. */
export function newEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.co.za`;
}

/** A visitor's three days at JS from `day` days ahead: group A1, standard cover, no extras. */
export function tripFrom(day: number) {
  return {
    pickUpBranch: 'JS',
    pickUpDateTime: `${daysFromToday(day)} 10:00`,
    dropOffBranch: 'JS',
    dropOffDateTime: `${daysFromToday(day + 3)} 10:00`,
    accountType: 'I',
    accountNo: '',
    foreignLocal: 'L',
    rateCode: '',
    vehicleGroup: 'A1',
    selectedWaiver: 'CDW',
    products: [] as { productCode: string; quantity: number }[],
    additionalDrivers: 0,
  };
}

/**
 * A reservation made through `POST /api/Booking` (with the cookies of `request`, e.g. a page's),
 * as the booking steps would make it; `choice` changes its waiver or extras, `headers` adds
 * headers the site would send (e.g. `tabHeaders` of a signed-in individual's page).
 */
export async function makeReservation(
  request: APIRequestContext,
  email: string,
  day: number,
  choice: { selectedWaiver?: string; products?: { productCode: string; quantity: number }[] } = {},
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await request.post('/api/Booking', {
    headers: {
      ...headers,
      'Idempotency-Key': `e2e-${Date.now()}-${day}-${Math.round(Math.random() * 1e9)}`,
    },
    data: { ...tripFrom(day), ...choice, ...renterAndCard(email) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { reservationNumber: string }).reservationNumber;
}

/** A quote of `tripFrom(day)` saved for Thandi Nkosi at `email`; `headers` as `makeReservation`. */
export async function saveQuote(
  request: APIRequestContext,
  email: string,
  day: number,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await request.post('/api/Quote/save', {
    headers,
    data: { ...tripFrom(day), name: 'Thandi', surname: 'Nkosi', emailAddress: email },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { quoteNumber: string }).quoteNumber;
}

/**
 * Every marker of a map is drawn inside it: a marker is clipped by the map's frame, so
 * `toBeVisible` alone passes for one drawn outside (a CSS rotate on Leaflet's positioned marker
 * turned its translate too, and every pin was off the map).
 */
export async function expectMarkersInside(map: Locator): Promise<void> {
  const frame = await map.boundingBox();
  const markers = await map.locator('.location-map-marker').all();
  expect(markers.length).toBeGreaterThan(0);
  for (const marker of markers) {
    const box = await marker.boundingBox();
    expect(frame && box, 'map and marker boxes').toBeTruthy();
    expect(box!.x).toBeGreaterThanOrEqual(frame!.x);
    expect(box!.y).toBeGreaterThanOrEqual(frame!.y);
    expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(frame!.y + frame!.height);
  }
}

/** Manage Booking's look-up: opens /manage-booking/ and finds a reference with its e-mail. */
export async function lookUpBooking(page: Page, reference: string, email: string): Promise<void> {
  await page.goto('/manage-booking/');
  const form = page.getByRole('form', { name: 'Find your booking' });
  await form.getByLabel('Quote/Reservation number').fill(reference);
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Find Booking' }).click();
}

/**
 * The headers the site sends from a tab (decision record 0045), read from the page's session
 * storage: the individual's id, and the account number of the account the tab shows ('none' for
 * a visitor's or an individual's tab).
 */
export async function tabHeaders(page: Page): Promise<Record<string, string>> {
  const stored = await page.evaluate(() => sessionStorage.getItem('bluu.sessionUser'));
  const user = stored
    ? (JSON.parse(stored) as { accountType: string; accountUser: string; accountNo: string | null })
    : null;
  if (user?.accountType === 'I')
    return {
      [SESSION_USER_HEADER]: user.accountUser,
      [SESSION_ACCOUNT_HEADER]: NO_SESSION_ACCOUNT,
    };
  return { [SESSION_ACCOUNT_HEADER]: user?.accountNo ?? NO_SESSION_ACCOUNT };
}
