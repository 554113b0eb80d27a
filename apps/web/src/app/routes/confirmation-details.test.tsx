import { codedApiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import {
  BOOKING_MESSAGES,
  customerDetailsSchema,
  type BookingRequest,
  type BookingResponse,
} from '@bluu/contracts/booking';
import type { QuoteRequest, QuoteSaveRequest } from '@bluu/contracts/quote';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  BookingState,
  ConfirmationState,
  D2DBookingState,
} from '@/lib/journey/journey-state.ts';
import {
  CUSTOMER,
  PAYMENT_ON_FILE,
  SEDAN,
  transferQuote,
} from '@/features/manage-booking/test/manage-fixtures.ts';
import { fakeApi, ok, type FakeAnswer, type RecordedRequest } from '@test/fake-api.ts';
import { bookedAnswer, BRANCHES, CHARGE, NOW, PAYLOAD, quoteFor } from '@test/fixtures.ts';
import { pageRoute, RENTAL_TERMS_PAGE } from '@test/content-fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

const QUOTE_REQUEST: QuoteRequest = {
  ...PAYLOAD,
  rateCode: 'STD',
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
  products: [],
  additionalDrivers: 0,
};

function bookingState(overrides: Partial<QuoteRequest> = {}): BookingState {
  const request = { ...QUOTE_REQUEST, ...overrides };
  return {
    details: {
      ...PAYLOAD,
      accountType: request.accountType,
      accountNo: request.accountNo,
      rateCode: 'STD',
      accountName: request.accountType === 'C' ? 'Acme Mining (Pty) Ltd' : '',
    },
    selection: {
      vehicleGroup: 'A1',
      selectedWaiver: request.selectedWaiver,
      products: request.products ?? [],
      additionalDrivers: 0,
    },
    quote: quoteFor(request),
    rate: { rateCode: 'STD', rateDesc: 'Standard Rate' },
    charge: CHARGE,
  };
}

/** The server's answer to `request`, priced as quoteFor prices it. */
function bookedFor(request: BookingRequest): BookingResponse {
  return bookedAnswer({
    reservationNumber: 'R7654321',
    quote: quoteFor(request),
    reservation: {
      renterEmail: request.customerDetails.renterEmail ?? '',
      paymentType: request.payment.moP_Type ?? '',
    },
  });
}

type Handler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

function fakeBookingApi(overrides: Record<string, Handler> = {}): RecordedRequest[] {
  return fakeApi({
    'GET /api/Branch': () => ok(BRANCHES),
    'POST /api/Quote/save': (body) =>
      ok({
        ...quoteFor(body as QuoteSaveRequest),
        quoteNumber: 'Q1234567',
        expiresAt: '2026-11-22 23:59',
      }),
    'POST /api/Booking': (body) => ok(bookedFor(body as BookingRequest)),
    'POST /api/web/booking/send-external-email': () => ok({ errors: SUCCESS }),
    ...overrides,
  });
}

function sent(requests: RecordedRequest[], url: string): unknown[] {
  return requests.filter((request) => request.url === url).map((request) => request.body);
}

/** The Idempotency-Key of each POST /api/Booking sent. */
function idempotencyKeys(): string[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([url]) => url === '/api/Booking')
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'] ?? '');
}

async function renderSteps(state: unknown = bookingState()) {
  const app = renderApp({ pathname: '/confirmation-details', state });
  await screen.findByRole('heading', { name: 'Customer Details', level: 2 });
  return app;
}

const form = (name: 'Customer Details' | 'Payment Details') => screen.getByRole('form', { name });

/** The one error shown: its text, the field marked invalid and focused. */
async function expectOnlyProblem(
  name: 'Customer Details' | 'Payment Details',
  message: string,
  field: HTMLElement,
) {
  await waitFor(() => expect(within(form(name)).getByRole('alert')).toHaveTextContent(message));
  expect(within(form(name)).getAllByRole('alert')).toHaveLength(1);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
  await waitFor(() => expect(field).toHaveFocus());
}

const next = () => screen.getByRole('button', { name: 'Next' });
const bookNow = () => screen.getByRole('button', { name: /Book Now|Booking…/ });

async function fillCustomerDetails(user: UserEvent) {
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
}

async function fillCardPayment(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Method of payment'), 'VS');
  await user.type(screen.getByLabelText('Card number'), '4111111111111111');
  await user.type(screen.getByLabelText(/Card expiry date/), '202812');
  await user.type(screen.getByLabelText('Billing address line 1'), '1 Main Road');
  await user.type(screen.getByLabelText('Billing address line 2'), 'Sandton');
  await user.type(screen.getByLabelText('Postal code'), '2196');
}

