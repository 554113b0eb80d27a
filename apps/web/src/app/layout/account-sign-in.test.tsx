import { SIGN_IN_MESSAGES, type SessionUser } from '@bluu/contracts/accounts';
import { codedApiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import { MESSAGES } from '@bluu/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageRoute, wpPage } from '@test/content-fixtures.ts';
import { fakeApi, ok, type FakeAnswer } from '@test/fake-api.ts';
import { BRANCHES, NOW, RATES_ANSWER } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

const ACME = {
  accountName: 'Acme Mining (Pty) Ltd',
  accountNo: 'C10001',
  accountType: 'C',
  accountEmail: '',
} as const;

const SIGNED_IN = {
  errors: SUCCESS,
  accounts: { accounts: [ACME] },
};

const SESSION_USER: SessionUser = {
  accountName: 'Acme Mining (Pty) Ltd',
  accountNo: 'C10001',
  accountType: 'C',
  accountFirstname: '',
  accountLastname: '',
  accountUser: 'C10001',
  accountEmail: '',
};

const SESSION_KEY = 'bluu.sessionUser';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

async function openSignIn() {
  const app = renderApp('/');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  const signIn = within(nav).getByRole('button', { name: 'Sign In' });
  await app.user.click(signIn);
  expect(within(nav).getByRole('button', { name: 'Individual' })).toBeInTheDocument();
  await app.user.click(within(nav).getByRole('button', { name: 'Corporate / Tour Operator' }));
  const dialog = await screen.findByRole('dialog', { name: 'Corporate / Tour Operator Sign In' });
  return { ...app, dialog, signIn };
}

describe('the corporate / tour operator sign-in dialog', () => {
  it('asks for each missing field in turn with the spec messages', async () => {
    const requests = fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { user, dialog } = await openSignIn();
    const submit = within(dialog).getByRole('button', { name: 'Sign In' });
    const accountNo = within(dialog).getByRole('textbox', { name: 'Account number' });
    const pin = within(dialog).getByLabelText('Pin');
    expect(within(dialog).getByRole('radio', { name: 'Corporate' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Tour Operator' })).not.toBeChecked();
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('maxLength', '6');
    expect(pin).toHaveAttribute('inputMode', 'numeric');

    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SIGN_IN_MESSAGES.accountNumber);
    expect(accountNo).toHaveFocus();
    expect(accountNo).toHaveAttribute('aria-invalid', 'true');

    await user.type(accountNo, 'C10001');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(submit);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SIGN_IN_MESSAGES.pin);
    expect(pin).toHaveFocus();

    await user.type(pin, '123456789');
    expect(pin).toHaveValue('123456');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Customer group' }));
    expect(within(dialog).queryByRole('radio', { name: 'Corporate' })).toBeNull();
    const groupCode = within(dialog).getByRole('textbox', { name: 'Customer group code' });
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SIGN_IN_MESSAGES.groupCode);
    expect(groupCode).toHaveFocus();
    await user.type(groupCode, 'GRP100');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SIGN_IN_MESSAGES.groupPin);
    expect(within(dialog).getByLabelText('Customer group pin')).toHaveFocus();
    expect(within(dialog).getByLabelText('Customer group pin')).toHaveAttribute('maxLength', '6');

    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's first message when the details are refused", async () => {
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/Customer/accounts': () => ({
        status: 401,
        body: {
          errors: {
            error: [
              { errorMessage: SIGN_IN_MESSAGES.wrongCredentials, code: 'INVALID_CREDENTIALS' },
              { errorMessage: 'second', code: 'INVALID_CREDENTIALS' },
            ],
          },
        },
      }),
    });
    const { user, dialog } = await openSignIn();

    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), 'C10001');
    await user.type(within(dialog).getByLabelText('Pin'), '0000');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SIGN_IN_MESSAGES.wrongCredentials,
    );
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    // The focus stays on Sign In, inside the dialog, where Escape still closes it.
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows "Invalid login details" when the server cannot be reached', async () => {
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/Customer/accounts': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user, dialog } = await openSignIn();

    await user.click(within(dialog).getByRole('radio', { name: 'Tour Operator' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), 'T20001');
    await user.type(within(dialog).getByLabelText('Pin'), '2468');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Invalid login details$/);
  });

  it('signs in, keeps the session user, and opens Book a Vehicle under the account name', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/Customer/accounts': () => new Promise((resolve) => (answer = resolve)),
      'POST /api/Booking/availability': () => ok(RATES_ANSWER),
    });
    const { user, dialog, router } = await openSignIn();

    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), ' c10001 ');
    await user.type(within(dialog).getByLabelText('Pin'), '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await within(dialog).findByRole('button', { name: 'Signing in…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(requests.find((request) => request.url === '/api/Customer/accounts')?.body).toEqual({
      accountType: 'C',
      accountNo: 'c10001',
      pin: '4821',
    });

    answer(ok(SIGNED_IN));

    expect(
      await screen.findByRole('heading', { name: 'Acme Mining (Pty) Ltd', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/get-quote/');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(SESSION_USER);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Acme Mining (Pty) Ltd' })).toHaveAttribute(
      'href',
      '/get-quote/',
    );
    expect(within(nav).queryByRole('button', { name: 'Sign In' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(
        requests.find((request) => request.url === '/api/Booking/availability')?.body,
      ).toMatchObject({ accountType: 'C', accountNo: 'C10001' }),
    );
  });

  it('signs a customer group in with its code and pin', async () => {
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/Customer/accounts': () => ok(SIGNED_IN),
    });
    const { user, dialog } = await openSignIn();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Customer group' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Customer group code' }), 'GRP100');
    await user.type(within(dialog).getByLabelText('Customer group pin'), '5555');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { name: 'Acme Mining (Pty) Ltd', level: 1 }),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/Customer/accounts')?.body).toEqual({
      accountType: 'C',
      customerGroupCode: 'GRP100',
      customerGroupPin: '5555',
    });
  });

  it('closes with Escape and returns focus to Sign In', async () => {
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { user, dialog, signIn } = await openSignIn();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('checkbox', { name: 'Customer group' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signIn).toHaveFocus();
  });
});

