import type { BookingResponse, CustomerDetails, Payment } from '@bluu/contracts/booking';
import type { PaymentType } from '@bluu/contracts/booking-rules';
import { useMutation } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { useBookingSteps } from '@/features/booking/hooks/use-booking-steps.ts';
import {
  carBookingPlan,
  type BookingPlan,
  type SubmitCarBooking,
} from '@/features/booking/utils/booking-plan.ts';
import { productCodesOf } from '@/features/booking/utils/booking-request.ts';
import { useJourneyNavigate } from '@/lib/journey/journey.ts';
import { formatAmount } from '@/lib/money.ts';
import { billedToOf, type BookingState } from '@/lib/journey/journey-state.ts';
import { BookingProgress } from './booking-progress.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { CustomerDetailsForm } from './customer-details-form.tsx';
import { PaymentForm } from './payment-form.tsx';
import './booking.css';

interface BookingStepsViewProps {
  plan: BookingPlan;
  total: string;
  summary: ReactNode;
  productCodes: string[];
  d2dPayment?: { paymentTypes: readonly PaymentType[]; locked: boolean };
  onBooked: (
    confirmation: BookingResponse,
    customerDetails: CustomerDetails,
    payment: Payment,
  ) => void;
  /** A modification refused as the reservation changed meanwhile: looks it up again. */
  onLookUpAgain?: () => Promise<void>;
}

/** /confirmation-details: the progress bar, step 1 or 2 beside the booking summary. */
export function BookingStepsView({
  plan,
  total,
  summary,
  productCodes,
  d2dPayment,
  onBooked,
  onLookUpAgain,
}: BookingStepsViewProps) {
  const id = useId();
  const headingIds = { 1: `${id}-customer`, 2: `${id}-payment` } as const;
  const flow = useBookingSteps({ plan, idPrefix: id, headingIds, onBooked });
  const lookUpAgain = useMutation({ mutationFn: async () => onLookUpAgain?.() });

  return (
    <>
      <PageTitle title={flow.step === 1 ? 'Customer Details' : 'Payment Details'} />
      <h1>Complete Your Booking</h1>
      <BookingProgress
        step={flow.step}
        onCustomerDetails={flow.returnToCustomerDetails}
        onPaymentDetails={flow.continueToPayment}
      />
      <div className="booking-layout">
        <div className="booking-main">
          {flow.step === 1 ? (
            <CustomerDetailsForm
              idPrefix={id}
              headingId={headingIds[1]}
              values={flow.customer}
              problem={flow.customerProblem}
              total={total}
              isD2D={plan.isD2D}
              emailReadOnly={Boolean(plan.lockedCustomer?.renterEmail)}
              onChange={flow.updateCustomer}
              onSubmit={flow.continueToPayment}
            />
          ) : (
            <PaymentForm
              idPrefix={id}
              headingId={headingIds[2]}
              values={flow.payment}
              accountType={flow.accountType}
              productCodes={productCodes}
              problem={flow.paymentProblem}
              formError={flow.formError}
              pending={flow.pending}
              total={total}
              d2d={d2dPayment}
              cardOnFile={plan.cardOnFile}
              onChange={flow.updatePayment}
              onBack={flow.returnToCustomerDetails}
              onSubmit={() => void flow.bookNow()}
              lookUpAgain={
                flow.changedMeanwhile && onLookUpAgain
                  ? { pending: lookUpAgain.isPending, run: () => lookUpAgain.mutate() }
                  : undefined
              }
            />
          )}
        </div>
        {summary}
      </div>
    </>
  );
}

/** The booking steps of a car booking (or its modification, or a saved quote confirmed). */
export function BookingSteps({
  state,
  submit,
  afterBooked,
  prefill,
  onLookUpAgain,
}: {
  state: BookingState;
  /** A signed-in individual's profile details for a new booking's renter. */
  prefill?: Partial<CustomerDetails>;
  /** Replaces the booking call, e.g. with the change of an existing reservation. */
  submit?: SubmitCarBooking;
  afterBooked?: () => void;
  /** A modification's reservation looked up again, after it changed meanwhile. */
  onLookUpAgain?: () => Promise<void>;
}) {
  const openStep = useJourneyNavigate();
  return (
    <BookingStepsView
      plan={carBookingPlan(state, { prefill, submit })}
      total={formatAmount(state.quote.totalCharge, state.quote.currency)}
      summary={<BookingSummary state={state} />}
      productCodes={productCodesOf(state)}
      onLookUpAgain={onLookUpAgain}
      onBooked={(confirmation, customerDetails, payment) => {
        openStep(
          'confirmation',
          {
            confirmation,
            vehicleGroup: state.charge,
            customerDetails,
            modified: Boolean(state.details.modify),
            billedTo: billedToOf(state.details, payment),
          },
          { replace: true },
        );
        afterBooked?.();
      }}
    />
  );
}
