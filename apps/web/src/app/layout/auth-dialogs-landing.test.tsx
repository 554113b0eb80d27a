import { SUCCESS } from '@bluu/contracts/api-errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@test/fake-api.ts';
import { BRANCHES, NOW } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

/** The code of /get-quote/ arrives only when the test lets it (a slow network). */
const getQuoteCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});

vi.mock('@/app/routes/get-quote.tsx', async (importOriginal) => {
  await getQuoteCode.arrived;
  return importOriginal();
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('landing after the corporate / tour operator sign-in', () => {
  it('keeps the dialog open over the old page, its button pending, until /get-quote/ has loaded', async () => {
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/Customer/accounts': () =>
        ok({
          errors: SUCCESS,
          accounts: {
            accounts: [
              {
                accountName: 'Acme Mining (Pty) Ltd',
                accountNo: 'C10001',
                accountType: 'C',
                accountEmail: '',
              },
            ],
          },
        }),
    });
    const { user, router } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Sign In' }));
    await user.click(within(nav).getByRole('button', { name: 'Corporate / Tour Operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Corporate / Tour Operator Sign In' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), 'C10001');
    await user.type(within(dialog).getByLabelText('Pin'), '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await within(nav).findByText('Acme Mining (Pty) Ltd')).toBeInTheDocument();
    // Whatever React has left to do for the sign-in is done; only the page's code is awaited.
    await act(async () => {});
    expect(screen.getByRole('dialog', { name: 'Corporate / Tour Operator Sign In' })).toBe(dialog);
    const pending = within(dialog).getByRole('button', { name: 'Signing in…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/');

    getQuoteCode.arrive();
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-quote/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