describe('the signed-in header', () => {
  it('logs out: ends the session, forgets the user and returns home', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(SESSION_USER));
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/web/user/logout': () => ok({ errors: SUCCESS }),
    });
    const { user, router } = renderApp('/get-quote/');
    expect(
      await screen.findByRole('heading', { name: 'Acme Mining (Pty) Ltd', level: 1 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    expect(await within(nav).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Acme Mining (Pty) Ltd' })).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests.some((request) => request.url === '/api/web/user/logout')).toBe(true);
  });

  it('logs out on a shared computer: the last reservation and the booking draft are forgotten too', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(SESSION_USER));
    sessionStorage.setItem(
      'bluu.reservation',
      JSON.stringify({ reservationNumber: 'R7KQ2M9XTA', reservationEmail: 'thandi@example.co.za' }),
    );
    sessionStorage.setItem('bluu.bookingDraft', JSON.stringify({ booking: 'x', step: 1 }));
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/web/user/logout': () => ok({ errors: SUCCESS }),
    });
    const { user, router } = renderApp('/manage-booking/');
    const form = await screen.findByRole('form', { name: 'Find your booking' });
    expect(within(form).getByLabelText('Quote/Reservation number')).toHaveValue('R7KQ2M9XTA');
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.length).toBe(0);
    await user.click(await screen.findByRole('tab', { name: 'Manage Booking' }));
    const panel = screen.getByRole('tabpanel', { name: 'Manage Booking' });
    expect(within(panel).getByLabelText('Quote/Reservation number')).toHaveValue('');
    expect(within(panel).getByLabelText('Email address')).toHaveValue('');
  });

  it('forgets the account and the booking draft when Logout happens in another tab', async () => {
    // This tab was opened from another (a copy of its session storage); Logout there ended the
    // session cookie both share.
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(SESSION_USER));
    sessionStorage.setItem('bluu.bookingDraft', JSON.stringify({ booking: 'x', step: 1 }));
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    const { router } = renderApp('/manage-booking/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Acme Mining (Pty) Ltd' })).toBeInTheDocument();

    const otherTab = new BroadcastChannel('bluu.sign-out');
    otherTab.postMessage({ from: 'another-tab' });
    otherTab.close();

    expect(await within(nav).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('forgets the account when the server says its session has ended, so Sign In is offered', async () => {
    // The tab still shows Acme; its server session ended (Logout in another tab, or expiry).
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(SESSION_USER));
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/Booking/availability': () => ({
        status: 403,
        body: {
          errors: codedApiErrors('ACCOUNT_SIGN_IN_REQUIRED', MESSAGES.accountSignInRequired),
        },
      }),
    });
    const { user } = renderApp('/get-quote/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Acme Mining (Pty) Ltd' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Search' }));

    expect(await screen.findByText(MESSAGES.accountSignInRequired)).toBeInTheDocument();
    expect(await within(nav).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Acme Mining (Pty) Ltd' })).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('links an account with an e-mail to its profile', async () => {
    sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ ...SESSION_USER, accountType: 'I', accountEmail: 'thandi@example.co.za' }),
    );
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    renderApp('/');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Acme Mining (Pty) Ltd' })).toHaveAttribute(
      'href',
      '/profile/',
    );
  });

  it('ignores a stored session user it does not recognise', async () => {
    sessionStorage.setItem(SESSION_KEY, '{"accountName": 3}');
    fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
    renderApp('/');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('MAKE RESERVATION on the account pages', () => {
  const SPRINGBOK = {
    accountName: 'Springbok Safaris',
    accountNo: 'T20001',
    accountType: 'T',
    accountEmail: 'bookings@springboksafaris.co.za',
  } as const;

  it.each([
    ['/rentals/corporate-customers/', 'Corporate', 'Tour Operator'],
    ['/rentals/tour-operators/', 'Tour Operator', 'Corporate'],
  ])('on %s opens the account sign-in on %s', async (path, chosen, other) => {
    const slug = path.split('/').at(-2)!;
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      ...pageRoute(wpPage(slug, 'Accounts', '<p>Book on your account.</p>')),
    });
    const { user } = renderApp(path);

    await user.click(await screen.findByRole('button', { name: 'MAKE RESERVATION' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Corporate / Tour Operator Sign In',
    });
    expect(within(dialog).getByRole('radio', { name: chosen })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: other })).not.toBeChecked();
  });

  it('signs a tour operator in from the tour-operators page to Book a Vehicle under its name', async () => {
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      ...pageRoute(wpPage('tour-operators', 'Tour Operators', '<p>Book your tours.</p>')),
      'POST /api/Customer/accounts': () =>
        ok({ errors: SUCCESS, accounts: { accounts: [SPRINGBOK] } }),
    });
    const { user, router } = renderApp('/rentals/tour-operators/');

    await user.click(await screen.findByRole('button', { name: 'MAKE RESERVATION' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Corporate / Tour Operator Sign In',
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), 'T20001');
    await user.type(within(dialog).getByLabelText('Pin'), '2468');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { name: 'Springbok Safaris', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/get-quote/');
    expect(requests.find((request) => request.url === '/api/Customer/accounts')?.body).toEqual({
      accountType: 'T',
      accountNo: 'T20001',
      pin: '2468',
    });
  });
});
