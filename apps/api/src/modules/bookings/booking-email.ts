import { firstNameOf, PAYMENT_TYPE_LABELS, type PaymentRecord } from '@bluu/contracts/booking';
import type { Branch } from '@bluu/contracts/branch';
import { BRAND_NAME, RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import type { D2dTrip } from '@bluu/contracts/d2d';
import { formatMoney } from '@bluu/contracts/money';
import { PRODUCT_CODES, quoteLineSection } from '@bluu/contracts/quote';
import { BILLBACK_TERMS, RENTER_TERMS } from '@bluu/contracts/terms';
import { formatInstant } from '@bluu/contracts/display-time';
import { calendarAttachment, type CalendarEvent, type CalendarMessage } from '../mail/calendar.ts';
import { renderEmail, type EmailBlock } from '../mail/layout.ts';
import { manageBookingLink } from '../mail/links.ts';
import type { AccountRepository } from '../accounts/accounts.repository.ts';
import type { MailAttachment, OutgoingMail } from '../mail/mail.ts';
import { sameEmail } from '../manage/lookup-guard.ts';
import { transferStopsOf } from '../d2d/transfer-facts.ts';
import { managingAccountOf } from '../manage/reference-owner.ts';
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
}

const PAYMENT_LABELS = new Map<string, string>(Object.entries(PAYMENT_TYPE_LABELS));

/** The payment line of an e-mail: `Visa ending 1111`, `Billback to the account`. */
export function paymentDescription(payment: Pick<PaymentRecord, 'moP_Type' | 'cardLastFour'>) {
  const label = PAYMENT_LABELS.get(payment.moP_Type) ?? payment.moP_Type;
  return payment.cardLastFour ? `${label} ending ${payment.cardLastFour}` : label;
}

/** A rental billed back to its account rather than paid by card. */
export function isBillback(row: Pick<ReservationRow, 'payment'>): boolean {
  return row.payment.moP_Type === 'AC';
}

/** The account a billback reservation is billed to: its mails name it and copy its e-mail. */
export interface BilledAccount {
  accountNo: string;
  name: string;
  email: string;
}

/** Where the account of a billback reservation is looked up by its number. */
export type AccountContacts = Pick<AccountRepository, 'findContact'>;

/**
 * The account a reservation's mails name and copy: the one it is billed back to, none when it is
 * paid by card (an account's or a visitor's) or its account is gone. Looked up when each mail is
 * built, so a renamed account or a new contact address is named and copied from then on.
 */
export async function billedAccountOf(
  row: Pick<ReservationRow, 'payment' | 'accountNo'>,
  accounts: AccountContacts,
): Promise<BilledAccount | undefined> {
  if (!isBillback(row) || !row.accountNo) return undefined;
  return accounts.findContact(row.accountNo);
}

/**
 * The copy of a reservation's mail to the account billed (its `cc`): none for a card, nor when
 * the renter's own address is the account's (any case), who gets the mail once.
 */
export function accountCopy(
  row: Pick<ReservationRow, 'renterEmail'>,
  account: BilledAccount | undefined,
): Pick<OutgoingMail, 'cc'> {
  return account?.email && !sameEmail(account.email, row.renterEmail) ? { cc: account.email } : {};
}

/** An account as a mail names it: `Acme Travel (C10001)`, or its number alone. */
function accountNamed(accountNo: string, account?: BilledAccount): string {
  return account ? `${account.name} (${accountNo})` : accountNo;
}

/**
 * The payment rows of an e-mail: the card (`Visa ending 1111`), or the account billed
 * (`Billback to the account Acme Travel (C10001)`) with the voucher and order number given.
 */
export function paymentDetails(
  row: Pick<ReservationRow, 'payment' | 'accountNo'>,
  account?: BilledAccount,
): Array<[string, string]> {
  const payment = paymentDescription(row.payment);
  if (!isBillback(row) || !row.accountNo) return [['Payment', payment]];
  const { voucherNo, orderNo } = row.payment;
  return [
    ['Payment', `${payment} ${accountNamed(row.accountNo, account)}`],
    ...(voucherNo ? [['Voucher number', voucherNo] as [string, string]] : []),
    ...(orderNo ? [['Order number', orderNo] as [string, string]] : []),
  ];
}

