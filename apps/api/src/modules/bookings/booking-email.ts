import { firstNameOf, PAYMENT_TYPE_LABELS, type PaymentRecord } from '@bluu/contracts/booking';
import type { Branch } from '@bluu/contracts/branch';
import { BRAND_NAME } from '@bluu/contracts/constants';
import { formatMoney } from '@bluu/contracts/money';
import { RENTER_TERMS } from '@bluu/contracts/terms';
import { toLocalDateTime } from '@bluu/contracts/time';
import { calendarAttachment, type CalendarEvent } from '../mail/calendar.ts';
import { renderEmail, type EmailBlock } from '../mail/layout.ts';
import { manageBookingLink } from '../mail/links.ts';
import type { MailAttachment, OutgoingMail } from '../mail/mail.ts';
import type { ReservationRow } from './bookings.repository.ts';

/** The branches and vehicle of a reservation, as its e-mails name them. */
export interface TripPlaces {
  pickUp: Branch;
  dropOff: Branch;
  vehicle: string;
}

/** The names of a reservation's branches and vehicle, as the catalogue gives them. */
export interface TripNames {
  pickUp: string;
  dropOff: string;
  vehicle: string;
}

/** What changed in a modification or extension, against the reservation before it. */
export interface ReservationChange {
  before: ReservationRow;
  /** The names of the reservation's branches and vehicle before the change. */
  beforeNames: TripNames;
  /** Only the drop-off moved. */
  extension: boolean;
  at: Date;
}

const PAYMENT_LABELS = new Map<string, string>(Object.entries(PAYMENT_TYPE_LABELS));

/** The payment line of an e-mail: `Visa ending 1111`, `Billback to the account`. */
export function paymentDescription(payment: Pick<PaymentRecord, 'moP_Type' | 'cardLastFour'>) {
  const label = PAYMENT_LABELS.get(payment.moP_Type) ?? payment.moP_Type;
  return payment.cardLastFour ? `${label} ending ${payment.cardLastFour}` : label;
}

/** Two calendar events, pick-up and drop-off, each an hour long at its branch. */
function bookingCalendar(row: ReservationRow, trip: TripPlaces, link: string): MailAttachment {
  const event = (label: string, branch: Branch, at: Date): CalendarEvent => ({
    uid: `${row.reservationNumber}-${label.toLowerCase().replace(/\W+/g, '-')}@bluu.co.za`,
    title: `${label}: ${trip.vehicle} (${row.reservationNumber})`,
    description: `${BRAND_NAME} reservation ${row.reservationNumber}. Manage your booking: ${link}`,
    location: `${branch.branchName}, ${branch.address}`,
    start: at,
    minutes: 60,
    url: link,
  });
  return calendarAttachment(
    `bluu-${row.reservationNumber}.ics`,
    'bluu/reservations',
    row.updatedAt,
    [
      event('Vehicle pick-up', trip.pickUp, row.pickUpAt),
      event('Vehicle drop-off', trip.dropOff, row.dropOffAt),
    ],
  );
}

/** An e-mail to a reservation's renter whose subject and first sentence are its heading. */
function renterEmail(row: ReservationRow, heading: string, blocks: EmailBlock[]) {
  return renderEmail({
    subject: `${heading} – ${BRAND_NAME} Car Rental`,
    heading,
    to: { firstName: firstNameOf(row.customer), lastName: row.customer.surname },
    intro: `${heading}.`,
    blocks,
  });
}

const moneyOf = (row: ReservationRow, cents: number) =>
  formatMoney({ cents, currency: row.currency });

/** `New total: R 2 339,58 (was R 1 599,00)`. */
function newTotal(row: ReservationRow, before: ReservationRow): string {
  return `New total: ${moneyOf(row, row.totalCents)} (was ${moneyOf(row, before.totalCents)})`;
}

/** The renter as a change e-mail names them: `Thandi Nkosi, 082 123 4567`. */
function renterOf(row: ReservationRow): string {
  const { customer } = row;
  return `${firstNameOf(customer)} ${customer.surname}, ${customer.contactPhoneNo}`;
}

/**
 * What a modification made different, each with what it was (`Vehicle: Group B1 … (was Group
 * A1 …)`), then the total: a part that stayed as it was is not listed.
 */
function changeLines(row: ReservationRow, trip: TripPlaces, change: ReservationChange) {
  const { before, beforeNames } = change;
  const parts: Array<[label: string, now: string, was: string]> = [
    [
      'Pick-up',
      `${trip.pickUp.branchName}, ${toLocalDateTime(row.pickUpAt)}`,
      `${beforeNames.pickUp}, ${toLocalDateTime(before.pickUpAt)}`,
    ],
    [
      'Drop-off',
      `${trip.dropOff.branchName}, ${toLocalDateTime(row.dropOffAt)}`,
      `${beforeNames.dropOff}, ${toLocalDateTime(before.dropOffAt)}`,
    ],
    ['Vehicle', trip.vehicle, beforeNames.vehicle],
    ['Renter', renterOf(row), renterOf(before)],
    ['Payment', paymentDescription(row.payment), paymentDescription(before.payment)],
  ];
  const total =
    row.totalCents === before.totalCents
      ? `Total: ${moneyOf(row, row.totalCents)} (unchanged)`
      : newTotal(row, before);
  return [
    ...parts
      .filter(([, now, was]) => now !== was)
      .map(([label, now, was]) => `${label}: ${now} (was ${was})`),
    total,
  ];
}

/** A branch, date-time, address and phone of one leg of the trip. */
function leg(branch: Branch, at: Date): string {
  return `${branch.branchName}, ${toLocalDateTime(at)} (${branch.address}; ${branch.telephone})`;
}

