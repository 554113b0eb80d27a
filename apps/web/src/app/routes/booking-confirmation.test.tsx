import { SUCCESS } from '@bluu/contracts/api-errors';
import { BOOKING_MESSAGES, customerDetailsSchema } from '@bluu/contracts/booking';
import type { QuoteRequest } from '@bluu/contracts/quote';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConfirmationState } from '@/lib/journey/journey-state.ts';
import { fakeApi, ok, type RecordedRequest } from '@test/fake-api.ts';
import { bookedAnswer, BRANCHES, CHARGE, PAYLOAD, quoteFor } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

const QUOTE = quoteFor({
  ...PAYLOAD,
  rateCode: 'STD',
  vehicleGroup: 'A1',
  selectedWaiver: 'SCDW',
  products: [{ productCode: 'BABY', quantity: 1 }],
  additionalDrivers: 0,
} satisfies QuoteRequest);

function confirmationState(
  reservationNumber: string,
  overrides: { warning?: string; paymentType?: string; cardLastFour?: string } = {},
): ConfirmationState {
  return {
    confirmation: bookedAnswer({
      reservationNumber,
      warning: overrides.warning,
      quote: QUOTE,
      reservation: {
        duebackBranch: 'CT',
        paymentType: overrides.paymentType ?? 'VS',
        cardLastFour: overrides.cardLastFour ?? '1111',
      },
    }),
    vehicleGroup: CHARGE,
    customerDetails: customerDetailsSchema.parse({
      title: 'MS',
      firstNames: [{ firstName: 'Thandi' }],
      surname: 'Nkosi',
      renterEmail: 'thandi@example.co.za',
    }),
  };
}

function fakeConfirmationApi(): RecordedRequest[] {
  return fakeApi({
    'GET /api/Branch': () => ok(BRANCHES),
    'POST /api/web/booking/send-external-email': () => ok({ errors: SUCCESS }),
  });
}

const emailCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === '/api/web/booking/send-external-email');

describe('the booking confirmation page', () => {
  it('shows the reservation, its costs, payment and terms, and keeps the reference', async () => {
    const requests = fakeConfirmationApi();
    renderApp({ pathname: '/booking-confirmation', state: confirmationState('R1000001') });

    expect(
      await screen.findByRole('heading', { name: 'Booking Confirmation', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Reservation number R1000001' })).toBeVisible();
    expect(screen.getByText(/Your booking is confirmed/)).toHaveTextContent('Thank you, Thandi.');
    expect(screen.getByText(/A confirmation has been e-mailed to/)).toHaveTextContent(
      'A confirmation has been e-mailed to thandi@example.co.za.',
    );
    expect(screen.queryByRole('navigation', { name: 'Booking progress' })).toBeNull();

    const rental = screen.getByRole('region', { name: 'Your rental' });
    expect(rental).toHaveTextContent('Group A1 Economy');
    expect(rental).toHaveTextContent('Suzuki Swift or similar');
    await waitFor(() => expect(rental).toHaveTextContent('Johannesburg Airport'));
    expect(rental).toHaveTextContent('Cape Town Airport');
    expect(rental).toHaveTextContent('Fri, 20 Nov 2026 at 12:45');
    expect(rental).toHaveTextContent('Sun, 22 Nov 2026 at 09:00');
    expect(rental).toHaveTextContent('Visa');
    expect(rental).toHaveTextContent('Card ending ****1111');

    const costs = within(screen.getByRole('region', { name: 'Costs' }));
    expect(costs.getByRole('row', { name: /Rental/ })).toHaveTextContent(/R\s798,00/);
    expect(costs.getByRole('row', { name: /^SCDW/ })).toHaveTextContent(/R\s600,00/);
    expect(costs.getByRole('row', { name: /Child seat/ })).toHaveTextContent(/R\s170,00/);
    expect(costs.getByRole('row', { name: /Etolls/ })).toHaveTextContent('TBA');
    expect(costs.getByRole('row', { name: /Liability/ })).toHaveTextContent(/Excess R\s3\s000,00/);
    expect(costs.getByText('Total Cost').parentElement).toHaveTextContent(/R\s1\s568,00/);

    expect(screen.getByRole('region', { name: 'Rental terms' })).toHaveTextContent(
      'Debit cards are not accepted.',
    );
    expect(screen.getByRole('link', { name: 'Manage My Booking' })).toHaveAttribute(
      'href',
      '/manage-booking/',
    );
    expect(JSON.parse(sessionStorage.getItem('bluu.reservation') ?? 'null')).toEqual({
      reservationNumber: 'R1000001',
      reservationEmail: 'thandi@example.co.za',
    });
    await waitFor(() => expect(emailCalls(requests)).toHaveLength(1));
    expect(emailCalls(requests)[0]?.body).toEqual({
      page: 'booking-confirmation',
      reservationNumber: 'R1000001',
      email: 'thandi@example.co.za',
    });
  });

  it('shows a changed price and a billback account without a card', async () => {
    fakeConfirmationApi();
    const warning = BOOKING_MESSAGES.priceChanged('R 1 500,00', 'R 1 568,00');
    renderApp({
      pathname: '/booking-confirmation',
      state: confirmationState('R1000002', { warning, paymentType: 'AC', cardLastFour: '' }),
    });

    expect(await screen.findByText(warning)).toBeVisible();
    const rental = screen.getByRole('region', { name: 'Your rental' });
    expect(rental).toHaveTextContent('Billback to the account');
    expect(rental).not.toHaveTextContent('Card ending');
  });

  it('keeps the page when the confirmation e-mail call fails', async () => {
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'POST /api/web/booking/send-external-email': () => ({
        status: 503,
        body: { errors: { error: [{ errorMessage: 'Unavailable' }] } },
      }),
    });
    renderApp({ pathname: '/booking-confirmation', state: confirmationState('R1000003') });

    expect(
      await screen.findByRole('heading', { name: 'Reservation number R1000003' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['no state', undefined],
    ['no confirmation', { customerDetails: confirmationState('R1').customerDetails }],
    ['no customer details', { confirmation: confirmationState('R1').confirmation }],
  ])('redirects to /get-quote with %s', async (_case, state) => {
    fakeConfirmationApi();
    const { router } = renderApp({ pathname: '/booking-confirmation', state });

    await waitFor(() => expect(router.state.location.pathname).toBe('/get-quote'));
    expect(sessionStorage.getItem('bluu.reservation')).toBeNull();
  });
});