/** The renter terms a reservation's mail repeats. */
function rentalTerms(row: Pick<ReservationRow, 'payment'>): readonly string[] {
  return isBillback(row) ? BILLBACK_TERMS : RENTER_TERMS;
}

/**
 * The revision of a reservation's calendar events (their SEQUENCE): whole seconds from its
 * creation to its last write. A confirmation is 0 and every change, which rewrites `updatedAt`,
 * raises it, without a counter of its own (RFC 5545 only asks that it grow).
 */
export function calendarRevision(row: Pick<ReservationRow, 'createdAt' | 'updatedAt'>): number {
  return Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000));
}

/** A reservation's calendar file: sent by the reservations desk, for the renter's calendar. */
function reservationCalendar(
  row: ReservationRow,
  productId: string,
  method: CalendarMessage['method'],
  events: CalendarEvent[],
): MailAttachment {
  // A cancellation outranks the last change even when both were written in the same second.
  const sequence = calendarRevision(row) + (method === 'CANCEL' ? 1 : 0);
  return calendarAttachment(
    `bluu-${row.reservationNumber}.ics`,
    productId,
    {
      method,
      sequence,
      stamp: row.updatedAt,
      organizer: { name: `${BRAND_NAME} Car Rental`, email: RESERVATIONS_EMAIL },
      attendee: {
        name: `${firstNameOf(row.customer)} ${row.customer.surname}`.trim(),
        email: row.renterEmail,
      },
    },
    events,
  );
}

/**
 * A rental's two events, pick-up and drop-off, each an hour long at its branch. Their ids are
 * those of every calendar file sent since the first, so a change moves them and a cancellation
 * removes them.
 */
function rentalEvents(
  row: ReservationRow,
  trip: { vehicle: string; pickUp: string; dropOff: string },
  link: string,
): CalendarEvent[] {
  const event = (label: string, location: string, at: Date): CalendarEvent => ({
    uid: `${row.reservationNumber}-${label.toLowerCase().replace(/\W+/g, '-')}@bluu.co.za`,
    title: `${label}: ${trip.vehicle} (${row.reservationNumber})`,
    description: `${BRAND_NAME} reservation ${row.reservationNumber}. Manage your booking: ${link}`,
    location,
    start: at,
    minutes: 60,
    url: link,
  });
  return [
    event('Vehicle pick-up', trip.pickUp, row.pickUpAt),
    event('Vehicle drop-off', trip.dropOff, row.dropOffAt),
  ];
}

/** A Door2Door transfer as one event at its pick-up address, as long as the drive. */
export function transferEvent(row: ReservationRow, trip: D2dTrip, vehicle: string): CalendarEvent {
  return {
    uid: `${row.reservationNumber}-transfer@bluu.co.za`,
    title: `Door2Door transfer: ${vehicle} (${row.reservationNumber})`,
    description: `${BRAND_NAME} Door2Door transfer ${row.reservationNumber} to ${trip.stops.at(-1)?.description ?? ''}.`,
    location: trip.stops[0]?.description ?? '',
    start: row.pickUpAt,
    minutes: Math.max(30, Math.round((trip.tripKms / 60) * 60)),
  };
}

/** A Door2Door transfer's calendar file (`REQUEST`): the one event of `transferEvent`. */
export function transferCalendar(row: ReservationRow, trip: D2dTrip, vehicle: string) {
  return reservationCalendar(row, 'bluu/d2d', 'REQUEST', [transferEvent(row, trip, vehicle)]);
}

/**
 * The rental's calendar file (`REQUEST`): each event at its branch's name and address, or at the
 * customer's address when the vehicle is delivered there (pick-up) or collected from it (drop-off).
 */
function bookingCalendar(row: ReservationRow, trip: TripPlaces, link: string): MailAttachment {
  const place = (branch: Branch, handover: Handover | undefined) =>
    handover ? handover.address : `${branch.branchName}, ${branch.address}`;
  return reservationCalendar(
    row,
    'bluu/reservations',
    'REQUEST',
    rentalEvents(
      row,
      {
        vehicle: trip.vehicle,
        pickUp: place(trip.pickUp, handoverOf(row, 'delivery')),
        dropOff: place(trip.dropOff, handoverOf(row, 'collection')),
      },
      link,
    ),
  );
}

