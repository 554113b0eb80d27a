import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { branch, term } from '@test/content-fixtures.ts';
import { fakeApi, heldAnswer, ok, type Handler } from '@test/fake-api.ts';
import { renderApp } from '@test/render-app.tsx';

const WP = '/wp-json/wp/v2';
const JS = branch('JS', 'Johannesburg Airport', 'Gauteng', 'johannesburg-airport', (day) =>
  day === 'Sunday' ? 'Closed' : day === 'Saturday' ? '08:00 – 13:00' : '06:00 – 22:00',
);
const SA = branch('SA', 'Sandton', 'Gauteng', 'sandton');
const CT = branch('CT', 'Cape Town Airport', 'Western Cape', 'cape-town-airport');
const WH = branch('WH', 'Windhoek Airport', 'Khomas', 'windhoek-airport');

function fakeBranches(overrides: Record<string, Handler> = {}) {
  return fakeApi({
    [`GET ${WP}/branches_categories?per_page=100`]: () =>
      ok([
        term(22, 'Namibia Rental Branches', 'namibia-rental-branches', 'branches_categories'),
        term(
          21,
          'South Africa Rental Branches',
          'south-africa-rental-branches',
          'branches_categories',
        ),
      ]),
    [`GET ${WP}/branches?branches_categories=21&per_page=100`]: () => ok([CT, SA, JS]),
    [`GET ${WP}/branches?branches_categories=22&per_page=100`]: () => ok([WH]),
    [`GET ${WP}/branches?slug=johannesburg-airport`]: () => ok([JS]),
    [`GET ${WP}/branches?slug=nowhere`]: () => ok([]),
    // A test's own answers, e.g. a list it holds back.
    ...overrides,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the branches pages', () => {
  it('shows the directory only once every category has its branches, holding the screen with one status meanwhile', async () => {
    const namibia = heldAnswer();
    const requests = fakeBranches({
      [`GET ${WP}/branches?branches_categories=22&per_page=100`]: namibia.handler,
    });
    renderApp('/branches/');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading the branches…');
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain(
        `${WP}/branches?branches_categories=21&per_page=100`,
      ),
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sandton' })).toBeNull();
    expect(status.closest('.page-loading')).not.toBeNull();

    namibia.release(ok([WH]));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Branches' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sandton' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Windhoek Airport' })).toBeVisible();
  });

  it('lists every category by province, each branch linking to its page', async () => {
    fakeBranches();
    renderApp('/branches/');

    expect(await screen.findByRole('heading', { level: 1, name: 'All Branches' })).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'South Africa Rental Branches',
      'Namibia Rental Branches',
    ]);
    await main.findByRole('heading', { level: 3, name: 'Gauteng' });
    expect(main.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Gauteng',
      'Western Cape',
      'Khomas',
    ]);
    const gauteng = within(main.getByRole('heading', { name: 'Gauteng' }).parentElement!);
    expect(
      gauteng.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Johannesburg Airport', '/branches/johannesburg-airport/'],
      ['Sandton', '/branches/sandton/'],
    ]);
  });

  it("shows one category's branches on its page", async () => {
    fakeBranches();
    renderApp('/branches/namibia-rental-branches/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Namibia Rental Branches' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Khomas' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Windhoek Airport' })).toHaveAttribute(
      'href',
      '/branches/windhoek-airport/',
    );
  });

  it("shows a branch's address with a map link, contacts, codes, coordinates and hours per weekday", async () => {
    fakeBranches();
    renderApp('/branches/johannesburg-airport/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Johannesburg Airport' }),
    ).toBeVisible();
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Address')).toHaveTextContent('1 Main Road, Johannesburg Airport');
    expect(
      within(fact('Address') as HTMLElement).getByRole('link', { name: /View on map/ }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=-26.1337&mlon=28.242#map=16/-26.1337/28.242',
    );
    expect(within(fact('E-mail') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:js@bluu.co.za',
    );
    expect(fact('Telephone')).toHaveTextContent('+27 11 390 1234');
    expect(fact('Fax')).toHaveTextContent('+27 11 390 1235');
    expect(fact('After-hours contact person')).toHaveTextContent(
      'Bluu reservations and roadside desk',
    );
    expect(
      within(fact('After-hours contact number') as HTMLElement).getByRole('link'),
    ).toHaveAttribute('href', 'tel:+27861017722');
    expect(fact('GDS code')).toHaveTextContent('JST01');
    expect(fact('Latitude')).toHaveTextContent('-26.1337');
    expect(fact('Longitude')).toHaveTextContent('28.242');

    const hours = screen.getByRole('table', { name: 'Opening hours' });
    const rows = within(hours)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Monday', '06:00 – 22:00'],
      ['Tuesday', '06:00 – 22:00'],
      ['Wednesday', '06:00 – 22:00'],
      ['Thursday', '06:00 – 22:00'],
      ['Friday', '06:00 – 22:00'],
      ['Saturday', '08:00 – 13:00'],
      ['Sunday', 'Closed'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Map' })).toBeVisible();
    expect(document.title).toBe('Johannesburg Airport | Bluu Car Rental');
  });

  it('sends an unknown branch to the 404 page', async () => {
    fakeBranches();
    const { router } = renderApp('/branches/nowhere/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('sends a slug the content service refuses (400), such as SANDTON, to the 404 page', async () => {
    const requests = fakeBranches({
      [`GET ${WP}/branches?slug=SANDTON`]: () => ({
        status: 400,
        body: {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): slug',
          data: { status: 400, params: { slug: 'slug must be a list of slugs.' } },
        },
      }),
    });
    const { router } = renderApp('/branches/SANDTON/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(screen.queryByText('This branch could not be loaded.')).toBeNull();
    expect(requests.map((request) => request.url)).toContain(`${WP}/branches?slug=SANDTON`);
  });

  it('offers Try again when a branch cannot be loaded for another reason', async () => {
    fakeBranches({ [`GET ${WP}/branches?slug=sandton`]: () => ({ status: 503, body: {} }) });
    renderApp('/branches/sandton/');

    expect(await screen.findByText('This branch could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
