import { SUCCESS } from '@bluu/contracts/api-errors';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import { MESSAGES } from '@bluu/contracts/messages';
import type { ManageResponse } from '@bluu/contracts/manage';
import type { QuoteQuery, QuoteRequest } from '@bluu/contracts/quote';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@test/fake-api.ts';
import { CHARGE, CHARGE_B1, NOW, PRODUCTS, quoteFor } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';
import { BOOKING_MESSAGES } from '@bluu/contracts/booking-rules';
import type { BookingState, D2DBookingState } from '@/lib/journey/journey-state.ts';
import { formatAmount } from '@/lib/money.ts';
import { clearSessionStorage } from '@/lib/session-storage.ts';
import {
  AVAILABLE,
  EMAIL,
  fakeManageApi,
  manageUrl,
  QUOTE,
  quoteAnswer,
  refused,
  rememberReference,
  REQUEST,
  RESERVATION,
  RESERVATION_VERSION,
  reservationAnswer,
  status,
  statusUrl,
  TRANSFER_QUOTE,
  transferAvailability,
  transferQuoteAnswer,
} from '@/features/manage-booking/test/manage-fixtures.ts';

const heading = () => screen.getByRole('heading', { level: 1 });
const menu = () => screen.getByRole('navigation', { name: 'Manage your booking' });
const menuItems = () => [...menu().querySelectorAll('a, button')].map((item) => item.textContent);

async function lookUp(reference: string, email = EMAIL) {
  const app = renderApp('/manage-booking/');
  const form = await screen.findByRole('form', { name: 'Find your booking' });
  if (reference)
    await app.user.type(within(form).getByLabelText('Quote/Reservation number'), reference);
  if (email) await app.user.type(within(form).getByLabelText('Email address'), email);
  await app.user.click(within(form).getByRole('button', { name: 'Find Booking' }));
  return app;
}

