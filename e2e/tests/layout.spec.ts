import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  acceptCookies,
  daysFromToday,
  expectAccessible,
  lookUpBooking,
  makeReservation,
  newEmail,
  searchCars,
  settledCosts,
} from './support/helpers.ts';

/**
 * Where things sit on the screen at 1280×900 and 360×740: the total and the primary action in
 * sight at every step of the booking, at any number of quote lines; the chat button clear of
 * fields and prices; nothing wider than a phone.
 */

type Box = { x: number; y: number; width: number; height: number };

const EXTRAS = [
  'Additional Driver',
  'Personal Accident Insurance',
  'Child seat 0-6mth',
  'Child seat 6mth-3yr',
  'Child seat 3yr+',
  'GPS navigator',
];

const CHAT = 'Chat with us on WhatsApp';

/**
 * The element is inside the window and is what the window shows at its centre (not under the
 * cookie banner, a bar or another element).
 */
async function expectInSight(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        if (!box) return `${what}: no box`;
        const inside =
          box.x >= 0 &&
          box.y >= 0 &&
          box.x + box.width <= viewport.width + 0.5 &&
          box.y + box.height <= viewport.height + 0.5;
        if (!inside) return `${what} at ${JSON.stringify(box)} is outside the window`;
        const onTop = await locator.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const hit = document.elementFromPoint(
            rect.left + rect.width / 2,
            rect.top + rect.height / 2,
          );
          return hit !== null && (element === hit || element.contains(hit));
        });
        return onTop ? 'in sight' : `${what} is covered`;
      },
      { message: `${what} is in sight` },
    )
    .toBe('in sight');
}

type Place = 'top' | 'middle' | 'end' | 'bottom';

/**
 * Scrolls the window: to the top, to the middle or the end of `content` (its bottom at the
 * window's bottom), or to the bottom of the page.
 */
async function scrollTo(page: Page, where: Place, content?: Locator) {
  const box = content
    ? await content.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { top: rect.top + window.scrollY, height: rect.height };
      })
    : null;
  await page.evaluate(
    ({ position, box }) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const content = box ?? { top: 0, height: document.documentElement.scrollHeight };
      const y = {
        top: 0,
        middle: content.top + content.height / 2 - window.innerHeight / 2,
        end: content.top + content.height - window.innerHeight,
        bottom: max,
      }[position];
      window.scrollTo(0, Math.max(0, Math.min(max, y)));
    },
    { position: where, box },
  );
  // Sticky parts are fitted on the next frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** No visible chat button covers a form field, a button or a price shown on the screen now. */
async function expectChatCoversNothing(page: Page, where: string) {
  const chats = page.getByRole('link', { name: CHAT });
  const chatBoxes: Box[] = [];
  for (const chat of await chats.all()) {
    if (!(await chat.isVisible())) continue;
    const box = await chat.boundingBox();
    if (box) chatBoxes.push(box);
  }
  const covered = await page.evaluate(
    ({ boxes, chat }) => {
      const selector = [
        'input',
        'select',
        'textarea',
        'button',
        '.button',
        '[data-total]',
        '[data-bar-total]',
        '[data-line-charge]',
        '[data-trip-total]',
        '.vehicle-price',
      ].join(',');
      return Array.from(document.querySelectorAll<HTMLElement>(selector))
        .filter((element) => element.getAttribute('aria-label') !== chat)
        .filter((element) => element.getClientRects().length > 0)
        .flatMap((element) => {
          const rect = element.getBoundingClientRect();
          const hit = boxes.some(
            (box) =>
              rect.left < box.x + box.width &&
              box.x < rect.right &&
              rect.top < box.y + box.height &&
              box.y < rect.bottom,
          );
          return hit ? [element.outerHTML.slice(0, 80)] : [];
        });
    },
    { boxes: chatBoxes, chat: CHAT },
  );
  expect(covered, `what the chat button covers on ${where}`).toEqual([]);
}

