import type { BookingResponse, CustomerDetails } from '@bluu/contracts/booking';
import { useId } from 'react';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { useBookingSteps, type SubmitBooking } from '@/features/booking/hooks/use-booking-steps.ts';
import { productCodesOf } from '@/features/booking/utils/booking-request.ts';
import { useJourneyNavigate } from '@/lib/journey/journey.ts';
import { formatAmount } from '@/lib/money.ts';
import type { BookingState } from '@/lib/journey/journey-state.ts';
import { BookingProgress } from './booking-progress.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { CustomerDetailsForm } from './customer-details-form.tsx';
import { PaymentForm } from './payment-form.tsx';
import './booking.css';

/** /confirmation-details: the progress bar, step 1 or 2 beside the booking summary. */
export function BookingSteps({
  state,
  submit,
  afterBooked,
  prefill,
}: {
  state: BookingState;
  /** A signed-in individual's profile details for a new booking's renter. */
  prefill?: Partial<CustomerDetails>;
  /** Replaces the booking call, e.g. with the change of an existing reservation. */
  submit?: SubmitBooking;
  afterBooked?: () => void;
}) {
  const id = useId();
  const openStep = useJourneyNavigate();
  const headingIds = { 1: `${id}-customer`, 2: `${id}-payment` } as const;
  const total = formatAmount(state.quote.totalCharge, state.quote.currency);

  function showConfirmation(confirmation: BookingResponse, customerDetails: CustomerDetails) {
    openStep(
      'confirmation',
      { confirmation, vehicleGroup: state.charge, customerDetails },
      { replace: true },
    );
    afterBooked?.();
  }

  const flow = useBookingSteps({
    state,
    idPrefix: id,
    headingIds,
    onBooked: showConfirmation,
    submit,
    prefill,
  });

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
              onChange={flow.updateCustomer}
              onSubmit={flow.continueToPayment}
            />
          ) : (
            <PaymentForm
              idPrefix={id}
              headingId={headingIds[2]}
              values={flow.payment}
              accountType={flow.accountType}
              productCodes={productCodesOf(state)}
              problem={flow.paymentProblem}
              formError={flow.formError}
              pending={flow.pending}
              total={total}
              onChange={flow.updatePayment}
              onBack={flow.returnToCustomerDetails}
              onSubmit={() => void flow.bookNow()}
            />
          )}
        </div>
        <BookingSummary state={state} />
      </div>
    </>
  );
}
