import { apiErrors } from '@bluu/contracts/api-errors';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { MESSAGES } from '@bluu/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@test/fake-api.ts';
import { BRANCHES, CHARGE, CHARGE_B1, NOW, PAYLOAD, RATES_ANSWER } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderAvailability(state: unknown) {
  return renderApp({ pathname: '/availability', state });
}

const answered = {
  rates: RATES_ANSWER.rates,
  otherRates: RATES_ANSWER.otherRates,
  payload: PAYLOAD,
};

describe('the availability page', () => {
  it('explains an empty rate list with the branch-hours message', async () => {
    // The fixtures' branches open on Fridays 06:00–22:00: this pick-up is before they open.
    renderAvailability({
      ...answered,
      rates: { rate: [] },
      payload: {
        ...PAYLOAD,
        pickUpDateTime: '2026-11-20 05:00',
        dropOffDateTime: '2026-11-27 09:00',
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.outsideBranchHours);
    expect(within(alert).getByRole('link', { name: '086 101 7722' })).toHaveAttribute(
      'href',
      'tel:+27861017722',
    );
    // 'refer to Location details' leads to the pick-up branch's page, once the branches are in.
    await waitFor(() =>
      expect(within(alert).getByRole('link', { name: 'Location details' })).toHaveAttribute(
        'href',
        '/branches/johannesburg-airport/',
      ),
    );
  });

  it("says the drop-off is outside its branch's hours when only the drop-off is", async () => {
    // Picked up on a Friday at JS, returned on a Sunday to CT, when the branches are closed.
    renderAvailability({
      ...answered,
      rates: { rate: [] },
      payload: { ...PAYLOAD, dropOffBranch: 'CT' },
    });

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(MESSAGES.outsideDropOffHours));
    expect(within(alert).getByRole('link', { name: 'Location details' })).toHaveAttribute(
      'href',
      '/branches/cape-town-airport/',
    );
  });

  it('explains a rate without vehicles with the no-vehicles message', async () => {
    renderAvailability({
      ...answered,
      rates: { rate: [{ rateCode: 'STD', rateDesc: 'Standard Rate', charges: [] }] },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.noVehiclesAvailable(RESERVATIONS_EMAIL),
    );
  });

  it("shows the server's message when the answer is not a success", async () => {
    renderAvailability({ ...answered, errors: apiErrors(MESSAGES.unknownRateCode('XYZ')) });

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unknownRateCode('XYZ'));
    expect(screen.queryByRole('heading', { name: 'Group A1 Economy' })).toBeNull();
  });

  it('summarises the search with branch names, dates and residence', async () => {
    renderAvailability(answered);

    const summary = await screen.findByRole('region', { name: 'Your search' });
    expect(await within(summary).findAllByText('Johannesburg Airport')).toHaveLength(2);
    expect(summary).toHaveTextContent('Fri, 20 Nov 2026 at 12:45');
    expect(summary).toHaveTextContent('Sun, 22 Nov 2026 at 09:00');
    expect(summary).toHaveTextContent('South Africa');
  });

  it('shows a card per vehicle group, priced in rand for a South African branch', async () => {
    renderAvailability(answered);

    const card = await screen.findByRole('article', { name: 'Group A1 Economy' });
    expect(within(card).getByRole('img', { name: 'Suzuki Swift' })).toHaveAttribute(
      'src',
      '/vehicles/A1.svg',
    );
    expect(card).toHaveTextContent('5 seats');
    expect(card).toHaveTextContent('2 bags');
    expect(card).toHaveTextContent('Manual');
    expect(card).toHaveTextContent('200 km free per day');
    expect(card).toHaveTextContent(/R\s399,00 per day/);
    expect(card).not.toHaveTextContent('N$');
    expect(card).toHaveTextContent(/Standard cover excess: R\s20\s000,00/);
    expect(card).toHaveTextContent(/Super cover excess: R\s3\s000,00/);
    expect(screen.getByRole('heading', { name: 'Standard Rate' })).toBeInTheDocument();
  });

  it("shows each group's total for the trip with standard cover, as the server priced it", async () => {
    renderAvailability({
      ...answered,
      rates: {
        rate: [
          {
            rateCode: 'STD',
            rateDesc: 'Standard Rate',
            charges: [
              { ...CHARGE, totalWithStandardCover: 1346.5 },
              { ...CHARGE_B1, totalWithStandardCover: 2339.58 },
            ],
          },
        ],
      },
      payload: {
        ...PAYLOAD,
        pickUpDateTime: '2026-11-25 10:00',
        dropOffDateTime: '2026-11-28 10:00',
      },
    });

    const card = await screen.findByRole('article', { name: 'Group B1 Compact' });
    expect(card).toHaveTextContent(/R\s549,00 per day/);
    expect(card).toHaveTextContent(/Total R\s2\s339,58 with standard cover for 3 days/);
    expect(screen.getByRole('article', { name: 'Group A1 Economy' })).toHaveTextContent(
      /Total R\s1\s346,50 with standard cover for 3 days/,
    );
  });

  it('leaves the trip total out for a group the answer has none for', async () => {
    renderAvailability(answered);

    const card = await screen.findByRole('article', { name: 'Group A1 Economy' });
    expect(card).not.toHaveTextContent('with standard cover');
  });

  it('sorts the groups by the trip price with a labelled select, and back to recommended', async () => {
    const cheap = {
      ...CHARGE,
      vehicleGrp: 'A1',
      vehicleGrp_Desc: 'Group A1 Economy',
      totalWithStandardCover: 1200,
    };
    const dear = { ...CHARGE_B1, totalWithStandardCover: 2400 };
    const middle = {
      ...CHARGE,
      vehicleGrp: 'C1',
      vehicleGrp_Desc: 'Group C1 Intermediate',
      makeModel: 'VW Polo',
      totalWithStandardCover: 1800,
    };
    const { user } = renderAvailability({
      ...answered,
      rates: {
        rate: [{ rateCode: 'STD', rateDesc: 'Standard Rate', charges: [dear, cheap, middle] }],
      },
    });
    const names = () =>
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    const order = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(
      within(order)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Recommended', 'Price: low to high', 'Price: high to low']);
    expect(names()).toEqual(['Group B1 Compact', 'Group A1 Economy', 'Group C1 Intermediate']);

    await user.selectOptions(order, 'Price: low to high');
    expect(names()).toEqual(['Group A1 Economy', 'Group C1 Intermediate', 'Group B1 Compact']);

    await user.selectOptions(order, 'Price: high to low');
    expect(names()).toEqual(['Group B1 Compact', 'Group C1 Intermediate', 'Group A1 Economy']);

    await user.selectOptions(order, 'Recommended');
    expect(names()).toEqual(['Group B1 Compact', 'Group A1 Economy', 'Group C1 Intermediate']);
  });

  it("names each card's Choose link by its vehicle group, starting with the text it shows", async () => {
    renderAvailability({
      ...answered,
      rates: {
        rate: [{ rateCode: 'STD', rateDesc: 'Standard Rate', charges: [CHARGE, CHARGE_B1] }],
      },
    });

    await screen.findByRole('article', { name: 'Group A1 Economy' });
    const links = screen.getAllByRole('link', { name: /^Choose/ });
    expect(links.map((link) => link.textContent)).toEqual(['Choose', 'Choose']);
    expect(links).toEqual([
      screen.getByRole('link', { name: 'Choose Group A1 Economy' }),
      screen.getByRole('link', { name: 'Choose Group B1 Compact' }),
    ]);
  });

  it('prices a Namibian branch in N$', async () => {
    renderAvailability({
      ...answered,
      payload: { ...PAYLOAD, pickUpBranch: 'WH', dropOffBranch: 'WH' },
    });

    const card = await screen.findByRole('article', { name: 'Group A1 Economy' });
    expect(card).toHaveTextContent(/N\$\s399,00 per day/);
  });

  it('takes the chosen vehicle to the quote with payload, rate, otherRates and charge', async () => {
    const otherRates = [{ rateCode: 'CORP', rateDesc: 'Corporate Rate' }];
    const { user, router } = renderAvailability({ ...answered, otherRates });

    const card = await screen.findByRole('article', { name: 'Group A1 Economy' });
    await user.click(within(card).getByRole('link', { name: 'Choose Group A1 Economy' }));

    expect(
      await screen.findByRole('heading', { name: 'Book a Vehicle', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/get-quote/');
    expect(router.state.location.state).toEqual({
      journeySession: expect.any(String),
      payload: PAYLOAD,
      rate: { rateCode: 'STD', rateDesc: 'Standard Rate' },
      otherRates,
      charge: CHARGE,
    });
  });

  it('reveals the search form, filled with the search, under Modify search', async () => {
    const { user } = renderAvailability(answered);

    const modify = await screen.findByRole('button', { name: 'Modify search' });
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    await user.click(modify);

    expect(modify).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Pick-up time' })).toHaveValue('12:45');
    expect(screen.getByRole('button', { name: /^Drop-off date/ })).toHaveTextContent(
      'Sun, 22 Nov 2026',
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('offers the search form when opened without a search', async () => {
    renderAvailability(null);

    expect(
      await screen.findByRole('heading', { name: 'Available vehicles', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Search for a vehicle to see available rates.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modify search' })).toBeNull();
  });

  it("shows none of a search made before Logout, which cleared the tab's session storage", async () => {
    // Back after Logout returns to this entry: its state was stamped in the session before.
    renderApp({ pathname: '/availability', state: answered }, { stamped: false });

    expect(
      await screen.findByText('Search for a vehicle to see available rates.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modify search' })).toBeNull();
  });
});
