import { Link } from 'react-router';
import { Tabs } from '@/components/ui/tabs.tsx';
import { LookupForm } from '@/features/manage-booking/components/lookup-form.tsx';
import { SearchForm } from './search-form.tsx';

/** The home page's booking tabs: search, manage a booking, Door2Door, and a Chauffeur Drive link. */
export function BookingWidget() {
  return (
    <Tabs
      label="Bookings"
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
          panel: (
            <div className="tab-intro">
              <p>
                Chauffeured door-to-door transfers between airports and addresses, priced per trip.
              </p>
              <Link
                to="/transfer-services/door2door-transfers/"
                className="button button-secondary"
              >
                Door2Door Transfers
              </Link>
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
