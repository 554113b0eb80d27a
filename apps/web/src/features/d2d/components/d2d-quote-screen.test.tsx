import { SUCCESS } from '@bluu/contracts/api-errors';
import type { D2dCharge, D2dQuoteRequest, D2dTrip } from '@bluu/contracts/d2d';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type RecordedRequest } from '@test/fake-api.ts';
import { bookedAnswer, BRANCHES, NOW } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';
import type { D2DQuoteState } from '@/lib/journey/journey-state.ts';

const TRIP: D2dTrip = {
  provider: 'gazetteer',
  metres: 56_400,
  tripKms: 56,
  estimate: true,
  hubCode: '3J',
  hubAddress: 'Sandton',
  numberPassengers: 2,
  stops: [],
};

const SEDAN: D2dCharge = {
  vehicleGrp: 'TS',
  vehicleGrp_Desc: 'Sedan (3 passengers)',
  vehicleType: 'D',
  makeModel: 'Toyota Corolla',
  seats: 3,
  luggage: 2,
  transmission: 'Automatic',
  imageUrl: '/vehicles/TS.svg',
  tripCharge: 950,
  fromKms: 51,
  toKms: 100,
};

/** A visitor's transfer for two from Sandton to Pretoria, as Select Vehicle opens it. */
const STATE: D2DQuoteState = {
  d2d: 'quote',
  request: {
    numberPassengers: 2,
    pickUpPlaceId: 'za-gp-johannesburg-sandton',
    additionalPickUpPlaceIds: [],
    additionalDropOffPlaceIds: [],
    dropOffPlaceId: 'za-gp-pretoria',
    pickUpDateTime: '2026-12-10 10:00',
    dropOffDateTime: '2026-12-10 10:01',
    accountType: 'I',
    accountNo: '',
    foreignLocal: 'L',
  },
  details: {
    accountName: '',
    moP_Type: 'VS',
    accountNo: '',
    pickupFlightType: 'NONE',
    pickupFlightNumber: '',
    collectionArea: '',
    addresses: ['Sandton, Johannesburg', 'Pretoria'],
    billback: false,
    paymentLocked: false,
  },
  rate: { rateCode: 'D2DPUB', rateDesc: 'Door2Door transfers' },
  charges: [SEDAN],
  products: [],
  trip: TRIP,
};

function quoteOf(request: D2dQuoteRequest) {
  return {
    errors: SUCCESS,
    quoteNumber: '',
    requestedAccountType: 'I',
    requestedPickUpBranch: '3J',
    vehicleGroup: request.vehicleGroup,
    vehicleGrp_Desc: SEDAN.vehicleGrp_Desc,
    rateCode: 'D2DPUB',
    rateDesc: 'Door2Door transfers',
    currency: 'ZAR',
    quoteLines: [
      {
        quoteLineCode: 'R',
        quoteLineDesc1: 'Door2Door transfer',
        quoteLineDesc2: '56 km',
        quoteLineChrg: 950,
        quoteLineUnitChrg: 950,
        quoteLineChrgUnit: 'RENTAL',
      },
    ],
    fee: 0,
    totalCharge: 950,
    vatExempt: true,
    trip: TRIP,
  };
}

function fakeTransferApi(): RecordedRequest[] {
  return fakeApi({
    'GET /api/Branch': () => ok(BRANCHES),
    'POST /api/Quote/d2d': (body) => ok(quoteOf(body as D2dQuoteRequest)),
    'POST /api/Booking/d2d': () =>
      ok({ ...bookedAnswer({ reservationNumber: 'R5550001' }), trip: TRIP, fee: 0 }),
    'POST /api/web/booking/send-external-email': () => ok({ errors: SUCCESS }),
  });
}

/** The vehicle choice of one history entry (`key`), as Select Vehicle, Back or a reload show it. */
function renderChoice(key: string) {
  return renderApp({ pathname: '/get-quote/', state: STATE, key });
}

/** Chooses the sedan, books it and reaches the booking confirmation. */
async function bookTheSedan(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Select' }));
  const book = screen.getByRole('button', { name: 'Book' });
  await waitFor(() => expect(book).toBeEnabled());
  await user.click(book);
  await screen.findByRole('heading', { name: 'Customer Details', level: 2 });
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
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Payment Details', level: 2 });
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  await screen.findByRole('heading', { name: 'Booking Confirmation', level: 1 });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Back from the confirmation of a booked transfer', () => {
  it('shows the reservation made and a new search, not Book again; a new search books afresh', async () => {
    const requests = fakeTransferApi();
    const { user } = renderChoice('transfer-choice');
    await bookTheSedan(user);
    cleanup();

    // Back: the same history entry, with the vehicle it was booked with.
    renderChoice('transfer-choice');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This transfer is booked: reservation R5550001.',
    );
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute(
      'href',
      '/get-quote/',
    );
    expect(screen.queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/Booking/d2d')).toHaveLength(1);
    cleanup();

    // The same trip asked again from the form is another history entry: a journey of its own.
    renderChoice('new-search');
    expect(await screen.findByRole('button', { name: 'Select' })).toBeEnabled();
    expect(screen.queryByText(/is booked/)).not.toBeInTheDocument();
  });
});
