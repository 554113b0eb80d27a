import { useId } from 'react';
import { CostPanel } from '@/components/costs/cost-panel.tsx';
import { TransferFactList, transferFactsOf } from '@/components/trip/transfer-facts.tsx';
import { useJourneyNavigate } from '@/lib/journey/journey.ts';
import { billedToOf, type D2DBookingState } from '@/lib/journey/journey-state.ts';
import { formatAmount } from '@/lib/money.ts';
import { d2dBookingPlan, d2dPaymentTypes } from '@/features/booking/utils/d2d-booking-plan.ts';
import { BookingStepsView } from './booking-steps.tsx';

/** Beside the D2D booking steps: the vehicle, route, distance and pick-up, then Transfer costs. */
export function D2DBookingSummary({ state }: { state: D2DBookingState }) {
  const headingId = useId();
  const { charge, quote } = state;
  return (
    <div className="booking-aside">
      <section className="booking-summary" aria-labelledby={headingId}>
        <h2 id={headingId}>Your transfer</h2>
        <TransferFactList vehicle={charge.vehicleGrp_Desc} transfer={transferFactsOf(state)} />
      </section>
      <CostPanel
        quote={quote}
        recalculating={false}
        error={null}
        actions={null}
        rentalTitle="Transfer costs"
      />
    </div>
  );
}

/** The booking steps of a Door2Door transfer (spec 001 §4, §5, §6). */
export function D2DBookingSteps({ state }: { state: D2DBookingState }) {
  const openStep = useJourneyNavigate();
  return (
    <BookingStepsView
      plan={d2dBookingPlan(state)}
      total={formatAmount(state.quote.totalCharge, state.quote.currency)}
      summary={<D2DBookingSummary state={state} />}
      productCodes={[]}
      d2dPayment={{ paymentTypes: d2dPaymentTypes(state), locked: state.details.paymentLocked }}
      onBooked={(confirmation, customerDetails, payment) =>
        openStep(
          'confirmation',
          {
            confirmation,
            vehicleGroup: state.charge.vehicleGrp_Desc,
            customerDetails,
            isD2D: true,
            transfer: transferFactsOf(state),
            billedTo: billedToOf(state.details, payment),
          },
          { replace: true },
        )
      }
    />
  );
}
