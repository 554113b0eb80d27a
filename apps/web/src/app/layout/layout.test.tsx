import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fleetItem, term } from '@test/content-fixtures.ts';
import { fakeApi, heldAnswer, ok } from '@test/fake-api.ts';
import { BRANCHES } from '@test/fixtures.ts';
import { renderApp } from '@test/render-app.tsx';

beforeEach(() => {
  fakeApi({ 'GET /api/Branch': () => ok(BRANCHES) });
});

afterEach(() => {
  document.cookie = 'bluu_cookie_consent=; Max-Age=0; Path=/';
});

describe('the site layout', () => {
  it('opens a menu group as a disclosure and closes it with Escape', async () => {
    const { user } = renderApp('/');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    const rentals = within(main).getByRole('button', { name: 'Rentals' });
    expect(rentals).toHaveAttribute('aria-expanded', 'false');
    expect(within(main).queryByRole('link', { name: 'Corporate Customers' })).toBeNull();

    await user.click(rentals);

    expect(rentals).toHaveAttribute('aria-expanded', 'true');
    const link = within(main).getByRole('link', { name: 'Corporate Customers' });
    expect(link).toHaveAttribute('href', '/rentals/corporate-customers/');
    await user.tab();
    expect(within(main).getByRole('link', { name: 'Car Rental' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(rentals).toHaveAttribute('aria-expanded', 'false');
    expect(rentals).toHaveFocus();
  });

  it('follows a menu link and closes the menu', async () => {
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'GET /wp-json/wp/v2/fleet_categories?per_page=100': () =>
        ok([term(12, 'Namibia Fleet', 'namibia-fleet', 'fleet_categories')]),
      'GET /wp-json/wp/v2/fleet?fleet_categories=12&per_page=100': () => ok([fleetItem('A1', 1)]),
    });
    const { user, router } = renderApp('/');
    const main = await screen.findByRole('navigation', { name: 'Main' });

    await user.click(within(main).getByRole('button', { name: 'Fleet' }));
    await user.click(within(main).getByRole('link', { name: 'Namibia Fleet' }));

    expect(
      await screen.findByRole('heading', { name: 'Namibia Fleet', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fleet/namibia-fleet/');
    // Focus moves to the new page's heading, which shows once the fleet has loaded.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Namibia Fleet', level: 1 })).toHaveFocus(),
    );
    expect(within(main).getByRole('button', { name: 'Fleet' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(document.title).toBe('Namibia Fleet | Bluu Car Rental'));
  });

  it("moves the focus to the new page's heading, which says which page it is", async () => {
    document.cookie = 'bluu_cookie_consent=accepted; Path=/';
    const { user } = renderApp('/');
    const main = await screen.findByRole('navigation', { name: 'Main' });

    await user.click(within(main).getByRole('button', { name: 'Rentals' }));
    await user.click(within(main).getByRole('link', { name: 'Manage Booking' }));

    const heading = await screen.findByRole('heading', { name: 'Manage Booking', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus where the visitor took it while the page loaded its heading', async () => {
    document.cookie = 'bluu_cookie_consent=accepted; Path=/';
    const fleet = heldAnswer();
    fakeApi({
      'GET /api/Branch': () => ok(BRANCHES),
      'GET /wp-json/wp/v2/fleet_categories?per_page=100': fleet.handler,
      'GET /wp-json/wp/v2/fleet?fleet_categories=12&per_page=100': () => ok([fleetItem('A1', 1)]),
    });
    const { user } = renderApp('/');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(main).getByRole('button', { name: 'Fleet' }));
    await user.click(within(main).getByRole('link', { name: 'Namibia Fleet' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());

    await user.tab();
    const taken = document.activeElement;
    fleet.release(ok([term(12, 'Namibia Fleet', 'namibia-fleet', 'fleet_categories')]));

    expect(
      await screen.findByRole('heading', { name: 'Namibia Fleet', level: 1 }),
    ).not.toHaveFocus();
    expect(document.activeElement).toBe(taken);
  });

  it('remembers cookie consent for 150 days', async () => {
    const { user } = renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(within(banner).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );

    await user.click(within(banner).getByRole('button', { name: 'Accept & Continue' }));

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(document.cookie).toContain('bluu_cookie_consent=accepted');
  });

  it('reaches the cookie banner right after the skip link; Accept & Continue hands the focus to the page', async () => {
    const { user } = renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.tab();
    expect(within(banner).getByRole('link', { name: 'Privacy Policy' })).toHaveFocus();
    await user.tab();
    expect(within(banner).getByRole('button', { name: 'Accept & Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('does not show the cookie banner once consent was given', async () => {
    document.cookie = 'bluu_cookie_consent=accepted; Path=/';
    renderApp('/');

    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('moves between the booking tabs with the arrow keys', async () => {
    const { user } = renderApp('/');
    const book = await screen.findByRole('tab', { name: 'Book a Vehicle' });
    expect(book).toHaveAttribute('aria-selected', 'true');

    book.focus();
    await user.keyboard('{ArrowRight}');

    const manage = screen.getByRole('tab', { name: 'Manage Booking' });
    expect(manage).toHaveFocus();
    expect(manage).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Manage Booking' });
    expect(within(panel).getByRole('form', { name: 'Find your booking' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Door2Door' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Chauffeur Drive' })).toHaveAttribute(
      'href',
      '/transfer-services/chauffeur-drive/',
    );
  });

  it.each([
    ['/login/hash/code', 'Sign In'],
    ['/get-quote/anything', 'Book a Vehicle'],
    ['/manage-booking/status', 'Manage Booking'],
    ['/register-account', 'Create an online profile'],
    ['/otp', 'Confirm OTP'],
    ['/password-reset/user/code/more', 'Reset Password'],
    ['/branches/', 'All Branches'],
    ['/404', '404 Page not found'],
    // Content pages and a missing slug: src/app/routes/content.test.tsx.
  ])('routes %s to the page headed %s', async (path, heading) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} | Bluu Car Rental`));
  });
});
