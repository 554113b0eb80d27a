import { SUCCESS } from '@bluu/contracts/api-errors';
import { customerDetailsSchema } from '@bluu/contracts/booking';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ConfirmationState } from '@/lib/journey/journey-state.ts';
import { fakeApi, ok } from '@test/fake-api.ts';
import { BRANCHES, CHARGE, PAYLOAD, quoteFor } from '@test/fixtures.ts';
import { BookingConfirmationView } from './booking-confirmation-view.tsx';

const QUOTE = quoteFor({
  ...PAYLOAD,
  rateCode: 'STD',
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
  products: [],
  additionalDrivers: 0,
});

const STATE: ConfirmationState = {
  confirmation: {
    errors: SUCCESS,
    warning: '',
    reservationNumber: 'R1000001',
    reservation: {
      reservationNumber: 'R1000001',
      status: 'CONFIRMED',
      vehGroup: 'A1',
      vehicleGrp_Desc: CHARGE.vehicleGrp_Desc,
      pickupBranch: 'JS',
      pickupDate: '2026-11-20',
      pickupTime: '12:45',
      duebackBranch: 'JS',
      duebackDate: '2026-11-22',
      duebackTime: '09:00',
      rateCode: 'STD',
      rateDesc: 'Standard Rate',
      currency: 'ZAR',
      quoteLines: QUOTE.quoteLines,
      totalCharge: QUOTE.totalCharge,
      liability: QUOTE.liability,
      renterEmail: 'thandi@example.co.za',
      paymentType: 'VS',
      cardLastFour: '1111',
    },
  },
  vehicleGroup: CHARGE,
  customerDetails: customerDetailsSchema.parse({
    firstNames: [{ firstName: 'Thandi' }],
    surname: 'Nkosi',
    renterEmail: 'thandi@example.co.za',
  }),
};

function renderView(modified?: boolean) {
  fakeApi({
    'GET /api/Branch': () => ok(BRANCHES),
    'POST /api/web/booking/send-external-email': () => ok({ errors: SUCCESS }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BookingConfirmationView {...STATE} modified={modified} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the booking confirmation after a change', () => {
  it('says the booking has been changed, as its e-mail does', () => {
    renderView(true);
    expect(screen.getByText(/Thank you, Thandi/)).toHaveTextContent(
      'Thank you, Thandi. Your booking has been changed.',
    );
    expect(screen.queryByText(/is confirmed/)).toBeNull();
  });

  it('says a new booking is confirmed', () => {
    renderView();
    expect(screen.getByText(/Thank you, Thandi/)).toHaveTextContent(
      'Thank you, Thandi. Your booking is confirmed.',
    );
  });
});
