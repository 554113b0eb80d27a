import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptCookies, expectAccessible } from './support/helpers.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

function newEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.co.za`;
}

/** The 4-digit OTP e-mailed to the address (the built-in mailbox, newest first). */
async function otpFor(request: APIRequestContext, to: string): Promise<string> {
  let otp = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/mail.json')).json()) as Mail[];
        const mail = mails.find((item) => item.to === to && /OTP/.test(item.subject));
        otp = /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1] ?? '';
        return otp;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^\d{4}$/);
  return otp;
}

/** Step 1 with valid details; the contact number through the country picker. */
async function fillStepOne(page: Page, email: string) {
  await page.getByLabel('ID type').selectOption('SAID');
  await page.getByLabel('ID / Passport number').fill('8001015009087');
  await page.getByLabel('Title').selectOption('MS');
  await page.getByLabel('First name').fill('Naledi');
  await page.getByLabel('Last name').fill('Mokoena');
  await page.getByRole('button', { name: /country code/ }).click();
  await page.getByRole('combobox', { name: 'Search countries' }).fill('south af');
  await expect(page.getByRole('option', { name: /South Africa \+27/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: 'ZA – country code: South Africa +27' }),
  ).toBeFocused();
  await page.getByLabel('Contact number').fill('082 123 4567');
  await page.getByLabel('Driving licence code').selectOption('B');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Confirm e-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-7');
  await page.getByLabel('Re-enter password').fill('Correct-Horse-7');
  await page.getByRole('button', { name: 'Show passwords' }).click();
  await expect(page.getByLabel('Re-enter password')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide passwords' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await page.getByLabel('I have read and accept the Website Terms and Conditions').check();
}

/** Step 2: the home address chosen through the address search. */
async function chooseHomeAddress(page: Page) {
  await page.getByRole('combobox', { name: 'Search for your address' }).fill('Sandton Ci');
  await page.getByRole('option', { name: /Sandton City/ }).click();
  await expect(page.getByLabel('Address Line 1', { exact: true })).toHaveValue('83 Rivonia Road');
  await expect(page.getByLabel('Address Line 2')).toHaveValue('Sandhurst');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Johannesburg');
  await expect(page.getByLabel('Province', { exact: true })).toHaveValue('GP');
  await expect(page.getByLabel('Postal Code', { exact: true })).toHaveValue('2196');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('ZA');
}

test('a new user registers in two steps, confirms the OTP from the mailbox and goes to sign in', async ({
  page,
  request,
}) => {
  const email = newEmail('naledi');
  await page.goto('/register-account');
  await acceptCookies(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create an online profile' }),
  ).toBeVisible();
  await expectAccessible(page);

  // The first failing rule is shown, one at a time.
  await page.getByRole('button', { name: 'Register Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select ID type.');
  await expect(page.getByLabel('ID type')).toBeFocused();

  await fillStepOne(page, email);
  await page.getByRole('button', { name: 'Website Terms and Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Website Terms and Conditions' });
  await expect(terms).toBeVisible();
  await expectAccessible(page);
  await terms.getByRole('button', { name: 'Close' }).first().click();
  await expect(terms).toBeHidden();
  await page.getByRole('button', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeHidden();

  await page.getByRole('button', { name: 'Register Account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete Your Registration' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please search for your Home Address and choose it from the suggestions.',
  );
  await chooseHomeAddress(page);
  const same = page.getByLabel('Use the same address for billing');
  await expect(same).toBeChecked();
  await same.uncheck();
  const billing = page.getByRole('group', { name: 'Billing Address' });
  await expect(billing.getByLabel('Address Line 1')).toBeVisible();
  await expectAccessible(page);
  await billing.getByLabel('Address Line 1').fill('PO Box 1234');
  await billing.getByLabel('City').fill('Johannesburg');
  await billing.getByLabel('Postal Code').fill('2000');

  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm OTP' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
  await expectAccessible(page);

  const otp = await otpFor(request, email);
  const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
  await page.getByLabel('OTP').fill(wrong);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid OTP. Please try again.');

  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(
    page.getByText('Congratulations. You successfully created your online profile.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The profile is active: signing in on the login page opens it with the registered details.
  const login = page.getByRole('main');
  await login.getByLabel('Email address').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('Correct-Horse-7');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Naledi');
  const details = page.getByRole('form', { name: 'My Profile' });
  await expect(details.getByLabel('Last name')).toHaveValue('Mokoena');
  await expect(details.getByLabel('Email address')).toHaveValue(email);
  await expect(details.getByLabel('ID / Passport number')).toHaveValue('8001015009087');
});

test('@mobile both registration steps work at 360 px without sideways scrolling', async ({
  page,
}) => {
  const email = newEmail('sipho');
  await page.goto('/register-account');
  await acceptCookies(page);
  await fillStepOne(page, email);
  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSidewaysScroll()).toBe(true);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Register Account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete Your Registration' }),
  ).toBeVisible();
  await chooseHomeAddress(page);
  await page.getByLabel('Use the same address for billing').uncheck();
  expect(await noSidewaysScroll()).toBe(true);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm OTP' })).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);
});