/** Who signs a reservation's subject: `Bluu Car Rental`, or `Bluu` for a Door2Door transfer. */
export function subjectBrand(row: Pick<ReservationRow, 'd2d'>): string {
  return row.d2d ? BRAND_NAME : `${BRAND_NAME} Car Rental`;
}

/** An e-mail to a reservation's renter whose subject and first sentence are its heading. */
function renterEmail(row: ReservationRow, heading: string, blocks: EmailBlock[]) {
  return renderEmail({
    subject: `${heading} – ${subjectBrand(row)}`,
    heading,
    to: { firstName: firstNameOf(row.customer), lastName: row.customer.surname },
    intro: `${heading}.`,
    blocks,
  });
}

const moneyOf = (row: ReservationRow, cents: number) =>
  formatMoney({ cents, currency: row.currency });

type Total = Pick<ReservationRow, 'totalCents' | 'currency'>;

/** A reservation's total in its own currency: `R 2 339,58`, `N$ 1 963,38`. */
export function totalOf(row: Total): string {
  return formatMoney({ cents: row.totalCents, currency: row.currency });
}

/** The same total: the same amount in the same currency (a move across the border changes it). */
export function sameTotal(row: Total, before: Total): boolean {
  return row.totalCents === before.totalCents && row.currency === before.currency;
}

/** `New total: R 2 339,58 (was N$ 1 963,38)`: each total in its own currency. */
function newTotal(row: ReservationRow, before: ReservationRow): string {
  return `New total: ${totalOf(row)} (was ${totalOf(before)})`;
}

/** The renter as a change e-mail names them: `Thandi Nkosi, 082 123 4567`. */
function renterOf(row: ReservationRow): string {
  const { customer } = row;
  return `${firstNameOf(customer)} ${customer.surname}, ${customer.contactPhoneNo}`;
}

/** The waivers as the site's waiver options name them. */
const COVER_LABELS: Record<string, string> = { CDW: 'Standard cover', SCDW: 'Super cover' };

/** The cover as a change e-mail names it: `Standard cover (CDW), excess R 5 000,00`. */
/** The rate a reservation is charged at: `SUMMER26 (Summer special)`. */
function rateOf(row: Pick<ReservationRow, 'rateCode' | 'rateDesc'>): string {
  return row.rateDesc ? `${row.rateCode} (${row.rateDesc})` : row.rateCode;
}

function coverOf(row: ReservationRow): string {
  const waiver = row.request.selectedWaiver;
  const label = COVER_LABELS[waiver] ?? waiver;
  return `${label} (${waiver}), excess ${moneyOf(row, row.liabilityCents)}`;
}

/**
 * A reservation's extras by product code, each with the description its quote line shows (as
 * the confirmation lists it) and its quantity: additional drivers count for the driver extra.
 */
function extrasOf(row: ReservationRow): Map<string, { description: string; quantity: number }> {
  const extras = new Map<string, { description: string; quantity: number }>();
  for (const line of row.lines) {
    if (quoteLineSection(line) !== 'addOns') continue;
    const code = line.quoteLineCode;
    const quantity =
      code === PRODUCT_CODES.additionalDriver
        ? row.request.additionalDrivers
        : (row.request.products.find((product) => product.productCode === code)?.quantity ?? 1);
    extras.set(code, { description: line.quoteLineDesc1, quantity });
  }
  return extras;
}

/** `GPS navigator`, or `Additional Driver × 2` for more than one. */
const extraNamed = (extra: { description: string; quantity: number }) =>
  extra.quantity > 1 ? `${extra.description} × ${extra.quantity}` : extra.description;

/** The extras a change added, removed or took more or fewer of: `Added: GPS navigator`. */
function extrasChanged(row: ReservationRow, before: ReservationRow): string[] {
  const now = extrasOf(row);
  const was = extrasOf(before);
  const added = [...now].filter(([code]) => !was.has(code));
  const removed = [...was].filter(([code]) => !now.has(code));
  const recounted = [...now].filter(
    ([code, extra]) => was.has(code) && was.get(code)?.quantity !== extra.quantity,
  );
  return [
    ...added.map(([, extra]) => `Added: ${extraNamed(extra)}`),
    ...removed.map(([, extra]) => `Removed: ${extraNamed(extra)}`),
    ...recounted.map(
      ([code, extra]) =>
        `${extra.description}: ${extra.quantity} (was ${was.get(code)?.quantity ?? 0})`,
    ),
  ];
}