async function toPayment(user: UserEvent) {
  await fillCustomerDetails(user);
  await user.click(next());
  await screen.findByRole('heading', { name: 'Payment Details', level: 2 });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('booking step 1, customer details', () => {
  it('shows each message once, in form order, on the failing field, until all are met', async () => {
    const requests = fakeBookingApi();
    const { user } = await renderSteps();
    const step = 'Customer Details';

    expect(screen.getByRole('button', { name: '01 Customer Details' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    const progress = screen.getByRole('navigation', { name: 'Booking progress' });
    expect(
      within(progress)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['01 Customer Details', '02 Payment Details']);
    expect(progress).toHaveTextContent('03 Booking Confirmation');

    const steps: Array<[string, string, (field: HTMLElement) => Promise<void>]> = [
      ['Title', BOOKING_MESSAGES.select('Title'), (f) => user.selectOptions(f, 'MS')],
      ['First name(s)', BOOKING_MESSAGES.enter('First name'), (f) => user.type(f, 'Thandi')],
      ['Last name', BOOKING_MESSAGES.enter('Last name'), (f) => user.type(f, 'Nkosi')],
      ['ID type', BOOKING_MESSAGES.select('ID type'), (f) => user.selectOptions(f, 'SAID')],
      [
        'ID/Passport number',
        BOOKING_MESSAGES.enter('ID/Passport number'),
        (f) => user.type(f, '80-01'),
      ],
      [
        'ID/Passport number',
        BOOKING_MESSAGES.valid('ID/Passport number'),
        async (f) => {
          await user.clear(f);
          await user.type(f, '800101');
        },
      ],
      [
        'ID/Passport number',
        BOOKING_MESSAGES.valid('SA ID number'),
        (f) => user.type(f, '5009087'),
      ],
      ['Contact number', BOOKING_MESSAGES.enter('Contact number'), (f) => user.type(f, '082 12')],
      [
        'Contact number',
        BOOKING_MESSAGES.valid('Contact number'),
        async (f) => {
          await user.clear(f);
          await user.type(f, '0821234567');
        },
      ],
      ['Email address', BOOKING_MESSAGES.enter('Email address'), (f) => user.type(f, 'thandi@')],
      [
        'Email address',
        BOOKING_MESSAGES.valid('Email address'),
        (f) => user.type(f, 'example.co.za'),
      ],
      [
        'Driving licence code',
        BOOKING_MESSAGES.select('Driving licence code'),
        (f) => user.selectOptions(f, 'B'),
      ],
    ];
    for (const [label, message, fix] of steps) {
      await user.click(next());
      const field = screen.getByLabelText(label);
      await expectOnlyProblem(step, message, field);
      await fix(field);
      expect(within(form(step)).queryByRole('alert')).toBeNull();
      expect(field).not.toHaveAttribute('aria-invalid');
    }
    await user.click(next());
    const consent = screen.getByRole('checkbox', {
      name: 'I have read and accept the Terms & Conditions of Rental.',
    });
    await expectOnlyProblem(step, BOOKING_MESSAGES.consent, consent);
    await user.click(consent);
    expect(within(form(step)).queryByRole('alert')).toBeNull();
    expect(sent(requests, '/api/Quote/save')).toEqual([]);

    await user.click(next());

    const heading = await screen.findByRole('heading', { name: 'Payment Details', level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('button', { name: '02 Payment Details' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await waitFor(() =>
      expect(sent(requests, '/api/Quote/save')).toEqual([
        {
          ...QUOTE_REQUEST,
          name: 'Thandi',
          surname: 'Nkosi',
          emailAddress: 'thandi@example.co.za',
        },
      ]),
    );
  });

  it('validates step 1 when step 2 is chosen, and clicking step 1 clears the error', async () => {
    fakeBookingApi();
    const { user } = await renderSteps();

    await user.click(screen.getByRole('button', { name: '02 Payment Details' }));
    await expectOnlyProblem(
      'Customer Details',
      BOOKING_MESSAGES.select('Title'),
      screen.getByLabelText('Title'),
    );
    await user.click(screen.getByRole('button', { name: '01 Customer Details' }));
    expect(within(form('Customer Details')).queryByRole('alert')).toBeNull();

    await fillCustomerDetails(user);
    await user.click(screen.getByRole('button', { name: '02 Payment Details' }));
    await screen.findByRole('heading', { name: 'Payment Details', level: 2 });
    await user.click(bookNow());
    await expectOnlyProblem(
      'Payment Details',
      BOOKING_MESSAGES.select('Method of payment'),
      screen.getByLabelText('Method of payment'),
    );

    await user.click(screen.getByRole('button', { name: '01 Customer Details' }));

    expect(
      await screen.findByRole('heading', { name: 'Customer Details', level: 2 }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('First name(s)')).toHaveValue('Thandi');
  });

  it('opens the rental terms from the consent and returns focus', async () => {
    fakeBookingApi(pageRoute(RENTAL_TERMS_PAGE));
    const { user } = await renderSteps();
    const read = screen.getByRole('button', { name: 'Read the Terms & Conditions of Rental' });

    await user.click(read);

    const dialog = await screen.findByRole('dialog', { name: 'Terms & Conditions of Rental' });
    // The rental terms page of the content service (PAGEPOST).
    expect(await within(dialog).findByText(/Debit cards are not accepted\./)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('The renter must be at least 21 years old.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(read).toHaveFocus();
  });

  it('shows the booking summary beside the form', async () => {
    fakeBookingApi();
    await renderSteps();
    const summary = screen.getByRole('region', { name: 'Your booking' });

    expect(summary).toHaveTextContent('Group A1 Economy');
    expect(summary).toHaveTextContent('Suzuki Swift or similar');
    await waitFor(() => expect(summary).toHaveTextContent('Johannesburg Airport'));
    expect(summary).toHaveTextContent('Fri, 20 Nov 2026 at 12:45');
    expect(summary).toHaveTextContent('Sun, 22 Nov 2026 at 09:00');
    const costs = screen.getByRole('complementary', { name: 'Your quote' });
    expect(within(costs).getByRole('status')).toHaveTextContent(/Total Cost\s*R\s1\s098,00/);
    expect(within(costs).getByRole('row', { name: /Etolls/ })).toHaveTextContent('TBA');
  });

  it('points to Book a Vehicle when it is reached without a booking', async () => {
    fakeBookingApi();
    renderApp('/confirmation-details');

    expect(await screen.findByText(/There is no booking in progress/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Vehicle' })).toHaveAttribute(
      'href',
      '/get-quote/',
    );
  });
});

describe('booking step 2, payment details', () => {
  it('asks an individual for each payment detail in turn, then books and confirms', async () => {
    const requests = fakeBookingApi();
    const { user, router } = await renderSteps();
    await toPayment(user);
    const step = 'Payment Details';

    expect(screen.queryByLabelText('Voucher number')).toBeNull();
    expect(screen.queryByLabelText('Collection address line 1')).toBeNull();
    expect(screen.queryByLabelText('Delivery address line 1')).toBeNull();
    const method = screen.getByLabelText('Method of payment');
    expect(method).toHaveValue('');
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select…', 'American Express', 'Diners Club', 'Master Card', 'Visa']);
    const cardNumber = screen.getByLabelText('Card number');
    expect(cardNumber).toHaveAttribute('inputmode', 'numeric');
    expect(cardNumber).toHaveAttribute('autocomplete', 'cc-number');
    const expiry = screen.getByLabelText(/Card expiry date/);
    expect(expiry).toHaveAttribute('maxlength', '6');
    expect(expiry).toHaveAttribute('placeholder', 'YYYYMM');

    const steps: Array<[string | RegExp, string, (field: HTMLElement) => Promise<void>]> = [
      [
        'Method of payment',
        BOOKING_MESSAGES.select('Method of payment'),
        (f) => user.selectOptions(f, 'VS'),
      ],
      [
        'Billing address line 1',
        BOOKING_MESSAGES.enter('Billing address line 1'),
        (f) => user.type(f, '1 Main Road'),
      ],
      [
        'Billing address line 2',
        BOOKING_MESSAGES.enter('Billing address line 2'),
        (f) => user.type(f, 'Sandton'),
      ],
      ['Postal code', BOOKING_MESSAGES.enter('Postal code'), (f) => user.type(f, '2196')],
      [/Card expiry date/, BOOKING_MESSAGES.cardExpiry, (f) => user.type(f, '202610')],
      [
        /Card expiry date/,
        BOOKING_MESSAGES.cardExpiry,
        async (f) => {
          await user.clear(f);
          await user.type(f, '202812');
          await user.type(cardNumber, '4111 1111');
        },
      ],
      ['Card number', BOOKING_MESSAGES.valid('Card number'), (f) => user.type(f, ' 1111 1111')],
    ];
    for (const [label, message, fix] of steps) {
      await user.click(bookNow());
      const field = screen.getByLabelText(label);
      await expectOnlyProblem(step, message, field);
      await fix(field);
      expect(within(form(step)).queryByRole('alert')).toBeNull();
    }
    await waitFor(() => expect(sent(requests, '/api/Quote/save')).toHaveLength(1));

    await user.click(bookNow());

    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-confirmation'));
    const [booked] = sent(requests, '/api/Booking') as BookingRequest[];
    expect(booked).toMatchObject({
      ...QUOTE_REQUEST,
      quoteNumber: 'Q1234567',
      expectedTotal: 1098,
      customerDetails: {
        title: 'MS',
        firstNames: [{ firstName: 'Thandi' }],
        surname: 'Nkosi',
        iD_Type: 'SAID',
        renterID: '8001015009087',
        contactPhoneNo: '0821234567',
        renterEmail: 'thandi@example.co.za',
        email: 'thandi@example.co.za',
        renterDrivingLicenseCode: 'B',
        consent: true,
      },
      payment: {
        moP_Type: 'VS',
        moP_No: '4111 1111 1111 1111',
        moP_Expiry: '202812',
        invoiceAddress1: '1 Main Road',
        invoiceAddress2: 'Sandton',
        invoicePostCode: '2196',
      },
    });
    expect(idempotencyKeys()).toHaveLength(1);
    expect(idempotencyKeys()[0]).toMatch(/^[\w-]{8,}$/);
    expect(
      await screen.findByRole('heading', { name: /Reservation number R7654321/ }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Booking progress' })).toBeNull();
    expect(sessionStorage.getItem('bluu.bookingDraft')).toBeNull();
    expect(router.state.location.state).toMatchObject({
      vehicleGroup: CHARGE,
      customerDetails: { surname: 'Nkosi' },
      confirmation: { reservationNumber: 'R7654321' },
    });
    expect((router.state.location.state as ConfirmationState).billedTo).toBeUndefined();
  });

  it('books a renter whose first and last names are each as long as allowed', async () => {
    const requests = fakeBookingApi();
    const { user } = await renderSteps();
    const first = 'Hubert Blaine Maximilianus';
    const last = 'Wolfeschlegelsteinhausenbergerdorff-Vanderbijlpark';
    await fillCustomerDetails(user);
    await user.clear(screen.getByLabelText('First name(s)'));
    await user.type(screen.getByLabelText('First name(s)'), first);
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), last);
    await user.click(next());
    await screen.findByRole('heading', { name: 'Payment Details', level: 2 });
    await fillCardPayment(user);

    await user.click(bookNow());

    await screen.findByRole('heading', { name: 'Booking Confirmation', level: 1 });
    const [booking] = sent(requests, '/api/Booking') as BookingRequest[];
    const customerDetails = customerDetailsSchema.parse(booking?.customerDetails);
    expect(customerDetails.firstNames).toEqual([{ firstName: first }]);
    expect(customerDetails.surname).toBe(last);
    // The contracts allow 60 characters for the whole name the server keeps as the contact.
    expect(customerDetails.contactName).toBe(`${first} ${last}`.slice(0, 60).trim());
    expect(customerDetailsSchema.safeParse(customerDetails).success).toBe(true);
  });

  it('asks an account for a voucher and bills the account only, naming it on the confirmation', async () => {
    const requests = fakeBookingApi({
      // A billback reservation keeps no card.
      'POST /api/Booking': (body) => {
        const answer = bookedFor(body as BookingRequest);
        return ok({ ...answer, reservation: { ...answer.reservation, cardLastFour: '' } });
      },
    });
    const { user } = await renderSteps(bookingState({ accountType: 'C', accountNo: 'C10001' }));
    await toPayment(user);

    const method = screen.getByLabelText('Method of payment');
    expect(method).toHaveValue('AC');
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Billback to the account']);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByLabelText(/Card expiry date/)).toBeNull();

    await user.click(bookNow());
    const voucher = screen.getByLabelText('Voucher number');
    await expectOnlyProblem('Payment Details', BOOKING_MESSAGES.enter('Voucher number'), voucher);
    await user.type(voucher, 'V-778');
    await user.type(screen.getByLabelText('Billing address line 1'), '1 Main Road');
    await user.type(screen.getByLabelText('Billing address line 2'), 'Sandton');
    await user.type(screen.getByLabelText('Postal code'), '2196');
    await user.type(screen.getByLabelText('Order number'), 'PO-1');

    await user.click(bookNow());

    await screen.findByRole('heading', { name: /Reservation number R7654321/ });
    const [booked] = sent(requests, '/api/Booking') as BookingRequest[];
    expect(booked).toMatchObject({
      accountType: 'C',
      accountNo: 'C10001',
      payment: { moP_Type: 'AC', voucherNo: 'V-778', moP_No: '', moP_Expiry: '', orderNo: 'PO-1' },
    });
    const facts = within(screen.getByRole('region', { name: 'Your rental' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts.slice(-3)).toEqual([
      ['Payment', 'Billback to the account, Acme Mining (Pty) Ltd (C10001)'],
      ['Voucher number', 'V-778'],
      ['Order number', 'PO-1'],
    ]);
  });

  it('asks for collection and delivery details only when those extras were chosen', async () => {
    fakeBookingApi();
    const { user } = await renderSteps(
      bookingState({
        products: [
          { productCode: 'COL', quantity: 1 },
          { productCode: 'DEL', quantity: 1 },
        ],
      }),
    );
    await toPayment(user);
    await fillCardPayment(user);

    const order: Array<[string, string]> = [
      ['Collection address line 1', BOOKING_MESSAGES.enter('Collection address line 1')],
      ['Collection address line 2', BOOKING_MESSAGES.enter('Collection address line 2')],
      ['Collection phone number', BOOKING_MESSAGES.enter('Collection phone number')],
      ['Delivery address line 1', BOOKING_MESSAGES.enter('Delivery address line 1')],
      ['Delivery address line 2', BOOKING_MESSAGES.enter('Delivery address line 2')],
      ['Delivery phone number', BOOKING_MESSAGES.enter('Delivery phone number')],
    ];
    for (const [label, message] of order) {
      await user.click(bookNow());
      const field = screen.getByLabelText(label);
      await expectOnlyProblem('Payment Details', message, field);
      await user.type(field, label.endsWith('phone number') ? '0821234567' : 'Somewhere 1');
    }
    await user.click(bookNow());
    await screen.findByRole('heading', { name: /Reservation number/ });
  });

  it('returns to step 1 for an ID problem and shows other refusals in the payment form', async () => {
    const idMessage =
      'The ID No given for the renter is not valid. Please check the ID/Passport number.';
    const gone = BOOKING_MESSAGES.noLongerAvailable('A1');
    const answers: FakeAnswer[] = [
      { status: 409, body: { errors: codedApiErrors('VEHICLE_UNAVAILABLE', gone) } },
      { status: 400, body: { errors: codedApiErrors('RENTER_ID_INVALID', idMessage) } },
    ];
    fakeBookingApi({ 'POST /api/Booking': () => answers.shift() ?? ok({}) });
    const { user, router } = await renderSteps();
    await toPayment(user);
    await fillCardPayment(user);

    await user.click(bookNow());

    const alert = await within(form('Payment Details')).findByRole('alert');
    expect(alert).toHaveTextContent(gone);
    expect(bookNow()).toHaveTextContent('Book Now');
    expect(bookNow()).toBeEnabled();

    await user.click(bookNow());

    const id = screen.getByLabelText('ID/Passport number');
    await expectOnlyProblem('Customer Details', idMessage, id);
    expect(router.state.location.pathname).toBe('/confirmation-details');
    await user.type(id, '0');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(idempotencyKeys()).toHaveLength(2);
  });

  it('shows an answer whose message lacks success in the payment form and stays', async () => {
    const message = 'Pick Up not in the Branch hours. Phone Bluu 086 101 7722';
    fakeBookingApi({
      'POST /api/Booking': () => ok({ errors: { error: [{ errorMessage: message }] } }),
    });
    const { user, router } = await renderSteps();
    await toPayment(user);
    await fillCardPayment(user);

    await user.click(bookNow());

    const alert = await within(form('Payment Details')).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: '086 101 7722' })).toHaveAttribute(
      'href',
      'tel:+27861017722',
    );
    expect(router.state.location.pathname).toBe('/confirmation-details');
    await user.type(screen.getByLabelText('Remarks'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('holds Book Now while booking, and retries a lost request with the same key', async () => {
    let release: (answer: FakeAnswer) => void = () => {};
    let calls = 0;
    fakeBookingApi({
      'POST /api/Booking': (body) => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return new Promise<FakeAnswer>((resolve) => {
          release = resolve;
        }).then(() => ok(bookedFor(body as BookingRequest)));
      },
    });
    const { user } = await renderSteps();
    await toPayment(user);
    await fillCardPayment(user);

    await user.click(bookNow());

    const alert = await within(form('Payment Details')).findByRole('alert');
    expect(alert).toHaveTextContent(/could not reach our booking system/);
    expect(alert).toHaveTextContent(/Book Now to try again/);
    // The focus stays on Book Now through the request and its refusal, not dropped to the page.
    expect(bookNow()).toHaveFocus();

    await user.click(bookNow());

    await waitFor(() => expect(bookNow()).toHaveAttribute('aria-disabled', 'true'));
    expect(bookNow()).toHaveFocus();
    expect(bookNow()).toHaveTextContent('Booking…');
    expect(within(form('Payment Details')).queryByRole('alert')).toBeNull();
    await user.click(bookNow());
    expect(calls).toBe(2);
    release(ok({}));

    await screen.findByRole('heading', { name: /Reservation number R7654321/ });
    const [first, second] = idempotencyKeys();
    expect(second).toBe(first);
    const bodies = vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([url]) => url === '/api/Booking')
      .map(([, init]) => init?.body);
    expect(bodies[1]).toBe(bodies[0]);
  });

  it('books a confirmed saved quote under its number without saving another', async () => {
    const requests = fakeBookingApi();
    const state = bookingState();
    const { user } = await renderSteps({
      ...state,
      details: { ...state.details, quoteNumber: 'QSAVED01' },
    });
    await toPayment(user);
    await fillCardPayment(user);

    await user.click(bookNow());

    await screen.findByRole('heading', { name: /Reservation number R7654321/ });
    expect(sent(requests, '/api/Quote/save')).toEqual([]);
    expect(sent(requests, '/api/Booking')).toEqual([
      expect.objectContaining({ quoteNumber: 'QSAVED01', expectedTotal: 1098 }),
    ]);
  });

  it("starts a modification's renter from the reservation's, with the modify form's names and number", async () => {
    fakeBookingApi();
    const state = bookingState();
    // The reservation's renter, with a licence code and street of their own.
    const renter = {
      ...CUSTOMER,
      renterDrivingLicenseCode: 'EB',
      renterStreetName: 'Jan Smuts Avenue',
    };
    const modify = {
      reservationNumber: 'R2345ABCD',
      email: 'thandi@example.co.za',
      firstName: 'Thandiwe',
      lastName: 'Nkosi-Dlamini',
      contactNumber: '+27827654321',
      renter,
    };
    await renderSteps({ ...state, details: { ...state.details, modify } });
    expect(screen.getByLabelText('Title')).toHaveValue('MS');
    expect(screen.getByLabelText('First name(s)')).toHaveValue('Thandiwe');
    expect(screen.getByLabelText('Last name')).toHaveValue('Nkosi-Dlamini');
    expect(screen.getByLabelText('Contact number')).toHaveValue('+27827654321');
    expect(screen.getByLabelText('ID type')).toHaveValue('SAID');
    expect(screen.getByLabelText('ID/Passport number')).toHaveValue('8001015009087');
    expect(screen.getByLabelText('Driving licence code')).toHaveValue('EB');
    expect(screen.getByLabelText('Street name')).toHaveValue('Jan Smuts Avenue');
    expect(
      screen.getByRole('checkbox', { name: /I have read and accept the Terms/ }),
    ).not.toBeChecked();
  });

  it('changes the reservation instead of booking anew when it is modified', async () => {
    const requests = fakeBookingApi({
      'PUT /api/Booking/R2345ABCD': (body) => ok(bookedFor(body as BookingRequest)),
    });
    const state = bookingState();
    const modify = {
      reservationNumber: 'R2345ABCD',
      email: 'thandi@example.co.za',
      firstName: 'Thandi',
      lastName: 'Nkosi',
      contactNumber: '+27821234567',
    };
    const { user } = await renderSteps({ ...state, details: { ...state.details, modify } });
    expect(screen.getByText('You are changing reservation R2345ABCD.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name(s)')).toHaveValue('Thandi');
    expect(screen.getByLabelText('Email address')).toHaveValue('thandi@example.co.za');
    for (const label of ['First name(s)', 'Last name', 'Contact number'])
      await user.clear(screen.getByLabelText(label));
    await toPayment(user);
    await fillCardPayment(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: /Booking Confirmation/, level: 1 });
    expect(sent(requests, '/api/Quote/save')).toEqual([]);
    expect(sent(requests, '/api/Booking')).toEqual([]);
    const [change] = sent(requests, '/api/Booking/R2345ABCD') as Array<Record<string, unknown>>;
    expect(change).toMatchObject({
      email: 'thandi@example.co.za',
      vehicleGroup: state.selection.vehicleGroup,
    });
    expect(change).not.toHaveProperty('quoteNumber');
  });

  it("starts a modification's payment from the reservation's, keeps its card without asking its expiry when no other number is typed, and says the booking has been changed", async () => {
    const requests = fakeBookingApi({
      'PUT /api/Booking/R2345ABCD': (body) => ok(bookedFor(body as BookingRequest)),
    });
    const state = bookingState();
    const modify = {
      reservationNumber: 'R2345ABCD',
      email: 'thandi@example.co.za',
      firstName: 'Thandi',
      lastName: 'Nkosi',
      contactNumber: '+27821234567',
      renter: CUSTOMER,
      payment: PAYMENT_ON_FILE,
      version: '2026-11-18T08:00:00.000Z',
    };
    const { user } = await renderSteps({ ...state, details: { ...state.details, modify } });
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the Terms/ }));
    await user.click(next());
    await screen.findByRole('heading', { name: 'Payment Details', level: 2 });

    expect(screen.getByLabelText('Method of payment')).toHaveValue('VS');
    expect(screen.getByLabelText('Billing address line 1')).toHaveValue('12 Jan Smuts Avenue');
    expect(screen.getByLabelText('Billing address line 2')).toHaveValue('Rosebank');
    expect(screen.getByLabelText('Postal code')).toHaveValue('2196');
    const card = screen.getByLabelText('Card number');
    expect(card).toHaveValue('');
    expect(card).toHaveAccessibleDescription('Leave empty to keep the card ending 1111.');
    expect(screen.getByLabelText(/Card expiry date/)).toHaveValue('');

    // Another method of payment has no card on file to keep.
    await user.selectOptions(screen.getByLabelText('Method of payment'), 'MC');
    expect(screen.getByLabelText('Card number')).not.toHaveAccessibleDescription();
    await user.selectOptions(screen.getByLabelText('Method of payment'), 'VS');

    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: /Booking Confirmation/, level: 1 });
    expect(screen.getByText(/booking has been changed\./)).toBeInTheDocument();
    const [change] = sent(requests, '/api/Booking/R2345ABCD') as Array<Record<string, unknown>>;
    expect(change?.payment).toMatchObject({
      moP_Type: 'VS',
      moP_No: '',
      moP_Expiry: '',
      invoiceAddress1: '12 Jan Smuts Avenue',
      invoicePostCode: '2196',
    });
    expect(change?.payment).not.toHaveProperty('cardLastFour');
    // The version looked up goes with the change, so a reservation written since refuses it.
    expect(change?.version).toBe('2026-11-18T08:00:00.000Z');
  });
});

describe('a Door2Door transfer billed back to the account', () => {
  /** Acme's transfer from the airport to Sandton, locked to billback to its account. */
  function transferBookingState(): D2DBookingState {
    const quote = transferQuote({ requestedAccountType: 'C', fee: 0, totalCharge: 650 });
    const { pickupFlightType, pickupFlightNumber, collectionArea, ...trip } = quote.request;
    return {
      d2d: 'booking',
      request: { ...trip, accountType: 'C', accountNo: 'C10001', fee: 0 },
      details: {
        accountName: 'Acme Mining (Pty) Ltd',
        moP_Type: 'AC',
        accountNo: 'C10001',
        pickupFlightType,
        pickupFlightNumber,
        collectionArea,
        addresses: quote.trip.stops.map((stop) => stop.description),
        billback: true,
        paymentLocked: true,
      },
      quote,
      charge: SEDAN,
    };
  }

  it('names the account billed and the order number on the confirmation', async () => {
    const requests = fakeBookingApi({
      'POST /api/Booking/d2d': (body) => {
        const answer = bookedFor(body as BookingRequest);
        return ok({
          ...answer,
          reservation: { ...answer.reservation, paymentType: 'AC', cardLastFour: '' },
        });
      },
    });
    const { user } = await renderSteps(transferBookingState());
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
    await user.click(next());
    await screen.findByRole('heading', { name: 'Payment Details', level: 2 });
    await user.type(screen.getByLabelText('Order number'), 'PO-9');

    await user.click(bookNow());

    await screen.findByRole('heading', { name: 'Booking Confirmation', level: 1 });
    const transfer = screen.getByRole('region', { name: 'Your transfer' });
    expect(sent(requests, '/api/Booking/d2d')[0]).toMatchObject({
      payment: { moP_Type: 'AC', orderNo: 'PO-9' },
    });
    const facts = within(transfer)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts.slice(-2)).toEqual([
      ['Payment', 'Billback to the account, Acme Mining (Pty) Ltd (C10001)'],
      ['Order number', 'PO-9'],
    ]);
  });
});

describe('the booking draft', () => {
  it('is restored after a remount and never holds the card number', async () => {
    fakeBookingApi();
    const first = await renderSteps();
    await first.user.type(screen.getByLabelText('First name(s)'), 'Thandi');
    await first.user.type(screen.getByLabelText('Street name'), 'Main Road');
    cleanup();

    const second = await renderSteps();
    expect(screen.getByLabelText('First name(s)')).toHaveValue('Thandi');
    expect(screen.getByLabelText('Street name')).toHaveValue('Main Road');
    await second.user.clear(screen.getByLabelText('First name(s)'));
    await toPayment(second.user);
    await fillCardPayment(second.user);
    await second.user.type(screen.getByLabelText('Remarks'), 'Late arrival');
    const stored = sessionStorage.getItem('bluu.bookingDraft') ?? '';
    expect(stored).toContain('Late arrival');
    expect(stored).toContain('202812');
    expect(stored).not.toContain('4111');
    expect(stored).not.toContain('moP_No');
    cleanup();

    renderApp({ pathname: '/confirmation-details', state: bookingState() });
    await screen.findByRole('heading', { name: 'Payment Details', level: 2 });
    expect(screen.getByLabelText('Method of payment')).toHaveValue('VS');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('Remarks')).toHaveValue('Late arrival');
    expect(screen.getByLabelText('Billing address line 1')).toHaveValue('1 Main Road');
  });

  it('belongs to the journey: the renter stays when the quote changes, and is gone after Logout', async () => {
    fakeBookingApi();
    const first = await renderSteps();
    await toPayment(first.user);
    await fillCardPayment(first.user);
    cleanup();

    const second = await renderSteps(
      bookingState({ selectedWaiver: 'SCDW', products: [{ productCode: 'BABY', quantity: 1 }] }),
    );
    expect(screen.getByLabelText('Last name')).toHaveValue('Nkosi');
    expect(screen.getByLabelText('ID/Passport number')).toHaveValue('8001015009087');
    await second.user.click(next());
    await screen.findByRole('heading', { name: 'Payment Details', level: 2 });
    expect(screen.getByLabelText('Billing address line 1')).toHaveValue('1 Main Road');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    cleanup();

    sessionStorage.clear(); // what Logout does (spec 001 §4)
    await renderSteps(bookingState({ selectedWaiver: 'SCDW' }));
    expect(screen.getByLabelText('Last name')).toHaveValue('');
  });
});

describe('a signed-in individual', () => {
  const INDIVIDUAL = {
    accountName: 'T Nkosi',
    accountNo: null,
    accountType: 'I',
    accountFirstname: 'Thandi',
    accountLastname: 'Nkosi',
    accountUser: 'user-1',
    accountEmail: 'thandi@example.co.za',
  };
  const PROFILE = {
    errors: SUCCESS,
    error: '',
    user_id_type: 'SAID',
    user_id_number: '8001015009087',
    user_title: 'MS',
    user_initials: 'T',
    user_firstname: 'Thandi',
    user_lastname: 'Nkosi',
    user_email_address: 'thandi@example.co.za',
    user_contact_number: '+27-821234567',
    user_receive_marketing: false,
    user_licence_code: 'B',
  };

  beforeEach(() => {
    sessionStorage.setItem('bluu.sessionUser', JSON.stringify(INDIVIDUAL));
  });

  it('starts booking step 1 from the profile', async () => {
    const requests = fakeBookingApi({
      'POST /api/web/user/get-external-profile': () => ok(PROFILE),
    });
    const { user } = await renderSteps();

    expect(screen.getByLabelText('Title')).toHaveValue('MS');
    expect(screen.getByLabelText('First name(s)')).toHaveValue('Thandi');
    expect(screen.getByLabelText('Last name')).toHaveValue('Nkosi');
    expect(screen.getByLabelText('ID type')).toHaveValue('SAID');
    expect(screen.getByLabelText('ID/Passport number')).toHaveValue('8001015009087');
    expect(screen.getByLabelText('Contact number')).toHaveValue('+27821234567');
    expect(screen.getByLabelText('Email address')).toHaveValue('thandi@example.co.za');
    expect(screen.getByLabelText('Driving licence code')).toHaveValue('B');
    expect(sent(requests, '/api/web/user/get-external-profile')).toHaveLength(1);

    await user.click(
      screen.getByRole('checkbox', {
        name: 'I have read and accept the Terms & Conditions of Rental.',
      }),
    );
    await user.click(next());
    expect(
      await screen.findByRole('heading', { name: 'Payment Details', level: 2 }),
    ).toBeInTheDocument();
  });

  it('starts with an empty form when the profile cannot be read', async () => {
    fakeBookingApi({
      'POST /api/web/user/get-external-profile': () => ({
        status: 401,
        body: {
          errors: codedApiErrors('USER_SIGN_IN_REQUIRED', 'Please sign in to your online profile.'),
        },
      }),
    });
    await renderSteps();
    expect(screen.getByLabelText('First name(s)')).toHaveValue('');
  });

  it('keeps the reservation renter when a reservation is modified, without reading the profile', async () => {
    const requests = fakeBookingApi({
      'POST /api/web/user/get-external-profile': () => ok(PROFILE),
    });
    const state = bookingState();
    const modify = {
      reservationNumber: 'R2345ABCD',
      email: 'renter@example.co.za',
      firstName: 'Sipho',
      lastName: 'Dube',
      contactNumber: '+27831234567',
    };
    await renderSteps({ ...state, details: { ...state.details, modify } });
    expect(screen.getByLabelText('First name(s)')).toHaveValue('Sipho');
    expect(screen.getByLabelText('Email address')).toHaveValue('renter@example.co.za');
    expect(sent(requests, '/api/web/user/get-external-profile')).toEqual([]);
  });
});
