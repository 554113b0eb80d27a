import { PRODUCT_CODES } from '@bluu/contracts/quote-rules';
import type { ModifyContext } from '@/lib/journey/journey-state.ts';

interface ModifyNoticeProps {
  context: ModifyContext;
  /**
   * On the quote screen: what of the reservation's choice the vehicle now chosen does not offer,
   * by name; announced as it changes with the vehicle.
   */
  notOffered?: readonly string[];
}

/**
 * Why an extra is not offered: delivery (DEL) follows the pick-up branch and collection (COL) the
 * drop-off branch (decision 0040); anything else, the vehicle.
 */
const BRANCH_REASONS = [
  { code: PRODUCT_CODES.delivery, reason: 'Not offered at the pick-up branch' },
  { code: PRODUCT_CODES.collection, reason: 'Not offered at the drop-off branch' },
] as const;
const VEHICLE_REASON = 'Not offered for this vehicle';

/**
 * The names not carried over, grouped by reason in that order (vehicle, pick-up branch, drop-off
 * branch). A name is the branch's when it is the reservation's delivery or collection extra: the
 * quote screen names the reservation's extras from its `productNames` (or by code).
 */
function byReason(
  notOffered: readonly string[],
  selection: ModifyContext['selection'],
): Array<{ reason: string; names: string[] }> {
  const reserved = new Set(selection?.products.map((product) => product.productCode));
  const nameOf = (code: string) => selection?.productNames[code] ?? code;
  const branchReasonOf = (name: string) =>
    BRANCH_REASONS.find(({ code }) => reserved.has(code) && nameOf(code) === name)?.reason;
  return [VEHICLE_REASON, ...BRANCH_REASONS.map(({ reason }) => reason)]
    .map((reason) => ({
      reason,
      names: notOffered.filter((name) => (branchReasonOf(name) ?? VEHICLE_REASON) === reason),
    }))
    .filter(({ names }) => names.length > 0);
}

/** Shown on the search, vehicle and booking screens while a reservation is being changed. */
export function ModifyNotice({ context, notOffered }: ModifyNoticeProps) {
  return (
    <p className="notice modify-notice">
      <strong>You are changing reservation {context.reservationNumber}.</strong>
      {notOffered && (
        <span aria-live="polite">
          {byReason(notOffered, context.selection)
            .map(
              ({ reason, names }) =>
                ` ${reason}, so not carried over from your reservation: ${names.join(', ')}.`,
            )
            .join('')}
        </span>
      )}
    </p>
  );
}
