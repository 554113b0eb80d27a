import { codedApiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import { RESERVATIONS_EMAIL, SUPPORT_PHONE } from '@bluu/contracts/constants';
import type { D2dAvailabilityRequest, RouteRequest } from '@bluu/contracts/d2d';
import { D2D_MESSAGES, MESSAGES } from '@bluu/contracts/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeAnswer } from '@test/fake-api.ts';
import { clearSessionStorage } from '@/lib/session-storage.ts';
import { sessionUser, signIn } from '@/lib/session-user.ts';
import { D2DForm } from './d2d-form.tsx';

const PLACES = {
  airport: {
    placeId: 'za-wc-cape-town-cape-town-international-airport',
    description: 'Cape Town International Airport, Matroosfontein, Cape Town',
    mainText: 'Cape Town International Airport',
    secondaryText: 'Matroosfontein, Cape Town',
    kind: 'AIRPORT',
  },
  seaPoint: {
    placeId: 'za-wc-cape-town-sea-point',
    description: 'Sea Point, Cape Town',
    mainText: 'Sea Point',
    secondaryText: 'Cape Town',
    kind: 'SUBURB',
  },
  greenPoint: {
    placeId: 'za-wc-cape-town-green-point',
    description: 'Green Point, Cape Town',
    mainText: 'Green Point',
    secondaryText: 'Cape Town',
    kind: 'SUBURB',
  },
} as const;

function autocomplete(input: string): FakeAnswer {
  const found = Object.values(PLACES).filter((place) =>
    place.mainText.toLowerCase().startsWith(input.toLowerCase()),
  );
  return ok({ errors: SUCCESS, predictions: found });
}

function routeAnswer(body: unknown): FakeAnswer {
  const request = body as RouteRequest;
  const ids = [request.origin, ...(request.stopOvers ?? []), request.destination];
  const stops = ids.map((placeId, index) => ({
    placeId,
    description: placeId,
    latitude: -33.9 - index / 100,
    longitude: 18.4 + index / 100,
  }));
  return ok({
    errors: SUCCESS,
    provider: 'gazetteer',
    metres: 27_850 + 1000 * (ids.length - 2),
    km: 27 + (ids.length - 2),
    estimate: true,
    stops,
    path: stops.map(({ latitude, longitude }) => ({ latitude, longitude })),
  });
}

const AVAILABLE = {
  errors: SUCCESS,
  rates: {
    rate: [
      {
        rateCode: 'D2DPUB',
        rateDesc: 'Door2Door transfers',
        charges: [
          {
            vehicleGrp: 'TM',
            vehicleGrp_Desc: 'Group TM – People carrier',
            vehicleType: 'D',
            makeModel: 'Toyota Innova',
            seats: 6,
            luggage: 4,
            transmission: 'Automatic',
            imageUrl: '/vehicles/D2.svg',
            tripCharge: 1050,
            fromKms: 26,
            toKms: 50,
          },
        ],
      },
    ],
  },
  otherRates: [],
  trip: {
    provider: 'gazetteer',
    metres: 27_850,
    tripKms: 27,
    estimate: true,
    hubCode: '3C',
    hubAddress: 'Cape Town International Airport',
    numberPassengers: 5,
    stops: [],
  },
  products: [],
};

/** Fakes the maps service by the request's query; the rest by path. */
function fakeD2dApi(overrides: Record<string, (body: unknown) => FakeAnswer> = {}) {
  const requests = fakeApi({
    'GET /api/maps/tiles': () => ok({ tileUrl: null, attribution: '' }),
    'POST /api/maps/route': routeAnswer,
    'POST /api/Booking/d2d/availability': () => ok(AVAILABLE),
    ...overrides,
  });
  const fetchSpy = vi.mocked(globalThis.fetch);
  const answerByPath = fetchSpy.getMockImplementation()!;
  fetchSpy.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/maps/autocomplete?')) {
      requests.push({ method: 'GET', url, body: undefined });
      const answer = autocomplete(new URL(url, 'http://x').searchParams.get('input') ?? '');
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    return answerByPath(input, init);
  });
  return requests;
}

let shownState: unknown = null;
const keepState = (state: unknown) => {
  shownState = state;
};
function StateProbe({ onState }: { onState: (state: unknown) => void }) {
  const { state } = useLocation();
  useLayoutEffect(() => onState(state), [state, onState]);
  return <p>Vehicle choice</p>;
}

/** The vehicle choice as far as these tests go: the browser's Back from it. */
function BackFromVehicleChoice() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser Back
    </button>
  );
}

