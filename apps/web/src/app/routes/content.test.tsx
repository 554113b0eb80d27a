import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@test/fake-api.ts';
import { pageRoute, SITEMAP_PAGE, TERMS_PAGE, wpPage, wpSpecial } from '@test/content-fixtures.ts';
import { BRANCHES } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

const CORPORATE = wpPage(
  'corporate-customers',
  'Corporate Customers',
  '<p>One account for every traveller.</p><p><a href="/manage-booking/">Manage a booking</a></p>',
  'Business car rental with Bluu.',
);

function siteApi(routes: Record<string, () => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    'GET /api/Branch': () => ok(BRANCHES),
    ...pageRoute(SITEMAP_PAGE),
    ...routes,
  });
}

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

afterEach(() => {
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('content pages', () => {
  it('shows the page of the last path segment with its title, content and description', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'The site.';
    document.head.append(meta);
    const requests = siteApi(pageRoute(CORPORATE));

    renderApp('/rentals/corporate-customers/');

    expect(
      await screen.findByRole('heading', { name: 'Corporate Customers', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('One account for every traveller.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Corporate Customers | Bluu Car Rental'));
    expect(description()).toBe('Business car rental with Bluu.');
    expect(requests.map((request) => request.url)).toContain(
      '/wp-json/wp/v2/pages?slug=corporate-customers',
    );
  });

  it('renders the title as text, entities decoded', async () => {
    siteApi(pageRoute(wpPage('rental-terms', 'Terms &amp; Conditions', '<p>Terms.</p>')));
    renderApp('/rental-terms/');
    expect(
      await screen.findByRole('heading', { name: 'Terms & Conditions', level: 1 }),
    ).toBeInTheDocument();
  });

  it('follows a link inside the content without reloading the site', async () => {
    siteApi(pageRoute(CORPORATE));
    const { user, router } = renderApp('/rentals/corporate-customers/');
    await user.click(await screen.findByRole('link', { name: 'Manage a booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-booking/'));
  });

  it('replaces a missing slug with /404, which shows the sitemap', async () => {
    const requests = siteApi(pageRoute(null, 'c'));
    const { router } = renderApp('/a/b/c/');

    expect(
      await screen.findByRole('heading', { name: '404 Page not found', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(await screen.findByRole('link', { name: 'Corporate Customers' })).toHaveAttribute(
      'href',
      '/rentals/corporate-customers/',
    );
    expect(screen.getByRole('heading', { name: 'Rentals', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 Page not found | Bluu Car Rental'));
    expect(requests.map((request) => request.url)).toContain('/wp-json/wp/v2/pages?slug=c');
  });

  it.each([
    ['/Contacts/', 'Contacts'],
    ['/Privacy-Policy/', 'Privacy-Policy'],
    ['/privacy-policy.html', 'privacy-policy.html'],
    ['/a%20b/', 'a+b'],
  ])('replaces %s, a slug the content service refuses (400), with /404', async (path, slug) => {
    const requests = siteApi({
      [`GET /wp-json/wp/v2/pages?slug=${slug}`]: () => ({
        status: 400,
        body: {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): slug',
          data: { status: 400, params: { slug: 'slug must be a list of slugs.' } },
        },
      }),
    });
    const { router } = renderApp(path);

    expect(
      await screen.findByRole('heading', { name: '404 Page not found', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.queryByText(/We could not reach/)).toBeNull();
    expect(requests.map((request) => request.url)).toContain(`/wp-json/wp/v2/pages?slug=${slug}`);
  });

  it('says so when the content service cannot be reached', async () => {
    siteApi({
      'GET /wp-json/wp/v2/pages?slug=customer-care': () => ({ status: 503, body: {} }),
    });
    renderApp('/customer-care/');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach');
  });

  it('offers MAKE RESERVATION (account sign-in) and MANAGE BOOKING on the account pages', async () => {
    siteApi(pageRoute(CORPORATE));
    const { user } = renderApp('/rentals/corporate-customers/');

    const manage = await screen.findByRole('link', { name: 'MANAGE BOOKING' });
    expect(manage).toHaveAttribute('href', '/manage-booking/');
    const reserve = screen.getByRole('button', { name: 'MAKE RESERVATION' });
    await user.click(reserve);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Account number/i)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(reserve).toHaveFocus());
  });

  it('shows no account actions on other pages', async () => {
    siteApi(pageRoute(wpPage('customer-care', 'Customer Care', '<p>We help.</p>')));
    renderApp('/customer-care/');
    await screen.findByRole('heading', { name: 'Customer Care', level: 1 });
    expect(screen.queryByRole('button', { name: 'MAKE RESERVATION' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'MANAGE BOOKING' })).toBeNull();
  });

  it('embeds the contact form on /contacts/ only', async () => {
    siteApi(pageRoute(wpPage('contacts', 'Contact Us', '<p>Phone 086 101 7722.</p>')));
    renderApp('/contacts/');
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    expect(within(form).getByLabelText('Enquiry type')).toHaveValue('General enquiry');
  });
});

describe('the page-content dialog', () => {
  it('opens the website terms from the register dialog', async () => {
    siteApi(pageRoute(TERMS_PAGE));
    const { user } = renderApp('/');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(main).getByRole('button', { name: 'Register' }));
    const register = await screen.findByRole('dialog');
    const read = within(register).getByRole('button', {
      name: 'Read the Website Terms and Conditions',
    });

    await user.click(read);

    const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(
      await within(terms).findByText('These website terms apply to every visitor of bluu.co.za.'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Terms and Conditions' })).toBeNull(),
    );
    expect(read).toHaveFocus();
  });
  it('opens the links of a page in a new tab, so what the customer typed behind it stays', async () => {
    siteApi({
      ...pageRoute(wpPage('contacts', 'Contact Us', '<p>Phone 086 101 7722.</p>')),
      ...pageRoute(
        wpPage(
          'terms-and-conditions',
          'Terms and Conditions',
          '<p>See the <a href="/rental-terms/">Rental Terms</a>, the ' +
            '<a href="https://www.gov.za/popia">Act</a>, <a href="#use">Use</a> and ' +
            '<a href="mailto:reservations@bluu.co.za">reservations@bluu.co.za</a>.</p>',
        ),
      ),
    });
    const { user, router } = renderApp('/contacts/');
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    await user.type(within(form).getByLabelText('Full name'), 'Thandi Nkosi');
    await user.type(within(form).getByLabelText('Message'), 'Do you rent roof racks?');
    await user.click(
      within(form).getByRole('button', { name: 'Read the Website Terms and Conditions' }),
    );
    const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' });

    const rentalTerms = await within(terms).findByRole('link', {
      name: 'Rental Terms (opens in a new tab)',
    });
    expect(rentalTerms).toHaveAttribute('href', '/rental-terms/');
    expect(rentalTerms).toHaveAttribute('target', '_blank');
    expect(rentalTerms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(terms).getByRole('link', { name: 'Act (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    for (const name of ['Use', 'reservations@bluu.co.za'])
      expect(within(terms).getByRole('link', { name })).not.toHaveAttribute('target');

    await user.click(rentalTerms);

    expect(router.state.location.pathname).toBe('/contacts/');
    expect(screen.getByRole('dialog', { name: 'Terms and Conditions' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).getByLabelText('Full name')).toHaveValue('Thandi Nkosi');
    expect(within(form).getByLabelText('Message')).toHaveValue('Do you rent roof racks?');
  });
});

describe('home specials', () => {
  it('shows the published specials by menu order with their promo links, never a draft', async () => {
    siteApi({
      'GET /wp-json/wp/v2/specials?per_page=100': () =>
        ok([
          wpSpecial(2, 'Namibia Self-Drive', {
            menuOrder: 2,
            link: '/fleet/namibia-fleet/',
            linkText: 'See the Namibia fleet',
          }),
          wpSpecial(3, 'Festive Preview', {
            status: 'draft',
            menuOrder: 0,
            link: '/get-quote/',
            linkText: 'Reserve early',
          }),
          wpSpecial(1, 'Weekend Getaway', {
            menuOrder: 1,
            link: 'https://bluu.example/weekend',
            linkText: 'Book your weekend',
          }),
        ]),
    });
    renderApp('/');

    const section = await screen.findByRole('region', { name: 'Specials' });
    const specials = within(section).getAllByRole('article');
    expect(specials.map((special) => within(special).getByRole('heading').textContent)).toEqual([
      'Weekend Getaway',
      'Namibia Self-Drive',
    ]);
    expect(within(specials[0]!).getByText('Weekend Getaway: the offer.')).toBeInTheDocument();
    expect(within(specials[0]!).getByRole('link', { name: 'Book your weekend' })).toHaveAttribute(
      'href',
      'https://bluu.example/weekend',
    );
    expect(
      within(specials[1]!).getByRole('link', { name: 'See the Namibia fleet' }),
    ).toHaveAttribute('href', '/fleet/namibia-fleet/');
    expect(screen.queryByText('Festive Preview')).toBeNull();
  });
});
