import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { useD2dJourneyState } from '@/lib/journey/use-d2d-journey-state.ts';
import { D2DBookingSteps } from './d2d-booking-steps.tsx';

/** /confirmation-details in D2D mode, loaded only when the history entry carries a transfer. */
export default function D2DBookingScreen() {
  const state = useD2dJourneyState('d2dBooking');
  if (!state)
    return (
      <>
        <PageTitle title="Customer Details" />
        <h1>Complete Your Booking</h1>
        <p>
          This transfer can no longer be booked from here. <Link to="/get-quote/">Start again</Link>
          .
        </p>
      </>
    );
  return <D2DBookingSteps state={state} />;
}
