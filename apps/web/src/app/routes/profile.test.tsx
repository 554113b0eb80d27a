import type { SessionUser } from '@bluu/contracts/accounts';
import { SUCCESS } from '@bluu/contracts/api-errors';
import type { QuoteRequest } from '@bluu/contracts/quote';
import {
  PROFILE_MESSAGES,
  type ExternalProfile,
  type UserBookingsResponse,
  type UserQuotesResponse,
} from '@bluu/contracts/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@test/fake-api.ts';
import { NOW, quoteFor } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';
import {
  AVAILABLE,
  fakeManageApi,
  manageUrl,
  QUOTE,
  quoteAnswer,
  refused,
  RESERVATION,
  TRANSFER_QUOTE,
  transferAvailability,
  transferQuoteAnswer,
} from '@/features/manage-booking/test/manage-fixtures.ts';
import type { BookingState, D2DBookingState } from '@/lib/journey/journey-state.ts';
import { sessionUser } from '@/lib/session-user.ts';

const EMAIL = 'thandi@example.co.za';
const USER: SessionUser = {
  accountName: 'T Nkosi',
  accountEmail: EMAIL,
  accountNo: null,
  accountType: 'I',
  accountUser: 'user-1',
  accountFirstname: 'Thandi',
  accountLastname: 'Nkosi',
};
const PROFILE: ExternalProfile = {
  user_id_type: 'SAID',
  user_id_number: '8001015009087',
  user_title: 'MS',
  user_initials: 'T',
  user_firstname: 'Thandi',
  user_lastname: 'Nkosi',
  user_email_address: EMAIL,
  user_contact_number: '+27-821234567',
  user_receive_marketing: false,
  user_licence_code: 'B',
};
const BOOKINGS: UserBookingsResponse['bookings'] = [
  {
    reservationNumber: RESERVATION,
    quoteNumber: QUOTE,
    status: 'CONFIRMED',
    vehicleGroup: 'A1',
    pickUpBranch: 'JS',
    pickUpDateTime: '2026-11-25 10:00',
    dropOffBranch: 'JS',
    dropOffDateTime: '2026-11-28 10:00',
    dateCreated: '2026-11-20 09:00',
    reservationEmail: EMAIL,
  },
];
const userQuote = (
  partial: Partial<UserQuotesResponse['quotes'][number]>,
): UserQuotesResponse['quotes'][number] => ({
  quoteNumber: QUOTE,
  status: 'QUOTE',
  reservationNumber: '',
  vehicleGroup: 'A1',
  requestedPickUpBranch: 'JS',
  pickUpDateTime: '2026-11-25 10:00',
  dropOffBranch: 'JS',
  dropOffDateTime: '2026-11-28 10:00',
  dateCreated: '2026-11-20 09:00',
  expiresAt: '2026-11-22 23:59:59',
  accountType: 'I',
  emailAddress: EMAIL,
  products: [],
  ...partial,
});
const EXPIRED_QUOTE = 'Q9EXPIRED1';
const CONFIRMED_QUOTE = 'Q8BOOKED01';
const QUOTES = [
  userQuote({}),
  userQuote({ quoteNumber: EXPIRED_QUOTE, status: 'EXPIRED' }),
  userQuote({ quoteNumber: CONFIRMED_QUOTE, status: 'CONFIRMED', reservationNumber: RESERVATION }),
];

const PROFILE_URL = 'POST /api/web/user/get-external-profile';
const UPDATE_URL = 'POST /api/web/user/update-external-profile';
const BOOKINGS_URL = `GET /api/Booking/user/${encodeURIComponent(EMAIL)}`;
const QUOTES_URL = `GET /api/Quote/user/${encodeURIComponent(EMAIL)}`;

function signIn(user: SessionUser = USER) {
  sessionStorage.setItem('bluu.sessionUser', JSON.stringify(user));
}

function fakeProfileApi(overrides: Parameters<typeof fakeManageApi>[0] = {}) {
  return fakeManageApi({
    [PROFILE_URL]: () => ok({ errors: SUCCESS, error: '', ...PROFILE }),
    [BOOKINGS_URL]: () => ok({ errors: SUCCESS, bookings: BOOKINGS }),
    [QUOTES_URL]: () => ok({ errors: SUCCESS, quotes: QUOTES }),
    [UPDATE_URL]: () => ok({ errors: SUCCESS, success: PROFILE_MESSAGES.updated }),
    ...overrides,
  });
}

async function openProfile() {
  const app = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Hello Thandi' });
  await screen.findByLabelText('First name');
  return app;
}

