import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@test/fake-api.ts';
import { NOW } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';
import {
  EMAIL,
  fakeManageApi,
  manageUrl,
  refused,
  rememberReference,
  RESERVATION,
  reservationAnswer,
  status,
  statusUrl,
} from '@/features/manage-booking/test/manage-fixtures.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The cancel form of a reservation looked up as confirmed, answered by `answer`. */
async function submitCancel(answer: Parameters<typeof refused> | null) {
  fakeManageApi({
    [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
    [manageUrl(RESERVATION)]: () => ok(reservationAnswer()),
    ...(answer ? { 'POST /api/Booking/cancel': () => refused(...answer) } : {}),
  });
  rememberReference(RESERVATION);
  const app = renderApp('/manage-booking/cancel');
  const form = await screen.findByRole('form', { name: 'Cancel booking' });
  await app.user.type(within(form).getByLabelText('Email address'), EMAIL);
  await app.user.type(within(form).getByLabelText('First name'), 'Thandi');
  await app.user.type(within(form).getByLabelText('Last name'), 'Nkosi');
  await app.user.click(within(form).getByRole('button', { name: 'Cancel Booking' }));
  return app;
}

const menuItems = () =>
  [
    ...screen
      .getByRole('navigation', { name: 'Manage your booking' })
      .querySelectorAll('a, button'),
  ].map((item) => item.textContent);

describe('cancelling a reservation already cancelled in another tab', () => {
  it('says so, and Back shows the status page cancelled with no actions', async () => {
    const closed = MANAGE_MESSAGES.closed(RESERVATION, 'cancelled');
    const { user } = await submitCancel([409, 'ALREADY_CANCELLED', closed]);
    expect(await screen.findByRole('alert')).toHaveTextContent(closed);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('navigation', { name: 'Manage your booking' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(closed);
    expect(menuItems()).toEqual(['Use Different Quote Number']);
  });
});

describe('cancelling with names that are not the renter’s', () => {
  it('shows on the form that the names do not match, and keeps the form', async () => {
    const mismatch = MANAGE_MESSAGES.cancelNamesMismatch(RESERVATION);
    await submitCancel([400, 'NAMES_DO_NOT_MATCH', mismatch]);
    expect(await screen.findByRole('alert')).toHaveTextContent(mismatch);
    expect(screen.getByRole('form', { name: 'Cancel booking' })).toBeInTheDocument();
  });
});
