import { useNavigate } from 'react-router';
import { stampJourneyState } from './journey-session.ts';
import type {
  AvailabilityState,
  BookingState,
  ConfirmationState,
  D2DBookingState,
  D2DQuoteState,
  QuoteSelectionState,
} from './journey-state.ts';

/** The booking journey's screens and the state each one's history entry carries. */
export interface JourneyStates {
  availability: AvailabilityState;
  quote: QuoteSelectionState;
  booking: BookingState;
  confirmation: ConfirmationState;
  d2dQuote: D2DQuoteState;
  d2dBooking: D2DBookingState;
}

export type JourneyStep = keyof JourneyStates;
export type D2DJourneyStep = 'd2dQuote' | 'd2dBooking';
/** The car journey's steps; the D2D steps' states are read by `use-d2d-journey-state.ts`. */
export type CarJourneyStep = Exclude<JourneyStep, D2DJourneyStep>;

const PATHS: Record<JourneyStep, string> = {
  availability: '/availability',
  quote: '/get-quote/',
  booking: '/confirmation-details',
  confirmation: '/booking-confirmation',
  d2dQuote: '/get-quote/',
  d2dBooking: '/confirmation-details',
};

/** Opens a step of the journey with its state; `replace` where Back must not return to this one. */
export function useJourneyNavigate() {
  const navigate = useNavigate();
  return <Step extends JourneyStep>(
    step: Step,
    state: JourneyStates[Step],
    options: { replace?: boolean } = {},
  ) => void navigate(PATHS[step], { state: stampJourneyState(state), replace: options.replace });
}

/**
 * A link's `to` and `state` for a step: `<Link {...journeyLink('quote', selection)}>`. Always a
 * new history entry, also from the same path (a link to its own URL would otherwise replace the
 * entry): choosing a vehicle from /get-quote/'s own search, Back returns to that search.
 */
export function journeyLink<Step extends JourneyStep>(step: Step, state: JourneyStates[Step]) {
  return { to: PATHS[step], state: stampJourneyState(state), replace: false };
}
