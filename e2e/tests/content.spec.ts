import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, daysFromToday, expectAccessible, searchCars } from './support/helpers.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
}

/** The company's inbox for the contact form (RESERVATIONS_EMAIL). */
const COMPANY_INBOX = 'reservations@bluu.co.za';

/** The sentences the placeholder pages showed before the content service (now gone). */
const PLACEHOLDER = /will be shown here|will be listed here|coming soon|This page's content/i;

/** Every site link of the header (each menu group opened) and of the footer. */
async function menuLinks(page: Page): Promise<string[]> {
  const main = page.getByRole('navigation', { name: 'Main' });
  const hrefs = new Set<string>();
  const collect = async (scope: ReturnType<Page['getByRole']>) => {
    for (const href of await scope
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      if (href.startsWith('/')) hrefs.add(href);
    }
  };
  for (const label of ['Rentals', 'Transfers', 'Fleet', 'Branches']) {
    const group = main.getByRole('button', { name: label, exact: true });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await collect(main);
    await page.keyboard.press('Escape');
  }
  await collect(page.getByRole('navigation', { name: 'Footer' }));
  return [...hrefs].sort();
}

test('every header and footer link opens a page of its own, with no placeholder and no 404', async ({
  page,
}) => {
  // About thirty pages, each loaded and checked with axe: on a machine with both cores busy this
  // took longer than the default four minutes (a clean-clone CI run under stress-ng, 2026-11-27).
  test.setTimeout(600_000);
  await page.goto('/');
  await acceptCookies(page);
  const links = await menuLinks(page);
  expect(links).toEqual(
    expect.arrayContaining([
      '/contacts/',
      '/rentals/corporate-customers/',
      '/rentals/tour-operators/',
      '/transfer-services/',
      '/transfer-services/chauffeur-drive/',
      '/transfer-services/door2door-transfers/',
      '/products/child-seats/',
      '/products/gps-rentals/',
      '/products/bicycle-carrier-rental/',
      '/partners/international-travel/',
      '/customer-care/',
      '/access-to-information/',
      '/visitor-processing-notice/',
      '/terms-and-conditions/',
      '/privacy-policy/',
      '/manage-booking/',
      '/get-quote/',
      '/profile/',
    ]),
  );

  const headings = new Map<string, string>();
  for (const path of links) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), `${path} answers`).toBeLessThan(400);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText('404 Page not found');
      expect(new URL(page.url()).pathname).not.toBe('/404');
      await expect(page.getByRole('main')).not.toContainText(PLACEHOLDER);
      headings.set(path, (await heading.textContent()) ?? '');
      await expectAccessible(page);
    });
  }
  // Each content page has its own heading (not one shared placeholder title).
  const contentHeadings = [...headings]
    .filter(([path]) => !['/get-quote/', '/manage-booking/', '/profile/'].includes(path))
    .map(([, heading]) => heading);
  expect(new Set(contentHeadings).size).toBe(contentHeadings.length);
});

test('a content page shows its text, title and description from the content service', async ({
  page,
}) => {
  await page.goto('/customer-care/');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Care');
  await expect(page.getByRole('main')).toContainText(
    'We want every rental to go well, and when it does not, we want to hear about it.',
  );
  await expect(page).toHaveTitle('Customer Care | Bluu Car Rental');
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
    'content',
    /Compare rates and book online/,
  );
});

test('/a/b/c/ lands on /404 with the sitemap', async ({ page }) => {
  await page.goto('/a/b/c/');
  await acceptCookies(page);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page not found');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Rentals', level: 2 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Corporate Customers' })).toHaveAttribute(
    'href',
    '/rentals/corporate-customers/',
  );
  await expectAccessible(page);

  // The sitemap's links move inside the site.
  await main.getByRole('link', { name: 'Corporate Customers' }).click();
  await expect(page).toHaveURL(/\/rentals\/corporate-customers\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate Customers');
});

test('the account pages offer MAKE RESERVATION (account sign-in) and MANAGE BOOKING', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/rentals/corporate-customers/', 'Corporate Customers'],
    ['/rentals/tour-operators/', 'Tour Operators'],
  ] as const) {
    await page.goto(path);
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.getByRole('button', { name: 'MAKE RESERVATION' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Account number')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'MANAGE BOOKING', exact: true }).click();
    await expect(page).toHaveURL(/\/manage-booking\/$/);
  }
});

test('the contact form mails the company the enquiry and the sender a receipt', async ({
  page,
  request,
}) => {
  await page.goto('/contacts/');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form.getByLabel('Enquiry type')).toHaveValue('General enquiry');

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your Full name.');
  await expect(form.getByLabel('Full name')).toBeFocused();
  await expectAccessible(page);

  const stamp = Date.now();
  const email = `contact-${stamp}@example.co.za`;
  const subject = `Three-month rental ${stamp}`;
  await form.getByLabel('Enquiry type').selectOption('Sales enquiry');
  await form.getByLabel('Full name').fill('Thandi Nkosi');
  await form.getByLabel('Contact number').fill('082 123 4567');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Do you rent a bakkie for three months?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Please confirm you have read and accept the Website Terms and Conditions.',
  );

  await form.getByRole('button', { name: 'Read the Website Terms and Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms).toContainText('These terms apply to your use of the Bluu Car Rental website');
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();

  await form
    .getByRole('checkbox', { name: 'I have read and accept the Website Terms and Conditions' })
    .check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank You.' })).toHaveText(
    'Thank You. Your mail has been successfully sent. One of our service consults will get in touch with you soon.',
  );
  await expectAccessible(page);

  // The company's copy carries the enquiry and answers to the sender; the sender gets a receipt
  // without their own words, so the form cannot send anyone a text of a stranger's choosing.
  const mailsTo = async (to: string) =>
    ((await (await request.get('/dev/mail.json')).json()) as Mail[]).filter(
      (mail) => mail.to === to,
    );
  await expect
    .poll(
      async () => (await mailsTo(COMPANY_INBOX)).filter((mail) => mail.subject.includes(subject)),
      { timeout: 60_000 },
    )
    .toHaveLength(1);
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 60_000 }).toBe(1);
  const [toCompany] = (await mailsTo(COMPANY_INBOX)).filter((mail) =>
    mail.subject.includes(subject),
  );
  expect(toCompany?.subject).toContain('Sales enquiry');
  expect(toCompany?.text).toContain('Do you rent a bakkie for three months?');
  expect(toCompany?.text).toContain('0821234567');
  expect(toCompany?.replyTo).toBe(email);
  const [receipt] = await mailsTo(email);
  expect(receipt?.subject).toBe('We received your message – Bluu Car Rental');
  expect(receipt?.text).toContain('will reply to this address');
  expect(`${receipt?.subject}${receipt?.text}`).not.toContain(subject);
  expect(receipt?.text).not.toContain('Do you rent a bakkie');
});

