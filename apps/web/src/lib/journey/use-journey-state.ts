import { use, useMemo } from 'react';
import { useLocation } from 'react-router';
import type * as JourneySchemasModule from './journey-schemas.ts';
import type { CarJourneyStep, JourneyStates } from './journey.ts';
import { isOfThisJourneySession } from './journey-session.ts';

type JourneySchemas = typeof JourneySchemasModule;

let loading: Promise<JourneySchemas> | undefined;

/**
 * The journey's zod schemas, imported once when first needed; a failed import is tried again
 * on the next call (decision record 0018: no journey screen loads zod on its first page).
 */
function loadJourneySchemas(): Promise<JourneySchemas> {
  loading ??= import('./journey-schemas.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The journey's schemas and booking draft; suspends the component until they have loaded. */
export function useJourneySchemas(): JourneySchemas {
  return use(loadJourneySchemas());
}

/**
 * Whether a history entry carries a state a car step could read (a D2D state has its mark), made
 * in this tab's journey session.
 */
function mayBeCarState(state: unknown): boolean {
  return isOfThisJourneySession(state) && !('d2d' in (state as object));
}

/**
 * This history entry's state for the step shown, parsed once per entry; null when it has none
 * (or a broken one, or one from before Logout). A fresh visit carries no state and loads no schema; an entry with one
 * suspends until the schemas are in.
 */
export function useJourneyState<Step extends CarJourneyStep>(
  step: Step,
): JourneyStates[Step] | null {
  const { state } = useLocation();
  const schemas = mayBeCarState(state) ? use(loadJourneySchemas()) : null;
  return useMemo(
    () => (schemas ? schemas.readJourneyState(step, state) : null),
    [schemas, step, state],
  );
}
