import { firstNameOf } from '@bluu/contracts/booking';
import { BRAND_NAME, D2D_FLIGHT_TYPE_LABELS } from '@bluu/contracts/constants';
import type { D2dDetails, D2dQuoteResponse, D2dTrip } from '@bluu/contracts/d2d';
import { formatMoney } from '@bluu/contracts/money';
import { toLocalDateTime } from '@bluu/contracts/time';
import type { ReservationRow } from '../bookings/bookings.repository.ts';
import { confirmationKind, paymentDescription } from '../bookings/booking-email.ts';
import { calendarAttachment } from '../mail/calendar.ts';
import { renderEmail, type EmailBlock } from '../mail/layout.ts';
import type { MailAttachment, OutgoingMail } from '../mail/mail.ts';

const rand = (cents: number) => formatMoney({ cents, currency: 'ZAR' });

/** The trip's facts: addresses in driving order, distance, passengers, flight and instructions. */
function tripDetails(trip: D2dTrip, details: D2dDetails): Array<[string, string]> {
  const [pickUp, ...rest] = trip.stops;
  const dropOff = rest.at(-1);
  const via = rest.slice(0, -1);
  return [
    ['Pick-up address', pickUp?.description ?? ''],
    ...via.map((stop, index): [string, string] => [`Stop-over ${index + 1}`, stop.description]),
    ['Drop-off address', dropOff?.description ?? ''],
    [
      'Distance',
      `${trip.tripKms} km${trip.estimate ? ' (estimated)' : ''}, served from hub ${trip.hubCode}`,
    ],
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

/** The transfer as a calendar event at the pick-up address. */
function transferCalendar(row: ReservationRow, trip: D2dTrip, vehicle: string): MailAttachment {
  const minutes = Math.max(30, Math.round((trip.tripKms / 60) * 60));
  return calendarAttachment(`bluu-${row.reservationNumber}.ics`, 'bluu/d2d', row.updatedAt, [
    {
      uid: `${row.reservationNumber}-transfer@bluu.co.za`,
      title: `Door2Door transfer: ${vehicle} (${row.reservationNumber})`,
      description: `${BRAND_NAME} Door2Door transfer ${row.reservationNumber} to ${trip.stops.at(-1)?.description ?? ''}.`,
      location: trip.stops[0]?.description ?? '',
      start: row.pickUpAt,
      minutes,
    },
  ]);
}

/**
 * The D2D booking confirmation: trip, addresses, flight, price (VAT-exempt, fee included) and an
 * .ics – without a manage-booking link (spec 001 §2).
 */
export function d2dBookingMail(row: ReservationRow, vehicle: string): OutgoingMail {
  const record = row.d2d!;
  const heading = `Your Door2Door transfer ${row.reservationNumber} is confirmed`;
  const blocks: EmailBlock[] = [
    {
      details: [
        ['Reservation number', row.reservationNumber],
        ['Pick-up time', toLocalDateTime(row.pickUpAt)],
        ['Vehicle', vehicle],
        ...tripDetails(record.trip, record.details),
        ['Payment', paymentDescription(row.payment)],
      ],
    },
    {
      charges: { lines: row.lines, totalCents: row.totalCents, currency: 'ZAR' },
      notes: [
        ...(record.feeCents > 0 ? [`Includes an additional fee of ${rand(record.feeCents)}.`] : []),
        'Transfers are exempt from VAT.',
      ],
      vatExempt: true,
    },
    { paragraph: ['The calendar file attached holds your transfer.'] },
  ];
  return {
    // The confirmation's kind, so send-external-email can copy it to cc addresses as for cars.
    kind: confirmationKind(row.reservationNumber),
    to: row.renterEmail,
    ...renderEmail({
      subject: `${heading} – ${BRAND_NAME}`,
      heading,
      to: { firstName: firstNameOf(row.customer), lastName: row.customer.surname },
      intro: `${heading}.`,
      blocks,
    }),
    attachments: [transferCalendar(row, record.trip, vehicle)],
  };
}

/** Send your quotation: the D2D quote e-mail. */
export function d2dQuoteMail(data: {
  quoteNumber: string;
  to: string;
  firstName: string;
  lastName: string;
  quote: D2dQuoteResponse;
  details: D2dDetails;
  pickUpDateTime: string;
  validUntil: string;
}): OutgoingMail {
  const { quote } = data;
  const feeCents = Math.round(quote.fee * 100);
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
            ['Pick-up time', data.pickUpDateTime],
            ['Vehicle', quote.vehicleGrp_Desc],
            ['Rate', quote.rateDesc],
            ...tripDetails(quote.trip, data.details),
          ],
        },
        {
          charges: {
            lines: quote.quoteLines,
            totalCents: Math.round(quote.totalCharge * 100),
            currency: 'ZAR',
          },
          notes: [
            ...(feeCents > 0 ? [`Includes an additional fee of ${rand(feeCents)}.`] : []),
            'Transfers are exempt from VAT.',
          ],
          vatExempt: true,
        },
        {
          paragraph: [
            `This quotation is valid until ${data.validUntil} (two days, until 23:59:59).`,
          ],
        },
      ],
    }),
  };
}
