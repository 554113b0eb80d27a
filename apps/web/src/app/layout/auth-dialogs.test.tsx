import { codedApiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import { USER_MESSAGES } from '@bluu/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, type FakeAnswer } from '@test/fake-api.ts';
import { BRANCHES } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

const SESSION_KEY = 'bluu.sessionUser';

const SIGNED_IN = {
  errors: SUCCESS,
  error: '',
  accountName: 'T Nkosi',
  accountEmail: 'thandi@example.co.za',
  accountNo: null,
  accountType: 'I',
  accountUser: 'user-1',
  accountFirstname: 'Thandi',
  accountLastname: 'Nkosi',
  sessionUserFirstname: 'Thandi',
  sessionUserLastname: 'Nkosi',
  sessionUserId: 'user-1',
  sessionUserEmail: 'thandi@example.co.za',
};

function refused(status: number, code: string, message: string): FakeAnswer {
  return { status, body: { errors: codedApiErrors(code as 'VALIDATION', message) } };
}

async function openFromMenu(item: 'Individual' | 'Register') {
  const app = renderApp('/');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  if (item === 'Individual') {
    await app.user.click(within(nav).getByRole('button', { name: 'Sign In' }));
    await app.user.click(within(nav).getByRole('button', { name: 'Individual' }));
  } else await app.user.click(within(nav).getByRole('button', { name: 'Register' }));
  const dialog = await screen.findByRole('dialog', {
    name: item === 'Individual' ? 'Sign In' : 'Register',
  });
  return { ...app, nav, dialog };
}

describe('the USER dialog', () => {
  it('asks for a valid e-mail and a password, one message at a time', async () => {
    const requests = fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { user, dialog } = await openFromMenu('Individual');
    const email = within(dialog).getByRole('textbox', { name: 'Email address' });
    const password = within(dialog).getByLabelText('Password');
    const submit = within(dialog).getByRole('button', { name: 'Sign In' });
    // The dialog moves focus in an effect after it is shown.
    await waitFor(() => expect(email).toHaveFocus());

    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(USER_MESSAGES.loginEmail);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());

    await user.type(email, 'thandi@');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe(USER_MESSAGES.email);

    await user.type(email, 'example.co.za');
    await user.click(submit);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(USER_MESSAGES.loginPassword);
    await waitFor(() => expect(password).toHaveFocus());
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('signs in with a spinner, keeps the session user and opens the profile', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/web/user/send-external-login': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, dialog, router, nav } = await openFromMenu('Individual');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email address' }),
      ' thandi@example.co.za ',
    );
    await user.type(within(dialog).getByLabelText('Password'), 'Winelands-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await within(dialog).findByRole('button', { name: 'Signing in…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      requests.find((request) => request.url === '/api/web/user/send-external-login')?.body,
    ).toEqual({
      loginDetails: { loginEmail: 'thandi@example.co.za', loginPassword: 'Winelands-2026' },
    });
    answer(ok(SIGNED_IN));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null')).toEqual({
      accountName: 'T Nkosi',
      accountNo: null,
      accountType: 'I',
      accountFirstname: 'Thandi',
      accountLastname: 'Nkosi',
      accountUser: 'user-1',
      accountEmail: 'thandi@example.co.za',
    });
    expect(within(nav).getByRole('link', { name: 'T Nkosi' })).toHaveAttribute('href', '/profile/');
  });

  it("shows the server's message; Resend Activation Email only for a profile not yet activated", async () => {
    let refusal = refused(401, 'INVALID_CREDENTIALS', USER_MESSAGES.wrongLogin);
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/web/user/send-external-login': () => refusal,
      'POST /api/web/user/resend-activation-email': () =>
        ok({ errors: SUCCESS, valid: 'thandi@example.co.za' }),
    });
    const { user, dialog } = await openFromMenu('Individual');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email address' }),
      'thandi@example.co.za',
    );
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(USER_MESSAGES.wrongLogin);
    expect(within(dialog).queryByRole('button', { name: 'Resend Activation Email' })).toBeNull();

    refusal = refused(403, 'NOT_ACTIVATED', USER_MESSAGES.notActivated);
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText(USER_MESSAGES.notActivated)).toHaveAttribute(
      'role',
      'alert',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Resend Activation Email' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      USER_MESSAGES.activationSent('thandi@example.co.za'),
    );
    expect(
      requests.find((request) => request.url === '/api/web/user/resend-activation-email')?.body,
    ).toEqual({ loginDetails: { loginEmail: 'thandi@example.co.za' } });
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('leads to FORGOT, which confirms the address and goes back to signing in', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/web/user/send-external-forgot-password': () =>
        new Promise((resolve) => (answer = resolve)),
    });
    const { user, dialog } = await openFromMenu('Individual');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot Password' });
    const email = within(forgot).getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(email).toHaveFocus());

    await user.click(within(forgot).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(forgot).getByRole('alert')).toHaveTextContent(USER_MESSAGES.loginEmail);
    await user.type(email, 'not-an-email');
    await user.click(within(forgot).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(forgot).getByRole('alert').textContent).toBe(USER_MESSAGES.email);
    await user.clear(email);
    await user.type(email, 'Thandi@Example.co.za');
    await user.click(within(forgot).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(forgot).findByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      requests.find((request) => request.url === '/api/web/user/send-external-forgot-password')
        ?.body,
    ).toEqual({ forgotDetails: { forgotEmail: 'Thandi@Example.co.za' } });
    answer(ok({ errors: SUCCESS, valid: 'thandi@example.co.za' }));

    expect(await within(forgot).findByRole('status')).toHaveTextContent(
      'Instructions to reset your password have been sent to thandi@example.co.za.',
    );
    await user.click(within(forgot).getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Forgot Password' })).toBeNull();
  });

  it("shows FORGOT's refusal from the server", async () => {
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/web/user/send-external-forgot-password': () =>
        refused(429, 'TOO_MANY_ATTEMPTS', USER_MESSAGES.tooManyAttempts),
    });
    const { user, dialog } = await openFromMenu('Individual');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await user.type(within(forgot).getByRole('textbox', { name: 'Email address' }), 'a@b.co.za');
    await user.click(within(forgot).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(forgot).findByRole('alert')).toHaveTextContent(
      USER_MESSAGES.tooManyAttempts,
    );
  });
});