test('the home page shows the published specials by menu order, never the unpublished one', async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  const specials = page.getByRole('region', { name: 'Specials' });
  const titles = specials.getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(['Weekend Getaway', 'Namibia Self-Drive', 'Airport Door2Door']);
  await expect(page.getByText('Festive Season Preview')).toHaveCount(0);
  await expect(specials.getByRole('link', { name: 'Book your weekend' })).toHaveAttribute(
    'href',
    '/get-quote/',
  );
  await expectAccessible(page);
  await specials.getByRole('link', { name: 'Plan your transfer' }).click();
  await expect(page).toHaveURL(/\/transfer-services\/door2door-transfers\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Door2Door Transfers');
});

test('the send-quote dialog opens the real website terms in the page-content dialog', async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  await searchCars(page, { pickUpDate: daysFromToday(3), dropOffDate: daysFromToday(6) });
  await page
    .getByRole('article', { name: /Group A1/ })
    .getByRole('link', { name: 'Choose' })
    .click();
  await expect(page).toHaveURL(/\/get-quote\/$/);
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  await panel.getByRole('button', { name: 'Email Quote' }).click();
  const sendQuote = page.getByRole('dialog', { name: 'Email Quote' });
  const read = sendQuote.getByRole('button', { name: 'Read the Terms & Conditions' });
  await read.click();

  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms).toContainText('These terms apply to your use of the Bluu Car Rental website');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();
  await expect(sendQuote).toBeVisible();
  await expect(read).toBeFocused();

  // The rental terms of the cost panel come from the content service too.
  await page.keyboard.press('Escape');
  await expect(sendQuote).toBeHidden();
  await panel.getByRole('button', { name: 'Read Terms & Conditions' }).click();
  const rental = page.getByRole('dialog', { name: 'Rental Terms & Conditions' });
  await expect(rental).toContainText('These terms apply to every self-drive rental');
});

test('the cookie banner stays away after Accept & Continue, across reloads', async ({ page }) => {
  await page.goto('/contacts/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy/',
  );
  await expectAccessible(page);
  await banner.getByRole('button', { name: 'Accept & Continue' }).click();
  await expect(banner).toBeHidden();

  for (const path of ['/contacts/', '/privacy-policy/', '/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('content pages, the contact form, the 404 page and the specials fit a 360 px phone @mobile', async ({
  page,
}) => {
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await page.goto('/');
  await acceptCookies(page);
  await expect(
    page.getByRole('region', { name: 'Specials' }).getByRole('article').first(),
  ).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  for (const [path, heading] of [
    ['/contacts/', 'Contact Us'],
    ['/rentals/corporate-customers/', 'Corporate Customers'],
    ['/privacy-policy/', 'Privacy Policy'],
    ['/a/b/c/', '404 Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main').locator('.content-html').first()).toBeVisible();
    expect(await overflow(), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  }

  await page.goto('/contacts/');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your Full name.');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await form.getByRole('button', { name: 'Read the Website Terms and Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms).toContainText('These terms apply to your use of the Bluu Car Rental website');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('an address whose last segment is no slug lands on /404, never on a connection error', async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  for (const path of [
    '/Contacts/',
    '/Privacy-Policy/',
    '/privacy-policy.html',
    '/a%20b/',
    '/branches/SANDTON/',
    '/fleet/Namibia-Fleet/',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page not found');
    await expect(page.getByText('We could not reach our booking system')).toHaveCount(0);
  }
});

test('a link inside the terms dialog opens in a new tab and keeps the contact form', async ({
  page,
}) => {
  await page.goto('/contacts/');
  await acceptCookies(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Full name').fill('Thandi Nkosi');
  await form.getByLabel('Message').fill('Do you rent roof racks?');
  await form.getByRole('button', { name: 'Read the Website Terms and Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  // The terms name the rental terms more than once; any of the links will do.
  const rentalTerms = terms
    .getByRole('link', { name: 'Rental Terms (opens in a new tab)' })
    .first();
  await expect(rentalTerms).toHaveAttribute('target', '_blank');
  await expectAccessible(page);

  const [tab] = await Promise.all([page.context().waitForEvent('page'), rentalTerms.click()]);

  await expect(tab).toHaveURL(/\/rental-terms\/$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(/Rental Terms/);
  await tab.close();
  await expect(page).toHaveURL(/\/contacts\/$/);
  await expect(terms).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();
  await expect(form.getByLabel('Full name')).toHaveValue('Thandi Nkosi');
  await expect(form.getByLabel('Message')).toHaveValue('Do you rent roof racks?');
});
