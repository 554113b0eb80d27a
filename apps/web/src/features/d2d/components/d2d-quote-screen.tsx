import { Link, useLocation } from 'react-router';
import { useD2dJourneyState } from '@/lib/journey/use-d2d-journey-state.ts';
import { D2DVehicleChoice } from './d2d-vehicle-choice.tsx';

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
  return <D2DVehicleChoice key={location.key} state={state} />;
}