/** Opens a screen below the status page of a remembered reference. */
async function openScreen(path: string, reference = RESERVATION) {
  rememberReference(reference);
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: new RegExp(reference) });
  return app;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the look-up', () => {
  it('asks for the reference, then the e-mail, one message at a time on the field', async () => {
    const requests = fakeManageApi();
    const { user } = renderApp('/manage-booking/');
    const reference = await screen.findByLabelText('Quote/Reservation number');
    const email = screen.getByLabelText('Email address');

    await user.click(screen.getByRole('button', { name: 'Find Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.reference);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(reference).toHaveFocus();
    expect(reference).toHaveAccessibleDescription(MANAGE_MESSAGES.reference);

    await user.type(reference, RESERVATION);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.email);
    expect(email).toHaveFocus();

    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Find Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.email);
    expect(requests.filter((request) => request.url.startsWith('/api/Booking'))).toEqual([]);
  });

  it('shows the not-found message for an unknown reference or a wrong e-mail', async () => {
    fakeManageApi({
      [statusUrl('R0NOPE')]: () => refused(404, 'NOT_FOUND', MANAGE_MESSAGES.notFound),
    });
    await lookUp('r0nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.notFound);
    expect(screen.getByLabelText('Quote/Reservation number')).toHaveFocus();
  });

  it('shows the server message when look-ups are limited or an account must sign in', async () => {
    fakeManageApi({
      [statusUrl(RESERVATION)]: () =>
        refused(429, 'TOO_MANY_ATTEMPTS', 'Too many requests. Please try again in 1 minute.'),
    });
    await lookUp(RESERVATION);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 1 minute.',
    );
  });

  it('shows the corporate sign-in message for an account reservation', async () => {
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () =>
        refused(403, 'ACCOUNT_SIGN_IN_REQUIRED', MANAGE_MESSAGES.accountRequired('C10001')),
    });
    await lookUp(RESERVATION);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please ensure your are signed into your Corporate / Tour Operator account (C10001).',
    );
  });

  it('disables the button while it runs, then opens the status page and remembers the reference', async () => {
    let answer: (value: ReturnType<typeof status>) => void = () => {};
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => new Promise((resolve) => (answer = resolve)),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer()),
    });
    const { router } = await lookUp(RESERVATION.toLowerCase());
    const busy = await screen.findByRole('button', { name: 'Finding your booking…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    answer(status('CONFIRMED'));

    expect(
      await screen.findByRole('heading', { level: 1, name: `Reservation ${RESERVATION}` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage-booking/status');
    expect(JSON.parse(sessionStorage.getItem('bluu.reservation') ?? '{}')).toEqual({
      reservationNumber: RESERVATION,
      reservationEmail: EMAIL,
      reservationFirstname: 'Thandi',
      reservationLastname: 'Nkosi',
    });
  });

  it('is prefilled from the reference in the address', async () => {
    fakeManageApi();
    renderApp(`/manage-booking/?reference=${QUOTE}`);
    expect(await screen.findByLabelText('Quote/Reservation number')).toHaveValue(QUOTE);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('is on the home page tab and submits into Manage Booking', async () => {
    fakeManageApi({
      [statusUrl(QUOTE)]: () => status('QUOTE'),
      [manageUrl(QUOTE)]: () => ok(quoteAnswer()),
    });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('tab', { name: 'Manage Booking' }));
    const panel = screen.getByRole('tabpanel', { name: 'Manage Booking' });
    await user.type(within(panel).getByLabelText('Quote/Reservation number'), QUOTE);
    await user.type(within(panel).getByLabelText('Email address'), EMAIL);
    await user.click(within(panel).getByRole('button', { name: 'Find Booking' }));

    expect(await screen.findByRole('heading', { level: 1, name: `Quote ${QUOTE}` })).toBeVisible();
    expect(router.state.location.pathname).toBe('/manage-booking/status');
  });
});

describe('the status page', () => {
  it('offers modify, extend and cancel for a confirmed reservation, with its summary', async () => {
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer('CONFIRMED')),
    });
    await lookUp(RESERVATION);
    await screen.findByRole('heading', { level: 1, name: `Reservation ${RESERVATION}` });
    expect(menuItems()).toEqual([
      'Modify Booking',
      'Extend Booking',
      'Cancel Booking',
      'Use Different Quote Number',
    ]);
    const details = screen.getByRole('region', { name: 'Booking details' });
    expect(details).toHaveTextContent('Confirmed');
    expect(details).toHaveTextContent('Group A1 Economy');
    await waitFor(() =>
      expect(details).toHaveTextContent('Johannesburg Airport, Wed, 25 Nov 2026 at 10:00'),
    );
    expect(details).toHaveTextContent('Johannesburg Airport, Sat, 28 Nov 2026 at 10:00');
    expect(details).toHaveTextContent(/R\s1\s647,00/);
  });

  it('offers only Extend Booking for a rental on the road', async () => {
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('OPEN'),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer('OPEN')),
    });
    await lookUp(RESERVATION);
    await screen.findByRole('heading', { level: 1, name: `Reservation ${RESERVATION}` });
    expect(menuItems()).toEqual(['Extend Booking', 'Use Different Quote Number']);
    expect(screen.getByRole('region', { name: 'Booking details' })).toHaveTextContent('On rent');
  });

  it('offers only Cancel Booking for a Door2Door transfer, and says how to change it', async () => {
    const answer = reservationAnswer('CONFIRMED');
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () =>
        ok({
          ...answer,
          booking: null,
          // The transfer's reservation names the hub and the vehicle's return, as stored.
          reservation: { ...answer.reservation!, vehicleGrp_Desc: 'Sedan (3 passengers)' },
          transfer: {
            route: ['O.R. Tambo International Airport', 'Sandton, Johannesburg'],
            pickUpDateTime: '2026-12-02 10:00',
            passengers: 2,
            tripKms: 31,
            fee: 0,
          },
        }),
    });
    await lookUp(RESERVATION);
    await screen.findByRole('heading', { level: 1, name: `Reservation ${RESERVATION}` });
    expect(menuItems()).toEqual(['Cancel Booking', 'Use Different Quote Number']);
    expect(
      screen.getByText(/is a Door2Door transfer and cannot be changed online/),
    ).toHaveTextContent(MANAGE_MESSAGES.transferNotChangeable(RESERVATION));

    const details = screen.getByRole('region', { name: 'Booking details' });
    const facts = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Status', 'Confirmed'],
      ['Vehicle', 'Sedan (3 passengers)'],
      ['Route', 'O.R. Tambo International Airport → Sandton, Johannesburg'],
      ['Distance', '31 km'],
      ['Pick-up', 'Wed, 02 Dec 2026 at 10:00'],
      ['Passengers', '2'],
      ['Total', formatAmount(answer.reservation!.totalCharge, 'ZAR')],
    ]);
  });

  it('offers Confirm My Quote for a valid quote', async () => {
    fakeManageApi({
      [statusUrl(QUOTE)]: () => status('QUOTE'),
      [manageUrl(QUOTE)]: () => ok(quoteAnswer()),
    });
    await lookUp(QUOTE);
    await screen.findByRole('heading', { level: 1, name: `Quote ${QUOTE}` });
    expect(menuItems()).toEqual(['Confirm My Quote', 'Use Different Quote Number']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says an expired quote has expired and does not offer to confirm it', async () => {
    fakeManageApi({
      [statusUrl(QUOTE)]: () => status('QUOTE', true),
      [manageUrl(QUOTE)]: () => ok(quoteAnswer({ expired: true })),
    });
    await lookUp(QUOTE);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Quote (${QUOTE}) has expired.`);
    expect(menuItems()).toEqual(['Use Different Quote Number']);
  });

  it('says a quote confirmed as a reservation is confirmed, also once past its validity', async () => {
    fakeManageApi({
      [statusUrl(QUOTE)]: () => status('QUOTE', true),
      [manageUrl(QUOTE)]: () => ok(quoteAnswer({ expired: true, reservationNumber: RESERVATION })),
    });
    await lookUp(QUOTE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MANAGE_MESSAGES.alreadyConfirmed(QUOTE, RESERVATION),
    );
    expect(screen.queryByText(MANAGE_MESSAGES.expired(QUOTE))).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Booking details' })).toHaveTextContent(
      `Confirmed as reservation ${RESERVATION}`,
    );
    expect(screen.queryByText('Expired quote')).not.toBeInTheDocument();
    expect(menuItems()).toEqual(['Use Different Quote Number']);
  });

  it('says a rental on the road past its drop-off is overdue', async () => {
    const answer = reservationAnswer('OPEN');
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('OPEN'),
      [manageUrl(RESERVATION)]: () =>
        ok({
          ...answer,
          reservation: { ...answer.reservation!, duebackDate: '2026-11-19', duebackTime: '10:00' },
        }),
    });
    await lookUp(RESERVATION);
    expect(
      await screen.findByText(/This rental was due back on Thu, 19 Nov 2026 at 10:00/),
    ).toHaveTextContent('and is overdue. Extend the booking to keep the vehicle longer.');
  });

  it('says nothing of being overdue before the drop-off', async () => {
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('OPEN'),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer('OPEN')),
    });
    await lookUp(RESERVATION);
    await screen.findByRole('heading', { level: 1, name: `Reservation ${RESERVATION}` });
    expect(screen.queryByText(/overdue/)).not.toBeInTheDocument();
  });

  it('blocks a cancelled reservation with the spec message and no actions', async () => {
    const requests = fakeManageApi({ [statusUrl(RESERVATION)]: () => status('CANCELLED') });
    await lookUp(RESERVATION);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This quote/reservation (${RESERVATION}) has been cancelled.`,
    );
    expect(menuItems()).toEqual(['Use Different Quote Number']);
    expect(
      screen.queryByRole('link', { name: /^(Modify|Extend|Cancel) Booking$/ }),
    ).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/manage/'))).toBe(false);
  });

  it('Use Different Quote Number starts again with an empty look-up', async () => {
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer()),
    });
    const { user, router } = await lookUp(RESERVATION);
    await screen.findByRole('heading', { level: 1, name: `Reservation ${RESERVATION}` });

    await user.click(screen.getByRole('button', { name: 'Use Different Quote Number' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Booking' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/manage-booking/');
    expect(screen.getByLabelText('Quote/Reservation number')).toHaveValue('');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(sessionStorage.getItem('bluu.reservation')).toBeNull();
  });

  it('sends a visit without a remembered reference to the look-up', async () => {
    fakeManageApi();
    const { router } = renderApp('/manage-booking/extend');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Booking' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/manage-booking/');
  });

  it('each screen has a Back button to the status page', async () => {
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer()),
    });
    const { user, router } = await openScreen('/manage-booking/status');
    for (const [item, title] of [
      ['Modify Booking', 'Modify Booking'],
      ['Extend Booking', 'Extend Booking'],
      ['Cancel Booking', 'Cancel Booking'],
    ] as const) {
      await user.click(screen.getByRole('link', { name: item }));
      // The screen's code loads on its first visit; the status page stays until it is in.
      await waitFor(() => expect(heading()).toHaveTextContent(`${title} ${RESERVATION}`));
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(router.state.location.pathname).toBe('/manage-booking/status');
      await waitFor(() => expect(heading()).toHaveTextContent(`Reservation ${RESERVATION}`));
    }
  });
});

