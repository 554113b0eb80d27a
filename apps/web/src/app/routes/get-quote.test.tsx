import { codedApiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import { MESSAGES } from '@bluu/contracts/messages';
import type { AvailabilityRequest } from '@bluu/contracts/availability';
import type { QuoteRequest } from '@bluu/contracts/quote';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeAnswer, type RecordedRequest } from '@test/fake-api.ts';
import {
  BRANCHES,
  CHARGE,
  CHARGE_B1,
  NOW,
  PAYLOAD,
  PRODUCTS,
  quoteFor,
  RATES_ANSWER,
} from '@test/fixtures.ts';
import { fleetItem, pageRoute, RENTAL_TERMS_PAGE } from '@test/content-fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

const SELECTION = {
  payload: PAYLOAD,
  rate: { rateCode: 'STD', rateDesc: 'Standard Rate' },
  otherRates: [],
  charge: CHARGE,
};

const AVAILABLE = {
  ...RATES_ANSWER,
  rates: { rate: [{ rateCode: 'STD', rateDesc: 'Standard Rate', charges: [CHARGE, CHARGE_B1] }] },
};

type Handler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

function fakeQuoteApi(overrides: Record<string, Handler> = {}): RecordedRequest[] {
  return fakeApi({
    'GET /api/Branch': () => ok(BRANCHES),
    'POST /api/Booking/availability': () => ok(AVAILABLE),
    'GET /api/Product/additional/I/JS/A1': () => ok(PRODUCTS),
    'GET /api/Product/additional/I/JS/B1': () => ok(PRODUCTS),
    'POST /api/Quote': (body) => ok(quoteFor(body as QuoteRequest)),
    ...overrides,
  });
}

function quoteRequests(requests: RecordedRequest[]): QuoteRequest[] {
  return requests
    .filter((request) => request.url === '/api/Quote')
    .map((request) => request.body as QuoteRequest);
}

const panel = () => screen.getByRole('complementary', { name: 'Your quote' });
const total = () => within(panel()).getByRole('status');
const book = () => within(panel()).getByRole('button', { name: 'Book' });

/** Waits until the cost panel shows this total for the current selection. */
async function expectTotal(amount: RegExp) {
  await waitFor(() => expect(total()).toHaveTextContent(amount));
  expect(panel()).toHaveAttribute('aria-busy', 'false');
}