/** Search, choose Group A1, take super cover and every extra but the dearest: a long quote. */
async function longQuote(page: Page, fromDay: number) {
  await searchCars(page, {
    pickUpDate: daysFromToday(fromDay),
    dropOffDate: daysFromToday(fromDay + 3),
  });
  await page
    .getByRole('article', { name: /Group A1/ })
    .getByRole('link', { name: 'Choose' })
    .click();
  await expect(page.getByRole('heading', { name: 'Choose waivers & extras' })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Super Waiver' }).click();
  await expect(page.getByRole('radio', { name: /Super cover/ })).toBeChecked();
  for (const name of EXTRAS) await page.getByRole('checkbox', { name }).check();
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  // The lines may be folded away on a phone: their text is there all the same.
  for (const name of EXTRAS) await expect(panel.locator('.cost-lines')).toContainText(name);
  return settledCosts(page);
}

/** A long quote taken to booking step 1: its total and the Customer Details form. */
async function longQuoteBooked(page: Page, fromDay: number) {
  const { total } = await longQuote(page, fromDay);
  await page
    .getByRole('complementary', { name: 'Your quote' })
    .getByRole('button', { name: 'Book' })
    .click();
  const customer = page.getByRole('form', { name: 'Customer Details' });
  await expect(customer).toBeVisible();
  return { total, customer };
}

async function fillCustomerDetails(
  page: Page,
  name: { first: string; last: string },
  email: string,
) {
  await page.getByLabel('Title').selectOption('MR');
  await page.getByLabel('First name(s)').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await page.getByLabel('ID type').selectOption('PASS');
  await page.getByLabel('ID/Passport number').fill('A12345678');
  await page.getByLabel('Contact number').fill('+27821234567');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Driving licence code').selectOption('B');
  await page
    .getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions of Rental.' })
    .check();
}

async function fillPayment(page: Page) {
  await page.getByLabel('Method of payment').selectOption({ label: 'Visa' });
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel(/Card expiry date/).fill('202812');
  await page.getByLabel('Billing address line 1').fill('12 Rivonia Road');
  await page.getByLabel('Billing address line 2').fill('Sandton');
  await page.getByLabel('Postal code').fill('2196');
}

/** A unique e-mail address of exactly 60 characters. */
function longEmail(): string {
  const domain = '@example.co.za';
  const stamp = `wrap${Date.now()}${Math.round(Math.random() * 1e6)}`;
  return `${stamp}${'x'.repeat(60 - domain.length - stamp.length)}${domain}`;
}

const LONG_NAME = {
  first: 'Hubert Blaine Maximilianus',
  last: 'Wolfeschlegelsteinhausenbergerdorff-Vanderbijlpark',
};

test.beforeEach(async ({ page }) => {
  // Long walks through the journey, each with several accessibility checks.
  test.setTimeout(180_000);
  await page.goto('/');
});

test('beside a long quote the total and Book stay in sight, and the lines scroll by keyboard', async ({
  page,
}) => {
  await acceptCookies(page);
  const { total } = await longQuote(page, 15);
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  const totalCost = panel.locator('[data-total]');
  const book = panel.getByRole('button', { name: 'Book' });

  for (const where of ['top', 'middle', 'end', 'bottom'] as const) {
    await scrollTo(page, where, page.locator('.quote-layout'));
    await expectInSight(page, totalCost, `Total Cost at the ${where}`);
    await expectInSight(page, book, `Book at the ${where}`);
    await expectChatCoversNothing(page, `the quote screen at the ${where}`);
  }
  await expect(totalCost).toHaveText(total);

  // The lines that do not fit scroll in a region the keyboard reaches.
  await scrollTo(page, 'top');
  const details = panel.getByRole('region', { name: 'Price details' });
  await expect(details).toBeVisible();
  await details.focus();
  await expect(details).toBeFocused();
  await page.keyboard.press('End');
  await expect.poll(() => details.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expectInSight(page, panel.getByRole('row', { name: /Liability/ }), 'the last line');
  await expectAccessible(page);

  // The details can be put away; the total never is.
  await panel.getByRole('button', { name: 'Hide Costs' }).click();
  await expect(panel.getByRole('table', { name: 'Add-ons' })).toBeHidden();
  await expectInSight(page, totalCost, 'Total Cost with the details hidden');
  await panel.getByRole('button', { name: 'View Costs' }).click();
  await expect(panel.getByRole('table', { name: 'Add-ons' })).toBeVisible();
});

test('with the cookie banner showing, Total Cost and Book stay above it', async ({ page }) => {
  await longQuote(page, 16);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  for (const where of ['top', 'end', 'bottom'] as const) {
    await scrollTo(page, where, page.locator('.quote-layout'));
    await expectInSight(page, panel.locator('[data-total]'), `Total Cost at the ${where}`);
    await expectInSight(page, panel.getByRole('button', { name: 'Book' }), `Book at the ${where}`);
    await expectChatCoversNothing(page, `the quote screen at the ${where} with the cookie banner`);
  }
  await expectAccessible(page);
});

test('the booking steps of a long quote keep the total and Next or Book Now in sight, and axe finds nothing', async ({
  page,
}) => {
  await acceptCookies(page);
  const { total, customer } = await longQuoteBooked(page, 17);

  const stepOneBar = customer.locator('.price-bar');
  for (const where of ['top', 'middle', 'end', 'bottom'] as const) {
    await scrollTo(page, where, page.locator('.booking-layout'));
    await expectInSight(page, stepOneBar.locator('[data-bar-total]'), `the total at the ${where}`);
    await expectInSight(
      page,
      customer.getByRole('button', { name: 'Next' }),
      `Next at the ${where}`,
    );
    await expectChatCoversNothing(page, `booking step 1 at the ${where}`);
  }
  await expect(stepOneBar.locator('[data-bar-total]')).toHaveText(total);
  await expectAccessible(page);

  await fillCustomerDetails(
    page,
    { first: 'Pieter', last: 'van der Merwe' },
    `long-${Date.now()}@example.co.za`,
  );
  await customer.getByRole('button', { name: 'Next' }).click();
  const payment = page.getByRole('form', { name: 'Payment Details' });
  await expect(payment).toBeVisible();
  for (const where of ['top', 'middle', 'end', 'bottom'] as const) {
    await scrollTo(page, where, page.locator('.booking-layout'));
    await expectInSight(page, payment.locator('[data-bar-total]'), `the total at the ${where}`);
    await expectInSight(
      page,
      payment.getByRole('button', { name: 'Book Now' }),
      `Book Now at the ${where}`,
    );
    await expectChatCoversNothing(page, `booking step 2 at the ${where}`);
  }
  await expectAccessible(page);
  await payment.getByRole('button', { name: 'Book Now' }).click();
  await expect(payment.getByRole('alert')).toBeVisible();
  await expectAccessible(page);
});

test('the chat button covers no field while the cookie banner shows, nor after', async ({
  page,
}) => {
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect(page.getByLabel('Pick-up branch')).toBeVisible();
  await expectChatCoversNothing(page, 'the home page with the cookie banner');
  await acceptCookies(page);
  await expectChatCoversNothing(page, 'the home page');
  // One chat button on the screen: floating in the margin beside the content.
  await expect(page.getByRole('link', { name: CHAT })).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Chat' })).toBeVisible();
});

test('on a narrower desktop window the chat button covers neither the total nor Book', async ({
  page,
}) => {
  // 1024 px: a 1280 px screen zoomed to 125 %, or a laptop's half screen.
  await page.setViewportSize({ width: 1024, height: 768 });
  await acceptCookies(page);
  await longQuote(page, 20);
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  for (const where of ['top', 'middle', 'end'] as const) {
    await scrollTo(page, where, page.locator('.quote-layout'));
    await expectChatCoversNothing(page, `the quote screen at the ${where}`);
    await expectInSight(page, panel.locator('[data-total]'), `Total Cost at the ${where}`);
    await expectInSight(page, panel.getByRole('button', { name: 'Book' }), `Book at the ${where}`);
  }
  await expect(page.getByRole('link', { name: CHAT })).toBeVisible();
});

test('on a phone the chat button covers no field, with or without the cookie banner @mobile', async ({
  page,
}) => {
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  const branch = page.getByLabel('Pick-up branch');
  await expect(branch).toBeVisible();
  await expectChatCoversNothing(page, 'the home page with the cookie banner');
  await acceptCookies(page);
  for (const where of ['top', 'middle', 'bottom'] as const) {
    await scrollTo(page, where);
    await expectChatCoversNothing(page, `the home page at the ${where}`);
  }
  // The chat stays one tap away, in the top bar.
  const chat = page.getByRole('link', { name: CHAT }).filter({ visible: true });
  await expect(chat).toHaveCount(1);
  await expect(chat).toHaveAttribute('href', 'https://wa.me/27861017722');
  await expectAccessible(page);
});

test('on a phone the total and Book ride in a bar at the bottom, above the cookie banner @mobile', async ({
  page,
}) => {
  const { total } = await longQuote(page, 18);
  const bar = page.getByRole('complementary', { name: 'Your quote' }).locator('.price-bar');
  const book = bar.getByRole('button', { name: 'Book' });
  for (const where of ['top', 'middle', 'end', 'bottom'] as const) {
    await scrollTo(page, where, page.locator('.quote-layout'));
    await expectInSight(page, bar.locator('[data-bar-total]'), `the total at the ${where}`);
    await expectInSight(page, book, `Book at the ${where}`);
  }
  await expect(bar.locator('[data-bar-total]')).toHaveText(total);
  // One Book on a phone: the bar's.
  await expect(page.getByRole('button', { name: 'Book', exact: true })).toHaveCount(1);
  await expectAccessible(page);

  await acceptCookies(page);
  await scrollTo(page, 'top');
  // The trip editor shows whole dates at 360 px.
  const trip = page.getByRole('form', { name: 'Pick-up and drop-off' });
  for (const field of ['Pick-up date', 'Drop-off date']) {
    const button = trip.getByRole('button', { name: new RegExp(`^${field}`) });
    await expect(button).toHaveText(/^\w{3}, \d{1,2} \w{3} \d{4}$/);
    const fits = await button.evaluate(
      (element) =>
        element.scrollWidth <= element.clientWidth &&
        element.getBoundingClientRect().right <= window.innerWidth,
    );
    expect(fits, `${field} shows the whole date`).toBe(true);
  }
  await expectChatCoversNothing(page, 'the quote screen');

  await book.click();
  const customer = page.getByRole('form', { name: 'Customer Details' });
  await expect(customer).toBeVisible();
  for (const where of ['top', 'middle', 'end'] as const) {
    await scrollTo(page, where, customer);
    await expectInSight(page, customer.locator('[data-bar-total]'), `the total at the ${where}`);
    await expectInSight(
      page,
      customer.getByRole('button', { name: 'Next' }),
      `Next at the ${where}`,
    );
    await expectChatCoversNothing(page, `booking step 1 at the ${where}`);
  }
  await expect(customer.locator('[data-bar-total]')).toHaveText(total);
  await expectAccessible(page);
});

test('a 60-character e-mail and a long name wrap on a phone: booking steps, confirmation and Manage Booking @mobile', async ({
  page,
}) => {
  await acceptCookies(page);
  const email = longEmail();
  expect(email).toHaveLength(60);
  const width = () => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  // A mobile browser widens its layout viewport to fit wider content, so compare with 360 px.
  await searchCars(page, { pickUpDate: daysFromToday(19), dropOffDate: daysFromToday(22) });
  await page
    .getByRole('article', { name: /Group A1/ })
    .getByRole('link', { name: 'Choose' })
    .click();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Customer Details' })).toBeVisible();
  await fillCustomerDetails(page, LONG_NAME, email);
  await expect.poll(width).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('form', { name: 'Payment Details' })).toBeVisible();
  await fillPayment(page);
  await expect.poll(width).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Book Now' }).click();

  await expect(page).toHaveURL(/\/booking-confirmation$/);
  await expect(page.getByText(`A confirmation has been e-mailed to ${email}.`)).toBeVisible();
  const reservation = (await page.locator('[data-reservation-number]').textContent()) ?? '';
  await expect.poll(width).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Manage My Booking' }).click();
  const form = page.getByRole('form', { name: 'Find your booking' });
  await expect(form.getByLabel('Quote/Reservation number')).toHaveValue(reservation);
  await form.getByLabel('Email address').fill(email);
  await expect.poll(width).toBeLessThanOrEqual(360);
  await form.getByRole('button', { name: 'Find Booking' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reservation ${reservation}`);
  await expect.poll(width).toBeLessThanOrEqual(360);
  for (const screen of ['Modify Booking', 'Cancel Booking']) {
    await page
      .getByRole('navigation', { name: 'Manage your booking' })
      .getByRole('link', { name: screen })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(screen);
    await expect.poll(width).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Back' }).click();
  }
});

/** The signed-in user of the tab, as a sign-in stores it (the menu reads it from there). */
async function storeSignedInUser(page: Page, accountName: string) {
  await page.evaluate((name) => {
    const user = {
      accountName: name,
      accountFirstname: 'Pieter',
      accountLastname: name.split(' ').slice(1).join(' '),
      accountUser: '',
      accountEmail: 'pieter.vdw@example.co.za',
      accountNo: null,
      accountType: 'I',
    };
    sessionStorage.setItem('bluu.sessionUser', JSON.stringify(user));
  }, accountName);
}

test('a long account name in the menu gives way: every label stays on one line and Logout in sight, 1280 to 900 px wide', async ({
  page,
}) => {
  const name = 'P van der Westhuizen-Oosthuizen-Mahlangu-Vilakazi';
  await page.goto('/');
  await acceptCookies(page);
  // A visitor's menu first: Sign In and Register in sight, "Contact Us" on one line.
  const visitorMenu = page.getByRole('navigation', { name: 'Main' });
  for (const width of [1099, 900]) {
    await page.setViewportSize({ width, height: 800 });
    await scrollTo(page, 'top');
    const contact = visitorMenu.getByRole('link', { name: 'Contact Us' });
    await expect
      .poll(async () => (await contact.boundingBox())?.height, `Contact Us at ${width} px`)
      .toBeLessThan(50);
    await expectInSight(
      page,
      visitorMenu.getByRole('button', { name: 'Register' }),
      `Register at ${width} px`,
    );
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), `${width} px`)
      .toBeLessThanOrEqual(width);
  }
  await storeSignedInUser(page, name);
  await page.goto('/fleet/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  const account = menu.getByRole('link', { name });
  for (const width of [1280, 1099, 1024, 900]) {
    await page.setViewportSize({ width, height: 800 });
    await scrollTo(page, 'top');
    await expect(account, `${width} px`).toHaveAttribute('title', name);
    // Labels on one line: a label broken inside or between its words is two lines high.
    for (const [role, label] of [
      ['button', 'Rentals'],
      ['button', 'Transfers'],
      ['button', 'Fleet'],
      ['button', 'Branches'],
      ['link', 'Contact Us'],
    ] as const) {
      const item = menu.getByRole(role, { name: label });
      await expect
        .poll(async () => (await item.boundingBox())?.height, `${label} at ${width} px`)
        .toBeLessThan(50);
    }
    const logout = menu.getByRole('button', { name: 'Logout' });
    await expect
      .poll(async () => (await logout.boundingBox())?.height, `Logout at ${width} px`)
      .toBeLessThan(50);
    await expectInSight(page, logout, `Logout at ${width} px`);
    await expectInSight(page, account, `the account name at ${width} px`);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), `${width} px`)
      .toBeLessThanOrEqual(width);
  }
  await expectAccessible(page);
});

test("the home page's tabs keep every word whole on a phone, and nothing is wider than it @mobile", async ({
  page,
}) => {
  await page.goto('/');
  const tabs = page.locator('.tabs-bar').first();
  await expect(tabs.getByRole('tab', { name: 'Door2Door' })).toBeVisible();
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 740 });
    // A word broken across two lines has two boxes.
    const brokenWords = await tabs.evaluate((bar) => {
      const broken: string[] = [];
      for (const label of Array.from(bar.querySelectorAll<HTMLElement>('[role="tab"], a'))) {
        const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            if (range.getClientRects().length > 1) broken.push(match[0]);
          }
        }
      }
      return broken;
    });
    expect(brokenWords, `${width} px`).toEqual([]);
    await expect
      .poll(
        () => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity),
        `${width} px`,
      )
      .toBeLessThanOrEqual(width);
  }
});

/** An empty step 1 refused from the bottom of the page, then the terms read to their end. */
async function refuseStepOneAndReadTerms(page: Page) {
  await acceptCookies(page);
  // A long quote makes a long page, which is scrolled far to bring the first field back.
  const { customer } = await longQuoteBooked(page, 19);

  // Next with the first field just in sight and its label above the window: the field is
  // focused, and scrolled to with its label.
  await customer
    .getByLabel('Title')
    .evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top - 4));
  await customer.getByRole('button', { name: 'Next' }).click();
  await expect(customer.getByLabel('Title')).toBeFocused();
  await expectInSight(page, customer.locator('label', { hasText: /^Title$/ }), 'the Title label');

  // The terms are longer than the window: scrolled to their end, Close is still in sight.
  await customer.getByRole('button', { name: 'Read the Terms & Conditions of Rental' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms & Conditions of Rental' });
  await expect(terms).toBeVisible();
  await terms.evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
  await expect.poll(() => terms.evaluate((dialog) => dialog.scrollTop)).toBeGreaterThan(0);
  await expectInSight(page, terms.getByRole('button', { name: 'Close' }), 'Close');
}

test('a refused step 1 shows the focused field with its label, and the long terms keep Close in sight', async ({
  page,
}) => {
  await refuseStepOneAndReadTerms(page);
});

test('on a phone a refused step 1 shows the focused field with its label, and the terms keep Close in sight @mobile', async ({
  page,
}) => {
  await refuseStepOneAndReadTerms(page);
});

test('on a phone Check new total brings the new total and Confirm Extension into sight @mobile', async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  const email = newEmail('extend-phone');
  const reservationNumber = await makeReservation(request, email, 23);

  await lookUpBooking(page, reservationNumber, email);
  await page
    .getByRole('navigation', { name: 'Manage your booking' })
    .getByRole('link', { name: 'Extend Booking' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Extend Booking ${reservationNumber}`,
  );
  await page.getByRole('button', { name: 'Check new total' }).click();
  const checked = page.getByRole('region', { name: 'New total' });
  await expect(checked.getByRole('heading', { name: 'New total' })).toBeFocused();
  await expectInSight(page, checked.locator('[data-new-total]'), 'the new total');
  await expectInSight(
    page,
    checked.getByRole('button', { name: 'Confirm Extension' }),
    'Confirm Extension',
  );
});