function cardHoldNote(row: ReservationRow): string {
  return `Card authorisation at collection: the estimated rental cost plus the liability of ${moneyOf(row, row.liabilityCents)}.`;
}

/** The e-mails of a reservation's life: confirmation, change and cancellation. */
export function createBookingMails(publicUrl: string) {
  /** Every detail, the lines and total, the renter terms and an .ics of the trip. */
  function reservationMail(
    row: ReservationRow,
    trip: TripPlaces,
    change?: ReservationChange,
  ): Omit<OutgoingMail, 'kind' | 'to'> {
    const link = manageBookingLink(publicUrl, row.reservationNumber);
    const heading = change
      ? `Your reservation ${row.reservationNumber} has been changed`
      : `Your reservation ${row.reservationNumber} is confirmed`;
    const blocks: EmailBlock[] = [
      ...(change ? [{ titled: 'What changed', items: changeLines(row, trip, change) }] : []),
      {
        details: [
          ['Reservation number', row.reservationNumber],
          ['Vehicle', trip.vehicle],
          ['Rate', row.rateDesc],
          ['Pick-up', leg(trip.pickUp, row.pickUpAt)],
          ['Drop-off', leg(trip.dropOff, row.dropOffAt)],
          ['Payment', paymentDescription(row.payment)],
        ],
      },
      {
        charges: { lines: row.lines, totalCents: row.totalCents, currency: row.currency },
        notes: [cardHoldNote(row)],
      },
      { bullets: RENTER_TERMS },
      {
        paragraph: [
          { label: 'Manage your booking', href: link },
          'The calendar file attached holds your pick-up and drop-off.',
        ],
      },
    ];
    return {
      ...renterEmail(row, heading, blocks),
      attachments: [bookingCalendar(row, trip, link)],
    };
  }

  /**
   * An extension in its own words: the drop-off moved from … to …, the new total and lines, and
   * the calendar file again (same event ids, so a calendar moves the drop-off).
   */
  function extensionMail(
    row: ReservationRow,
    trip: TripPlaces,
    before: ReservationRow,
  ): Omit<OutgoingMail, 'kind' | 'to'> {
    const link = manageBookingLink(publicUrl, row.reservationNumber);
    const heading = `Your reservation ${row.reservationNumber} has been extended`;
    const blocks: EmailBlock[] = [
      {
        paragraph: [
          `Your drop-off has moved from ${toLocalDateTime(before.dropOffAt)} to ${toLocalDateTime(row.dropOffAt)}.`,
          newTotal(row, before),
        ],
      },
      {
        details: [
          ['Reservation number', row.reservationNumber],
          ['Vehicle', trip.vehicle],
          ['Pick-up', leg(trip.pickUp, row.pickUpAt)],
          ['Drop-off', leg(trip.dropOff, row.dropOffAt)],
          ['Payment', paymentDescription(row.payment)],
        ],
      },
      {
        charges: { lines: row.lines, totalCents: row.totalCents, currency: row.currency },
        notes: [cardHoldNote(row)],
      },
      {
        paragraph: [
          { label: 'Manage your booking', href: link },
          'The calendar file attached holds your pick-up and new drop-off.',
        ],
      },
    ];
    return {
      ...renterEmail(row, heading, blocks),
      attachments: [bookingCalendar(row, trip, link)],
    };
  }

  return {
    /** The confirmation of a new reservation; copies to cc addresses are made of this one. */
    confirmation(row: ReservationRow, trip: TripPlaces): OutgoingMail {
      return {
        kind: confirmationKind(row.reservationNumber),
        to: row.renterEmail,
        ...reservationMail(row, trip),
      };
    },

    /**
     * A modification (what changed, then everything as the confirmation) or an extension
     * (its own wording: the drop-off moved from … to …).
     */
    change(row: ReservationRow, trip: TripPlaces, change: ReservationChange): OutgoingMail {
      const label = change.extension ? 'extension' : 'modification';
      return {
        kind: `booking-${label}:${row.reservationNumber}:${change.at.getTime()}`,
        to: row.renterEmail,
        ...(change.extension
          ? extensionMail(row, trip, change.before)
          : reservationMail(row, trip, change)),
      };
    },

    /** The cancellation, naming the trip that no longer takes place. */
    /**
     * A cancelled reservation's vehicle and trip; a Door2Door transfer's by its addresses and
     * pick-up time (its branches are the hub, and its drop-off time the vehicle's return).
     */
    cancellation(row: ReservationRow, places: TripNames): OutgoingMail {
      const heading = `Your reservation ${row.reservationNumber} has been cancelled`;
      const stops = row.d2d?.trip.stops;
      const trip: Array<[string, string]> = stops
        ? [
            ['Pick-up', `${stops[0]?.description ?? ''}, ${toLocalDateTime(row.pickUpAt)}`],
            ['Drop-off address', stops.at(-1)?.description ?? ''],
          ]
        : [
            ['Pick-up', `${places.pickUp}, ${toLocalDateTime(row.pickUpAt)}`],
            ['Drop-off', `${places.dropOff}, ${toLocalDateTime(row.dropOffAt)}`],
          ];
      return {
        kind: `booking-cancellation:${row.reservationNumber}`,
        to: row.renterEmail,
        ...renterEmail(row, heading, [
          { details: [['Vehicle', places.vehicle], ...trip] },
          {
            paragraph: ['No further charges apply to this reservation. We hope to see you again.'],
          },
        ]),
      };
    },
  };
}

/** The outbox kind of a reservation's confirmation, which cc copies are made from. */
export function confirmationKind(reservationNumber: string): string {
  return `booking-confirmation:${reservationNumber}`;
}

export type BookingMails = ReturnType<typeof createBookingMails>;