describe('the REGISTER dialog', () => {
  it('checks each rule in form order, then registers and says where the link went', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/web/user/register-external-user': () =>
        new Promise((resolve) => (answer = resolve)),
    });
    const { user, dialog } = await openFromMenu('Register');
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const expectProblem = async (message: string, label: string) => {
      expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
      expect(within(dialog).getByRole('alert').textContent).toBe(message);
      const field = within(dialog).getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(field).toHaveFocus());
    };
    const idType = within(dialog).getByLabelText('ID type');
    expect([...idType.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select ID type',
      'SA ID',
      'Passport',
      'Namibian ID',
      'Botswana ID',
    ]);

    await submit();
    await expectProblem(USER_MESSAGES.idType, 'ID type');
    await user.selectOptions(idType, 'SAID');
    await submit();
    await expectProblem(USER_MESSAGES.idNumber, 'ID / Passport number');
    await user.type(within(dialog).getByLabelText('ID / Passport number'), '80010150-9087');
    await submit();
    await expectProblem(USER_MESSAGES.idNumber, 'ID / Passport number');
    await user.clear(within(dialog).getByLabelText('ID / Passport number'));
    await user.type(within(dialog).getByLabelText('ID / Passport number'), '800101500908');
    await submit();
    await expectProblem(USER_MESSAGES.saId, 'ID / Passport number');
    await user.selectOptions(idType, 'PASS');
    await submit();
    await expectProblem(USER_MESSAGES.firstName, 'First name');
    await user.type(within(dialog).getByLabelText('First name'), 'Thandi');
    await submit();
    await expectProblem(USER_MESSAGES.lastName, 'Last name');
    await user.type(within(dialog).getByLabelText('Last name'), 'Nkosi');
    await submit();
    await expectProblem(USER_MESSAGES.loginEmail, 'Email address');
    await user.type(within(dialog).getByLabelText('Email address'), 'thandi@example');
    await submit();
    await expectProblem(USER_MESSAGES.email, 'Email address');
    await user.type(within(dialog).getByLabelText('Email address'), '.co.za');
    await submit();
    await expectProblem(USER_MESSAGES.password, 'Password');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await submit();
    await expectProblem(USER_MESSAGES.passwordLength, 'Password');
    await user.type(within(dialog).getByLabelText('Password'), '-enough');
    await submit();
    await expectProblem(USER_MESSAGES.passwordsDoNotMatch, 'Re-enter password');
    await user.type(within(dialog).getByLabelText('Re-enter password'), 'short-enough');
    await submit();
    await expectProblem(
      USER_MESSAGES.registerConsent,
      'I have read and accept the Website Terms and Conditions',
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Send me news and special offers by email' }),
    );
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'I have read and accept the Website Terms and Conditions',
      }),
    );
    await submit();

    expect(await within(dialog).findByRole('button', { name: 'Registering…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      requests.find((request) => request.url === '/api/web/user/register-external-user')?.body,
    ).toEqual({
      registerDetails: {
        registerIDType: 'PASS',
        registerID: '800101500908',
        registerFirstname: 'Thandi',
        registerLastname: 'Nkosi',
        registerEmail: 'thandi@example.co.za',
        registerPassword: 'short-enough',
        registerRePassword: 'short-enough',
        registerMarketing: true,
        consent: true,
      },
      host: window.location.host,
    });
    answer(ok({ errors: SUCCESS, success: true }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'We have sent an activation link to thandi@example.co.za.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("shows the server's refusal, e.g. too many registrations of one e-mail", async () => {
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/web/user/register-external-user': () =>
        refused(429, 'TOO_MANY_ATTEMPTS', USER_MESSAGES.tooManyAttempts),
    });
    const { user, dialog } = await openFromMenu('Register');
    await user.selectOptions(within(dialog).getByLabelText('ID type'), 'SAID');
    await user.type(within(dialog).getByLabelText('ID / Passport number'), '8001015009087');
    await user.type(within(dialog).getByLabelText('First name'), 'Thandi');
    await user.type(within(dialog).getByLabelText('Last name'), 'Nkosi');
    await user.type(within(dialog).getByLabelText('Email address'), 'thandi@example.co.za');
    await user.type(within(dialog).getByLabelText('Password'), 'Winelands-2026');
    await user.type(within(dialog).getByLabelText('Re-enter password'), 'Winelands-2026');
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'I have read and accept the Website Terms and Conditions',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      USER_MESSAGES.tooManyAttempts,
    );
  });
});

describe('the header of a signed-in individual', () => {
  it('links the name to the profile and logs out, clearing session storage', async () => {
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/web/user/logout': () => ok({ errors: SUCCESS }),
    });
    sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({
        accountName: 'T Nkosi',
        accountNo: null,
        accountType: 'I',
        accountFirstname: 'Thandi',
        accountLastname: 'Nkosi',
        accountUser: 'user-1',
        accountEmail: 'thandi@example.co.za',
      }),
    );
    sessionStorage.setItem('bluu.other', '"kept until logout"');
    const app = renderApp('/manage-booking/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'T Nkosi' })).toHaveAttribute('href', '/profile/');
    expect(within(nav).queryByRole('button', { name: 'Register' })).toBeNull();

    await app.user.click(within(nav).getByRole('button', { name: 'Logout' }));

    expect(await within(nav).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(requests.some((request) => request.url === '/api/web/user/logout')).toBe(true);
  });
});
