import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { JourneyStates, JourneyStep } from './journey.ts';
import {
  availabilityStateSchema,
  bookingStateSchema,
  confirmationStateSchema,
  d2dBookingStateSchema,
  d2dQuoteStateSchema,
  quoteSelectionStateSchema,
} from './journey-schemas.ts';

const SCHEMAS = {
  availability: availabilityStateSchema,
  quote: quoteSelectionStateSchema,
  booking: bookingStateSchema,
  confirmation: confirmationStateSchema,
  d2dQuote: d2dQuoteStateSchema,
  d2dBooking: d2dBookingStateSchema,
} satisfies Record<JourneyStep, unknown>;

/** A step's state as carried by a history entry, or null when it has none (or a broken one). */
export function readJourneyState<Step extends JourneyStep>(
  step: Step,
  value: unknown,
): JourneyStates[Step] | null {
  const parsed = SCHEMAS[step].safeParse(value);
  return parsed.success ? (parsed.data as JourneyStates[Step]) : null;
}

/** This history entry's state for the step shown, parsed once per entry. */
export function useJourneyState<Step extends JourneyStep>(step: Step): JourneyStates[Step] | null {
  const { state } = useLocation();
  return useMemo(() => readJourneyState(step, state), [step, state]);
}
