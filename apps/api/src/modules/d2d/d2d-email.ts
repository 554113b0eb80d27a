import { firstNameOf } from '@bluu/contracts/booking';
import { BRAND_NAME, D2D_FLIGHT_TYPE_LABELS } from '@bluu/contracts/constants';
import type { D2dDetails, D2dQuoteResponse } from '@bluu/contracts/d2d';
import { amountToCents } from '@bluu/contracts/money';
import type { QuoteLine } from '@bluu/contracts/quote';
import { formatInstant, formatLocalDateTimeText } from '@bluu/contracts/display-time';
import type { ReservationRow } from '../bookings/bookings.repository.ts';
import {
  accountCopy,
  confirmationKind,
  paymentDetails,
  subjectBrand,
  transferCalendar,
  type BilledAccount,
} from '../bookings/booking-email.ts';
import { renderEmail, type EmailBlock } from '../mail/layout.ts';
import { validityOf } from '../quotes/quote-email.ts';
import type { OutgoingMail } from '../mail/mail.ts';
import { transferStopsOf, type TransferRoute } from './transfer-facts.ts';

/**
 * A transfer's costs: the lines under Transfer costs (spec 000 §2, as the site shows them), then
 * the additional fee as a row of its own, so the rows add up to the total.
 */
function transferCharges(lines: QuoteLine[], feeCents: number, totalCents: number): EmailBlock {
  return {
    charges: { lines, totalCents, currency: 'ZAR', rentalTitle: 'Transfer costs', feeCents },
    notes: ['Transfers are exempt from VAT.'],
    vatExempt: true,
  };
}

/**
 * The trip's facts: addresses in driving order, named pick-up or drop-off (`transferStopsOf`),
 * distance, passengers, flight and instructions. The distance is the site's (the D2D form and
 * vehicle choice show the km alone): never the hub that serves the trip, an internal code.
 */
function tripDetails(route: TransferRoute & { details: D2dDetails }): Array<[string, string]> {
  const { trip, details } = route;
  return [
    ...transferStopsOf(route),
    ['Distance', `${trip.tripKms} km${trip.estimate ? ' (estimated)' : ''}`],
    ['Passengers', String(trip.numberPassengers)],
    [
      'Flight',
      details.pickupFlightType === 'NONE'
        ? D2D_FLIGHT_TYPE_LABELS.NONE
        : `${D2D_FLIGHT_TYPE_LABELS[details.pickupFlightType]}: ${details.pickupFlightNumber}`,
    ],
    ...(details.collectionArea
      ? [['Pick-up instructions', details.collectionArea] as [string, string]]
      : []),
  ];
}

/**
 * The D2D booking confirmation: trip, addresses, flight, price (VAT-exempt, fee included) and an
 * .ics – without a manage-booking link (spec 001 §2). One billed back names the account billed
 * and copies it (`billedAccountOf`).
 */
export function d2dBookingMail(
  row: ReservationRow,
  vehicle: string,
  account?: BilledAccount,
): OutgoingMail {
  const record = row.d2d!;
  const heading = `Your Door2Door transfer ${row.reservationNumber} is confirmed`;
  const blocks: EmailBlock[] = [
    {
      details: [
        ['Reservation number', row.reservationNumber],
        ['Pick-up time', formatInstant(row.pickUpAt)],
        ['Vehicle', vehicle],
        ...tripDetails(record),
        ...paymentDetails(row, account),
      ],
    },
    transferCharges(row.lines, record.feeCents, row.totalCents),
    { paragraph: ['The calendar file attached holds your transfer.'] },
  ];
  return {
    // The confirmation's kind, so send-external-email can copy it to cc addresses as for cars.
    kind: confirmationKind(row.reservationNumber),
    to: row.renterEmail,
    ...accountCopy(row, account),
    ...renderEmail({
      subject: `${heading} – ${subjectBrand(row)}`,
      heading,
      to: { firstName: firstNameOf(row.customer), lastName: row.customer.surname },
      intro: `${heading}.`,
      blocks,
    }),
    attachments: [transferCalendar(row, record.trip, vehicle)],
  };
}

/**
 * Send your quotation: the D2D quote e-mail, with a link to Manage Booking (which looks up a
 * Door2Door quote by its number and e-mail) when `link` is given, as the car quote mail has.
 */
export function d2dQuoteMail(data: {
  quoteNumber: string;
  to: string;
  firstName: string;
  lastName: string;
  quote: D2dQuoteResponse;
  /** The request priced: which of the trip's stops are additional pick-ups. */
  request: TransferRoute['request'];
  details: D2dDetails;
  /** Branch-local `YYYY-MM-DD HH:mm`. */
  pickUpDateTime: string;
  /** Branch-local `YYYY-MM-DD 23:59:59`. */
  validUntil: string;
  /** `manageBookingLink(publicUrl, quoteNumber)` (mail/links.ts). */
  link?: string;
}): OutgoingMail {
  const { quote } = data;
  return {
    kind: `d2d-quote:${data.quoteNumber}`,
    to: data.to,
    ...renderEmail({
      subject: `Your ${BRAND_NAME} Door2Door quotation ${data.quoteNumber}`,
      heading: `Your Door2Door quotation ${data.quoteNumber}`,
      to: { firstName: data.firstName, lastName: data.lastName },
      intro: `Thank you for your enquiry. Your quote reference is ${data.quoteNumber}.`,
      blocks: [
        {
          details: [
            ['Pick-up time', formatLocalDateTimeText(data.pickUpDateTime)],
            ['Vehicle', quote.vehicleGrp_Desc],
            ['Rate', quote.rateDesc],
            ...tripDetails({ trip: quote.trip, request: data.request, details: data.details }),
          ],
        },
        transferCharges(
          quote.quoteLines,
          amountToCents(quote.fee),
          amountToCents(quote.totalCharge),
        ),
        {
          paragraph: [
            validityOf(data.validUntil),
            ...(data.link ? [{ label: 'View your quote', href: data.link }] : []),
          ],
        },
      ],
    }),
  };
}
