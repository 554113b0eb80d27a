import type { SessionUser } from '@bluu/contracts/accounts';
import type { CustomerDetails, Payment } from '@bluu/contracts/booking';
import type { QuoteRequest } from '@bluu/contracts/quote';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingState } from '@/lib/journey/journey-state.ts';
import { clearSessionStorage } from '@/lib/session-storage.ts';
import { sessionUser, signIn } from '@/lib/session-user.ts';
import { fakeApi, heldAnswer, type RecordedRequest } from '@test/fake-api.ts';
import { CHARGE, CHARGE_B1, PAYLOAD, quoteFor } from '@test/fixtures.ts';
import { carBookingPlan, type BookingPlan } from '@/features/booking/utils/booking-plan.ts';
import { useBookingSteps } from './use-booking-steps.ts';

const REQUEST: QuoteRequest = {
  ...PAYLOAD,
  rateCode: 'STD',
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
  products: [],
  additionalDrivers: 0,
};

const ACME: SessionUser = {
  accountName: 'Acme Mining (Pty) Ltd',
  accountNo: 'C10001',
  accountType: 'C',
  accountFirstname: '',
  accountLastname: '',
  accountUser: 'C10001',
  accountEmail: '',
};

function bookingState(
  overrides: Partial<QuoteRequest> = {},
  details: Partial<BookingState['details']> = {},
): BookingState {
  const request = { ...REQUEST, ...overrides };
  return {
    details: {
      ...PAYLOAD,
      accountType: request.accountType,
      accountNo: request.accountNo,
      rateCode: request.rateCode,
      accountName: request.accountType === 'C' ? ACME.accountName : '',
      ...details,
    },
    selection: {
      vehicleGroup: request.vehicleGroup,
      selectedWaiver: request.selectedWaiver,
      products: request.products ?? [],
      additionalDrivers: request.additionalDrivers ?? 0,
    },
    quote: quoteFor(request),
    rate: { rateCode: request.rateCode ?? '', rateDesc: 'Standard Rate' },
    charge: request.vehicleGroup === 'B1' ? CHARGE_B1 : CHARGE,
  };
}

const RENTER: Partial<CustomerDetails> = {
  title: 'MS',
  firstNames: [{ firstName: 'Thandi' }],
  surname: 'Nkosi',
  iD_Type: 'PASS',
  renterID: 'A1234567',
  contactPhoneNo: '0821234567',
  renterEmail: 'thandi@example.co.za',
  renterDrivingLicenseCode: 'B',
  consent: true,
};

const BILLING: Partial<Payment> = {
  moP_Type: 'VS',
  moP_No: '4111 1111 1111 1111',
  invoiceAddress1: '1 Main Road',
  invoiceAddress2: 'Sandton',
  invoicePostCode: '2196',
};

/** The reservation whose change is started in the same tab. */
const MODIFY = {
  reservationNumber: 'R2345ABCD',
  email: 'sipho@example.co.za',
  firstName: 'Sipho',
  lastName: 'Dube',
  contactNumber: '+27831234567',
};

function suspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The booking steps of `state` (by `plan`), once the journey's schemas have loaded. */
async function openSteps(state: BookingState, plan: BookingPlan = carBookingPlan(state)) {
  const hook = await act(() =>
    renderHook(
      () =>
        useBookingSteps({
          plan,
          idPrefix: 'steps',
          headingIds: { 1: 'customer', 2: 'payment' },
          onBooked: () => {},
        }),
      { wrapper: suspense },
    ),
  );
  await waitFor(() => expect(hook.result.current).not.toBeNull());
  return hook;
}

/** Steps 1 and 2 as QA filled them: the renter, Next, Visa and the billing address. */
async function fillBothSteps(state: BookingState, renter: Partial<CustomerDetails> = RENTER) {
  const hook = await openSteps(state);
  act(() => hook.result.current.updateCustomer(renter));
  act(() => hook.result.current.continueToPayment());
  expect(hook.result.current.step).toBe(2);
  act(() => hook.result.current.updatePayment(BILLING));
  hook.unmount();
}

let requests: RecordedRequest[] = [];

beforeEach(() => {
  // The quote saved after step 1 stays unanswered: these tests look at what the steps open with.
  requests = fakeApi({ 'POST /api/Quote/save': heldAnswer().handler });
});

const savedQuotes = () =>
  requests.filter((request) => request.url === '/api/Quote/save').map(({ body }) => body);

