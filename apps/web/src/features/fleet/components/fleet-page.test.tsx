import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fleetItem, term } from '@test/content-fixtures.ts';
import { fakeApi, heldAnswer, ok, type Handler } from '@test/fake-api.ts';
import { renderApp } from '@test/render-app.tsx';

const WP = '/wp-json/wp/v2';
const CATEGORIES = [
  term(13, 'Door2Door Fleet', 'door2door', 'fleet_categories'),
  term(12, 'Namibia Fleet', 'namibia-fleet', 'fleet_categories'),
  term(11, 'South Africa Fleet', 'south-africa-fleet', 'fleet_categories'),
];

function fakeFleet(overrides: Record<string, Handler> = {}) {
  return fakeApi({
    [`GET ${WP}/fleet_categories?per_page=100`]: () => ok(CATEGORIES),
    // Out of menu order on the wire: the page shows them by menu order.
    [`GET ${WP}/fleet?fleet_categories=11&per_page=100`]: () =>
      ok([
        fleetItem('B1', 4, {
          vehicle_make_model: 'Toyota Corolla Quest',
          transmission: 'Automatic',
        }),
        fleetItem('A1', 1),
        fleetItem('E1', 9, {
          vehicle_make_model: 'Toyota Hilux 2.4 GD-6',
          load_box: '1.5 m × 1.5 m',
          licence_code: 'B',
        }),
        { ...fleetItem('Z9', 2), status: 'draft' },
      ]),
    [`GET ${WP}/fleet?fleet_categories=12&per_page=100`]: () =>
      ok([fleetItem('A1', 1, {}, 'group-a1-namibia')]),
    [`GET ${WP}/fleet?fleet_categories=13&per_page=100`]: () =>
      ok([fleetItem('D1', 1, { vehicle_make_model: 'Toyota Quantum' }, 'group-d1-door2door')]),
    // A test's own answers, e.g. a list it holds back.
    ...overrides,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const vehicleNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('the fleet page', () => {
  it("shows a category's published vehicles by menu order, each 'or similar' with its group, image and details", async () => {
    fakeFleet();
    renderApp('/fleet/south-africa-fleet/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'South Africa Fleet' }),
    ).toBeVisible();
    await screen.findByRole('article', { name: 'Suzuki Swift 1.2 GL or similar' });
    expect(vehicleNames()).toEqual([
      'Suzuki Swift 1.2 GL or similar',
      'Toyota Corolla Quest or similar',
      'Toyota Hilux 2.4 GD-6 or similar',
    ]);

    const swift = screen.getByRole('article', { name: 'Suzuki Swift 1.2 GL or similar' });
    expect(within(swift).getByText('Group A1')).toBeVisible();
    expect(
      within(swift).getByRole('img', { name: 'Suzuki Swift 1.2 GL or similar' }),
    ).toHaveAttribute('src', '/images/vehicles/a1.webp');
    const text = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
    expect(text(within(swift).getAllByRole('term'))).toEqual([
      'Passenger seating',
      'Luggage capacity',
      'Safety belts',
      'Transmission',
      'Licence code',
      'Tank capacity',
      'Features',
    ]);
    expect(text(within(swift).getAllByRole('definition'))).toEqual([
      '5 seats',
      '2 bags',
      '5',
      'Manual',
      'B',
      '37 litres',
      'Air conditioning, ABS',
    ]);
    // A load box is shown where the vehicle has one.
    const hilux = screen.getByRole('article', { name: 'Toyota Hilux 2.4 GD-6 or similar' });
    expect(within(hilux).getByText('Load box').nextSibling).toHaveTextContent('1.5 m × 1.5 m');
    expect(document.title).toBe('South Africa Fleet | Bluu Car Rental');
  });

  it('lists every category (South Africa, Namibia, Door2Door) on /fleet/, each linking to its page', async () => {
    fakeFleet();
    renderApp('/fleet/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Our Fleet' })).toBeVisible();
    const categories = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(categories.map((heading) => heading.textContent)).toEqual([
      'South Africa Fleet',
      'Namibia Fleet',
      'Door2Door Fleet',
    ]);
    expect(within(categories[2]!).getByRole('link')).toHaveAttribute('href', '/fleet/door2door/');
    expect(await screen.findByRole('article', { name: 'Toyota Quantum or similar' })).toBeVisible();
  });

  it('shows the page only once every category has its vehicles, holding the screen with one status meanwhile', async () => {
    const namibia = heldAnswer();
    const requests = fakeFleet({
      [`GET ${WP}/fleet?fleet_categories=12&per_page=100`]: namibia.handler,
    });
    renderApp('/fleet/');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading the fleet…');
    // The other categories have answered, yet nothing of the page shows while one has not.
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain(
        `${WP}/fleet?fleet_categories=13&per_page=100`,
      ),
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(status.closest('.page-loading')).not.toBeNull();

    namibia.release(ok([fleetItem('A1', 1, {}, 'group-a1-namibia')]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Fleet' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('loads the images of the first four vehicles on the page with it, the first before the others, and the rest as they come into view', async () => {
    fakeFleet();
    renderApp('/fleet/');

    await screen.findByRole('heading', { level: 1, name: 'Our Fleet' });
    const images = within(screen.getByRole('main')).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
  });

  it('sends an unknown category to the 404 page', async () => {
    fakeFleet();
    const { router } = renderApp('/fleet/no-such-fleet/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('offers to try again when the fleet cannot be loaded', async () => {
    fakeApi({});
    renderApp('/fleet/south-africa-fleet/');

    expect(await screen.findByRole('alert')).toHaveTextContent('The fleet could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
