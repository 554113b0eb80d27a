import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@test/fake-api.ts';
import { NOW } from '@test/fixtures.ts';
import { formatAmount } from '@/lib/money.ts';
import { lookupQuery, type LookupResult } from '@/features/manage-booking/api/look-up.ts';
import { ManageBooking } from '@/features/manage-booking/components/manage-booking.tsx';
import {
  EMAIL,
  fakeManageApi,
  manageUrl,
  rememberReference,
  RESERVATION,
  reservationAnswer,
  status,
  statusUrl,
} from '@/features/manage-booking/test/manage-fixtures.ts';
import { useLookUpBookingAgain } from './use-looked-up.ts';

/** The booking steps of the change, as far as its look-up again goes. */
function ChangeRefused() {
  const lookUpAgain = useLookUpBookingAgain();
  return (
    <button type="button" onClick={() => void lookUpAgain(RESERVATION, EMAIL)}>
      Look up the booking again
    </button>
  );
}

/** The reservation as it was looked up before the change: R 1 647.00. */
const LOOKED_UP_BEFORE: LookupResult = {
  reference: RESERVATION,
  email: EMAIL,
  status: 'CONFIRMED',
  expired: false,
  manage: reservationAnswer(),
};

const total = () => screen.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent;

function renderChange(client: QueryClient) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/confirmation-details']}>
        <Routes>
          <Route path="/confirmation-details" element={<ChangeRefused />} />
          <Route path="/manage-booking/*" element={<ManageBooking />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('looking the booking up again from its refused change', () => {
  it('looks the reference up anew and opens its status page with what is there now', async () => {
    const changed = reservationAnswer();
    changed.reservation = { ...changed.reservation!, totalCharge: 1999 };
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () => ok(changed),
    });
    // Another reference was looked up in this tab since the change started.
    rememberReference('R0OTHER99');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(lookupQuery(RESERVATION, EMAIL).queryKey, LOOKED_UP_BEFORE);
    const user = renderChange(client);

    await user.click(screen.getByRole('button', { name: 'Look up the booking again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: `Reservation ${RESERVATION}` }),
    ).toBeInTheDocument();
    expect(total()).toBe(formatAmount(1999, 'ZAR'));
    expect(JSON.parse(sessionStorage.getItem('bluu.reservation') ?? '{}')).toMatchObject({
      reservationNumber: RESERVATION,
      reservationEmail: EMAIL,
    });
  });

  it('shows why on the status page when the look-up fails, not the old details', async () => {
    fakeManageApi({ [statusUrl(RESERVATION)]: () => ({ status: 503, body: {} }) });
    rememberReference(RESERVATION);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(lookupQuery(RESERVATION, EMAIL).queryKey, LOOKED_UP_BEFORE);
    const user = renderChange(client);

    await user.click(screen.getByRole('button', { name: 'Look up the booking again' }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use Different Quote Number' })).toBeVisible();
    expect(screen.queryByText('Total')).toBeNull();
  });
});
