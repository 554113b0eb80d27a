import type { QuoteRequest, QuoteSaveRequest } from '@bluu/contracts/quote';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingState } from '@/lib/journey/journey-state.ts';
import { fakeApi, ok, type RecordedRequest } from '@test/fake-api.ts';
import { BRANCHES, CHARGE, NOW, PAYLOAD, quoteFor } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

const QUOTE_REQUEST: QuoteRequest = {
  ...PAYLOAD,
  rateCode: 'STD',
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
  products: [],
  additionalDrivers: 0,
};

const BOOKING_STATE: BookingState = {
  details: { ...PAYLOAD, rateCode: 'STD', accountName: '' },
  selection: { vehicleGroup: 'A1', selectedWaiver: 'CDW', products: [], additionalDrivers: 0 },
  quote: quoteFor(QUOTE_REQUEST),
  rate: { rateCode: 'STD', rateDesc: 'Standard Rate' },
  charge: CHARGE,
};

/** A valid address of `length` characters: 60 a's @ 60 b's . c's .co.za */
function address(length: number): string {
  return `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(length - 128)}.co.za`;
}

function fakeBookingApi(): RecordedRequest[] {
  return fakeApi({
    'GET /api/Branch': () => ok(BRANCHES),
    'POST /api/Quote/save': (body) =>
      ok({
        ...quoteFor(body as QuoteSaveRequest),
        quoteNumber: 'Q1234567',
        expiresAt: '2026-11-22 23:59',
      }),
  });
}

async function renderStepOne() {
  const app = renderApp({ pathname: '/confirmation-details', state: BOOKING_STATE });
  await screen.findByRole('heading', { name: 'Customer Details', level: 2 });
  return app;
}

/** Pastes into a field, as a customer copies a name or an address from elsewhere. */
async function paste(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillRenter(user: UserEvent, values: { firstName?: string; email?: string } = {}) {
  await user.selectOptions(screen.getByLabelText('Title'), 'MS');
  await paste(user, 'First name(s)', values.firstName ?? 'Thandi');
  await paste(user, 'Last name', 'Nkosi');
  await user.selectOptions(screen.getByLabelText('ID type'), 'SAID');
  await paste(user, 'ID/Passport number', '8001015009087');
  await paste(user, 'Contact number', '0821234567');
  await paste(user, 'Email address', values.email ?? 'thandi@example.co.za');
  await user.selectOptions(screen.getByLabelText('Driving licence code'), 'B');
  await user.click(
    screen.getByRole('checkbox', {
      name: 'I have read and accept the Terms & Conditions of Rental.',
    }),
  );
}

/** The one error shown: its text, the field marked invalid, described by it and focused. */
async function expectOnlyProblem(message: string, field: HTMLElement) {
  const form = screen.getByRole('form', { name: 'Customer Details' });
  await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(message));
  expect(within(form).getAllByRole('alert')).toHaveLength(1);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
  await waitFor(() => expect(field).toHaveFocus());
}

const next = () => screen.getByRole('button', { name: 'Next' });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('booking step 1 never cuts what the renter typed', () => {
  it('keeps a pasted e-mail address longer than 254 characters and says it is too long', async () => {
    const requests = fakeBookingApi();
    const { user } = await renderStepOne();
    const tooLong = address(255);
    await fillRenter(user, { email: tooLong });
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveValue(tooLong);

    await user.click(next());

    await expectOnlyProblem('Email address must be at most 254 characters.', email);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('takes a pasted e-mail address of 251 characters whole', async () => {
    const requests = fakeBookingApi();
    const { user } = await renderStepOne();
    const long = address(251);
    await fillRenter(user, { email: long });
    expect(screen.getByLabelText('Email address')).toHaveValue(long);

    await user.click(next());

    await screen.findByRole('heading', { name: 'Payment Details', level: 2 });
    await waitFor(() =>
      expect(
        requests
          .filter((request) => request.url === '/api/Quote/save')
          .map((request) => (request.body as QuoteSaveRequest).emailAddress),
      ).toEqual([long]),
    );
  });

  it('keeps a pasted first name longer than 60 characters and says it is too long', async () => {
    const requests = fakeBookingApi();
    const { user } = await renderStepOne();
    const long = 'Thandiwe'.repeat(25);
    await fillRenter(user, { firstName: long });
    const firstName = screen.getByLabelText('First name(s)');
    expect(firstName).toHaveValue(long);

    await user.click(next());

    await expectOnlyProblem('First name must be at most 60 characters.', firstName);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