async function renderQuote(state: unknown = SELECTION) {
  const app = renderApp({ pathname: '/get-quote/', state });
  await screen.findByRole('heading', { name: 'Choose waivers & extras' });
  return app;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the vehicle-choice screen', () => {
  it('quotes the chosen vehicle with standard cover and shows the lines by section', async () => {
    const requests = fakeQuoteApi();
    await renderQuote();

    expect(screen.getByRole('heading', { name: 'Book a Vehicle', level: 1 })).toBeInTheDocument();
    const vehicle = screen.getByRole('article', { name: 'Group A1 Economy' });
    expect(within(vehicle).getByText('Your vehicle')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Standard cover/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Standard cover/ })).toHaveAccessibleName(
      /R\s150,00 per day.*Excess: R\s20\s000,00/,
    );
    expect(screen.getByRole('radio', { name: /Super cover/ })).not.toBeChecked();

    await expectTotal(/Total Cost\s*R\s1\s098,00/);
    expect(quoteRequests(requests)).toEqual([
      {
        ...PAYLOAD,
        rateCode: 'STD',
        vehicleGroup: 'A1',
        selectedWaiver: 'CDW',
        products: [],
        additionalDrivers: 0,
      },
    ]);
    const rental = within(panel()).getByRole('table', { name: 'Rental costs' });
    expect(within(rental).getByRole('rowheader', { name: /Rental/ })).toHaveTextContent(
      'Group A1 Economy – 2 days',
    );
    expect(rental).toHaveTextContent(/R\s798,00/);
    expect(within(panel()).getByText('No add-ons chosen.')).toBeInTheDocument();
    const other = within(panel()).getByRole('table', { name: 'Other rental costs' });
    expect(within(other).getByRole('row', { name: /Etolls/ })).toHaveTextContent('TBA');
    expect(within(other).getByRole('row', { name: /Liability/ })).toHaveTextContent(
      /Excess R\s20\s000,00/,
    );
    expect(book()).toBeEnabled();
  });

  it('recalculates on every change of waiver, extra, quantity and vehicle', async () => {
    const requests = fakeQuoteApi();
    const { user } = await renderQuote();
    await expectTotal(/R\s1\s098,00/);

    await user.click(screen.getByRole('button', { name: 'Upgrade to Super Waiver' }));
    await expectTotal(/R\s1\s398,00/);
    expect(screen.getByRole('radio', { name: /Super cover/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Upgrade to Super Waiver' })).toBeNull();

    await user.click(await screen.findByRole('checkbox', { name: /Child seat 6mth-3yr/ }));
    await expectTotal(/R\s1\s568,00/);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Number of Child seat 6mth-3yr' }),
      '2',
    );
    await expectTotal(/R\s1\s738,00/);
    expect(within(panel()).getByRole('table', { name: 'Add-ons' })).toHaveTextContent(
      'Child seat 6mth-3yr',
    );

    await user.click(screen.getByRole('radio', { name: /Standard cover/ }));
    await expectTotal(/R\s1\s438,00/);

    await user.click(screen.getByRole('button', { name: 'Change vehicle selection' }));
    const compact = screen.getByRole('article', { name: 'Group B1 Compact' });
    await user.click(within(compact).getByRole('button', { name: 'Select' }));
    await expectTotal(/R\s1\s798,00/);

    expect(
      quoteRequests(requests).map(({ vehicleGroup, selectedWaiver, products }) => [
        vehicleGroup,
        selectedWaiver,
        products,
      ]),
    ).toEqual([
      ['A1', 'CDW', []],
      ['A1', 'SCDW', []],
      ['A1', 'SCDW', [{ productCode: 'BABY', quantity: 1 }]],
      ['A1', 'SCDW', [{ productCode: 'BABY', quantity: 2 }]],
      ['A1', 'CDW', [{ productCode: 'BABY', quantity: 2 }]],
      ['B1', 'CDW', [{ productCode: 'BABY', quantity: 2 }]],
    ]);
  });

  it('never lets a late answer overwrite the quote of a newer selection', async () => {
    let answerFirst: () => void = () => {};
    let calls = 0;
    fakeQuoteApi({
      'POST /api/Quote': (body) => {
        calls += 1;
        const answer = ok(quoteFor(body as QuoteRequest));
        return calls === 1
          ? new Promise((resolve) => (answerFirst = () => resolve(answer)))
          : answer;
      },
    });
    const { user } = await renderQuote();
    await waitFor(() => expect(calls).toBe(1));
    expect(total()).toHaveTextContent('Calculating…');
    expect(book()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Upgrade to Super Waiver' }));
    await expectTotal(/R\s1\s398,00/);

    answerFirst();
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(total()).toHaveTextContent(/R\s1\s398,00/);
    expect(within(panel()).getByRole('table', { name: 'Rental costs' })).toHaveTextContent('SCDW');
    expect(book()).toBeEnabled();
  });

  it('shows the busy state and keeps Book disabled while recalculating', async () => {
    let release: () => void = () => {};
    let calls = 0;
    fakeQuoteApi({
      'POST /api/Quote': (body) => {
        calls += 1;
        const answer = ok(quoteFor(body as QuoteRequest));
        return calls === 2 ? new Promise((resolve) => (release = () => resolve(answer))) : answer;
      },
    });
    const { user } = await renderQuote();
    await expectTotal(/R\s1\s098,00/);

    await user.click(screen.getByRole('checkbox', { name: /GPS navigator/ }));

    await waitFor(() => expect(panel()).toHaveAttribute('aria-busy', 'true'));
    expect(total()).toHaveTextContent('Calculating…');
    expect(book()).toBeDisabled();

    release();
    await expectTotal(/R\s1\s288,00/);
    expect(book()).toBeEnabled();
  });

  it('shows a recalculation error under the total and disables Book', async () => {
    let fail = false;
    fakeQuoteApi({
      'POST /api/Quote': (body) =>
        fail
          ? {
              status: 400,
              body: { errors: codedApiErrors('TIME_RULE', MESSAGES.dropOffTooSoon) },
            }
          : ok(quoteFor(body as QuoteRequest)),
    });
    const { user } = await renderQuote();
    await expectTotal(/R\s1\s098,00/);

    fail = true;
    await user.click(screen.getByRole('checkbox', { name: /GPS navigator/ }));

    expect(await within(panel()).findByRole('alert')).toHaveTextContent(MESSAGES.dropOffTooSoon);
    expect(total()).toHaveTextContent('Total Cost –');
    expect(book()).toBeDisabled();

    fail = false;
    await user.click(within(panel()).getByRole('button', { name: 'Update Costs' }));
    await expectTotal(/R\s1\s288,00/);
    expect(within(panel()).queryByRole('alert')).toBeNull();
    expect(book()).toBeEnabled();
  });

  it('keeps Book disabled for a total of 0', async () => {
    fakeQuoteApi({
      'POST /api/Quote': (body) => ok({ ...quoteFor(body as QuoteRequest), totalCharge: 0 }),
    });
    await renderQuote();

    await expectTotal(/R\s0,00/);
    expect(book()).toBeDisabled();
  });

  it('books with the search details, selection, quote, rate and charge', async () => {
    fakeQuoteApi();
    const { user, router } = await renderQuote();
    await user.click(await screen.findByRole('checkbox', { name: /Additional Driver/ }));
    await expectTotal(/R\s1\s188,00/);

    await user.click(book());

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation-details'));
    const request: QuoteRequest = {
      ...PAYLOAD,
      rateCode: 'STD',
      vehicleGroup: 'A1',
      selectedWaiver: 'CDW',
      products: [{ productCode: 'ADW', quantity: 1 }],
      additionalDrivers: 1,
    };
    expect(router.state.location.state).toEqual({
      journeySession: expect.any(String),
      details: { ...PAYLOAD, rateCode: 'STD', accountName: '' },
      selection: {
        vehicleGroup: 'A1',
        selectedWaiver: 'CDW',
        products: [{ productCode: 'ADW', quantity: 1 }],
        additionalDrivers: 1,
      },
      quote: quoteFor(request),
      rate: { rateCode: 'STD', rateDesc: 'Standard Rate' },
      charge: CHARGE,
    });
  });

  it('sets one additional driver when ADW is ticked, 1 to 9 while ticked, and 0 when unticked', async () => {
    const requests = fakeQuoteApi();
    const { user } = await renderQuote();
    await expectTotal(/R\s1\s098,00/);
    const adw = await screen.findByRole('checkbox', { name: /Additional Driver/ });
    expect(screen.queryByRole('combobox', { name: 'Additional drivers' })).toBeNull();

    await user.click(adw);
    const drivers = screen.getByRole('combobox', { name: 'Additional drivers' });
    expect(drivers).toHaveValue('1');
    expect(
      within(drivers)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    await expectTotal(/R\s1\s188,00/);

    await user.selectOptions(drivers, '3');
    await expectTotal(/R\s1\s368,00/);

    await user.click(adw);
    expect(screen.queryByRole('combobox', { name: 'Additional drivers' })).toBeNull();
    await expectTotal(/R\s1\s098,00/);

    expect(
      quoteRequests(requests).map(({ products, additionalDrivers }) => [
        products,
        additionalDrivers,
      ]),
    ).toEqual([
      [[], 0],
      [[{ productCode: 'ADW', quantity: 1 }], 1],
      [[{ productCode: 'ADW', quantity: 3 }], 3],
    ]);
  });

  it('does not offer a waiver whose cover is 0', async () => {
    fakeQuoteApi();
    await renderQuote({ ...SELECTION, charge: CHARGE_B1 });

    expect(await screen.findByRole('radio', { name: /Standard cover/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Super cover/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade to Super Waiver' })).toBeNull();
    await expectTotal(/R\s1\s458,00/);
  });

  it("shows the content service's vehicle fields behind View Car Details", async () => {
    fakeQuoteApi({
      // The fleet entries of South African branches are those without 'namibia' in the slug.
      'GET /wp-json/wp/v2/fleet?per_page=100': () =>
        ok([
          fleetItem('A1', 1, { pax_seating: '4' }, 'group-a1-namibia'),
          fleetItem('A1', 1, { vehicle_features: ['Air conditioning', 'Bluetooth'] }),
          fleetItem('B1', 4, { vehicle_make_model: 'Toyota Corolla Quest' }),
        ]),
    });
    const { user } = await renderQuote();
    const vehicle = screen.getByRole('article', { name: 'Group A1 Economy' });
    await user.click(within(vehicle).getByRole('button', { name: 'View Car Details' }));

    const details = within(vehicle);
    await details.findByText('Passenger seating');
    const text = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
    expect(text(details.getAllByRole('term'))).toEqual([
      'Make and model',
      'Vehicle type',
      'Passenger seating',
      'Luggage capacity',
      'Safety belts',
      'Transmission',
      'Licence code',
      'Tank capacity',
      'Features',
      'Free kilometres',
    ]);
    expect(text(details.getAllByRole('definition'))).toEqual([
      'Suzuki Swift or similar',
      'Small (hatchbacks)',
      '5 seats',
      '2 bags',
      '5',
      'Manual',
      'B',
      '37 litres',
      'Air conditioning, Bluetooth',
      '200 km per day',
    ]);
  });

  it("shows the rate's own vehicle details when the content service has none", async () => {
    fakeQuoteApi();
    const { user } = await renderQuote();
    const vehicle = screen.getByRole('article', { name: 'Group A1 Economy' });
    const toggle = within(vehicle).getByRole('button', { name: 'View Car Details' });
    expect(within(vehicle).queryByRole('term')).toBeNull();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await within(vehicle).findByText('Free kilometres');
    const text = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
    expect(text(within(vehicle).getAllByRole('term'))).toEqual([
      'Make and model',
      'Vehicle type',
      'Seats',
      'Luggage',
      'Transmission',
      'Free kilometres',
    ]);
    expect(text(within(vehicle).getAllByRole('definition'))).toEqual([
      'Suzuki Swift or similar',
      'Small (hatchbacks)',
      '5',
      '2 bags',
      'Manual',
      '200 km per day',
    ]);
  });
});

describe('changing the search on the vehicle-choice screen', () => {
  it('re-runs the search with a typed rate code and quotes under the new rate', async () => {
    const requests = fakeQuoteApi({
      'POST /api/Booking/availability': (body) => {
        const code = (body as { rateCode?: string }).rateCode;
        if (code === 'NOPE')
          return {
            status: 400,
            body: { errors: codedApiErrors('UNKNOWN_RATE_CODE', MESSAGES.unknownRateCode('NOPE')) },
          };
        const rate = code
          ? { rateCode: code, rateDesc: 'Summer Special' }
          : { rateCode: 'STD', rateDesc: 'Standard Rate' };
        return ok({ ...AVAILABLE, rates: { rate: [{ ...rate, charges: [CHARGE, CHARGE_B1] }] } });
      },
    });
    const { user } = await renderQuote();
    await expectTotal(/R\s1\s098,00/);
    expect(screen.getByText('Standard Rate')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change Rate Code' }));
    const code = screen.getByRole('textbox', { name: 'Rate code' });
    await user.type(code, 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(MESSAGES.unknownRateCode('NOPE'))).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, 'summer26');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.getByText('Summer Special')).toBeInTheDocument());
    await waitFor(() => expect(quoteRequests(requests).at(-1)?.rateCode).toBe('SUMMER26'));
    await expectTotal(/R\s1\s098,00/);
    const searches = requests.filter((request) => request.url === '/api/Booking/availability');
    expect(searches.at(-1)?.body).toEqual({ ...PAYLOAD, rateCode: 'SUMMER26' });
  });

  it('offers a corporate account the rates of otherRates to pick from', async () => {
    const corporate = { ...PAYLOAD, accountType: 'C', accountNo: 'C10001' };
    fakeQuoteApi({
      'GET /api/Product/additional/C/JS/A1': () => ok(PRODUCTS),
      'POST /api/Booking/availability': () =>
        ok({
          ...AVAILABLE,
          rates: {
            rate: [{ rateCode: 'CORPSTD', rateDesc: 'Corporate Standard Rate', charges: [CHARGE] }],
          },
          otherRates: [{ rateCode: 'CORPPLUS', rateDesc: 'Corporate Plus Rate' }],
        }),
    });
    const { user } = await renderQuote({
      payload: corporate,
      rate: { rateCode: 'CORPSTD', rateDesc: 'Corporate Standard Rate' },
      otherRates: [{ rateCode: 'CORPPLUS', rateDesc: 'Corporate Plus Rate' }],
      charge: CHARGE,
    });

    await user.click(screen.getByRole('button', { name: 'Change Rate Code' }));

    const rates = screen.getByRole('combobox', { name: 'Rate' });
    expect(
      within(rates)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Corporate Plus Rate (CORPPLUS)']);
    expect(screen.queryByRole('textbox', { name: 'Rate code' })).toBeNull();
  });

  it('checks the time rules on Update, one message at a time, before searching again', async () => {
    const requests = fakeQuoteApi();
    const { user } = await renderQuote();
    const editor = screen.getByRole('form', { name: 'Pick-up and drop-off' });
    const searchesBefore = requests.filter(
      (request) => request.url === '/api/Booking/availability',
    );

    await user.selectOptions(
      within(editor).getByRole('combobox', { name: 'Pick-up time' }),
      '11:00',
    );
    await user.click(within(editor).getByRole('button', { name: 'Update' }));

    expect(within(editor).getAllByRole('alert')).toHaveLength(1);
    expect(within(editor).getByRole('alert')).toHaveTextContent(MESSAGES.pickUpLeadTime);
    expect(within(editor).getByRole('combobox', { name: 'Pick-up time' })).toHaveFocus();
    expect(requests.filter((request) => request.url === '/api/Booking/availability')).toHaveLength(
      searchesBefore.length,
    );

    await user.selectOptions(
      within(editor).getByRole('combobox', { name: 'Pick-up time' }),
      '13:00',
    );
    await user.click(within(editor).getByRole('button', { name: 'Update' }));

    await waitFor(() =>
      expect(quoteRequests(requests).at(-1)?.pickUpDateTime).toBe('2026-11-20 13:00'),
    );
    expect(within(editor).queryByRole('alert')).toBeNull();
  });

  it("shows one form's error at a time: submitting the other form replaces it (spec 001 §5)", async () => {
    fakeQuoteApi({
      'POST /api/Booking/availability': (body) =>
        (body as AvailabilityRequest).rateCode === 'NOPE'
          ? {
              status: 400,
              body: {
                errors: codedApiErrors('UNKNOWN_RATE_CODE', MESSAGES.unknownRateCode('NOPE')),
              },
            }
          : ok(AVAILABLE),
    });
    const { user } = await renderQuote();
    const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
    const editor = screen.getByRole('form', { name: 'Pick-up and drop-off' });
    const pickUpTime = within(editor).getByRole('combobox', { name: 'Pick-up time' });
    const update = within(editor).getByRole('button', { name: 'Update' });

    await user.selectOptions(pickUpTime, '11:00');
    await user.click(update);
    expect(alertTexts()).toEqual([MESSAGES.pickUpLeadTime]);

    await user.click(screen.getByRole('button', { name: 'Change Rate Code' }));
    const code = screen.getByRole('textbox', { name: 'Rate code' });
    await user.type(code, 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(alertTexts()).toEqual([MESSAGES.unknownRateCode('NOPE')]));
    expect(pickUpTime).not.toHaveAttribute('aria-invalid');

    await user.click(update);
    expect(alertTexts()).toEqual([MESSAGES.pickUpLeadTime]);
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(pickUpTime).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers no Book while the pick-up and drop-off shown are not the ones priced', async () => {
    fakeQuoteApi();
    const { user } = await renderQuote();
    const editor = screen.getByRole('form', { name: 'Pick-up and drop-off' });
    await waitFor(() => expect(book()).toBeEnabled());
    const pickUpTime = within(editor).getByRole('combobox', { name: 'Pick-up time' });

    // Changed and not yet updated, then refused on Update: the old trip is still the one priced.
    await user.selectOptions(pickUpTime, '11:00');
    expect(book()).toBeDisabled();
    expect(within(editor).getByRole('status')).toHaveTextContent(
      'Press Update to see the vehicles and costs for this pick-up and drop-off.',
    );
    await user.click(within(editor).getByRole('button', { name: 'Update' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent(MESSAGES.pickUpLeadTime);
    expect(book()).toBeDisabled();

    // Updated: the new trip is priced and may be booked.
    await user.selectOptions(pickUpTime, '13:00');
    await user.click(within(editor).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(book()).toBeEnabled());
    expect(within(editor).queryByRole('status')).toBeNull();
  });

  it("says on Update that the drop-off is outside its branch's hours, with that branch's page", async () => {
    // The fixtures' branches open on Fridays only: this trip is picked up on a Friday at JS and
    // returned on a Sunday to CT.
    fakeQuoteApi({
      'POST /api/Booking/availability': (body) =>
        (body as AvailabilityRequest).dropOffBranch === 'CT'
          ? ok({ ...AVAILABLE, rates: { rate: [] } })
          : ok(AVAILABLE),
    });
    const { user } = await renderQuote();
    const editor = screen.getByRole('form', { name: 'Pick-up and drop-off' });

    await user.selectOptions(
      within(editor).getByRole('combobox', { name: 'Drop-off branch' }),
      'CT',
    );
    await user.selectOptions(
      within(editor).getByRole('combobox', { name: 'Drop-off time' }),
      '20:00',
    );
    await user.click(within(editor).getByRole('button', { name: 'Update' }));

    const alert = await within(editor).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.outsideDropOffHours);
    expect(within(alert).getByRole('link', { name: '086 101 7722' })).toHaveAttribute(
      'href',
      'tel:+27861017722',
    );
    expect(within(alert).getByRole('link', { name: 'Location details' })).toHaveAttribute(
      'href',
      '/branches/cape-town-airport/',
    );
  });

  it("explains a trip whose drop-off is outside its branch's hours as the availability page does", async () => {
    fakeQuoteApi({
      'POST /api/Booking/availability': () => ok({ ...AVAILABLE, rates: { rate: [] } }),
    });
    await renderQuote({ ...SELECTION, payload: { ...PAYLOAD, dropOffBranch: 'CT' } });

    const trip = screen.getByRole('region', { name: 'Pick-up and drop-off' });
    const alert = await within(trip).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(MESSAGES.outsideDropOffHours));
    expect(within(alert).getByRole('link', { name: 'Location details' })).toHaveAttribute(
      'href',
      '/branches/cape-town-airport/',
    );
  });

  it('searches inline when opened without a chosen vehicle, then shows the choice', async () => {
    fakeQuoteApi();
    const { user } = renderApp('/get-quote/');
    await within(await screen.findByRole('combobox', { name: 'Pick-up branch' })).findByRole(
      'option',
      { name: 'Johannesburg Airport' },
    );

    await user.click(screen.getByRole('button', { name: 'Search' }));
    const card = await screen.findByRole('article', { name: 'Group B1 Compact' });
    await user.click(within(card).getByRole('link', { name: 'Choose Group B1 Compact' }));

    await screen.findByRole('heading', { name: 'Choose waivers & extras' });
    expect(screen.getByRole('article', { name: 'Group B1 Compact' })).toBeInTheDocument();
    await expectTotal(/R\s1\s458,00/);
  });
});

describe('searching on /get-quote/ without a chosen vehicle', () => {
  async function renderInlineSearch() {
    const app = renderApp('/get-quote/');
    await within(await screen.findByRole('combobox', { name: 'Pick-up branch' })).findByRole(
      'option',
      { name: 'Johannesburg Airport' },
    );
    return app;
  }

  it('moves focus to the answer once Search has found it', async () => {
    fakeQuoteApi();
    const { user } = await renderInlineSearch();

    await user.click(screen.getByRole('button', { name: 'Search' }));

    const heading = await screen.findByRole('heading', { name: 'Standard Rate' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('moves focus to the message of an answer without vehicles', async () => {
    fakeQuoteApi({
      'POST /api/Booking/availability': () => ok({ ...AVAILABLE, rates: { rate: [] } }),
    });
    const { user } = await renderInlineSearch();

    await user.click(screen.getByRole('button', { name: 'Search' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/not in the Branch hours/);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('takes the earlier answer off the page when the next search is refused', async () => {
    fakeQuoteApi({
      'POST /api/Booking/availability': (body) =>
        (body as AvailabilityRequest).dropOffBranch === 'WH'
          ? {
              status: 400,
              body: { errors: codedApiErrors('CROSS_BORDER', MESSAGES.crossBorderOneWay) },
            }
          : ok(AVAILABLE),
    });
    const { user, router } = await renderInlineSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('article', { name: 'Group A1 Economy' });
    // The answer is kept in the history entry (for Back and a reload) before the next search.
    await waitFor(() => expect(router.state.location.state).toHaveProperty('rates'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Drop-off branch' }), 'WH');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.crossBorderOneWay);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryAllByRole('link', { name: /^Choose/ })).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Drop-off branch' })).toHaveValue('WH');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Drop-off branch' }), 'JS');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const heading = await screen.findByRole('heading', { name: 'Standard Rate' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});

describe('modifying a reservation', () => {
  // Booked on A1 with super cover, two child seats and a GPS.
  const MODIFY = {
    reservationNumber: 'R7KQ2M9XTA',
    email: 'thandi@example.co.za',
    firstName: 'Thandi',
    lastName: 'Nkosi',
    contactNumber: '+27821234567',
    selection: {
      vehicleGroup: 'A1',
      selectedWaiver: 'SCDW',
      products: [
        { productCode: 'BABY', quantity: 2 },
        { productCode: 'GPS', quantity: 1 },
      ],
      additionalDrivers: 0,
      productNames: { BABY: 'Child seat 6mth-3yr', GPS: 'GPS navigator' },
    },
  };
  const MODIFYING = { ...SELECTION, payload: { ...PAYLOAD, modify: MODIFY } };
  const modifyReservation = { reservationNumber: MODIFY.reservationNumber, email: MODIFY.email };
  const modifyQuote = (partial: Partial<QuoteRequest>): QuoteRequest => ({
    ...PAYLOAD,
    rateCode: 'STD',
    vehicleGroup: 'A1',
    selectedWaiver: 'SCDW',
    products: [
      { productCode: 'BABY', quantity: 2 },
      { productCode: 'GPS', quantity: 1 },
    ],
    additionalDrivers: 0,
    modifyReservation,
    ...partial,
  });
  const NOT_OFFERED = 'Not offered for this vehicle, so not carried over from your reservation:';

  it('leaves out what the vehicle does not offer, says which, and carries it to one that does', async () => {
    const requests = fakeQuoteApi({
      'GET /api/Product/additional/I/JS/B1': () =>
        ok(PRODUCTS.filter((product) => product.productCode !== 'GPS')),
    });
    const { user } = await renderQuote({ ...MODIFYING, charge: CHARGE_B1 });

    // B1 offers no super cover and no GPS.
    expect(
      await screen.findByText(new RegExp(`${NOT_OFFERED} Super cover, GPS navigator\\.`)),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /Standard cover/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Child seat 6mth-3yr/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /GPS navigator/ })).toBeNull();
    await expectTotal(/R\s1\s798,00/);
    expect(quoteRequests(requests)).toEqual([
      modifyQuote({
        vehicleGroup: 'B1',
        selectedWaiver: 'CDW',
        products: [{ productCode: 'BABY', quantity: 2 }],
      }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Change vehicle selection' }));
    const economy = screen.getByRole('article', { name: 'Group A1 Economy' });
    await user.click(within(economy).getByRole('button', { name: 'Select' }));
    expect(await screen.findByRole('checkbox', { name: /GPS navigator/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Super cover/ })).toBeChecked();
    await expectTotal(/R\s1\s928,00/);
    expect(screen.queryByText(new RegExp(NOT_OFFERED))).toBeNull();
    expect(quoteRequests(requests).at(-1)).toEqual(modifyQuote({}));
  });

  it("lets the customer change the reservation's choice, and keeps the change on a reload", async () => {
    const requests = fakeQuoteApi();
    const { user } = await renderQuote(MODIFYING);
    expect(await screen.findByRole('checkbox', { name: /GPS navigator/ })).toBeChecked();
    await expectTotal(/R\s1\s928,00/);

    await user.click(screen.getByRole('radio', { name: /Standard cover/ }));
    await user.click(screen.getByRole('checkbox', { name: /GPS navigator/ }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Number of Child seat 6mth-3yr' }),
      '1',
    );
    await expectTotal(/R\s1\s268,00/);
    expect(quoteRequests(requests).at(-1)).toEqual(
      modifyQuote({ selectedWaiver: 'CDW', products: [{ productCode: 'BABY', quantity: 1 }] }),
    );

    // A reload shows the quote as the customer left it, not the reservation's choice.
    cleanup();
    await renderQuote(MODIFYING);
    expect(await screen.findByRole('checkbox', { name: /GPS navigator/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Standard cover/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Number of Child seat 6mth-3yr' })).toHaveValue(
      '1',
    );
    await expectTotal(/R\s1\s268,00/);
  });
});

describe('the dialogs of the cost panel', () => {
  it('shows the rental terms, closes with Escape and returns focus', async () => {
    fakeQuoteApi(pageRoute(RENTAL_TERMS_PAGE));
    const { user } = await renderQuote();
    const opener = within(panel()).getByRole('button', { name: 'Read Terms & Conditions' });

    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Rental Terms & Conditions' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The rental terms page of the content service (PAGEPOST).
    expect(await within(dialog).findByText(/at least 21 years old/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Debit cards are not accepted.');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('e-mails the quote: checks each field in turn, saves, sends and shows the reference', async () => {
    const requests = fakeQuoteApi({
      'POST /api/Quote/save': (body) =>
        ok({
          ...quoteFor(body as QuoteRequest),
          quoteNumber: 'QAB12CD',
          expiresAt: '2026-11-22 23:59',
        }),
      'POST /api/Quote/reminder': (body) =>
        ok({
          errors: SUCCESS,
          quoteNumber: (body as { quoteNumber: string }).quoteNumber,
          emailAddress: (body as { emailAddress: string }).emailAddress,
        }),
    });
    const { user } = await renderQuote();
    await expectTotal(/R\s1\s098,00/);

    await user.click(within(panel()).getByRole('button', { name: 'Email Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Quote' });
    const send = within(dialog).getByRole('button', { name: 'Send your quotation' });
    const firstName = within(dialog).getByRole('textbox', { name: 'First name' });
    // The dialog moves focus in an effect after it is shown.
    await waitFor(() => expect(firstName).toHaveFocus());

    const expectOnly = async (message: string, field: HTMLElement) => {
      await user.click(send);
      expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
      expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
      expect(field).toHaveFocus();
    };
    await expectOnly('Please enter your First name.', firstName);
    await user.type(firstName, 'Thandi');
    const lastName = within(dialog).getByRole('textbox', { name: 'Last name' });
    await expectOnly('Please enter your Last name.', lastName);
    await user.type(lastName, 'Nkosi');
    const email = within(dialog).getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'thandi@');
    await expectOnly('Please enter a valid Email address.', email);
    await user.type(email, 'example.co.za');
    const consent = within(dialog).getByRole('checkbox', { name: /Terms & Conditions/ });
    await expectOnly('Please confirm you have read and accept the Terms & Conditions.', consent);
    await user.click(consent);
    await user.click(send);

    expect(
      await within(dialog).findByText(
        'Your quotation has been sent to thandi@example.co.za. Your quote reference is QAB12CD.',
      ),
    ).toHaveFocus();
    const contact = { name: 'Thandi', surname: 'Nkosi', emailAddress: 'thandi@example.co.za' };
    expect(requests.find((request) => request.url === '/api/Quote/save')?.body).toEqual({
      ...quoteRequests(requests).at(-1),
      ...contact,
    });
    expect(requests.find((request) => request.url === '/api/Quote/reminder')?.body).toEqual({
      ...contact,
      quoteNumber: 'QAB12CD',
    });
  });

  it("shows the server's text when the quote cannot be sent", async () => {
    fakeQuoteApi({
      'POST /api/Quote/save': () => ({
        status: 429,
        body: {
          errors: codedApiErrors('TOO_MANY_ATTEMPTS', 'Too many quote e-mails. Please try later.'),
        },
      }),
    });
    const { user } = await renderQuote();
    await expectTotal(/R\s1\s098,00/);
    await user.click(within(panel()).getByRole('button', { name: 'Email Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Quote' });

    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Thandi');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Nkosi');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email address' }),
      't@example.com',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /Terms & Conditions/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send your quotation' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many quote e-mails. Please try later.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send your quotation' })).toBeEnabled();
  });

  it('keeps focus inside the dialog with Tab and Shift+Tab', async () => {
    fakeQuoteApi();
    const { user } = await renderQuote();
    await expectTotal(/R\s1\s098,00/);
    await user.click(within(panel()).getByRole('button', { name: 'Email Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Quote' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const send = within(dialog).getByRole('button', { name: 'Send your quotation' });

    send.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();

    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Email Quote' })).toHaveFocus();
  });
});
