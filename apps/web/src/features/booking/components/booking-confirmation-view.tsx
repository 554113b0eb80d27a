import { firstNameOf, PAYMENT_TYPE_LABELS, type PaymentType } from '@bluu/contracts/booking-rules';
import { QUOTE_LINE_CODES } from '@bluu/contracts/quote-rules';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { CostLines } from '@/components/costs/cost-lines.tsx';
import { RenterTermsList } from '@/components/terms/renter-terms-list.tsx';
import { TransferFactList } from '@/components/trip/transfer-facts.tsx';
import { reservationTrip, TripFacts } from '@/components/trip/trip-facts.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { sendBookingEmail } from '@/features/booking/api/send-booking-email.ts';
import type { BilledTo, ConfirmationState } from '@/lib/journey/journey-state.ts';
import { reservationMemory } from '@/lib/journey/reservation-memory.ts';
import { formatAmount } from '@/lib/money.ts';
import './booking.css';

function paymentLabel(paymentType: string): string {
  return PAYMENT_TYPE_LABELS[paymentType as PaymentType] ?? paymentType;
}

/** The account billed: its name and, in brackets, its number, e.g. `Acme Mining (Pty) Ltd (C10001)`. */
function accountBilled({ accountName, accountNo }: BilledTo): string {
  if (!accountName) return accountNo;
  return accountNo ? `${accountName} (${accountNo})` : accountName;
}

/** The voucher and order numbers a billback booking was made with, each when given. */
function billbackNumbers(billedTo: BilledTo | undefined): Array<[label: string, value: string]> {
  if (!billedTo) return [];
  const numbers: Array<[string, string]> = [
    ['Voucher number', billedTo.voucherNo],
    ['Order number', billedTo.orderNo],
  ];
  return numbers.filter(([, value]) => value);
}

/**
 * /booking-confirmation: the reservation as booked, its costs, payment (for billback, the account
 * billed and the voucher and order numbers given) and the renter terms;
 * `modified` after a change of an existing reservation, which it then says has been changed (as
 * its e-mail does).
 */
export function BookingConfirmationView({
  confirmation,
  vehicleGroup,
  customerDetails,
  isD2D = false,
  transfer,
  modified = false,
  billedTo,
}: ConfirmationState & { modified?: boolean }) {
  const id = useId();
  const { reservation, warning } = confirmation;
  const reservationNumber = confirmation.reservationNumber || reservation.reservationNumber;
  const email = reservation.renterEmail || customerDetails.renterEmail;
  const vehicle = typeof vehicleGroup === 'object' ? vehicleGroup : undefined;
  const vehicleName =
    reservation.vehicleGrp_Desc ||
    (typeof vehicleGroup === 'string' ? vehicleGroup : vehicle?.vehicleGrp_Desc) ||
    reservation.vehGroup;
  const currency = reservation.currency;
  const hasLiabilityLine = reservation.quoteLines.some(
    (line) => line.quoteLineCode === QUOTE_LINE_CODES.liability,
  );

  useEffect(() => {
    reservationMemory.write({ reservationNumber, reservationEmail: email });
    sendBookingEmail({ page: 'booking-confirmation', reservationNumber, email }).catch(() => {
      // The booking already queued the e-mail; a failed confirmation call changes nothing here.
    });
  }, [reservationNumber, email]);

  return (
    <div className="container page booking-confirmation">
      <PageTitle title="Booking Confirmation" />
      <h1>Booking Confirmation</h1>
      <section className="booking-confirmed" aria-labelledby={`${id}-number`}>
        <p className="booking-confirmed-intro">
          Thank you{firstNameOf(customerDetails) ? `, ${firstNameOf(customerDetails)}` : ''}. Your
          booking {modified ? 'has been changed' : 'is confirmed'}.
        </p>
        <h2 id={`${id}-number`} className="reservation-number">
          Reservation number <strong data-reservation-number="">{reservationNumber}</strong>
        </h2>
        <p>
          A confirmation has been e-mailed to <strong>{email}</strong>.
        </p>
      </section>
      {warning && (
        <p className="notice booking-warning" role="status">
          {warning}
        </p>
      )}
      <div className="booking-confirmation-grid">
        <section className="booking-card" aria-labelledby={`${id}-trip`}>
          <h2 id={`${id}-trip`}>{isD2D ? 'Your transfer' : 'Your rental'}</h2>
          {transfer ? (
            <TransferFactList
              vehicle={vehicleName}
              transfer={transfer}
              after={[
                [
                  'Payment',
                  paymentLabel(reservation.paymentType),
                  billedTo && accountBilled(billedTo),
                ],
                ...billbackNumbers(billedTo),
              ]}
            />
          ) : (
            <TripFacts
              vehicle={{ name: vehicleName, makeModel: vehicle?.makeModel }}
              {...reservationTrip(reservation)}
              rate={reservation.rateDesc || reservation.rateCode}
              after={[
                {
                  label: 'Payment',
                  value: paymentLabel(reservation.paymentType),
                  note: billedTo
                    ? accountBilled(billedTo)
                    : reservation.cardLastFour && `Card ending ****${reservation.cardLastFour}`,
                },
                ...billbackNumbers(billedTo).map(([label, value]) => ({ label, value })),
              ]}
            />
          )}
        </section>
        <section className="booking-card" aria-labelledby={`${id}-costs`}>
          <h2 id={`${id}-costs`}>Costs</h2>
          <div className="cost-lines">
            <CostLines
              lines={reservation.quoteLines}
              currency={currency}
              {...(isD2D ? { rentalTitle: 'Transfer costs', fee: transfer?.fee } : {})}
            />
          </div>
          <p className="cost-total">
            <span>Total Cost</span>{' '}
            <strong data-total="">{formatAmount(reservation.totalCharge, currency)}</strong>
          </p>
          {!hasLiabilityLine && reservation.liability > 0 && (
            <p className="cost-desc2">
              Excess {formatAmount(reservation.liability, currency)}: held on your card at
              collection with the total
            </p>
          )}
        </section>
      </div>
      <section className="booking-card" aria-labelledby={`${id}-terms`}>
        <h2 id={`${id}-terms`}>Rental terms</h2>
        {isD2D ? (
          <p>
            Your transfer is driven by a Bluu chauffeur under the{' '}
            <Link to="/d2d-rental-terms/">Door2Door Rental Terms and Conditions</Link>.
          </p>
        ) : (
          <RenterTermsList />
        )}
      </section>
      {/* Spec 001 §2: a Door2Door booking has no Manage My Booking link. */}
      {!isD2D && (
        <p className="booking-actions">
          <Link to="/manage-booking/" className="button button-primary">
            Manage My Booking
          </Link>
        </p>
      )}
    </div>
  );
}
