import { expect, test } from '@playwright/test';
import { acceptCookies, expectAccessible } from './support/helpers.ts';

// Every route of the spec's route table loads on a fresh request (history fallback) with its heading.
const routes: Array<[path: string, heading: RegExp]> = [
  ['/', /Car rental across South Africa and Namibia/],
  ['/login', /Sign in/i],
  ['/get-quote/', /Book a Vehicle/],
  ['/availability', /Available vehicles/],
  ['/confirmation-details', /.+/],
  ['/booking-confirmation', /.+/],
  ['/manage-booking/', /Manage Booking/],
  ['/register-account', /Create an online profile/],
  ['/otp', /Confirm OTP/],
  ['/profile', /.+/],
  ['/password-reset/abc/def', /.+/],
  ['/fleet/south-africa-fleet/', /.+/],
  ['/branches/', /.+/],
  ['/404', /404 Page not found/],
  ['/rentals/corporate-customers/', /.+/],
];

for (const [path, heading] of routes) {
  test(`${path} loads on refresh and passes axe`, async ({ page }) => {
    await page.goto(path);
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectAccessible(page);
  });
}
