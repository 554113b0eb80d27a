import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { D2DFormPanel } from '@/features/d2d/components/d2d-form-panel.tsx';
import { hasKeptD2dForm } from '@/features/d2d/utils/kept-d2d-form.ts';
import { LookupForm } from '@/features/manage-booking/components/lookup-form.tsx';
import { SearchForm } from '@/features/search/components/search-form.tsx';
import './home.css';

/** The specials load after the first paint, with the content renderer they need. */
const HomeSpecials = lazy(() =>
  import('@/features/content/components/home-specials.tsx').then((module) => ({
    default: module.HomeSpecials,
  })),
);

const REASONS = [
  {
    title: 'Rates include VAT',
    text: 'The daily rate you see is the rate you pay for the vehicle, with free kilometres every day.',
  },
  {
    title: 'South Africa and Namibia',
    text: 'Collect at city and airport branches across South Africa and Namibia, and return at another branch.',
  },
  {
    title: 'Cover that suits you',
    text: 'Choose standard or super cover to lower your excess, and add child seats, GPS and more.',
  },
  {
    title: 'Help when you need it',
    text: 'Manage your booking online or talk to our reservations team on 086 101 7722.',
  },
];

/**
 * The home page's booking tabs: search, manage a booking, Door2Door, and a Chauffeur Drive link.
 * Back to a Door2Door form filled in here opens its tab again.
 */
function BookingWidget() {
  const location = useLocation();
  return (
    <Tabs
      label="Bookings"
      initialId={hasKeptD2dForm(location) ? 'door2door' : undefined}
      items={[
        { id: 'book', label: 'Book a Vehicle', panel: <SearchForm /> },
        {
          id: 'manage',
          label: 'Manage Booking',
          panel: (
            <div className="tab-intro">
              <p>
                Look up a quote or reservation with its reference number and your e-mail address.
              </p>
              <LookupForm />
            </div>
          ),
        },
        {
          id: 'door2door',
          label: 'Door2Door',
          lazy: true,
          panel: (
            <div className="tab-intro">
              <p>
                Chauffeured door-to-door transfers between airports and addresses, priced per trip.
              </p>
              <D2DFormPanel />
            </div>
          ),
        },
      ]}
      after={
        <Link to="/transfer-services/chauffeur-drive/" className="tabs-link">
          Chauffeur Drive
        </Link>
      }
    />
  );
}

/**
 * The top of home. Without its booking tabs it is also the first paint of `/`, rendered into the
 * page by the build (`app/first-paint.tsx`), so the heading and text show before any script runs.
 */
export function HomeHero({ children }: { children?: ReactNode }) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero-inner">
        <div className="hero-text">
          <h1 id="hero-heading">Car rental across South Africa and Namibia</h1>
          <p>Compare rates for your dates, choose your vehicle and cover, and book in minutes.</p>
        </div>
        {children}
      </div>
    </section>
  );
}

export function Component() {
  return (
    <>
      <PageTitle />
      <HomeHero>
        <BookingWidget />
      </HomeHero>

      <Suspense fallback={null}>
        <HomeSpecials />
      </Suspense>

      <section className="container why-bluu" aria-labelledby="why-heading">
        <h2 id="why-heading">Why Bluu</h2>
        <ul className="why-list">
          {REASONS.map((reason) => (
            <li key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container" aria-labelledby="cta-heading">
        <div className="cta-banner">
          <div>
            <h2 id="cta-heading">Renting for your business or tour group?</h2>
            <p>
              Corporate customers and tour operators get their own rates, billed back to the
              account.
            </p>
          </div>
          <div className="cta-actions">
            <Link to="/rentals/corporate-customers/" className="button button-primary">
              Corporate Customers
            </Link>
            <Link to="/rentals/tour-operators/" className="button button-outline-light">
              Tour Operators
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