const form = () => screen.getByRole('form', { name: 'My Profile' });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('who may open the profile', () => {
  it('sends a visitor with no session user to /login', async () => {
    fakeProfileApi();
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in account without an e-mail home', async () => {
    fakeProfileApi();
    signIn({ ...USER, accountType: 'C', accountNo: 'C100', accountEmail: '' });
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('forgets the session user and goes to /login when the server has ended the session', async () => {
    fakeProfileApi({
      [PROFILE_URL]: () => refused(401, 'USER_SIGN_IN_REQUIRED', PROFILE_MESSAGES.signInRequired),
      [BOOKINGS_URL]: () => refused(401, 'USER_SIGN_IN_REQUIRED', PROFILE_MESSAGES.signInRequired),
      [QUOTES_URL]: () => refused(401, 'USER_SIGN_IN_REQUIRED', PROFILE_MESSAGES.signInRequired),
    });
    signIn();
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('bluu.sessionUser')).toBeNull();
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      PROFILE_MESSAGES.signInRequired,
    );
  });

  it('says the visitor is signed out, never an empty page, when the user goes while it stays', async () => {
    fakeProfileApi();
    signIn();
    const { router } = await openProfile();

    // As after Back while Logout's home page is still loading: the page stays, its user is gone.
    act(() => sessionUser.clear());

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('My Profile');
    expect(main).toHaveTextContent('You are signed out. Sign in to see your online profile.');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('opens home on Logout, not /login', async () => {
    fakeProfileApi({ 'POST /api/web/user/logout': () => ok({ errors: SUCCESS }) });
    signIn();
    const { user, router } = await openProfile();
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('tab', { name: 'Book a Vehicle' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('My Profile', () => {
  it('greets the user and shows every field from the server, asking with the session user', async () => {
    const requests = fakeProfileApi();
    signIn();
    await openProfile();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My Profile',
      'My Reservations',
      'Quote Requests',
      'Make Reservation',
      'D2D Reservation',
    ]);
    expect(screen.getByLabelText('ID type')).toHaveValue('SAID');
    expect(screen.getByLabelText('ID / Passport number')).toHaveValue('8001015009087');
    expect(screen.getByLabelText('Title')).toHaveValue('MS');
    expect(screen.getByLabelText('Initials')).toHaveValue('T');
    expect(screen.getByLabelText('First name')).toHaveValue('Thandi');
    expect(screen.getByLabelText('Last name')).toHaveValue('Nkosi');
    expect(screen.getByLabelText('Email address')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Email address')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Contact number')).toHaveValue('+27-821234567');
    expect(screen.getByRole('checkbox', { name: 'Change Password' })).not.toBeChecked();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('get-external-profile'))?.body).toEqual({
      userData: USER,
    });
  });

  it('shows one message at a time on the first failing field, focused, and sends nothing', async () => {
    const requests = fakeProfileApi();
    signIn();
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText('Initials'));
    await user.clear(screen.getByLabelText('Contact number'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    const initials = screen.getByLabelText('Initials');
    expect(within(form()).getByRole('alert')).toHaveTextContent('Please enter your Initials.');
    expect(within(form()).getAllByRole('alert')).toHaveLength(1);
    expect(initials).toHaveFocus();
    expect(initials).toHaveAccessibleDescription('Please enter your Initials.');

    await user.type(initials, 'T');
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      'Please enter your Contact number.',
    );
    expect(screen.getByLabelText('Contact number')).toHaveFocus();

    await user.type(screen.getByLabelText('Contact number'), '+27821234567');
    await user.clear(screen.getByLabelText('ID / Passport number'));
    await user.type(screen.getByLabelText('ID / Passport number'), '80010150');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      'Please enter a valid ID / Passport number.',
    );

    await user.selectOptions(screen.getByLabelText('ID type'), 'PASS');
    await user.click(screen.getByRole('checkbox', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('New password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.passwords);
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(requests.filter((request) => request.url.endsWith('update-external-profile'))).toEqual(
      [],
    );
  });

  it("saves the form, shows the server's message and renames the signed-in user", async () => {
    const requests = fakeProfileApi();
    signIn();
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Lindiwe');
    await user.click(screen.getByRole('checkbox', { name: /special offers/ }));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello Lindiwe');
    expect(JSON.parse(sessionStorage.getItem('bluu.sessionUser') ?? '')).toMatchObject({
      accountName: 'L Nkosi',
      accountFirstname: 'Lindiwe',
    });
    const update = requests.find((request) => request.url.endsWith('update-external-profile'));
    expect(update?.body).toEqual({
      userData: USER,
      profileDetails: {
        profileIDType: 'SAID',
        profileID: '8001015009087',
        profileTitle: 'MS',
        profileInitials: 'T',
        profileFirstname: 'Lindiwe',
        profileLastname: 'Nkosi',
        profileEmail: EMAIL,
        profileContactNo: '+27-821234567',
        profileOldPassword: '',
        profilePassword: '',
        profileMarketing: true,
      },
    });

    await user.type(screen.getByLabelText('Initials'), 'L');
    expect(screen.queryByText(PROFILE_MESSAGES.updated)).not.toBeInTheDocument();
  });

  it('an update after the session ended elsewhere opens /login, which asks to sign in again', async () => {
    fakeProfileApi({
      [UPDATE_URL]: () => refused(401, 'USER_SIGN_IN_REQUIRED', PROFILE_MESSAGES.signInRequired),
    });
    signIn();
    const { user, router } = await openProfile();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Lindiwe');

    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(
      PROFILE_MESSAGES.signInRequired,
    );
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Sign In');
    expect(sessionStorage.getItem('bluu.sessionUser')).toBeNull();
  });

  it('changes the password with the current one; a wrong current password is shown on its field', async () => {
    let attempts = 0;
    const requests = fakeProfileApi({
      [UPDATE_URL]: () =>
        (attempts += 1) === 1
          ? refused(401, 'INVALID_CREDENTIALS', PROFILE_MESSAGES.wrongCurrentPassword)
          : ok({ errors: SUCCESS, success: PROFILE_MESSAGES.updated }),
    });
    signIn();
    const { user } = await openProfile();
    await user.click(screen.getByRole('checkbox', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('Current password'), 'wrong password');
    await user.type(screen.getByLabelText('New password'), 'new secret 1');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription(PROFILE_MESSAGES.wrongCurrentPassword);

    await user.clear(current);
    await user.type(current, 'old secret 1');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Change Password' })).not.toBeChecked();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    const updates = requests.filter((request) => request.url.endsWith('update-external-profile'));
    expect(updates.map((request) => request.body)).toMatchObject([
      { profileDetails: { profileOldPassword: 'wrong password', profilePassword: 'new secret 1' } },
      { profileDetails: { profileOldPassword: 'old secret 1', profilePassword: 'new secret 1' } },
    ]);
  });
});

describe('My Reservations and Quote Requests', () => {
  it('lists the reservations; Manage Booking opens one with its e-mail', async () => {
    fakeProfileApi();
    signIn();
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'My Reservations' }));
    const panel = screen.getByRole('tabpanel', { name: 'My Reservations' });
    const item = within(panel).getByRole('listitem');
    expect(item).toHaveTextContent(`Quote number${QUOTE}`);
    expect(item).toHaveTextContent(`Reservation number${RESERVATION}`);
    expect(item).toHaveTextContent('Date createdFri, 20 Nov 2026 at 09:00');

    const link = within(item).getByRole('link', { name: `Manage Booking ${RESERVATION}` });
    // A new tab has no session storage of this tab: it gets the look-up with the reference.
    expect(link).toHaveAttribute('href', `/manage-booking/?reference=${RESERVATION}`);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-booking/status'));
    expect(JSON.parse(sessionStorage.getItem('bluu.reservation') ?? '')).toEqual({
      reservationNumber: RESERVATION,
      reservationEmail: EMAIL,
    });
  });

  it('offers Confirm Quote for a valid quote, EXPIRED for an expired one, and Manage Booking for a booked one', async () => {
    fakeProfileApi();
    signIn();
    const { user } = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Quote Requests' }));
    const panel = screen.getByRole('tabpanel', { name: 'Quote Requests' });
    const [valid, expired, booked] = within(panel).getAllByRole('listitem');
    expect(valid).toHaveTextContent(`Quote number${QUOTE}`);
    expect(within(valid!).getByRole('button', { name: `Confirm Quote ${QUOTE}` })).toBeEnabled();
    expect(expired).toHaveTextContent('EXPIRED');
    expect(within(expired!).queryByRole('button')).not.toBeInTheDocument();
    expect(booked).toHaveTextContent(`Reservation number${RESERVATION}`);
    expect(
      within(booked!).getByRole('link', { name: `Manage Booking ${RESERVATION}` }),
    ).toBeVisible();
  });

  it('Confirm Quote checks the quote again and opens its booking', async () => {
    fakeProfileApi({
      [manageUrl(QUOTE)]: () => ok(quoteAnswer()),
      'POST /api/Booking/availability': () => ok(AVAILABLE),
      'POST /api/Quote': (body) => ok(quoteFor(body as QuoteRequest)),
    });
    signIn();
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Quote Requests' }));
    await user.click(screen.getByRole('button', { name: `Confirm Quote ${QUOTE}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation-details'));
    const state = router.state.location.state as BookingState;
    expect(state.details).toMatchObject({ quoteNumber: QUOTE, accountName: 'T Nkosi' });
    expect(state.contact).toEqual({ firstName: 'Thandi', lastName: 'Nkosi', email: EMAIL });
  });

  it('says so when a quote can no longer be booked', async () => {
    fakeProfileApi({
      [manageUrl(QUOTE)]: () => ok(quoteAnswer()),
      'POST /api/Booking/availability': () =>
        ok({ ...AVAILABLE, rates: { rate: [{ ...AVAILABLE.rates.rate[0], charges: [] }] } }),
    });
    signIn();
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Quote Requests' }));
    await user.click(screen.getByRole('button', { name: `Confirm Quote ${QUOTE}` }));
    const panel = screen.getByRole('tabpanel', { name: 'Quote Requests' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/No vehicles available/);
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('says when there is nothing to list', async () => {
    fakeProfileApi({
      [BOOKINGS_URL]: () => ok({ errors: SUCCESS, bookings: [] }),
      [QUOTES_URL]: () => ok({ errors: SUCCESS, quotes: [] }),
    });
    signIn();
    const { user } = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'My Reservations' }));
    expect(
      await within(screen.getByRole('tabpanel', { name: 'My Reservations' })).findByText(
        /You have no reservations yet/,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Quote Requests' }));
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Quote Requests' })).findByText(
        /You have no quote requests yet/,
      ),
    ).toBeVisible();
  });

  it('Make Reservation holds the vehicle search', async () => {
    fakeProfileApi();
    signIn();
    const { user } = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Make Reservation' }));
    const panel = screen.getByRole('tabpanel', { name: 'Make Reservation' });
    expect(within(panel).getByRole('form', { name: 'Vehicle search' })).toBeVisible();
  });
});

describe('Door2Door transfers and transfer quotes in the profile', () => {
  const TRANSFER = 'R3TRANSFER';
  const transferFacts = {
    route: ['O.R. Tambo International Airport', 'Sandton, Johannesburg'],
    pickUpDateTime: '2026-12-02 09:00',
    passengers: 2,
    tripKms: 31,
    fee: 0,
  };
  const factsIn = (item: HTMLElement) =>
    within(item)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

  it("lists a transfer with its route and pick-up time, not the hub and the vehicle's return", async () => {
    fakeProfileApi({
      [BOOKINGS_URL]: () =>
        ok({
          errors: SUCCESS,
          bookings: [
            {
              ...BOOKINGS[0],
              reservationNumber: TRANSFER,
              quoteNumber: '',
              vehicleGroup: 'TS',
              pickUpBranch: '3C',
              pickUpDateTime: '2026-12-02 09:00',
              dropOffBranch: '3C',
              dropOffDateTime: '2026-12-02 11:00',
              transfer: transferFacts,
            },
          ],
        }),
    });
    signIn();
    const { user } = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'My Reservations' }));
    const panel = screen.getByRole('tabpanel', { name: 'My Reservations' });
    const item = await within(panel).findByRole('listitem');
    expect(factsIn(item)).toEqual([
      ['Quote number', '–'],
      ['Reservation number', TRANSFER],
      ['Date created', 'Fri, 20 Nov 2026 at 09:00'],
      ['Status', 'Confirmed'],
      ['Vehicle', 'Group TS'],
      ['Route', 'O.R. Tambo International Airport → Sandton, Johannesburg'],
      ['Distance', '31 km'],
      ['Pick-up', 'Wed, 02 Dec 2026 at 09:00'],
      ['Passengers', '2'],
    ]);
    expect(item).not.toHaveTextContent('3C');
    expect(item).not.toHaveTextContent('11:00');
  });

  it('lists a transfer quote with its route; Confirm Quote opens the Door2Door booking with it', async () => {
    fakeProfileApi({
      [QUOTES_URL]: () =>
        ok({
          errors: SUCCESS,
          quotes: [
            userQuote({
              quoteNumber: TRANSFER_QUOTE,
              vehicleGroup: 'TS',
              requestedPickUpBranch: '3I',
              pickUpDateTime: '2026-12-02 09:00',
              dropOffBranch: '3I',
              dropOffDateTime: '2026-12-02 09:00',
              transfer: transferFacts,
            }),
          ],
        }),
      [manageUrl(TRANSFER_QUOTE)]: () => ok(transferQuoteAnswer()),
      'POST /api/Booking/d2d/availability': () => ok(transferAvailability()),
    });
    signIn();
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Quote Requests' }));
    const panel = screen.getByRole('tabpanel', { name: 'Quote Requests' });
    const item = await within(panel).findByRole('listitem');
    expect(factsIn(item)).toContainEqual([
      'Route',
      'O.R. Tambo International Airport → Sandton, Johannesburg',
    ]);
    expect(item).not.toHaveTextContent('3I');

    await user.click(within(item).getByRole('button', { name: `Confirm Quote ${TRANSFER_QUOTE}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation-details'));
    const state = router.state.location.state as D2DBookingState;
    expect(state).toMatchObject({
      d2d: 'booking',
      quoteNumber: TRANSFER_QUOTE,
      details: { accountName: 'T Nkosi' },
      contact: { firstName: 'Thandi', lastName: 'Nkosi', email: EMAIL },
    });
  });
});