/**
 * What a modification made different, each with what it was (`Vehicle: Group B1 … (was Group
 * A1 …)`, `Cover: Standard cover … (was Super cover …)`, `Added: GPS navigator`), then the
 * total: a part that stayed as it was is not listed.
 */
function changeLines(row: ReservationRow, trip: TripPlaces, change: ReservationChange) {
  const { before, beforeNames } = change;
  const parts: Array<[label: string, now: string, was: string]> = [
    [
      'Pick-up',
      `${trip.pickUp.branchName}, ${formatInstant(row.pickUpAt)}`,
      `${beforeNames.pickUp}, ${formatInstant(before.pickUpAt)}`,
    ],
    [
      'Drop-off',
      `${trip.dropOff.branchName}, ${formatInstant(row.dropOffAt)}`,
      `${beforeNames.dropOff}, ${formatInstant(before.dropOffAt)}`,
    ],
    ['Vehicle', trip.vehicle, beforeNames.vehicle],
    // The cover with its excess, which follows the vehicle too: a new group alone can change it.
    ['Cover', coverOf(row), coverOf(before)],
    ['Rate', rateOf(row), rateOf(before)],
  ];
  const after: Array<[label: string, now: string, was: string]> = [
    ['Renter', renterOf(row), renterOf(before)],
    ['Payment', paymentDescription(row.payment), paymentDescription(before.payment)],
  ];
  const changed = (list: typeof parts) =>
    list
      .filter(([, now, was]) => now !== was)
      .map(([label, now, was]) => `${label}: ${now} (was ${was})`);
  const total = sameTotal(row, before)
    ? `Total: ${totalOf(row)} (unchanged)`
    : newTotal(row, before);
  return [
    ...changed(parts),
    ...handoverChanges(row, before, 'delivery'),
    ...handoverChanges(row, before, 'collection'),
    ...extrasChanged(row, before),
    ...changed(after),
    total,
  ];
}

/** A branch, date-time, address and phone of one leg of the trip. */
function leg(branch: Branch, at: Date): string {
  return `${branch.branchName}, ${formatInstant(at)} (${branch.address}; ${branch.telephone})`;
}

/**
 * The vehicle's delivery to the customer (the DEL extra) and collection from them (COL), with
 * the fields of booking step 2 that give their address and phone, named as the site names them.
 */
const HANDOVERS = {
  delivery: {
    productCode: PRODUCT_CODES.delivery,
    label: 'Delivery',
    done: 'Delivered to',
    address: ['deliveryAddress1', 'deliveryAddress2'],
    phone: 'deliverPhoneNo',
  },
  collection: {
    productCode: PRODUCT_CODES.collection,
    label: 'Collection',
    done: 'Collected from',
    address: ['collectionAddress1', 'collectionAddress2'],
    phone: 'collectPhoneNo',
  },
} as const;

type HandoverKind = keyof typeof HANDOVERS;

/** Where a delivery or collection hands the vehicle over: `Unit 5, 99 Maude Street, Sandton`. */
interface Handover {
  address: string;
  phone: string;
}

/**
 * The address and phone of the reservation's delivery or collection; none when that extra is not
 * booked, or (a record older than the rule) no address was given.
 */
function handoverOf(
  row: Pick<ReservationRow, 'request' | 'payment'>,
  kind: HandoverKind,
): Handover | undefined {
  const { productCode, address, phone } = HANDOVERS[kind];
  if (!row.request.products.some((product) => product.productCode === productCode))
    return undefined;
  const text = (value: string | undefined) => value?.trim() ?? '';
  const lines = address.map((field) => text(row.payment[field])).filter(Boolean);
  return lines.length ? { address: lines.join(', '), phone: text(row.payment[phone]) } : undefined;
}

/**
 * The pick-up, or the drop-off, of a details list: at the branch (`leg`), or when delivered or
 * collected, `Delivered to Unit 5, 99 Maude Street, Sandton, Wed, 16 Dec 2026 at 10:00 (delivery
 * phone number 082 555 1234; Sandton, 011 …)`, the branch that brings it last.
 */
