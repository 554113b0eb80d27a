import { useQuery } from '@tanstack/react-query';
import { tripEnd, TripFacts } from '@/components/trip/trip-facts.tsx';
import { TransferFactList } from '@/components/trip/transfer-facts.tsx';
import { formatLocalDateTimeText } from '@/lib/format.ts';
import { userBookingsQuery, type UserBooking } from '@/features/profile/api/get-user-bookings.ts';
import { QueryState } from './list-state.tsx';
import { ManageBookingLink } from './manage-booking-link.tsx';

const STATUS_LABELS: Record<UserBooking['status'], string> = {
  CONFIRMED: 'Confirmed',
  OPEN: 'On rent',
  CANCELLED: 'Cancelled',
};

/**
 * A reservation's facts: a transfer's route and pick-up (its branches are the hub, its drop-off
 * the vehicle's return), a car rental's branches and times.
 */
function ReservationFacts({ booking }: { booking: UserBooking }) {
  const before: Array<[label: string, value: string]> = [
    ['Quote number', booking.quoteNumber || '–'],
    ['Reservation number', booking.reservationNumber],
    ['Date created', formatLocalDateTimeText(booking.dateCreated)],
    ['Status', STATUS_LABELS[booking.status]],
  ];
  const vehicle = `Group ${booking.vehicleGroup}`;
  if (booking.transfer)
    return <TransferFactList vehicle={vehicle} transfer={booking.transfer} before={before} />;
  return (
    <TripFacts
      before={before.map(([label, value]) => ({ label, value }))}
      vehicle={{ name: vehicle }}
      pickUp={tripEnd(booking.pickUpBranch, booking.pickUpDateTime)}
      dropOff={tripEnd(booking.dropOffBranch, booking.dropOffDateTime)}
    />
  );
}

interface ReservationsListProps {
  email: string;
  onOpen: (reservationNumber: string, email: string) => void;
  onSignedOut: () => void;
}

/** My Reservations (spec 001 §2): the latest 10, each opening in Manage Booking. */
export function ReservationsList({ email, onOpen, onSignedOut }: ReservationsListProps) {
  const query = useQuery(userBookingsQuery(email));
  return (
    <section className="profile-section" aria-labelledby="profile-reservations-heading">
      <h2 id="profile-reservations-heading">My Reservations</h2>
      <QueryState query={query} loading="Loading your reservations…" onSignedOut={onSignedOut}>
        {(bookings) =>
          bookings.length === 0 ? (
            <p>You have no reservations yet. Reservations you make while signed in appear here.</p>
          ) : (
            <>
              <p>
                Your latest{' '}
                {bookings.length === 1 ? 'reservation' : `${bookings.length} reservations`}, newest
                first.
              </p>
              <ul className="profile-list">
                {bookings.map((booking) => (
                  <li key={booking.reservationNumber} className="profile-item">
                    <h3>Reservation {booking.reservationNumber}</h3>
                    <ReservationFacts booking={booking} />
                    <ManageBookingLink
                      reference={booking.reservationNumber}
                      email={booking.reservationEmail}
                      onOpen={onOpen}
                    />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
