import { SUCCESS } from '@bluu/contracts/api-errors';
import { customerDetailsSchema } from '@bluu/contracts/booking';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ConfirmationState } from '@/lib/journey/journey-state.ts';
import { fakeApi, ok } from '@test/fake-api.ts';
import { bookedAnswer, BRANCHES, CHARGE } from '@test/fixtures.ts';
import { BookingConfirmationView } from './booking-confirmation-view.tsx';

const STATE: ConfirmationState = {
  confirmation: bookedAnswer(),
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

const ACME_BILLED = {
  accountName: 'Acme Mining (Pty) Ltd',
  accountNo: 'C10001',
  voucherNo: 'V-778',
  orderNo: 'PO-1',
};

/** A booking of Acme's billed back to the account: the reservation keeps no card. */
function billback(state: ConfirmationState): ConfirmationState {
  const { reservation } = state.confirmation;
  return {
    ...state,
    confirmation: {
      ...state.confirmation,
      reservation: { ...reservation, paymentType: 'AC', cardLastFour: '' },
    },
    billedTo: ACME_BILLED,
  };
}

const TRANSFER_STATE: ConfirmationState = {
  ...STATE,
  vehicleGroup: 'Sedan (3 passengers)',
  isD2D: true,
  transfer: {
    route: ['O.R. Tambo International Airport', 'Sandton, Johannesburg'],
    pickUpDateTime: '2026-12-02 10:00',
    passengers: 2,
    tripKms: 31,
    fee: 0,
  },
};

function renderState(state: ConfirmationState) {
  fakeApi({
    'GET /api/Branch': () => ok(BRANCHES),
    'POST /api/web/booking/send-external-email': () => ok({ errors: SUCCESS }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BookingConfirmationView {...state} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The facts from Payment on, each as [label, value with its note]. */
function paymentFacts(region: string): Array<[string | null, string | null | undefined]> {
  const facts = within(screen.getByRole('region', { name: region }))
    .getAllByRole('term')
    .map((term): [string | null, string | null | undefined] => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
  return facts.slice(facts.findIndex(([label]) => label === 'Payment'));
}

describe('the payment of a booking billed back to the account', () => {
  it('names the account billed, then the voucher and order numbers', () => {
    renderState(billback(STATE));
    expect(paymentFacts('Your rental')).toEqual([
      ['Payment', 'Billback to the account, Acme Mining (Pty) Ltd (C10001)'],
      ['Voucher number', 'V-778'],
      ['Order number', 'PO-1'],
    ]);
  });

  it('shows only the numbers given, and the account without a number by its name', () => {
    renderState({
      ...billback(STATE),
      billedTo: { ...ACME_BILLED, accountNo: '', orderNo: '' },
    });
    expect(paymentFacts('Your rental')).toEqual([
      ['Payment', 'Billback to the account, Acme Mining (Pty) Ltd'],
      ['Voucher number', 'V-778'],
    ]);
  });

  it('names them for a Door2Door transfer too', () => {
    renderState(billback(TRANSFER_STATE));
    expect(paymentFacts('Your transfer')).toEqual([
      ['Payment', 'Billback to the account, Acme Mining (Pty) Ltd (C10001)'],
      ['Voucher number', 'V-778'],
      ['Order number', 'PO-1'],
    ]);
  });

  it('leaves a card booking as it was', () => {
    renderState(STATE);
    expect(paymentFacts('Your rental')).toEqual([['Payment', 'Visa, Card ending ****1111']]);
  });

  it('leaves a transfer paid by card as it was', () => {
    renderState(TRANSFER_STATE);
    expect(paymentFacts('Your transfer')).toEqual([['Payment', 'Visa']]);
  });
});
