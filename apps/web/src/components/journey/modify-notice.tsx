import type { ModifyContext } from '@/lib/journey/journey-state.ts';

/** Shown on the search, vehicle and booking screens while a reservation is being changed. */
export function ModifyNotice({ context }: { context: ModifyContext }) {
  return (
    <p className="notice modify-notice">
      <strong>You are changing reservation {context.reservationNumber}.</strong>
    </p>
  );
}
