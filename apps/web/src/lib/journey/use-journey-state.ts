import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { D2DJourneyStep, JourneyStates, JourneyStep } from './journey.ts';
import {
  availabilityStateSchema,
  bookingStateSchema,
  confirmationStateSchema,
  quoteSelectionStateSchema,
} from './journey-schemas.ts';

const SCHEMAS = {
  availability: availabilityStateSchema,
  quote: quoteSelectionStateSchema,
  booking: bookingStateSchema,
  confirmation: confirmationStateSchema,
} satisfies Record<CarJourneyStep, unknown>;

/** The car journey's steps; the D2D steps' states are read by `use-d2d-journey-state.ts`. */
type CarJourneyStep = Exclude<JourneyStep, D2DJourneyStep>;

/** A step's state as carried by a history entry, or null when it has none (or a broken one). */
export function readJourneyState<Step extends CarJourneyStep>(
  step: Step,
  value: unknown,
): JourneyStates[Step] | null {
  const parsed = SCHEMAS[step].safeParse(value);
  return parsed.success ? (parsed.data as JourneyStates[Step]) : null;
}

/** This history entry's state for the step shown, parsed once per entry. */
export function useJourneyState<Step extends CarJourneyStep>(
  step: Step,
): JourneyStates[Step] | null {
  const { state } = useLocation();
  return useMemo(() => readJourneyState(step, state), [step, state]);
}
