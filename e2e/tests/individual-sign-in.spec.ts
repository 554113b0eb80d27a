import { USER_MESSAGES } from '@bluu/contracts/users';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { acceptCookies, daysFromToday, expectAccessible, searchCars } from './support/helpers.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const PASSWORD = 'Winelands-2026';
const LINK_PATHS = {
  activation: /\/login\/[0-9a-f-]{36}\/[\w-]+/,
  reset: /\/password-reset\/[0-9a-f-]{36}\/[\w-]+/,
} as const;

function newEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.za`;
}

/** Waits for the newest mail to `to` carrying a link of `kind`; answers the link's path. */
async function linkFromMail(
  request: APIRequestContext,
  to: string,
  kind: keyof typeof LINK_PATHS,
): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/mail.json')).json()) as Mail[];
        const mail = mails.find(
          (candidate) => candidate.to === to && LINK_PATHS[kind].test(candidate.text),
        );
        path = mail?.text.match(LINK_PATHS[kind])?.[0] ?? '';
        return path;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  return path;
}

/** A pending profile made through the REGISTER dialog's own call. */
async function registerByApi(request: APIRequestContext, email: string) {
  const response = await request.post('/api/web/user/register-external-user', {
    data: {
      registerDetails: {
        registerIDType: 'PASS',
        registerID: 'A1234567',
        registerFirstname: 'Lerato',
        registerLastname: 'Mokoena',
        registerEmail: email,
        registerPassword: PASSWORD,
        registerRePassword: PASSWORD,
        registerMarketing: false,
        consent: true,
      },
    },
  });
  expect(response.status()).toBe(200);
}

/** An active profile: registered, then activated with the link from its e-mail. */
async function activeProfile(request: APIRequestContext, email: string) {
  await registerByApi(request, email);
  const [, validHash, validCode] = (await linkFromMail(request, email, 'activation'))
    .split('/')
    .slice(1);
  const response = await request.post('/api/web/user/activate-external-user-account', {
    data: { params: { validHash, validCode } },
  });
  expect(((await response.json()) as { valid: string }).valid).toBe(email);
}

function nav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

async function openIndividualSignIn(page: Page): Promise<Locator> {
  await nav(page).getByRole('button', { name: 'Sign In' }).click();
  await nav(page).getByRole('button', { name: 'Individual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByLabel('Email address')).toBeFocused();
  return dialog;
}

async function signIn(form: Locator, email: string, password: string) {
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
});

test('the REGISTER dialog, the activation link, signing in and out', async ({ page, request }) => {
  const email = newEmail('thandi');
  await nav(page).getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(USER_MESSAGES.idType);
  await expect(dialog.getByLabel('ID type')).toBeFocused();
  await expectAccessible(page);

  await dialog.getByLabel('ID type').selectOption({ label: 'SA ID' });
  await dialog.getByLabel('ID / Passport number').fill('80010150090');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(USER_MESSAGES.saId);
  await dialog.getByLabel('ID / Passport number').fill('8001015009087');
  await dialog.getByLabel('First name').fill('Thandi');
  await dialog.getByLabel('Last name').fill('Nkosi');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Re-enter password').fill(`${PASSWORD}x`);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(USER_MESSAGES.passwordsDoNotMatch);
  await dialog.getByLabel('Re-enter password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(USER_MESSAGES.registerConsent);
  await dialog
    .getByRole('checkbox', { name: 'I have read and accept the Website Terms and Conditions' })
    .check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('status')).toContainText(`activation link to ${email}`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const link = await linkFromMail(request, email, 'activation');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(USER_MESSAGES.activated);
  await expectAccessible(page);

  const form = page.getByRole('main');
  await signIn(form, email, 'not-the-password');
  await expect(form.getByRole('alert')).toHaveText(USER_MESSAGES.wrongLogin);
  await expectAccessible(page);
  await signIn(form, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile\/$/);
  const name = nav(page).getByRole('link', { name: 'T Nkosi' });
  await expect(name).toHaveAttribute('href', '/profile/');
  await expect(nav(page).getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    USER_MESSAGES.activationExpired,
  );
  await expectAccessible(page);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile$/);

  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'T Nkosi' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
});

test('the USER dialog: not activated, Resend Activation Email, forgot password and back', async ({
  page,
  request,
}) => {
  const email = newEmail('lerato');
  await registerByApi(request, email);

  const dialog = await openIndividualSignIn(page);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(USER_MESSAGES.loginEmail);
  await dialog.getByLabel('Email address').fill('lerato@');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(USER_MESSAGES.email);
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(USER_MESSAGES.loginPassword);
  await expectAccessible(page);

  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(USER_MESSAGES.notActivated);
  await dialog.getByRole('button', { name: 'Resend Activation Email' }).click();
  await expect(dialog.getByRole('status')).toHaveText(USER_MESSAGES.activationSent(email));
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(forgot.getByLabel('Email address')).toBeFocused();
  await expectAccessible(page);
  await forgot.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeFocused();
});

test('forgot password: the e-mailed link sets a new password, once', async ({ page, request }) => {
  const email = newEmail('sipho');
  await activeProfile(request, email);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(forgot.getByRole('alert')).toHaveText(USER_MESSAGES.loginEmail);
  await forgot.getByLabel('Email address').fill(email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(forgot.getByRole('status')).toContainText(`sent to ${email}`);
  await expectAccessible(page);
  await forgot.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(forgot).toBeHidden();

  const link = await linkFromMail(request, email, 'reset');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible();
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByRole('button', { name: 'Submit' }).click();
  await expect(reset.getByRole('alert')).toHaveText(USER_MESSAGES.newPassword);
  await reset.getByLabel('New password', { exact: true }).fill('Karoo-sunset-7');
  await reset.getByRole('button', { name: 'Submit' }).click();
  await expect(reset.getByRole('alert')).toHaveText(USER_MESSAGES.newPasswordConfirmation);
  await reset.getByLabel('New password confirmation').fill('Karoo-sunset-8');
  await reset.getByRole('button', { name: 'Submit' }).click();
  await expect(reset.getByRole('alert')).toHaveText(USER_MESSAGES.passwordsDoNotMatch);
  await expectAccessible(page);
  await reset.getByLabel('New password confirmation').fill('Karoo-sunset-7');
  await reset.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    USER_MESSAGES.passwordChanged,
  );
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('main');
  await signIn(form, email, PASSWORD);
  await expect(form.getByRole('alert')).toHaveText(USER_MESSAGES.wrongLogin);
  await signIn(form, email, 'Karoo-sunset-7');
  await expect(page).toHaveURL(/\/profile\/$/);

  await page.goto(link);
  const again = page.getByRole('form', { name: 'Choose a new password' });
  await again.getByLabel('New password', { exact: true }).fill('Another-pass-9');
  await again.getByLabel('New password confirmation').fill('Another-pass-9');
  await again.getByRole('button', { name: 'Submit' }).click();
  await expect(again.getByRole('alert')).toHaveText(USER_MESSAGES.resetLinkExpired);
});

test("a signed-in individual's booking starts from the profile", async ({ page, request }) => {
  const email = newEmail('lerato');
  await activeProfile(request, email);
  await page.goto('/login');
  await signIn(page.getByRole('main'), email, PASSWORD);
  await expect(page).toHaveURL(/\/profile\/$/);

  await page.goto('/');
  await searchCars(page, { pickUpDate: daysFromToday(9), dropOffDate: daysFromToday(12) });
  await page
    .getByRole('article', { name: /Group A1/ })
    .getByRole('link', { name: 'Choose' })
    .click();
  const panel = page.getByRole('complementary', { name: 'Your quote' });
  await expect(panel.getByRole('button', { name: 'Book' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Book' }).click();

  const form = page.getByRole('form', { name: 'Customer Details' });
  await expect(form.getByLabel('First name(s)')).toHaveValue('Lerato');
  await expect(form.getByLabel('Last name')).toHaveValue('Mokoena');
  await expect(form.getByLabel('ID type')).toHaveValue('PASS');
  await expect(form.getByLabel('ID/Passport number')).toHaveValue('A1234567');
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  await expectAccessible(page);
});

test('the sign-in dialogs and pages fit a phone @mobile', async ({ page }) => {
  // A mobile browser widens its layout viewport to fit wider content, so compare with 360 px.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth > 360);

  await page.getByRole('button', { name: 'Menu' }).click();
  await nav(page).getByRole('button', { name: 'Sign In' }).click();
  await nav(page).getByRole('button', { name: 'Individual' }).click();
  const signInDialog = page.getByRole('dialog', { name: 'Sign In' });
  await signInDialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(signInDialog.getByRole('alert')).toHaveText(USER_MESSAGES.loginEmail);
  await expect.poll(overflow).toBe(false);
  await expectAccessible(page);
  await signInDialog.getByRole('button', { name: 'Register' }).click();

  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByRole('alert')).toHaveText(USER_MESSAGES.idType);
  await expect.poll(overflow).toBe(false);
  await expectAccessible(page);
  await register.getByRole('button', { name: 'Close' }).click();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
  await expect.poll(overflow).toBe(false);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect.poll(overflow).toBe(false);
  await expectAccessible(page);

  await page.goto('/password-reset/00000000-0000-4000-8000-000000000000/made-up');
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password', { exact: true }).fill('Karoo-sunset-7');
  await reset.getByLabel('New password confirmation').fill('Karoo-sunset-7');
  await reset.getByRole('button', { name: 'Submit' }).click();
  await expect(reset.getByRole('alert')).toHaveText(USER_MESSAGES.resetLinkExpired);
  await expect.poll(overflow).toBe(false);
  await expectAccessible(page);
});
