import { SUCCESS } from '@bluu/contracts/api-errors';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type FakeAnswer } from '@test/fake-api.ts';
import { NOW } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';
import {
  EMAIL,
  fakeManageApi,
  manageUrl,
  RESERVATION,
  refused,
  rememberReference,
  reservationAnswer,
  status,
  statusUrl,
  TRANSFER_QUOTE,
  transferAvailability,
  transferQuote,
  transferQuoteAnswer,
} from '@/features/manage-booking/test/manage-fixtures.ts';

const ACCOUNT_REQUIRED = MANAGE_MESSAGES.accountRequired('C10001');
const SIGN_IN = 'Corporate / Tour Operator Sign In';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Manage Booking's API, refusing the reference until Acme has signed in. */
function fakeAccountReferenceApi(others: Record<string, () => FakeAnswer> = {}) {
  let signedIn = false;
  const manage = (): FakeAnswer =>
    signedIn ? ok(reservationAnswer()) : refused(403, 'ACCOUNT_SIGN_IN_REQUIRED', ACCOUNT_REQUIRED);
  return fakeManageApi({
    [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
    [manageUrl(RESERVATION)]: manage,
    ...others,
    'POST /api/Customer/accounts': () => {
      signedIn = true;
      return ok({
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
      });
    },
  });
}

async function signInAsAcme(user: ReturnType<typeof renderApp>['user']) {
  const dialog = await screen.findByRole('dialog', { name: SIGN_IN });
  await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), 'C10001');
  await user.type(within(dialog).getByLabelText('Pin'), '4821');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
}

describe('the refusal of an account reservation to a visitor not signed into it', () => {
  it('offers the account sign-in beside the message, then looks the reference up again', async () => {
    fakeAccountReferenceApi();
    const { user, router } = renderApp('/manage-booking/');
    const form = await screen.findByRole('form', { name: 'Find your booking' });
    await user.type(within(form).getByLabelText('Quote/Reservation number'), RESERVATION);
    await user.type(within(form).getByLabelText('Email address'), EMAIL);
    await user.click(within(form).getByRole('button', { name: 'Find Booking' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ACCOUNT_REQUIRED);

    await user.click(within(form).getByRole('button', { name: SIGN_IN }));
    await signInAsAcme(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: `Reservation ${RESERVATION}` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage-booking/status');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers it on the status page of a remembered reference too', async () => {
    fakeAccountReferenceApi();
    rememberReference(RESERVATION);
    const { user } = renderApp('/manage-booking/status');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_REQUIRED);

    await user.click(screen.getByRole('button', { name: SIGN_IN }));
    await signInAsAcme(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: `Reservation ${RESERVATION}` }),
    ).toBeInTheDocument();
  });

  it('offers no sign-in beside any other refusal', async () => {
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () => refused(404, 'NOT_FOUND', MANAGE_MESSAGES.notFound),
    });
    rememberReference(RESERVATION);
    renderApp('/manage-booking/status');
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.notFound);
    await waitFor(() => expect(screen.queryByRole('button', { name: SIGN_IN })).toBeNull());
  });
});

describe("Confirm My Quote of an account's saved Door2Door quote, by a visitor", () => {
  it('offers the account sign-in rather than a price that would not be charged, then confirms it', async () => {
    const acmeQuote = transferQuote({ requestedAccountType: 'C' });
    acmeQuote.request = { ...acmeQuote.request, accountType: 'C', accountNo: 'C10001' };
    const requests = fakeAccountReferenceApi({
      [statusUrl(TRANSFER_QUOTE)]: () => status('QUOTE'),
      [manageUrl(TRANSFER_QUOTE)]: () => ok({ ...transferQuoteAnswer(), transferQuote: acmeQuote }),
      'POST /api/Booking/d2d/availability': () => ok(transferAvailability()),
    });
    rememberReference(TRANSFER_QUOTE);
    const { user, router } = renderApp('/manage-booking/status');
    await user.click(await screen.findByRole('button', { name: 'Confirm My Quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_REQUIRED);
    // Nothing was checked or priced for the visitor.
    expect(requests.some((request) => request.url.startsWith('/api/Booking/d2d'))).toBe(false);

    await user.click(screen.getByRole('button', { name: SIGN_IN }));
    await signInAsAcme(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation-details'));
    expect(router.state.location.state).toMatchObject({
      quoteNumber: TRANSFER_QUOTE,
      quote: { totalCharge: 700 },
    });
  });
});
