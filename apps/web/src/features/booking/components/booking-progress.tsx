import type { BookingStep } from '@/lib/journey/booking-draft.ts';

interface BookingProgressProps {
  step: BookingStep;
  onCustomerDetails: () => void;
  onPaymentDetails: () => void;
}

/** The progress bar: steps 1 and 2 can be chosen; step 3 is reached by booking. */
export function BookingProgress({
  step,
  onCustomerDetails,
  onPaymentDetails,
}: BookingProgressProps) {
  const current = (which: BookingStep) => (step === which ? 'step' : undefined);
  return (
    <nav aria-label="Booking progress">
      <ol className="booking-progress">
        <li className={step === 1 ? 'is-current' : 'is-done'}>
          <button type="button" aria-current={current(1)} onClick={onCustomerDetails}>
            <span className="booking-progress-number">01</span> Customer Details
          </button>
        </li>
        <li className={step === 2 ? 'is-current' : undefined}>
          <button type="button" aria-current={current(2)} onClick={onPaymentDetails}>
            <span className="booking-progress-number">02</span> Payment Details
          </button>
        </li>
        <li>
          <span className="booking-progress-step">
            <span className="booking-progress-number">03</span> Booking Confirmation
          </span>
        </li>
      </ol>
    </nav>
  );
}
