import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, expectAccessible } from './support/helpers.ts';

interface RouteCase {
  path: string;
  /** The page's own h1, exactly. */
  heading: string;
  /** Where the route ends up when it redirects (defaults to the path itself). */
  landsOn?: RegExp;
  /** One thing this page must show. */
  shows: (page: Page) => Promise<void>;
}

const searchForm = async (page: Page) => {
  const form = page.getByRole('form', { name: 'Vehicle search' });
  await expect(form.getByLabel('Pick-up branch')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Search' })).toBeVisible();
};

// Every route of the spec's route table loads on a fresh request (history fallback), shows its own
// heading and one thing that belongs to it.
const routes: RouteCase[] = [
  { path: '/', heading: 'Car rental across South Africa and Namibia', shows: searchForm },
  {
    path: '/login',
    heading: 'Sign In',
    shows: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByLabel('Email address')).toBeVisible();
      await expect(main.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    },
  },
  { path: '/get-quote/', heading: 'Book a Vehicle', shows: searchForm },
  {
    path: '/availability',
    heading: 'Available vehicles',
    shows: async (page) => {
      await expect(page.getByText('Search for a vehicle to see available rates.')).toBeVisible();
      await searchForm(page);
    },
  },
  {
    path: '/confirmation-details',
    heading: 'Complete Your Booking',
    shows: async (page) => {
      await expect(page.getByText('There is no booking in progress.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Book a Vehicle' })).toHaveAttribute(
        'href',
        '/get-quote/',
      );
    },
  },
  {
    // Without a booking just made there is nothing to confirm: the visitor is sent to start one.
    path: '/booking-confirmation',
    heading: 'Book a Vehicle',
    landsOn: /\/get-quote\/?$/,
    shows: searchForm,
  },
  {
    path: '/manage-booking/',
    heading: 'Manage Booking',
    shows: async (page) => {
      const form = page.getByRole('form', { name: 'Find your booking' });
      await expect(form.getByLabel('Quote/Reservation number')).toBeVisible();
      await expect(form.getByLabel('Email address')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Find Booking' })).toBeVisible();
    },
  },
  {
    path: '/register-account',
    heading: 'Create an online profile',
    shows: async (page) => {
      await expect(page.getByLabel('Contact number')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Register Account' })).toBeVisible();
    },
  },
  {
    path: '/otp',
    heading: 'Confirm OTP',
    shows: async (page) => {
      // Opened directly, without a registration in this tab: the way to start one.
      await expect(page.getByRole('link', { name: 'Create an online profile' })).toHaveAttribute(
        'href',
        '/register-account',
      );
    },
  },
  {
    // The profile needs a signed-in user (spec 001 §2): a visitor is sent to the login page.
    path: '/profile',
    heading: 'Sign In',
    landsOn: /\/login\/?$/,
    shows: async (page) => {
      await expect(page.getByRole('main')).toContainText('password');
    },
  },
  {
    path: '/password-reset/abc/def',
    heading: 'Reset Password',
    shows: async (page) => {
      const form = page.getByRole('form', { name: 'Choose a new password' });
      await expect(form.getByLabel('New password', { exact: true })).toBeVisible();
      await expect(form.getByLabel('New password confirmation')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();
    },
  },
  {
    path: '/fleet/south-africa-fleet/',
    heading: 'South Africa Fleet',
    shows: async (page) => {
      await expect(page).toHaveTitle(/South Africa Fleet/);
      const vehicle = page.getByRole('main').getByRole('article').first();
      await expect(vehicle.getByRole('heading')).toHaveText(/ or similar$/);
      await expect(vehicle).toContainText('Group A1');
    },
  },
  {
    path: '/branches/',
    heading: 'All Branches',
    shows: async (page) => {
      await expect(page).toHaveTitle(/All Branches/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 3, name: 'Gauteng' }).first()).toBeVisible();
      await expect(
        main.getByRole('link', { name: 'Johannesburg O.R. Tambo International Airport' }).first(),
      ).toHaveAttribute('href', '/branches/johannesburg-o-r-tambo-international-airport/');
    },
  },
  {
    path: '/404',
    heading: '404 Page not found',
    shows: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
      // The sitemap page of the content service.
      await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/privacy-policy/',
      );
    },
  },
  {
    path: '/a/b/c/',
    landsOn: /\/404$/,
    heading: '404 Page not found',
    shows: async (page) => {
      await expect(page.getByRole('main').getByRole('heading', { name: 'Rentals' })).toBeVisible();
    },
  },
  {
    // A malformed percent-escape names no page: the server answers the site's page 404.
    path: '/rentals/%E0%A4%A/',
    landsOn: /\/404$/,
    heading: '404 Page not found',
    shows: async (page) => {
      await expect(page.getByRole('main').getByRole('link', { name: 'home page' })).toBeVisible();
    },
  },
  {
    path: '/rentals/corporate-customers/',
    heading: 'Corporate Customers',
    shows: async (page) => {
      await expect(page.getByRole('main')).toContainText(
        'Travelling for work should not mean filling in forms at every counter.',
      );
      await expect(page.getByRole('button', { name: 'MAKE RESERVATION' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'MANAGE BOOKING', exact: true })).toHaveAttribute(
        'href',
        '/manage-booking/',
      );
      await expect(page).toHaveTitle('Corporate Customers | Bluu Car Rental');
    },
  },
  {
    path: '/contacts/',
    heading: 'Contact Us',
    shows: async (page) => {
      await expect(page.getByRole('main')).toContainText('086 101 7722');
      await expect(
        page.getByRole('form', { name: 'Send us a message' }).getByLabel('Enquiry type'),
      ).toHaveValue('General enquiry');
    },
  },
];

for (const route of routes) {
  test(`${route.path} loads on refresh with its heading and content, and passes axe`, async ({
    page,
  }) => {
    await page.goto(route.path);
    await acceptCookies(page);
    if (route.landsOn) await expect(page).toHaveURL(route.landsOn);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await route.shows(page);
    await expectAccessible(page);
  });
}
