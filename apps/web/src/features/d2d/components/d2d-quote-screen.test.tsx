import { SUCCESS } from '@bluu/contracts/api-errors';
import type { D2dQuoteRequest } from '@bluu/contracts/d2d';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type RecordedRequest } from '@test/fake-api.ts';
import { bookedAnswer, BRANCHES, NOW } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';
import { quoteOf, STATE, TRIP } from '@/features/d2d/test/transfer-fixtures.ts';

function fakeTransferApi(): RecordedRequest[] {
  return fakeApi({
    'GET /api/Branch': () => ok(BRANCHES),
    'POST /api/Quote/d2d': (body) => ok(quoteOf(body as D2dQuoteRequest)),
    'POST /api/Booking/d2d': () =>
      ok({ ...bookedAnswer({ reservationNumber: 'R5550001' }), trip: TRIP, fee: 0 }),
    'POST /api/web/booking/send-external-email': () => ok({ errors: SUCCESS }),
  });
}

/** The vehicle choice of one history entry (`key`), as Select Vehicle, Back or a reload show it. */
function renderChoice(key: string) {
  return renderApp({ pathname: '/get-quote/', state: STATE, key });
}

/** Chooses the people carrier, books it and reaches the booking confirmation. */
async function bookTheVehicle(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Select' }));
  const book = screen.getByRole('button', { name: 'Book' });
  await waitFor(() => expect(book).toBeEnabled());
  await user.click(book);
  await screen.findByRole('heading', { name: 'Customer Details', level: 2 });
  await user.selectOptions(screen.getByLabelText('Title'), 'MS');
  await user.type(screen.getByLabelText('First name(s)'), 'Thandi');
  await user.type(screen.getByLabelText('Last name'), 'Nkosi');
  await user.type(screen.getByLabelText('Contact number'), '0821234567');
  await user.type(screen.getByLabelText('Email address'), 'thandi@example.co.za');
  await user.click(
    screen.getByRole('checkbox', {
      name: 'I have read and accept the Terms & Conditions of Rental.',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Payment Details', level: 2 });
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  await screen.findByRole('heading', { name: 'Booking Confirmation', level: 1 });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Back from the confirmation of a booked transfer', () => {
  it('shows the reservation made and a new search, not Book again; a new search books afresh', async () => {
    const requests = fakeTransferApi();
    const { user } = renderChoice('transfer-choice');
    await bookTheVehicle(user);
    cleanup();

    // Back: the same history entry, with the vehicle it was booked with.
    renderChoice('transfer-choice');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This transfer is booked: reservation R5550001.',
    );
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute(
      'href',
      '/get-quote/',
    );
    expect(screen.queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/Booking/d2d')).toHaveLength(1);
    cleanup();

    // The same trip asked again from the form is another history entry: a journey of its own.
    renderChoice('new-search');
    expect(await screen.findByRole('button', { name: 'Select' })).toBeEnabled();
    expect(screen.queryByText(/is booked/)).not.toBeInTheDocument();
  });
});