function renderForm({ vehicleChoice = <StateProbe onState={keepState} /> } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<D2DForm />} />
          <Route path="/get-quote/" element={vehicleChoice} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  typed: string,
  option: RegExp,
) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  const list = await screen.findByRole('listbox', { name: `${label} suggestions` });
  await user.click(await within(list).findByRole('option', { name: option }));
}

/** A visitor's trip of `passengers` measured and ready for Select Vehicle. */
async function measuredTrip(user: ReturnType<typeof userEvent.setup>, passengers: number) {
  await choose(user, 'Pick-up address', 'Cape', /Cape Town International Airport/);
  await choose(user, 'Drop-off address', 'Sea', /Sea Point/);
  await user.selectOptions(screen.getByLabelText('Method of payment'), 'VS');
  await user.selectOptions(screen.getByLabelText('Flight type'), 'NONE');
  await user.selectOptions(screen.getByLabelText('Passengers'), String(passengers));
  await user.click(calculate());
  return screen.findByRole('button', { name: 'Select Vehicle' });
}

const calculate = () => screen.getByRole('button', { name: 'Calculate Distance' });
const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  shownState = null;
});

describe('the Door2Door form', () => {
  it("asks for both ends before measuring: 'Please enter both pickup and drop-off locations'", async () => {
    const requests = fakeD2dApi();
    const user = renderForm();
    await user.click(calculate());
    expect(alertTexts()).toEqual([D2D_MESSAGES.bothLocations]);
    expect(screen.getByRole('combobox', { name: 'Pick-up address' })).toHaveFocus();
    expect(requests.some((request) => request.url === '/api/maps/route')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Select Vehicle' })).toBeNull();
  });

  it("refuses an address typed but not chosen: 'Invalid location selected…'", async () => {
    fakeD2dApi();
    const user = renderForm();
    await choose(user, 'Pick-up address', 'Cape', /Cape Town International Airport/);
    await user.type(screen.getByRole('combobox', { name: 'Drop-off address' }), 'Nowhere at all');
    await user.click(calculate());
    expect(alertTexts()).toEqual([
      'Invalid location selected. Please select locations from the dropdown suggestions.',
    ]);
    expect(screen.getByRole('combobox', { name: 'Drop-off address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("says 'Error calculating distances…' when the route cannot be measured", async () => {
    fakeD2dApi({
      'POST /api/maps/route': () => ({
        status: 400,
        body: { errors: codedApiErrors('INVALID_LOCATION', D2D_MESSAGES.invalidLocation) },
      }),
    });
    const user = renderForm();
    await choose(user, 'Pick-up address', 'Cape', /Cape Town International Airport/);
    await choose(user, 'Drop-off address', 'Sea', /Sea Point/);
    await user.click(calculate());
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'Error calculating distances. Please try selecting your locations again.',
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Select Vehicle' })).toBeNull();
  });

  it('measures through the stop-over, shows the distance and the map, and only then offers Select Vehicle; changing the stop-over option asks again', async () => {
    const requests = fakeD2dApi();
    const user = renderForm();
    expect(screen.queryByRole('button', { name: 'Select Vehicle' })).toBeNull();
    await choose(user, 'Pick-up address', 'Cape', /Cape Town International Airport/);
    await choose(user, 'Drop-off address', 'Sea', /Sea Point/);
    await user.click(screen.getByRole('checkbox', { name: 'Additional drop-off addresses' }));
    await choose(user, 'Additional drop-off address 1', 'Green', /Green Point/);
    await user.click(calculate());

    expect(await screen.findByText('Distance: 28 km (estimate)')).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/maps/route')?.body).toEqual({
      origin: PLACES.airport.placeId,
      stopOvers: [PLACES.greenPoint.placeId],
      destination: PLACES.seaPoint.placeId,
    });
    const map = await screen.findByRole('region', { name: 'Route map, 28 km' });
    expect(map).toHaveAttribute('data-zoom', '7');
    expect(map).toHaveAttribute('data-stops', '3');
    expect(map.style.height).toBe('300px');
    expect(screen.getByRole('button', { name: 'Select Vehicle' })).toBeInTheDocument();

    // Changing the additional-address options resets the distance (spec 001 §4).
    await user.click(screen.getByRole('checkbox', { name: 'Additional pick-up addresses' }));
    expect(screen.queryByRole('button', { name: 'Select Vehicle' })).toBeNull();
    expect(screen.queryByText(/^Distance:/)).toBeNull();
    // So does a changed address.
    await user.click(calculate());
    await screen.findByRole('button', { name: 'Select Vehicle' });
    await user.type(screen.getByRole('combobox', { name: 'Drop-off address' }), 'x');
    expect(screen.queryByRole('button', { name: 'Select Vehicle' })).toBeNull();
  });

  it('checks the form on Select Vehicle, first failing field first, then asks for the vehicles of the party', async () => {
    const requests = fakeD2dApi();
    const user = renderForm();
    await choose(user, 'Pick-up address', 'Cape', /Cape Town International Airport/);
    await choose(user, 'Drop-off address', 'Sea', /Sea Point/);
    await user.click(calculate());
    const select = await screen.findByRole('button', { name: 'Select Vehicle' });

    await user.click(select);
    expect(alertTexts()).toEqual(['Please select Method of payment.']);
    expect(screen.getByLabelText('Method of payment')).toHaveFocus();
    // Visitors pay by card: billback is not offered.
    expect(
      within(screen.getByLabelText('Method of payment')).queryByRole('option', {
        name: 'Billback to the account',
      }),
    ).toBeNull();
    await user.selectOptions(screen.getByLabelText('Method of payment'), 'VS');
    expect(alertTexts()).toEqual([]);

    await user.click(select);
    expect(alertTexts()).toEqual(['Please select Flight type.']);
    await user.selectOptions(screen.getByLabelText('Flight type'), 'ARRIVAL');
    await user.click(select);
    expect(alertTexts()).toEqual(['Please enter Flight number.']);
    await user.type(screen.getByLabelText('Flight number'), 'fa211');
    expect(screen.getByLabelText('Flight number')).toHaveValue('FA211');

    await user.selectOptions(screen.getByLabelText('Passengers'), '5');
    expect(screen.getByLabelText('Passengers').querySelectorAll('option')).toHaveLength(22);
    await user.click(select);

    await screen.findByText('Vehicle choice');
    const asked = requests.find((request) => request.url === '/api/Booking/d2d/availability')
      ?.body as D2dAvailabilityRequest;
    expect(asked).toMatchObject({
      numberPassengers: 5,
      pickUpPlaceId: PLACES.airport.placeId,
      dropOffPlaceId: PLACES.seaPoint.placeId,
      additionalPickUpPlaceIds: [],
      additionalDropOffPlaceIds: [],
      accountType: 'I',
    });
    expect(shownState).toMatchObject({
      d2d: 'quote',
      details: { moP_Type: 'VS', pickupFlightType: 'ARRIVAL', pickupFlightNumber: 'FA211' },
      trip: { tripKms: 27 },
    });
  });

  it('cuts nothing typed: a flight number or instructions the server would refuse are named on their field, and nothing is asked', async () => {
    const requests = fakeD2dApi();
    const user = renderForm();
    const select = await measuredTrip(user, 2);
    await user.selectOptions(screen.getByLabelText('Flight type'), 'ARRIVAL');
    const number = screen.getByLabelText('Flight number');
    await user.type(number, 'BA-57/1');
    await user.click(select);
    expect(alertTexts()).toEqual([D2D_MESSAGES.flightNumberFormat]);
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute('aria-invalid', 'true');

    await user.clear(number);
    await user.type(number, 'et 4571 j2x');
    expect(number).toHaveValue('ET 4571 J2X');
    await user.click(select);
    expect(alertTexts()).toEqual(['Flight number must be at most 10 characters.']);
    await user.type(number, '{Backspace}');

    const instructions = screen.getByLabelText('Pick-up instructions');
    await user.click(instructions);
    await user.paste('x'.repeat(501));
    expect(instructions).toHaveValue('x'.repeat(501));
    await user.click(select);
    expect(alertTexts()).toEqual(['Pick-up instructions must be at most 500 characters.']);
    expect(instructions).toHaveFocus();
    expect(instructions).toHaveAttribute('aria-invalid', 'true');
    expect(instructions).toHaveAccessibleDescription(
      'Pick-up instructions must be at most 500 characters.',
    );
    expect(requests.some((request) => request.url === '/api/Booking/d2d/availability')).toBe(false);

    await user.type(instructions, '{Backspace}');
    await user.click(select);
    await screen.findByText('Vehicle choice');
    expect(shownState).toMatchObject({
      details: { pickupFlightNumber: 'ET 4571 J2', collectionArea: 'x'.repeat(500) },
    });
  });

  it('keeps a typed account number whole and says when it is longer than an account number is', async () => {
    sessionUser.write({
      accountName: 'Karoo Logistics',
      accountNo: null,
      accountType: 'C',
      accountFirstname: '',
      accountLastname: '',
      accountUser: 'karoo',
      accountEmail: '',
    });
    fakeD2dApi();
    const user = renderForm();
    const select = await measuredTrip(user, 2);
    await user.selectOptions(screen.getByLabelText('Method of payment'), 'AC');
    const account = screen.getByLabelText('Account number');
    await user.type(account, 'C'.repeat(21));
    expect(account).toHaveValue('C'.repeat(21));
    await user.click(select);
    expect(alertTexts()).toEqual(['Account number must be at most 20 characters.']);
    expect(account).toHaveFocus();
  });

  it("shows the server's no-rates message for an account without D2D rates", async () => {
    sessionUser.write({
      accountName: 'Karoo Logistics',
      accountNo: 'C10002',
      accountType: 'C',
      accountFirstname: '',
      accountLastname: '',
      accountUser: 'C10002',
      accountEmail: '',
    });
    const noRates = D2D_MESSAGES.noRates('Corporate', 'd2d@bluu.co.za');
    fakeD2dApi({
      'POST /api/Booking/d2d/availability': () => ({
        status: 422,
        body: { errors: codedApiErrors('NO_D2D_RATES', noRates) },
      }),
    });
    const user = renderForm();
    // An account with a number is billed back to it: the method of payment is locked.
    const method = screen.getByLabelText('Method of payment');
    expect(method).toHaveValue('AC');
    expect(method).toBeDisabled();
    expect(screen.getByLabelText('Account number')).toHaveValue('C10002');
    await choose(user, 'Pick-up address', 'Cape', /Cape Town International Airport/);
    await choose(user, 'Drop-off address', 'Sea', /Sea Point/);
    await user.selectOptions(screen.getByLabelText('Flight type'), 'NONE');
    await user.click(calculate());
    await user.click(await screen.findByRole('button', { name: 'Select Vehicle' }));
    await waitFor(() => expect(alertTexts()).toEqual([noRates]));
  });
  it('says no vehicle is available when the groups that seat the party are all booked (spec 001 §8)', async () => {
    fakeD2dApi({
      'POST /api/Booking/d2d/availability': () =>
        ok({ ...AVAILABLE, rates: { rate: [{ ...AVAILABLE.rates.rate[0]!, charges: [] }] } }),
    });
    const user = renderForm();
    await user.click(await measuredTrip(user, 22));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.noVehiclesAvailable(RESERVATIONS_EMAIL));
    expect(within(alert).getByRole('link', { name: RESERVATIONS_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${RESERVATIONS_EMAIL}`,
    );
    expect(within(alert).getByRole('link', { name: SUPPORT_PHONE })).toBeInTheDocument();
    expect(screen.queryByText('Vehicle choice')).toBeNull();
  });

  it("shows the server's seating message when no door-to-door vehicle seats the party", async () => {
    const noSeats = D2D_MESSAGES.noVehicleSeats(22);
    fakeD2dApi({
      'POST /api/Booking/d2d/availability': () => ({
        status: 400,
        body: { errors: codedApiErrors('SEATING', noSeats) },
      }),
    });
    const user = renderForm();
    await user.click(await measuredTrip(user, 22));
    await waitFor(() => expect(alertTexts()).toEqual([noSeats]));
  });
});

describe('the pick-up date calendar', () => {
  // 15:00 in Johannesburg on Friday 27 November 2026: the last pick-up date is 27 November 2027.
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-27T13:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers no pick-up date past the one-year booking horizon, and the keyboard does not pass it (decision record 0041)', async () => {
    fakeD2dApi();
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: /^Pick-up date/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose pick-up date' });
    const day = (name: string) =>
      within(calendar).getByRole('button', { name: new RegExp(`^${name}`) });
    await within(calendar).findByRole('button', { name: /27 November 2026/ });

    // A year of Page Down and more, then every way forward: the focus stays on the last date.
    await user.keyboard('{PageDown}'.repeat(12));
    expect(day('Saturday 27 November 2027')).toHaveFocus();
    await user.keyboard('{PageDown}{ArrowRight}{ArrowDown}{End}');
    expect(day('Saturday 27 November 2027')).toHaveFocus();
    expect(day('Sunday 28 November 2027')).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /next month/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^Pick-up date/ })).toHaveTextContent(
      'Sat, 27 Nov 2027',
    );
  });
});

describe('Back from the vehicle choice', () => {
  // 10:05 in Johannesburg on Friday 20 November 2026: the form starts at 12:45 that day.
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-20T08:05:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A visitor's transfer for five with a flight and instructions, sent to the vehicle choice. */
  async function toVehicleChoice(user: ReturnType<typeof userEvent.setup>) {
    await choose(user, 'Pick-up address', 'Cape', /Cape Town International Airport/);
    await choose(user, 'Drop-off address', 'Sea', /Sea Point/);
    await user.click(screen.getByRole('checkbox', { name: 'Additional drop-off addresses' }));
    await choose(user, 'Additional drop-off address 1', 'Green', /Green Point/);
    await user.selectOptions(screen.getByLabelText('Method of payment'), 'MC');
    await user.selectOptions(screen.getByLabelText('Passengers'), '5');
    await user.selectOptions(screen.getByLabelText('Flight type'), 'ARRIVAL');
    await user.type(screen.getByLabelText('Flight number'), 'FA211');
    await user.type(screen.getByLabelText('Pick-up instructions'), 'Arrivals hall, door 3');
    await user.click(screen.getByRole('button', { name: /^Pick-up date/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose pick-up date' });
    await user.click(await within(calendar).findByRole('button', { name: /25 November 2026/ }));
    await user.selectOptions(screen.getByLabelText('Pick-up time'), '15:30');
    await user.click(calculate());
    await user.click(await screen.findByRole('button', { name: 'Select Vehicle' }));
    return screen.findByRole('button', { name: 'Browser Back' });
  }

  const renderWithBack = () => renderForm({ vehicleChoice: <BackFromVehicleChoice /> });

  it('shows the form as it was left: addresses, passengers, payment, flight, instructions, pick-up time and the distance', async () => {
    const requests = fakeD2dApi();
    const user = renderWithBack();
    await user.click(await toVehicleChoice(user));

    await screen.findByRole('form', { name: 'Door2Door transfer' });
    expect(screen.getByRole('combobox', { name: 'Pick-up address' })).toHaveValue(
      PLACES.airport.description,
    );
    expect(screen.getByRole('checkbox', { name: 'Additional drop-off addresses' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Additional drop-off address 1' })).toHaveValue(
      PLACES.greenPoint.description,
    );
    expect(screen.getByRole('combobox', { name: 'Drop-off address' })).toHaveValue(
      PLACES.seaPoint.description,
    );
    expect(screen.getByLabelText('Method of payment')).toHaveValue('MC');
    expect(screen.getByLabelText('Passengers')).toHaveValue('5');
    expect(screen.getByLabelText('Flight type')).toHaveValue('ARRIVAL');
    expect(screen.getByLabelText('Flight number')).toHaveValue('FA211');
    expect(screen.getByLabelText('Pick-up instructions')).toHaveValue('Arrivals hall, door 3');
    expect(screen.getByRole('button', { name: /^Pick-up date/ })).toHaveTextContent(
      'Wed, 25 Nov 2026',
    );
    expect(screen.getByLabelText('Pick-up time')).toHaveValue('15:30');
    // The distance still belongs to the trip: Select Vehicle again without measuring again.
    expect(screen.getByText('Distance: 28 km (estimate)')).toBeInTheDocument();
    const measured = requests.filter((request) => request.url === '/api/maps/route').length;
    await user.click(screen.getByRole('button', { name: 'Select Vehicle' }));
    await screen.findByRole('button', { name: 'Browser Back' });
    expect(requests.filter((request) => request.url === '/api/maps/route')).toHaveLength(measured);
  });

  it('shows an empty form after Logout, which clears the tab', async () => {
    fakeD2dApi();
    const user = renderWithBack();
    const back = await toVehicleChoice(user);
    clearSessionStorage();
    await user.click(back);

    await screen.findByRole('form', { name: 'Door2Door transfer' });
    expect(screen.getByRole('combobox', { name: 'Pick-up address' })).toHaveValue('');
    expect(screen.getByLabelText('Method of payment')).toHaveValue('');
    expect(screen.getByLabelText('Passengers')).toHaveValue('1');
    expect(screen.queryByText(/^Distance:/)).toBeNull();
  });

  it("shows an empty form after an account signs in: the visitor's transfer is not theirs", async () => {
    fakeD2dApi();
    const user = renderWithBack();
    const back = await toVehicleChoice(user);
    signIn({
      accountName: 'Acme Mining (Pty) Ltd',
      accountNo: 'C10001',
      accountType: 'C',
      accountFirstname: '',
      accountLastname: '',
      accountUser: 'C10001',
      accountEmail: '',
    });
    await user.click(back);

    await screen.findByRole('form', { name: 'Door2Door transfer' });
    expect(screen.getByRole('combobox', { name: 'Pick-up address' })).toHaveValue('');
    expect(screen.getByLabelText('Method of payment')).toHaveValue('AC');
    expect(screen.getByLabelText('Account number')).toHaveValue('C10001');
    expect(screen.getByLabelText('Passengers')).toHaveValue('1');
    expect(screen.queryByLabelText('Flight number')).toBeNull();
  });
});
