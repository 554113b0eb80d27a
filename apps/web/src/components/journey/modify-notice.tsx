import type { ModifyContext } from '@/lib/journey/journey-state.ts';

interface ModifyNoticeProps {
  context: ModifyContext;
  /**
   * On the quote screen: what of the reservation's choice the vehicle now chosen does not offer,
   * by name; announced as it changes with the vehicle.
   */
  notOffered?: readonly string[];
}

/** Shown on the search, vehicle and booking screens while a reservation is being changed. */
export function ModifyNotice({ context, notOffered }: ModifyNoticeProps) {
  return (
    <p className="notice modify-notice">
      <strong>You are changing reservation {context.reservationNumber}.</strong>
      {notOffered && (
        <span aria-live="polite">
          {notOffered.length > 0 &&
            ` Not offered for this vehicle, so not carried over from your reservation: ${notOffered.join(', ')}.`}
        </span>
      )}
    </p>
  );
}
