import type { QuoteRequest } from '@bluu/contracts/quote';
import { customerDetailsSchema, paymentOnFileSchema } from '@bluu/contracts/booking';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingOutcome } from '@/lib/booking-answer.ts';
import type { BookingState } from '@/lib/journey/journey-state.ts';
import { fakeApi, ok } from '@test/fake-api.ts';
import { BRANCHES, CHARGE, NOW, PAYLOAD, quoteFor } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';
import type { SubmitOutcome } from '@/features/booking/utils/booking-plan.ts';
import { BookingSteps } from './booking-steps.tsx';

const EMAIL = 'sipho@example.co.za';
const CHANGED_MEANWHILE = MANAGE_MESSAGES.changedMeanwhile;
const READ_ONLY_NOTE =
  'This is the address the booking is looked up with, so it cannot be changed here.';

const REQUEST: QuoteRequest = {
  ...PAYLOAD,
  rateCode: 'STD',
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
  products: [],
  additionalDrivers: 0,
};

/** The booking steps of a reservation's change: its renter, and its Visa card on file. */
const MODIFY_STATE: BookingState = {
  details: {
    ...PAYLOAD,
    rateCode: 'STD',
    accountName: '',
    modify: {
      reservationNumber: 'R2345ABCD',
      email: EMAIL,
      firstName: 'Sipho',
      lastName: 'Dube',
      contactNumber: '+27831234567',
      version: '2026-11-18T08:00:00.000Z',
      renter: customerDetailsSchema.parse({
        title: 'MR',
        firstNames: [{ firstName: 'Sipho' }],
        surname: 'Dube',
        iD_Type: 'SAID',
        renterID: '8001015009087',
        contactPhoneNo: '+27831234567',
        renterEmail: EMAIL,
        renterDrivingLicenseCode: 'B',
        consent: true,
      }),
      payment: paymentOnFileSchema.parse({
        moP_Type: 'VS',
        cardLastFour: '1111',
        invoiceAddress1: '12 Jan Smuts Avenue',
        invoiceAddress2: 'Rosebank',
        invoicePostCode: '2196',
      }),
    },
  },
  selection: { vehicleGroup: 'A1', selectedWaiver: 'CDW', products: [], additionalDrivers: 0 },
  quote: quoteFor(REQUEST),
  rate: { rateCode: 'STD', rateDesc: 'Standard Rate' },
  charge: CHARGE,
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a modification's e-mail in step 1", () => {
  it("shows the reservation's e-mail read-only, labelled, focusable and saying why", async () => {
    const { user } = renderApp({ pathname: '/confirmation-details', state: MODIFY_STATE });
    const email = await screen.findByLabelText('Email address');

    expect(email).toHaveValue(EMAIL);
    expect(email).toHaveAttribute('readonly');
    expect(email).toBeEnabled();
    expect(email).toHaveAccessibleDescription(READ_ONLY_NOTE);

    await user.type(email, 'x');
    expect(email).toHaveFocus();
    expect(email).toHaveValue(EMAIL);
  });
});

/** The steps with `outcome` as the answer to Book Now, sent from step 2 with the card on file. */
async function bookRefusedWith(outcome: SubmitOutcome) {
  const onLookUpAgain = vi.fn(() => Promise.resolve());
  const user = userEvent.setup();
  // Awaited: the steps suspend while the journey's schemas load.
  await act(async () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <BookingSteps
              state={MODIFY_STATE}
              submit={() => Promise.resolve(outcome)}
              onLookUpAgain={onLookUpAgain}
            />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  await user.click(
    await screen.findByRole('checkbox', {
      name: 'I have read and accept the Terms & Conditions of Rental.',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Book Now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(CHANGED_MEANWHILE);
  return { user, onLookUpAgain };
}

describe('a modification refused as the reservation changed meanwhile', () => {
  it('offers to look the booking up again', async () => {
    const { user, onLookUpAgain } = await bookRefusedWith({
      kind: 'changedMeanwhile',
      message: CHANGED_MEANWHILE,
    });

    await user.click(screen.getByRole('button', { name: 'Look up the booking again' }));

    expect(onLookUpAgain).toHaveBeenCalledTimes(1);
  });

  it('is told by its code, not by its text: another refusal offers no look-up', async () => {
    const refusal: BookingOutcome = {
      kind: 'refused',
      message: CHANGED_MEANWHILE,
      customerDetailsProblem: false,
    };
    await bookRefusedWith(refusal);

    expect(screen.queryByRole('button', { name: 'Look up the booking again' })).toBeNull();
  });
});
