import { firstNameOf, PAYMENT_TYPE_LABELS, type PaymentType } from '@bluu/contracts/booking';
import { amountToCents, formatMoney, type CurrencyCode } from '@bluu/contracts/money';
import {
  isTbaLine,
  QUOTE_LINE_CODES,
  quoteLineSection,
  type QuoteLine,
} from '@bluu/contracts/quote';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { formatLocalDateTime } from '@/lib/format.ts';
import { useBranches } from '@/lib/api/get-branches.ts';
import { sendBookingEmail } from '@/features/booking/api/send-booking-email.ts';
import type { ConfirmationState } from '@/lib/journey/journey-state.ts';
import { reservationMemory } from '@/lib/journey/reservation-memory.ts';
import { RenterTermsList } from '@/components/terms/renter-terms-list.tsx';
import '@/components/costs/costs.css';
import './booking.css';

function money(amount: number, currency: CurrencyCode): string {
  return formatMoney({ cents: amountToCents(amount), currency });
}

function paymentLabel(paymentType: string): string {
  return PAYMENT_TYPE_LABELS[paymentType as PaymentType] ?? paymentType;
}

const SECTION_ORDER = ['rental', 'addOns', 'other'] as const;

/** The lines as the cost panel orders them: rental and waivers, add-ons, other rental costs. */
function inSectionOrder(lines: readonly QuoteLine[]): QuoteLine[] {
  return SECTION_ORDER.flatMap((section) =>
    lines.filter((line) => quoteLineSection(line) === section),
  );
}

function LineRow({ line, currency }: { line: QuoteLine; currency: CurrencyCode }) {
  const liability = line.quoteLineCode === QUOTE_LINE_CODES.liability;
  let amount = money(line.quoteLineChrg, currency);
  if (isTbaLine(line)) amount = 'TBA';
  else if (liability) amount = 'Not charged';
  return (
    <tr>
      <th scope="row">
        <span className="cost-desc1">{line.quoteLineDesc1}</span>
        {line.quoteLineDesc2 && <span className="cost-desc2">{line.quoteLineDesc2}</span>}
        {liability && (
          <span className="cost-desc2">
            Excess {money(line.quoteLineUnitChrg, currency)}: held on your card at collection with
            the total
          </span>
        )}
      </th>
      <td>{amount}</td>
    </tr>
  );
}

/** /booking-confirmation: the reservation as booked, its costs, payment and the renter terms. */
export function BookingConfirmationView({
  confirmation,
  vehicleGroup,
  customerDetails,
}: ConfirmationState) {
  const id = useId();
  const branches = useBranches();
  const branchName = (code: string) =>
    branches.data?.find((branch) => branch.branchCode === code)?.branchName ?? code;
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
          booking is confirmed.
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
          <h2 id={`${id}-trip`}>Your rental</h2>
          <dl className="booking-facts">
            <div>
              <dt>Vehicle</dt>
              <dd>
                {vehicleName}
                {vehicle && !vehicleName.includes(vehicle.makeModel) && (
                  <span className="booking-fact-note">{vehicle.makeModel} or similar</span>
                )}
              </dd>
            </div>
            <div>
              <dt>Pick-up</dt>
              <dd>
                {branchName(reservation.pickupBranch)}
                <span className="booking-fact-note">
                  {formatLocalDateTime(reservation.pickupDate, reservation.pickupTime)}
                </span>
              </dd>
            </div>
            <div>
              <dt>Drop-off</dt>
              <dd>
                {branchName(reservation.duebackBranch)}
                <span className="booking-fact-note">
                  {formatLocalDateTime(reservation.duebackDate, reservation.duebackTime)}
                </span>
              </dd>
            </div>
            <div>
              <dt>Rate</dt>
              <dd>{reservation.rateDesc || reservation.rateCode}</dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>
                {paymentLabel(reservation.paymentType)}
                {reservation.cardLastFour && (
                  <span className="booking-fact-note">
                    Card ending ****{reservation.cardLastFour}
                  </span>
                )}
              </dd>
            </div>
          </dl>
        </section>
        <section className="booking-card" aria-labelledby={`${id}-costs`}>
          <h2 id={`${id}-costs`}>Costs</h2>
          <table className="cost-table" aria-labelledby={`${id}-costs`}>
            <thead className="visually-hidden">
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {inSectionOrder(reservation.quoteLines).map((line, index) => (
                <LineRow
                  key={`${line.quoteLineCode}-${line.quoteLineDesc1}-${index}`}
                  line={line}
                  currency={currency}
                />
              ))}
            </tbody>
          </table>
          <p className="cost-total">
            <span>Total Cost</span>{' '}
            <strong data-total="">{money(reservation.totalCharge, currency)}</strong>
          </p>
          {!hasLiabilityLine && reservation.liability > 0 && (
            <p className="cost-desc2">
              Excess {money(reservation.liability, currency)}: held on your card at collection with
              the total
            </p>
          )}
        </section>
      </div>
      <section className="booking-card" aria-labelledby={`${id}-terms`}>
        <h2 id={`${id}-terms`}>Rental terms</h2>
        <RenterTermsList />
      </section>
      <p className="booking-actions">
        <Link to="/manage-booking/" className="button button-primary">
          Manage My Booking
        </Link>
      </p>
    </div>
  );
}
