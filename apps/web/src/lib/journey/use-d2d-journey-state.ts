import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { d2dBookingStateSchema, d2dQuoteStateSchema } from './d2d-journey-schemas.ts';
import type { D2DJourneyStep, JourneyStates } from './journey.ts';
import { isOfThisJourneySession } from './journey-session.ts';

const SCHEMAS = {
  d2dQuote: d2dQuoteStateSchema,
  d2dBooking: d2dBookingStateSchema,
} satisfies Record<D2DJourneyStep, unknown>;

/**
 * This history entry's D2D state for the step shown, or null when it has none (or a broken one,
 * or one from before Logout).
 */
export function useD2dJourneyState<Step extends D2DJourneyStep>(
  step: Step,
): JourneyStates[Step] | null {
  const { state } = useLocation();
  return useMemo(() => {
    if (!isOfThisJourneySession(state)) return null;
    const parsed = SCHEMAS[step].safeParse(state);
    return parsed.success ? (parsed.data as JourneyStates[Step]) : null;
  }, [step, state]);
}