describe('the renter typed on the booking steps', () => {
  it('is kept when the renter goes back, adds an extra and books again; the card number is not', async () => {
    const renterOnly = { ...REQUEST, selectedWaiver: 'SCDW' as const };
    await fillBothSteps(bookingState(renterOnly));

    const { result } = await openSteps(
      bookingState({ ...renterOnly, products: [{ productCode: 'BABY', quantity: 1 }] }),
    );

    expect(result.current.step).toBe(1);
    expect(result.current.customer).toMatchObject(RENTER);
    expect(result.current.payment).toMatchObject({ ...BILLING, moP_No: '' });
    // Next saves the quote again, for the new choice.
    act(() => result.current.continueToPayment());
    expect(result.current.step).toBe(2);
    expect(savedQuotes()).toHaveLength(2);
    expect(savedQuotes()[1]).toMatchObject({
      products: [{ productCode: 'BABY', quantity: 1 }],
      surname: 'Nkosi',
    });
  });

  it.each([
    ['the waiver', { selectedWaiver: 'SCDW' }],
    ['the vehicle', { vehicleGroup: 'B1' }],
    ['the rate code', { rateCode: 'PROMO10' }],
    ['the number of additional drivers', { additionalDrivers: 1 }],
  ] as const)('is kept when %s changes', async (_change, overrides) => {
    await fillBothSteps(bookingState());

    const { result } = await openSteps(bookingState(overrides));

    expect(result.current.customer).toMatchObject(RENTER);
    expect(result.current.payment).toMatchObject({ ...BILLING, moP_No: '' });
  });

  it('reopens at the step it was left at when the quote is unchanged (Back and Forward)', async () => {
    await fillBothSteps(bookingState());

    const { result } = await openSteps(bookingState());

    expect(result.current.step).toBe(2);
    expect(result.current.customer).toMatchObject(RENTER);
  });

  it('drops the collection address when the new quote no longer has the collection extra', async () => {
    const withCollection = { products: [{ productCode: 'COL', quantity: 1 }] };
    const first = await openSteps(bookingState(withCollection));
    act(() => first.result.current.updateCustomer(RENTER));
    act(() => first.result.current.continueToPayment());
    act(() =>
      first.result.current.updatePayment({
        ...BILLING,
        collectionAddress1: '5 Rivonia Road',
        collectionAddress2: 'Sandton',
        collectPhoneNo: '0821234567',
      }),
    );
    first.unmount();

    const { result } = await openSteps(bookingState());

    expect(result.current.payment).toMatchObject({
      invoiceAddress1: '1 Main Road',
      collectionAddress1: '',
      collectionAddress2: '',
      collectPhoneNo: '',
    });
  });

  it('does not come back after Logout', async () => {
    await fillBothSteps(bookingState());

    clearSessionStorage();
    const { result } = await openSteps(bookingState());

    expect(result.current.step).toBe(1);
    expect(result.current.customer.surname).toBe('');
    expect(result.current.payment.invoiceAddress1).toBe('');
  });

  it('does not come back in a new journey session, even for the same quote', async () => {
    // Acme's booking; Acme's server session ends (sessionUser forgotten, as forAccountSession
    // does), and someone signs in as Acme again: a new journey session starts.
    const acme = bookingState({ accountType: 'C', accountNo: 'C10001' });
    signIn(ACME);
    await fillBothSteps(acme);
    sessionUser.clear();
    signIn(ACME);

    const { result } = await openSteps(acme);

    expect(result.current.step).toBe(1);
    expect(result.current.customer.surname).toBe('');
    expect(result.current.payment.invoiceAddress1).toBe('');
  });

  it("is not carried into another journey: a reservation's change starts from its own renter", async () => {
    await fillBothSteps(bookingState());

    const { result } = await openSteps(bookingState({}, { modify: MODIFY }));

    expect(result.current.customer).toMatchObject({
      surname: 'Dube',
      renterEmail: 'sipho@example.co.za',
      renterID: '',
    });
  });

  it("stays the new booking's after a reservation's change is started in the same tab, and each journey gets its own back", async () => {
    await fillBothSteps(bookingState());
    const change = bookingState({}, { modify: MODIFY });
    const changing = await openSteps(change);
    act(() => changing.result.current.updateCustomer({ renterID: 'B7654321' }));
    changing.unmount();

    // Back (or Forward) to the new booking's step 2.
    const newBooking = await openSteps(bookingState());
    expect(newBooking.result.current.step).toBe(2);
    expect(newBooking.result.current.customer).toMatchObject(RENTER);
    expect(newBooking.result.current.payment).toMatchObject({ ...BILLING, moP_No: '' });
    newBooking.unmount();

    const { result } = await openSteps(change);
    expect(result.current.customer).toMatchObject({ surname: 'Dube', renterID: 'B7654321' });
  });
});

describe("a reservation's change keeps its e-mail, the look-up key", () => {
  const change = bookingState({}, { modify: MODIFY });

  it('whatever is typed over it', async () => {
    const { result } = await openSteps(change);

    act(() => result.current.updateCustomer({ renterEmail: 'other@example.co.za' }));

    expect(result.current.customer.renterEmail).toBe(MODIFY.email);
  });

  it('when a draft of the change holds another one', async () => {
    // A draft typed where the e-mail could still be changed (before it was locked).
    const unlocked = await openSteps(change, {
      ...carBookingPlan(change),
      lockedCustomer: undefined,
    });
    act(() =>
      unlocked.result.current.updateCustomer({
        renterEmail: 'other@example.co.za',
        email: 'other@example.co.za',
        renterID: 'B7654321',
      }),
    );
    unlocked.unmount();

    const { result } = await openSteps(change);

    expect(result.current.customer).toMatchObject({
      renterID: 'B7654321',
      renterEmail: MODIFY.email,
      email: MODIFY.email,
    });
  });

  it("when a signed-in individual's profile has another one", async () => {
    const { result } = await openSteps(
      change,
      carBookingPlan(change, { prefill: { renterEmail: 'profile@example.co.za' } }),
    );

    expect(result.current.customer.renterEmail).toBe(MODIFY.email);
  });
});
