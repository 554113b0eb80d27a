import { Link, useLocation } from 'react-router';
import { d2dJourneyOf, useBookedJourney } from '@/lib/journey/booking-draft.ts';
import type { D2DQuoteState } from '@/lib/journey/journey-state.ts';
import { useD2dJourneyState } from '@/lib/journey/use-d2d-journey-state.ts';
import { D2DVehicleChoice } from './d2d-vehicle-choice.tsx';

/**
 * The vehicle choice of a transfer, unless its journey has booked (Back from the booking
 * confirmation): then the booking made, and a new search rather than Book again.
 */
function TransferChoice({ state }: { state: D2DQuoteState }) {
  const booked = useBookedJourney(d2dJourneyOf(state));
  if (!booked) return <D2DVehicleChoice state={state} />;
  return (
    <div>
      <p role="status" className="notice">
        This transfer is booked: reservation {booked}.
      </p>
      <p>
        <Link to="/get-quote/" className="button button-primary">
          Start a new search
        </Link>
      </p>
    </div>
  );
}

/** /get-quote/ in D2D mode, loaded only when the history entry carries a D2D trip. */
export default function D2DQuoteScreen() {
  const location = useLocation();
  const state = useD2dJourneyState('d2dQuote');
  if (!state)
    return (
      <p className="notice">
        This transfer can no longer be shown. <Link to="/get-quote/">Start again</Link>.
      </p>
    );
  return <TransferChoice key={location.key} state={state} />;
}