function handoverLeg(row: ReservationRow, kind: HandoverKind, branch: Branch, at: Date): string {
  const handover = handoverOf(row, kind);
  if (!handover) return leg(branch, at);
  const { label, done } = HANDOVERS[kind];
  const phone = handover.phone ? `${label.toLowerCase()} phone number ${handover.phone}; ` : '';
  return `${done} ${handover.address}, ${formatInstant(at)} (${phone}${branch.branchName}, ${branch.telephone})`;
}

/** The pick-up and drop-off rows of a reservation's details. */
function legRows(row: ReservationRow, trip: TripPlaces): Array<[string, string]> {
  return [
    ['Pick-up', handoverLeg(row, 'delivery', trip.pickUp, row.pickUpAt)],
    ['Drop-off', handoverLeg(row, 'collection', trip.dropOff, row.dropOffAt)],
  ];
}

/**
 * A delivery's or collection's address and phone that a change made different: `Delivery
 * address: … (was …)`, or the address alone when it is newly booked. One no longer booked is
 * named by the extras' `Removed: …`.
 */
function handoverChanges(
  row: ReservationRow,
  before: ReservationRow,
  kind: HandoverKind,
): string[] {
  const { label } = HANDOVERS[kind];
  const now = handoverOf(row, kind);
  const was = handoverOf(before, kind);
  const parts: Array<[label: string, now: string, was: string]> = [
    [`${label} address`, now?.address ?? '', was?.address ?? ''],
    [`${label} phone number`, now?.phone ?? '', was?.phone ?? ''],
  ];
  return parts
    .filter(([, value, previous]) => value && value !== previous)
    .map(([name, value, previous]) =>
      previous ? `${name}: ${value} (was ${previous})` : `${name}: ${value}`,
    );
}

/** The note under the charges: the card authorisation at collection, none when billed back. */
function chargeNotes(row: ReservationRow): string[] {
  if (isBillback(row)) return [];
  return [
    `Card authorisation at collection: the estimated rental cost plus the liability of ${moneyOf(row, row.liabilityCents)}.`,
  ];
}

/**
 * The link to Manage Booking and what the calendar file holds; an account's reservation is
 * changed only signed in to the account, so the mail says so (its look-up asks for the sign-in).
 */
function manageParagraph(row: ReservationRow, link: string, calendar: string): EmailBlock {
  const accountNo = managingAccountOf(row);
  return {
    paragraph: [
      { label: 'Manage your booking', href: link },
      ...(accountNo
        ? [`Changes to this reservation are made signed in to the account ${accountNo}.`]
        : []),
      calendar,
    ],
  };
}

