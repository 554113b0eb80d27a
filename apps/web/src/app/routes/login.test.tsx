import { codedApiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import { USER_MESSAGES } from '@bluu/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, heldAnswer, ok, type FakeAnswer } from '@test/fake-api.ts';
import { BRANCHES } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

const SESSION_KEY = 'bluu.sessionUser';
const INDIVIDUAL = {
  accountName: 'T Nkosi',
  accountNo: null,
  accountType: 'I',
  accountFirstname: 'Thandi',
  accountLastname: 'Nkosi',
  accountUser: 'user-1',
  accountEmail: 'thandi@example.co.za',
};
const ACTIVATE = 'POST /api/web/user/activate-external-user-account';

describe('the login page', () => {
  it('activates once from the e-mailed link and says so', async () => {
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      [ACTIVATE]: () => ok({ errors: SUCCESS, valid: 'thandi@example.co.za' }),
    });
    renderApp('/login/0b7c2f4e-5d7a-4c1e-9a77-3f1e6a0d9b21/secret-code');

    expect(await screen.findByText(USER_MESSAGES.activated)).toHaveAttribute('role', 'status');
    const activations = requests.filter((request) =>
      request.url.endsWith('activate-external-user-account'),
    );
    expect(activations.map((request) => request.body)).toEqual([
      { params: { validHash: '0b7c2f4e-5d7a-4c1e-9a77-3f1e6a0d9b21', validCode: 'secret-code' } },
    ]);
    expect(screen.getByRole('heading', { name: 'Sign In', level: 1 })).toBeInTheDocument();
  });

  it('says the link has expired when the server answers no address', async () => {
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      [ACTIVATE]: () => ok({ errors: SUCCESS, valid: '' }),
    });
    renderApp('/login/used/link');
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_MESSAGES.activationExpired);
  });

  it('activates even for a signed-in visitor, who is otherwise sent to the profile', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(INDIVIDUAL));
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      [ACTIVATE]: () => ok({ errors: SUCCESS, valid: '' }),
    });
    renderApp('/login/used/link');
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_MESSAGES.activationExpired);
  });

  it('sends a signed-in individual straight to /profile', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(INDIVIDUAL));
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('sends a signed-in corporate account straight on to the home page, not the e-mail form', async () => {
    sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({
        accountName: 'Acme Mining (Pty) Ltd',
        accountNo: 'C10001',
        accountType: 'C',
        accountFirstname: '',
        accountLastname: '',
        accountUser: 'C10001',
        accountEmail: '',
      }),
    );
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  });

  it('signs in and opens /profile/; a refusal shows the server message', async () => {
    let answer: FakeAnswer = {
      status: 401,
      body: { errors: codedApiErrors('INVALID_CREDENTIALS', USER_MESSAGES.wrongLogin) },
    };
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/web/user/send-external-login': () => answer,
    });
    const { user, router } = renderApp('/login');
    const main = await screen.findByRole('main');
    const email = await within(main).findByRole('textbox', { name: 'Email address' });
    await user.type(email, 'thandi@example.co.za');
    await user.type(within(main).getByLabelText('Password'), 'Winelands-2026');
    await user.click(within(main).getByRole('button', { name: 'Sign In' }));
    expect(await within(main).findByRole('alert')).toHaveTextContent(USER_MESSAGES.wrongLogin);

    answer = ok({
      errors: SUCCESS,
      error: '',
      ...INDIVIDUAL,
      sessionUserFirstname: 'Thandi',
      sessionUserLastname: 'Nkosi',
      sessionUserId: 'user-1',
      sessionUserEmail: 'thandi@example.co.za',
    });
    await user.click(within(main).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/'));
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(INDIVIDUAL);
  });

  it('keeps the focus on Resend Activation Email while it sends and after the answer', async () => {
    const resend = heldAnswer();
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/web/user/send-external-login': () => ({
        status: 403,
        body: { errors: codedApiErrors('NOT_ACTIVATED', USER_MESSAGES.notActivated) },
      }),
      'POST /api/web/user/resend-activation-email': resend.handler,
    });
    const { user } = renderApp('/login');
    const main = await screen.findByRole('main');
    await user.type(
      await within(main).findByRole('textbox', { name: 'Email address' }),
      'thandi@example.co.za',
    );
    await user.type(within(main).getByLabelText('Password'), 'Winelands-2026');
    await user.click(within(main).getByRole('button', { name: 'Sign In' }));
    const resendButton = await within(main).findByRole('button', {
      name: 'Resend Activation Email',
    });

    resendButton.focus();
    await user.keyboard('{Enter}');
    // A disabled button would drop the focus to the page (decision record 0037).
    await waitFor(() => expect(resendButton).toHaveAttribute('aria-disabled', 'true'));
    expect(resendButton).toBeEnabled();
    await user.keyboard('{Enter}');
    resend.release(ok({ errors: SUCCESS, valid: 'thandi@example.co.za' }));

    expect(await within(main).findByRole('status')).toHaveTextContent(
      USER_MESSAGES.activationSent('thandi@example.co.za'),
    );
    expect(resendButton).toHaveFocus();
    expect(resendButton).not.toHaveAttribute('aria-disabled');
    expect(
      requests.filter((request) => request.url.endsWith('resend-activation-email')),
    ).toHaveLength(1);
  });

  it('opens FORGOT, whose Back to Sign In returns to the page', async () => {
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { user } = renderApp('/login');
    const forgotButton = await screen.findByRole('button', { name: 'Forgot your password?' });
    await user.click(forgotButton);
    const forgot = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await user.click(within(forgot).getByRole('button', { name: 'Back to Sign In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(forgotButton).toHaveFocus();
  });
});