describe('confirming a quote', () => {
  it('checks availability again and opens the booking steps with the quote number', async () => {
    const requests = fakeManageApi({
      [statusUrl(QUOTE)]: () => status('QUOTE'),
      [manageUrl(QUOTE)]: () => ok(quoteAnswer()),
      'POST /api/Booking/availability': () => ok(AVAILABLE),
      'POST /api/Quote': (body) => ok(quoteFor(body as QuoteRequest)),
    });
    const { user, router } = await openScreen('/manage-booking/status', QUOTE);
    await user.click(screen.getByRole('button', { name: 'Confirm My Quote' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation-details'));
    const state = router.state.location.state as BookingState;
    expect(state.details).toEqual({
      pickUpBranch: 'JS',
      pickUpDateTime: '2026-11-25 10:00',
      dropOffBranch: 'JS',
      dropOffDateTime: '2026-11-28 10:00',
      accountType: 'I',
      accountNo: '',
      foreignLocal: 'L',
      rateCode: 'STD',
      accountName: '',
      quoteNumber: QUOTE,
    });
    expect(state.selection).toEqual({
      vehicleGroup: 'A1',
      selectedWaiver: 'CDW',
      products: [],
      additionalDrivers: 0,
    });
    expect(state.rate).toEqual({ rateCode: 'STD', rateDesc: 'Standard Rate' });
    expect(state.charge.vehicleGrp).toBe('A1');
    expect(state.quote.totalCharge).toBe(1098);
    expect(requests.find((request) => request.url === '/api/Booking/availability')?.body).toEqual({
      ...state.details,
      accountName: undefined,
      quoteNumber: undefined,
    });
  });

  it("starts booking step 1 with the quote contact's names and e-mail", async () => {
    fakeManageApi({
      [statusUrl(QUOTE)]: () => status('QUOTE'),
      [manageUrl(QUOTE)]: () =>
        ok(quoteAnswer({ firstName: 'Thandiwe', lastName: 'Nkosi-Dlamini', emailAddress: EMAIL })),
      'POST /api/Booking/availability': () => ok(AVAILABLE),
      'POST /api/Quote': (body) => ok(quoteFor(body as QuoteRequest)),
    });
    const { user, router } = await openScreen('/manage-booking/status', QUOTE);
    await user.click(screen.getByRole('button', { name: 'Confirm My Quote' }));

    const form = await screen.findByRole('form', { name: 'Customer Details' });
    expect(router.state.location.pathname).toBe('/confirmation-details');
    expect(within(form).getByLabelText('First name(s)')).toHaveValue('Thandiwe');
    expect(within(form).getByLabelText('Last name')).toHaveValue('Nkosi-Dlamini');
    expect(within(form).getByLabelText('Email address')).toHaveValue(EMAIL);
  });

  it('falls back to the look-up e-mail for a quote answer without one', async () => {
    fakeManageApi({
      [statusUrl(QUOTE)]: () => status('QUOTE'),
      [manageUrl(QUOTE)]: () => ok(quoteAnswer()),
      'POST /api/Booking/availability': () => ok(AVAILABLE),
      'POST /api/Quote': (body) => ok(quoteFor(body as QuoteRequest)),
    });
    const { user } = await openScreen('/manage-booking/status', QUOTE);
    await user.click(screen.getByRole('button', { name: 'Confirm My Quote' }));

    const form = await screen.findByRole('form', { name: 'Customer Details' });
    expect(within(form).getByLabelText('First name(s)')).toHaveValue('Thandi');
    expect(within(form).getByLabelText('Email address')).toHaveValue(EMAIL);
  });

  it('says so when the quoted vehicle is no longer available', async () => {
    fakeManageApi({
      [statusUrl(QUOTE)]: () => status('QUOTE'),
      [manageUrl(QUOTE)]: () => ok(quoteAnswer()),
      'POST /api/Booking/availability': () =>
        ok({
          ...AVAILABLE,
          rates: { rate: [{ ...AVAILABLE.rates.rate[0], charges: [CHARGE_B1] }] },
        }),
    });
    const { user, router } = await openScreen('/manage-booking/status', QUOTE);
    await user.click(screen.getByRole('button', { name: 'Confirm My Quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, vehicle group A1 is no longer available for these dates.',
    );
    expect(router.state.location.pathname).toBe('/manage-booking/status');
  });
});

describe('cancelling', () => {
  function fakeCancelApi(
    answer = () =>
      ok({
        errors: { error: [{ errorMessage: MANAGE_MESSAGES.cancelled(RESERVATION) }] },
        reservationNo: RESERVATION,
      }),
  ) {
    return fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer()),
      'POST /api/Booking/cancel': answer,
    });
  }

  it('asks for the e-mail, first name and last name in turn', async () => {
    const requests = fakeCancelApi();
    const { user } = await openScreen('/manage-booking/cancel');
    const form = screen.getByRole('form', { name: 'Cancel booking' });
    const submit = within(form).getByRole('button', { name: 'Cancel Booking' });
    expect(within(form).getByLabelText('Email address')).toHaveValue('');
    expect(within(form).getByLabelText('First name')).toHaveValue('');
    expect(within(form).getByLabelText('Last name')).toHaveValue('');

    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide an Email address.');
    expect(within(form).getByLabelText('Email address')).toHaveFocus();
    await user.type(within(form).getByLabelText('Email address'), EMAIL);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide a First name.');
    expect(within(form).getByLabelText('First name')).toHaveFocus();
    await user.type(within(form).getByLabelText('First name'), 'Thandi');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide a Last name.');
    expect(within(form).getByLabelText('Last name')).toHaveFocus();
    expect(requests.some((request) => request.url === '/api/Booking/cancel')).toBe(false);
  });

  it('replaces the page heading with the result, and the reference is then blocked', async () => {
    const requests = fakeCancelApi();
    const { user } = await openScreen('/manage-booking/cancel');
    const form = screen.getByRole('form', { name: 'Cancel booking' });
    await user.type(within(form).getByLabelText('Email address'), EMAIL);
    await user.type(within(form).getByLabelText('First name'), 'Thandi');
    await user.type(within(form).getByLabelText('Last name'), 'Nkosi');
    await user.click(within(form).getByRole('button', { name: 'Cancel Booking' }));

    await waitFor(() =>
      expect(heading()).toHaveTextContent(
        `Your reservation ${RESERVATION} has been successfully cancelled.`,
      ),
    );
    expect(heading()).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/Booking/cancel')?.body).toEqual({
      reservationNo: RESERVATION,
      email: EMAIL,
      accountType: 'I',
      firstName: 'Thandi',
      lastName: 'Nkosi',
    });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This quote/reservation (${RESERVATION}) has been cancelled.`,
    );
    expect(menuItems()).toEqual(['Use Different Quote Number']);
  });

  it('shows the server message when the names do not match', async () => {
    fakeCancelApi(() => refused(404, 'NOT_FOUND', MANAGE_MESSAGES.notFound));
    const { user } = await openScreen('/manage-booking/cancel');
    const form = screen.getByRole('form', { name: 'Cancel booking' });
    await user.type(within(form).getByLabelText('Email address'), EMAIL);
    await user.type(within(form).getByLabelText('First name'), 'Sipho');
    await user.type(within(form).getByLabelText('Last name'), 'Nkosi');
    await user.click(within(form).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.notFound);
    expect(heading()).toHaveTextContent(`Cancel Booking ${RESERVATION}`);
  });
});

describe('modifying', () => {
  it('checks the renter details, then searches with modify set and opens /availability', async () => {
    const requests = fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer()),
      'POST /api/Booking/availability': () => ok(AVAILABLE),
    });
    const { user, router } = await openScreen('/manage-booking/modify');
    const form = screen.getByRole('form', { name: 'Renter details' });
    const firstName = within(form).getByLabelText('First name');
    const lastName = within(form).getByLabelText('Last name');
    const contact = within(form).getByLabelText('Contact number');
    const submit = within(form).getByRole('button', { name: 'Check Availability' });
    expect(firstName).toHaveValue('Thandi');
    expect(lastName).toHaveValue('Nkosi');
    expect(contact).toHaveValue('+27821234567');

    await user.clear(firstName);
    await user.clear(lastName);
    await user.clear(contact);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide First name');
    expect(firstName).toHaveFocus();
    await user.type(firstName, 'Thandiwe');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide Last name');
    expect(lastName).toHaveFocus();
    await user.type(lastName, 'Nkosi');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide Contact number');
    expect(contact).toHaveFocus();
    await user.type(contact, '+27827654321');
    await user.click(submit);

    expect(await screen.findByText(`You are changing reservation ${RESERVATION}.`)).toBeVisible();
    expect(router.state.location.pathname).toBe('/availability');
    const modify = {
      reservationNumber: RESERVATION,
      email: EMAIL,
      firstName: 'Thandiwe',
      lastName: 'Nkosi',
      contactNumber: '+27827654321',
      renter: reservationAnswer().booking!.customerDetails,
      payment: reservationAnswer().booking!.payment,
      // The version looked up: the change is refused if the reservation was written since.
      version: reservationAnswer().booking!.version,
      selection: {
        vehicleGroup: 'A1',
        selectedWaiver: 'CDW',
        products: [],
        additionalDrivers: 0,
        productNames: {},
      },
    };
    expect((router.state.location.state as { payload: unknown }).payload).toEqual({
      pickUpBranch: 'JS',
      pickUpDateTime: '2026-11-25 10:00',
      dropOffBranch: 'JS',
      dropOffDateTime: '2026-11-28 10:00',
      accountType: 'I',
      accountNo: '',
      foreignLocal: 'L',
      rateCode: 'STD',
      modify,
    });
    const search = requests.find((request) => request.url === '/api/Booking/availability');
    expect(search?.body).not.toHaveProperty('modify');

    await user.click(screen.getByRole('link', { name: 'Choose Group A1 Economy' }));
    expect(await screen.findByRole('heading', { name: 'Choose waivers & extras' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/get-quote/');
    expect(screen.getByText(`You are changing reservation ${RESERVATION}.`)).toBeVisible();
    expect((router.state.location.state as { payload: unknown }).payload).toMatchObject({
      modify,
    });
  });
});

describe('the modify form, shown again', () => {
  async function typeChanges() {
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer()),
      'POST /api/Booking/availability': () => ok(AVAILABLE),
    });
    const { user, router } = await openScreen('/manage-booking/modify');
    const form = screen.getByRole('form', { name: 'Renter details' });
    await user.clear(within(form).getByLabelText('First name'));
    await user.type(within(form).getByLabelText('First name'), 'Thandiwe');
    await user.clear(within(form).getByLabelText('Contact number'));
    await user.type(within(form).getByLabelText('Contact number'), '+27827654321');
    await user.click(within(form).getByRole('button', { name: 'Check Availability' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/availability'));
  }

  /** The browser's Back (or a reload) renders the modify screen afresh. */
  async function reopen() {
    cleanup();
    await openScreen('/manage-booking/modify');
    return screen.getByRole('form', { name: 'Renter details' });
  }

  it('shows what was typed, after Check Availability and Back', async () => {
    await typeChanges();
    const form = await reopen();
    expect(within(form).getByLabelText('First name')).toHaveValue('Thandiwe');
    expect(within(form).getByLabelText('Last name')).toHaveValue('Nkosi');
    expect(within(form).getByLabelText('Contact number')).toHaveValue('+27827654321');
  });

  it("shows the renter's own values after Logout, and for another reservation", async () => {
    await typeChanges();
    clearSessionStorage();
    rememberReference(RESERVATION);
    const form = await reopen();
    expect(within(form).getByLabelText('First name')).toHaveValue('Thandi');
    expect(within(form).getByLabelText('Contact number')).toHaveValue('+27821234567');

    cleanup();
    await typeChanges();
    cleanup();
    const other = 'R2OTHER000';
    fakeManageApi({
      [statusUrl(other)]: () => status('CONFIRMED'),
      [manageUrl(other)]: () =>
        ok({
          ...reservationAnswer(),
          reservation: { ...reservationAnswer().reservation!, reservationNumber: other },
        }),
    });
    await openScreen('/manage-booking/modify', other);
    expect(screen.getByLabelText('First name')).toHaveValue('Thandi');
  });
});

describe("modifying, the reservation's own choice", () => {
  // Booked with super cover, two child seats, a GPS and two additional drivers.
  const BOOKED: QuoteQuery = {
    ...REQUEST,
    selectedWaiver: 'SCDW',
    products: [
      { productCode: 'ADW', quantity: 2 },
      { productCode: 'BABY', quantity: 2 },
      { productCode: 'GPS', quantity: 1 },
    ],
    additionalDrivers: 2,
  };
  const booked = quoteFor(BOOKED);

  function bookedAnswer(): ManageResponse {
    const answer = reservationAnswer();
    return {
      ...answer,
      reservation: {
        ...answer.reservation!,
        quoteLines: booked.quoteLines,
        totalCharge: booked.totalCharge,
      },
      booking: { ...answer.booking!, request: BOOKED },
    };
  }

  it('opens the quote screen with the booked vehicle first, its waiver, extras and drivers chosen', async () => {
    const requests = fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () => ok(bookedAnswer()),
      'POST /api/Booking/availability': () =>
        ok({
          ...AVAILABLE,
          rates: {
            rate: [{ rateCode: 'STD', rateDesc: 'Standard Rate', charges: [CHARGE_B1, CHARGE] }],
          },
        }),
      'GET /api/Product/additional/I/JS/A1': () => ok(PRODUCTS),
      'POST /api/Quote': (body) => ok(quoteFor(body as QuoteRequest)),
    });
    const { user, router } = await openScreen('/manage-booking/modify');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));

    // The booked group is listed first and marked; the server listed it second.
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Group A1 Economy',
      'Group B1 Compact',
    ]);
    expect(cards[0]).toHaveTextContent('Your booked vehicle');
    expect(cards[1]).not.toHaveTextContent('Your booked vehicle');
    await user.click(within(cards[0]!).getByRole('link', { name: 'Choose Group A1 Economy' }));

    expect(await screen.findByRole('radio', { name: /Super cover/ })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: /Child seat 6mth-3yr/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Number of Child seat 6mth-3yr' })).toHaveValue(
      '2',
    );
    expect(screen.getByRole('checkbox', { name: /GPS navigator/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Additional Driver/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Additional drivers' })).toHaveValue('2');
    const panel = screen.getByRole('complementary', { name: 'Your quote' });
    // The reservation's own total (R 2 108,00): nothing was changed.
    expect(booked.totalCharge).toBe(2108);
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(/Total Cost\s*R\s2\s108,00/),
    );
    expect(router.state.location.pathname).toBe('/get-quote/');
    expect(requests.filter((request) => request.url === '/api/Quote').map((r) => r.body)).toEqual([
      { ...BOOKED, modifyReservation: { reservationNumber: RESERVATION, email: EMAIL } },
    ]);
    expect(screen.getByText(`You are changing reservation ${RESERVATION}.`)).toBeVisible();
    expect(screen.queryByText(/Not offered for this vehicle/)).toBeNull();
  });
});

describe('extending', () => {
  const extendedTotal = { ...quoteFor({ ...EXTENDED_REQUEST() }), totalCharge: 2196 };

  function EXTENDED_REQUEST(): QuoteRequest {
    return {
      ...reservationAnswer().booking!.request,
      dropOffDateTime: '2026-11-29 10:00',
    };
  }

  it('shows the new total and the difference before the extension is confirmed, sent with the version looked up', async () => {
    const requests = fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer()),
      'POST /api/Quote': () => ok(extendedTotal),
      [`PUT /api/Booking/${RESERVATION}`]: () =>
        ok({
          errors: SUCCESS,
          warning: `The total of reservation ${RESERVATION} changed from R 1 647,00 to R 2 196,00.`,
          reservationNumber: RESERVATION,
          reservation: {
            ...reservationAnswer().reservation,
            duebackDate: '2026-11-29',
            totalCharge: 2196,
          },
        }),
    });
    const { user } = await openScreen('/manage-booking/extend');
    expect(screen.getByText('Sat, 28 Nov 2026 at 10:00')).toBeVisible();
    expect(screen.getByRole('button', { name: /New drop-off date/ })).toHaveTextContent(
      'Sun, 29 Nov 2026',
    );
    expect(screen.getByRole('combobox', { name: 'New drop-off time' })).toHaveValue('10:00');
    expect(screen.queryByRole('button', { name: 'Confirm Extension' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check new total' }));
    const checked = await screen.findByRole('region', { name: 'New total' });
    expect(checked).toHaveTextContent(/Current total\s*R\s1\s647,00/);
    expect(checked).toHaveTextContent(/New total\s*R\s2\s196,00/);
    expect(checked).toHaveTextContent(/Difference\s*\+R\s549,00/);
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(requests.find((request) => request.url === '/api/Quote')?.body).toEqual({
      ...EXTENDED_REQUEST(),
      modifyReservation: { reservationNumber: RESERVATION, email: EMAIL },
    });

    await user.click(within(checked).getByRole('button', { name: 'Confirm Extension' }));
    expect(
      await screen.findByRole('heading', { name: 'Your booking has been extended' }),
    ).toHaveFocus();
    expect(
      screen.getByText(
        `The total of reservation ${RESERVATION} changed from R 1 647,00 to R 2 196,00.`,
      ),
    ).toBeVisible();
    const put = requests.find((request) => request.method === 'PUT');
    // With the version looked up: the server refuses it if the reservation changed since.
    expect(put?.body).toEqual({
      ...EXTENDED_REQUEST(),
      email: EMAIL,
      version: RESERVATION_VERSION,
    });
    const [, init] =
      vi.mocked(fetch).mock.calls.find(([, options]) => options?.method === 'PUT') ?? [];
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
  });

  it('brings the new total and Confirm Extension into sight, then focuses the heading', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      fakeManageApi({
        [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
        [manageUrl(RESERVATION)]: () => ok(reservationAnswer()),
        'POST /api/Quote': () => ok(extendedTotal),
      });
      const { user } = await openScreen('/manage-booking/extend');
      await user.click(screen.getByRole('button', { name: 'Check new total' }));
      const checked = await screen.findByRole('region', { name: 'New total' });
      expect(within(checked).getByRole('heading', { name: 'New total' })).toHaveFocus();
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
      const scrolled = scrollIntoView.mock.contexts.at(-1) as Element;
      expect(scrolled).toBe(checked);
      expect(scrolled).toContainElement(within(checked).getByText(/R\s2\s196,00/));
      expect(scrolled).toContainElement(
        within(checked).getByRole('button', { name: 'Confirm Extension' }),
      );
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('starts an overdue rental at a time still to come, which is priced without complaint', async () => {
    const answer = reservationAnswer('OPEN');
    const requests = fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('OPEN'),
      [manageUrl(RESERVATION)]: () =>
        ok({
          ...answer,
          reservation: { ...answer.reservation!, duebackDate: '2026-11-19', duebackTime: '10:00' },
          booking: {
            ...answer.booking!,
            request: { ...answer.booking!.request, dropOffDateTime: '2026-11-19 10:00' },
          },
        }),
      'POST /api/Quote': () => refused(400, 'PICK_UP_LEAD_TIME', MESSAGES.pickUpLeadTime),
    });
    // NOW is Fri, 20 Nov 2026 at 10:05: one day after the drop-off (10:00) has passed.
    const { user } = await openScreen('/manage-booking/extend');
    expect(screen.getByRole('button', { name: /New drop-off date/ })).toHaveTextContent(
      'Fri, 20 Nov 2026',
    );
    expect(screen.getByRole('combobox', { name: 'New drop-off time' })).toHaveValue('10:30');

    await user.click(screen.getByRole('button', { name: 'Check new total' }));
    expect(await screen.findByRole('region', { name: 'New total' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/Quote')?.body).toMatchObject({
      dropOffDateTime: '2026-11-20 10:30',
    });
  });

  it('refuses a drop-off that is not later, and shows the server message when it does not fit', async () => {
    fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer()),
      'POST /api/Quote': () => ok(extendedTotal),
      [`PUT /api/Booking/${RESERVATION}`]: () =>
        refused(
          409,
          'VEHICLE_UNAVAILABLE',
          'Sorry, vehicle group A1 is no longer available for these dates. Please choose another vehicle or change your dates.',
        ),
    });
    const { user } = await openScreen('/manage-booking/extend');
    await user.selectOptions(screen.getByRole('combobox', { name: 'New drop-off time' }), '09:00');
    await user.click(screen.getByRole('button', { name: /New drop-off date/ }));
    await user.click(await screen.findByRole('button', { name: 'Saturday 28 November 2026' }));
    await user.click(screen.getByRole('button', { name: 'Check new total' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.extensionOnly);

    await user.selectOptions(screen.getByRole('combobox', { name: 'New drop-off time' }), '16:00');
    await user.click(screen.getByRole('button', { name: 'Check new total' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Extension' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, vehicle group A1 is no longer available for these dates.',
    );
  });

  it('lets a rental on the road be extended when it can only be priced on confirming', async () => {
    const requests = fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('OPEN'),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer('OPEN')),
      'POST /api/Quote': () => refused(400, 'PICK_UP_LEAD_TIME', MESSAGES.pickUpLeadTime),
      [`PUT /api/Booking/${RESERVATION}`]: () =>
        ok({
          errors: SUCCESS,
          warning: '',
          reservationNumber: RESERVATION,
          reservation: { ...reservationAnswer('OPEN').reservation, duebackDate: '2026-11-29' },
        }),
    });
    const { user } = await openScreen('/manage-booking/extend');
    await user.click(screen.getByRole('button', { name: 'Check new total' }));
    const checked = await screen.findByRole('region', { name: 'New total' });
    expect(checked).toHaveTextContent('Worked out when you confirm the extension');
    await user.click(within(checked).getByRole('button', { name: 'Confirm Extension' }));
    expect(
      await screen.findByRole('heading', { name: 'Your booking has been extended' }),
    ).toBeVisible();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('shows why a rental on the road cannot be extended when its quote is refused for another reason', async () => {
    const crossBorder =
      'Vehicles may not be taken across the border without a letter of authority.';
    const requests = fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('OPEN'),
      [manageUrl(RESERVATION)]: () => ok(reservationAnswer('OPEN')),
      'POST /api/Quote': () => refused(400, 'CROSS_BORDER', crossBorder),
    });
    const { user } = await openScreen('/manage-booking/extend');
    await user.click(screen.getByRole('button', { name: 'Check new total' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(crossBorder);
    expect(screen.queryByRole('button', { name: 'Confirm Extension' })).toBeNull();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('offers to look the booking up again when it changed since, then sends its new version', async () => {
    const changedElsewhere = '2026-11-19T09:30:00.000Z';
    let lookUps = 0;
    let puts = 0;
    const requests = fakeManageApi({
      [statusUrl(RESERVATION)]: () => status('CONFIRMED'),
      [manageUrl(RESERVATION)]: () => {
        lookUps += 1;
        const answer = reservationAnswer();
        return ok(
          lookUps === 1
            ? answer
            : { ...answer, booking: { ...answer.booking!, version: changedElsewhere } },
        );
      },
      'POST /api/Quote': () => ok(extendedTotal),
      [`PUT /api/Booking/${RESERVATION}`]: () => {
        puts += 1;
        return puts === 1
          ? refused(409, 'CONFLICT', MANAGE_MESSAGES.changedMeanwhile)
          : ok({
              errors: SUCCESS,
              warning: '',
              reservationNumber: RESERVATION,
              reservation: { ...reservationAnswer().reservation, duebackDate: '2026-11-29' },
            });
      },
    });
    const { user } = await openScreen('/manage-booking/extend');
    await user.click(screen.getByRole('button', { name: 'Check new total' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Extension' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.changedMeanwhile);

    await user.click(screen.getByRole('button', { name: 'Look up the booking again' }));
    await waitFor(() => expect(lookUps).toBe(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check new total' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Extension' }));
    expect(
      await screen.findByRole('heading', { name: 'Your booking has been extended' }),
    ).toBeVisible();
    expect(
      requests.filter((request) => request.method === 'PUT').map((request) => request.body),
    ).toMatchObject([{ version: RESERVATION_VERSION }, { version: changedElsewhere }]);
  });
});

describe('a saved Door2Door quote', () => {
  const factsOfDetails = () =>
    within(screen.getByRole('region', { name: 'Booking details' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

  it('shows its route, pick-up, passengers, vehicle, total and validity, with Confirm My Quote', async () => {
    fakeManageApi({
      [statusUrl(TRANSFER_QUOTE)]: () => status('QUOTE'),
      [manageUrl(TRANSFER_QUOTE)]: () => ok(transferQuoteAnswer()),
    });
    await lookUp(TRANSFER_QUOTE);
    await screen.findByRole('heading', { level: 1, name: `Quote ${TRANSFER_QUOTE}` });
    expect(menuItems()).toEqual(['Confirm My Quote', 'Use Different Quote Number']);
    expect(screen.getByRole('button', { name: 'Confirm My Quote' })).toBeEnabled();
    expect(factsOfDetails()).toEqual([
      ['Status', 'Quote'],
      ['Vehicle', 'Sedan (3 passengers)'],
      ['Route', 'O.R. Tambo International Airport → Sandton, Johannesburg'],
      ['Distance', '31 km'],
      ['Pick-up', 'Wed, 02 Dec 2026 at 10:00'],
      ['Passengers', '2'],
      ['Total', formatAmount(700, 'ZAR')],
      ['Valid until', 'Sun, 22 Nov 2026 at 23:59'],
    ]);
  });

  it('says an expired transfer quote has expired and does not offer to confirm it', async () => {
    fakeManageApi({
      [statusUrl(TRANSFER_QUOTE)]: () => status('QUOTE', true),
      [manageUrl(TRANSFER_QUOTE)]: () =>
        ok(transferQuoteAnswer({ expired: true, status: 'EXPIRED' })),
    });
    await lookUp(TRANSFER_QUOTE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Quote (${TRANSFER_QUOTE}) has expired.`,
    );
    expect(menuItems()).toEqual(['Use Different Quote Number']);
    expect(factsOfDetails()[0]).toEqual(['Status', 'Expired quote']);
  });

  it('names the reservation a booked transfer quote was confirmed as, as a car quote does', async () => {
    fakeManageApi({
      [statusUrl(TRANSFER_QUOTE)]: () => status('QUOTE'),
      [manageUrl(TRANSFER_QUOTE)]: () =>
        ok(transferQuoteAnswer({ status: 'CONFIRMED', reservationNumber: RESERVATION })),
    });
    await lookUp(TRANSFER_QUOTE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MANAGE_MESSAGES.alreadyConfirmed(TRANSFER_QUOTE, RESERVATION),
    );
    expect(factsOfDetails()[0]).toEqual(['Status', `Confirmed as reservation ${RESERVATION}`]);
    expect(menuItems()).toEqual(['Use Different Quote Number']);
  });

  it('checks the trip again and opens the Door2Door booking steps with the quote, as quoted', async () => {
    const requests = fakeManageApi({
      [statusUrl(TRANSFER_QUOTE)]: () => status('QUOTE'),
      [manageUrl(TRANSFER_QUOTE)]: () => ok(transferQuoteAnswer()),
      'POST /api/Booking/d2d/availability': () => ok(transferAvailability()),
    });
    const { user, router } = await openScreen('/manage-booking/status', TRANSFER_QUOTE);
    await user.click(screen.getByRole('button', { name: 'Confirm My Quote' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation-details'));
    const state = router.state.location.state as D2DBookingState;
    expect(state).toMatchObject({
      d2d: 'booking',
      quoteNumber: TRANSFER_QUOTE,
      contact: { firstName: 'Thandi', lastName: 'Nkosi', email: EMAIL },
      charge: { vehicleGrp: 'TS' },
      quote: { vehicleGroup: 'TS', fee: 50, totalCharge: 700 },
      details: {
        pickupFlightType: 'ARRIVAL',
        pickupFlightNumber: 'SA 343',
        collectionArea: 'Meet at the Wimpy',
        addresses: ['O.R. Tambo International Airport', 'Sandton, Johannesburg'],
        billback: false,
      },
    });
    expect(state.request).toEqual({
      numberPassengers: 2,
      pickUpPlaceId: 'za-gp-ekurhuleni-o-r-tambo-international-airport',
      additionalPickUpPlaceIds: [],
      additionalDropOffPlaceIds: [],
      dropOffPlaceId: 'za-gp-johannesburg-sandton',
      pickUpDateTime: '2026-12-02 10:00',
      dropOffDateTime: '2026-12-02 10:01',
      accountType: 'I',
      accountNo: '',
      foreignLocal: 'L',
      vehicleGroup: 'TS',
      products: [],
      fee: 50,
      tripKms: 31,
    });
    expect(
      requests.find((request) => request.url === '/api/Booking/d2d/availability')?.body,
    ).toMatchObject({ numberPassengers: 2, pickUpDateTime: '2026-12-02 10:00' });
    const form = await screen.findByRole('form', { name: 'Customer Details' });
    expect(within(form).getByLabelText('Email address')).toHaveValue(EMAIL);
  });

  it('says so when its vehicle is no longer free', async () => {
    fakeManageApi({
      [statusUrl(TRANSFER_QUOTE)]: () => status('QUOTE'),
      [manageUrl(TRANSFER_QUOTE)]: () => ok(transferQuoteAnswer()),
      'POST /api/Booking/d2d/availability': () => ok(transferAvailability([])),
    });
    const { user, router } = await openScreen('/manage-booking/status', TRANSFER_QUOTE);
    await user.click(screen.getByRole('button', { name: 'Confirm My Quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      BOOKING_MESSAGES.noLongerAvailable('TS'),
    );
    expect(router.state.location.pathname).toBe('/manage-booking/status');
  });
});