/** The e-mails of a reservation's life: confirmation, change and cancellation. */
export function createBookingMails(publicUrl: string) {
  /** Every detail, the lines and total, the renter terms and an .ics of the trip. */
  function reservationMail(
    row: ReservationRow,
    trip: TripPlaces,
    { change, account }: { change?: ReservationChange; account?: BilledAccount } = {},
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
          ...legRows(row, trip),
          ...paymentDetails(row, account),
        ],
      },
      {
        charges: { lines: row.lines, totalCents: row.totalCents, currency: row.currency },
        notes: chargeNotes(row),
      },
      { bullets: rentalTerms(row) },
      manageParagraph(row, link, 'The calendar file attached holds your pick-up and drop-off.'),
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
    account?: BilledAccount,
  ): Omit<OutgoingMail, 'kind' | 'to'> {
    const link = manageBookingLink(publicUrl, row.reservationNumber);
    const heading = `Your reservation ${row.reservationNumber} has been extended`;
    const blocks: EmailBlock[] = [
      {
        paragraph: [
          `Your drop-off has moved from ${formatInstant(before.dropOffAt)} to ${formatInstant(row.dropOffAt)}.`,
          newTotal(row, before),
        ],
      },
      {
        details: [
          ['Reservation number', row.reservationNumber],
          ['Vehicle', trip.vehicle],
          ...legRows(row, trip),
          ...paymentDetails(row, account),
        ],
      },
      {
        charges: { lines: row.lines, totalCents: row.totalCents, currency: row.currency },
        notes: chargeNotes(row),
      },
      manageParagraph(row, link, 'The calendar file attached holds your pick-up and new drop-off.'),
    ];
    return {
      ...renterEmail(row, heading, blocks),
      attachments: [bookingCalendar(row, trip, link)],
    };
  }

  /*
   * Every mail of a reservation billed back names its account and copies it (`account`, from
   * `billedAccountOf`); the copies to cc addresses asked for later repeat the mail without it.
   */
  return {
    /** The confirmation of a new reservation; copies to cc addresses are made of this one. */
    confirmation(row: ReservationRow, trip: TripPlaces, account?: BilledAccount): OutgoingMail {
      return {
        kind: confirmationKind(row.reservationNumber),
        to: row.renterEmail,
        ...accountCopy(row, account),
        ...reservationMail(row, trip, { account }),
      };
    },

    /**
     * A modification (what changed, then everything as the confirmation) or an extension
     * (its own wording: the drop-off moved from … to …).
     */
    change(
      row: ReservationRow,
      trip: TripPlaces,
      change: ReservationChange,
      account?: BilledAccount,
    ): OutgoingMail {
      const label = change.extension ? 'extension' : 'modification';
      return {
        kind: changeKind(label, row),
        to: row.renterEmail,
        ...accountCopy(row, account),
        ...(change.extension
          ? extensionMail(row, trip, change.before, account)
          : reservationMail(row, trip, { change, account })),
      };
    },

    /**
     * A cancelled reservation's vehicle and trip; a Door2Door transfer's by its addresses and
     * pick-up time (its branches are the hub, and its drop-off time the vehicle's return). Its
     * calendar file cancels the events the confirmation and changes sent (same ids, a higher
     * sequence), so they leave the customer's calendar. One billed back names the account billed.
     */
    cancellation(row: ReservationRow, places: TripNames, account?: BilledAccount): OutgoingMail {
      const heading = row.d2d
        ? `Your Door2Door transfer ${row.reservationNumber} has been cancelled`
        : `Your reservation ${row.reservationNumber} has been cancelled`;
      const trip: Array<[string, string]> = row.d2d
        ? [['Pick-up time', formatInstant(row.pickUpAt)], ...transferStopsOf(row.d2d)]
        : [
            ['Pick-up', `${places.pickUp}, ${formatInstant(row.pickUpAt)}`],
            ['Drop-off', `${places.dropOff}, ${formatInstant(row.dropOffAt)}`],
          ];
      const calendar = row.d2d
        ? reservationCalendar(row, 'bluu/d2d', 'CANCEL', [
            transferEvent(row, row.d2d.trip, places.vehicle),
          ])
        : reservationCalendar(
            row,
            'bluu/reservations',
            'CANCEL',
            rentalEvents(row, places, manageBookingLink(publicUrl, row.reservationNumber)),
          );
      const billed = isBillback(row) ? paymentDetails(row, account) : [];
      return {
        kind: cancellationKind(row.reservationNumber),
        to: row.renterEmail,
        ...accountCopy(row, account),
        ...renterEmail(row, heading, [
          { details: [['Vehicle', places.vehicle], ...trip, ...billed] },
          {
            paragraph: [
              'No further charges apply to this reservation. We hope to see you again.',
              row.d2d
                ? 'The calendar file attached removes your transfer from your calendar.'
                : 'The calendar file attached removes your pick-up and drop-off from your calendar.',
            ],
          },
        ]),
        attachments: [calendar],
      };
    },
  };
}

/** The outbox kind of a reservation's confirmation. */
export function confirmationKind(reservationNumber: string): string {
  return `booking-confirmation:${reservationNumber}`;
}

function cancellationKind(reservationNumber: string): string {
  return `booking-cancellation:${reservationNumber}`;
}

/** The outbox kind of a change's mail: one per write of the reservation (its `updatedAt`). */
function changeKind(
  label: 'modification' | 'extension',
  row: Pick<ReservationRow, 'reservationNumber' | 'updatedAt'>,
): string {
  return `booking-${label}:${row.reservationNumber}:${row.updatedAt.getTime()}`;
}

/**
 * The kinds of the mails that could describe a reservation as it stands: its confirmation, the
 * change that wrote its current state, its cancellation. The last of them written is the one a
 * cc copy repeats.
 */
export function currentMailKinds(
  row: Pick<ReservationRow, 'reservationNumber' | 'updatedAt'>,
): string[] {
  return [
    confirmationKind(row.reservationNumber),
    changeKind('modification', row),
    changeKind('extension', row),
    cancellationKind(row.reservationNumber),
  ];
}

export type BookingMails = ReturnType<typeof createBookingMails>;
