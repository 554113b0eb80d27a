import { SUCCESS } from '@bluu/contracts/api-errors';
import type { QuoteRequest, QuoteSaveRequest } from '@bluu/contracts/quote';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@test/fake-api.ts';
import {
  bookedAnswer,
  BRANCHES,
  CHARGE,
  NOW,
  PAYLOAD,
  PRODUCTS,
  quoteFor,
  RATES_ANSWER,
} from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the extras on the vehicle-choice screen', () => {
  it('asks for the extras of a one-way trip with its drop-off branch', async () => {
    const oneWay = { ...PAYLOAD, pickUpBranch: 'JS', dropOffBranch: 'CT' };
    const requests = fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/Booking/availability': () => ok(RATES_ANSWER),
      'GET /api/Product/additional/I/JS/A1?dropOffBranch=CT': () => ok(PRODUCTS),
      'POST /api/Quote': (body) => ok(quoteFor(body as QuoteRequest)),
    });
    renderApp({
      pathname: '/get-quote/',
      state: {
        payload: oneWay,
        rate: { rateCode: 'STD', rateDesc: 'Standard Rate' },
        otherRates: [],
        charge: CHARGE,
      },
    });

    expect(await screen.findByRole('checkbox', { name: /GPS navigator/ })).toBeInTheDocument();
    expect(
      requests.filter((request) => request.url.startsWith('/api/Product/')).map((r) => r.url),
    ).toEqual(['/api/Product/additional/I/JS/A1?dropOffBranch=CT']);
  });
});

describe('Back from the confirmation of a booked vehicle', () => {
  const SELECTION = {
    payload: PAYLOAD,
    rate: { rateCode: 'STD', rateDesc: 'Standard Rate' },
    otherRates: [],
    charge: CHARGE,
  };

  function fakeBookingApi() {
    return fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/Booking/availability': () => ok(RATES_ANSWER),
      'GET /api/Product/additional/I/JS/A1': () => ok(PRODUCTS),
      'POST /api/Quote': (body) => ok(quoteFor(body as QuoteRequest)),
      'POST /api/Quote/save': (body) =>
        ok({
          ...quoteFor(body as QuoteSaveRequest),
          quoteNumber: 'Q1234567',
          expiresAt: '2026-11-22 23:59',
        }),
      'POST /api/Booking': () => ok(bookedAnswer({ reservationNumber: 'R7654321' })),
      'POST /api/web/booking/send-external-email': () => ok({ errors: SUCCESS }),
    });
  }

  /** The vehicle choice of one history entry (`key`), as Back or a reload show it again. */
  function renderChoice(key: string) {
    return renderApp({ pathname: '/get-quote/', state: SELECTION, key });
  }

  const book = () =>
    within(screen.getByRole('complementary', { name: 'Your quote' })).getByRole('button', {
      name: 'Book',
    });

  async function bookTheVehicle(user: UserEvent) {
    await waitFor(() => expect(book()).toBeEnabled());
    await user.click(book());
    await screen.findByRole('heading', { name: 'Customer Details', level: 2 });
    await user.selectOptions(screen.getByLabelText('Title'), 'MS');
    await user.type(screen.getByLabelText('First name(s)'), 'Thandi');
    await user.type(screen.getByLabelText('Last name'), 'Nkosi');
    await user.selectOptions(screen.getByLabelText('ID type'), 'SAID');
    await user.type(screen.getByLabelText('ID/Passport number'), '8001015009087');
    await user.type(screen.getByLabelText('Contact number'), '0821234567');
    await user.type(screen.getByLabelText('Email address'), 'thandi@example.co.za');
    await user.selectOptions(screen.getByLabelText('Driving licence code'), 'B');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I have read and accept the Terms & Conditions of Rental.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Payment Details', level: 2 });
    await user.selectOptions(screen.getByLabelText('Method of payment'), 'VS');
    await user.type(screen.getByLabelText('Card number'), '4111111111111111');
    await user.type(screen.getByLabelText(/Card expiry date/), '202812');
    await user.type(screen.getByLabelText('Billing address line 1'), '1 Main Road');
    await user.type(screen.getByLabelText('Billing address line 2'), 'Sandton');
    await user.type(screen.getByLabelText('Postal code'), '2196');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Booking Confirmation', level: 1 });
  }

  it('shows the reservation made and a new search, not Book again; a new search books afresh', async () => {
    const requests = fakeBookingApi();
    const { user } = renderChoice('vehicle-choice');
    await bookTheVehicle(user);
    cleanup();

    renderChoice('vehicle-choice');
    expect(await screen.findByText('This vehicle is booked: reservation R7654321.')).toHaveRole(
      'status',
    );
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute(
      'href',
      '/get-quote/',
    );
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/Booking')).toHaveLength(1);
    cleanup();

    // The same trip searched again is another history entry: a journey of its own.
    renderChoice('new-search');
    await waitFor(() => expect(book()).toBeEnabled());
  });
});
