import { apiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import { firstNameOf, type BookingResponse } from '@bluu/contracts/booking';
import {
  extensionRuleError,
  firstModifyError,
  MANAGE_MESSAGES,
  type ManageResponse,
  type ModifyBookingQuery,
  type SavedQuote,
  type StatusResponse,
  type TransferQuote,
} from '@bluu/contracts/manage';
import type { QuoteQuery } from '@bluu/contracts/quote';
import { toLocalDateTime } from '@bluu/contracts/time';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../errors.ts';
import type { SessionAccount } from '../accounts/session-account.ts';
import { changeChecksLeadTime } from '../availability/availability.service.ts';
import type { OccupancySource } from '../availability/occupancy-source.ts';
import { storedPeriod } from '../availability/occupancy.ts';
import {
  billedAccountOf,
  createBookingMails,
  sameTotal,
  totalOf,
  type AccountContacts,
  type TripNames,
} from '../bookings/booking-email.ts';
import type { BookingRepository, ReservationRow } from '../bookings/bookings.repository.ts';
import * as reservations from '../bookings/reservation.ts';
import type { ReservationWriter } from '../bookings/reservation-writer.ts';
import type { CatalogueSource } from '../catalogue/catalogue.ts';
import type { D2dQuoteRow, D2dRepository } from '../d2d/d2d.repository.ts';
import { isExpiredD2dQuote, toD2dSavedQuote } from '../d2d/saved-d2d-quote.ts';
import { transferFactsOf } from '../d2d/transfer-facts.ts';
import type { MailService } from '../mail/mail.module.ts';
import type { QuoteRepository, QuoteRow } from '../quotes/quotes.repository.ts';
import type { QuoteService } from '../quotes/quotes.service.ts';
import { pricingInputs } from '../bookings/pricing-inputs.ts';
import { sameEmail, type LookupGuard } from './lookup-guard.ts';
import { managingAccountOf, requireOwnerAccount } from './reference-owner.ts';

interface Deps {
  db: Db;
  bookings: BookingRepository;
  writer: ReservationWriter;
  savedQuotes: QuoteRepository;
  quotes: QuoteService;
  catalogue: CatalogueSource;
  occupancy: OccupancySource;
  mail: MailService;
  /** The account a billback reservation is billed to, named and copied by its later mails. */
  accounts: AccountContacts;
  clock: Clock;
  publicUrl: string;
  /** Counts failed look-ups per reference, for every route that looks one up. */
  lookups: LookupGuard;
  /** The saved Door2Door quotes, which Manage Booking finds by number and e-mail too. */
  transferQuotes: Pick<D2dRepository, 'findQuoteByNumber' | 'findConfirmation'>;
}

type Found =
  | { kind: 'quote'; quote: QuoteRow }
  | { kind: 'transferQuote'; quote: D2dQuoteRow }
  | { kind: 'reservation'; reservation: ReservationRow };

const notFound = () => new DomainError('NOT_FOUND', MANAGE_MESSAGES.notFound);

/** A reservation's version as the look-up gives it: when it was last written. */
const versionOf = (row: ReservationRow) => row.updatedAt.toISOString();

/**
 * Whether a change may be made in the reservation's state; true when only the drop-off moves,
 * and later (an extension). A cancelled reservation takes no change; one on rent only a later
 * drop-off, still to come.
 */
function allowedChange(
  before: ReservationRow,
  status: ReservationRow['status'],
  request: QuoteQuery,
  now: Date,
): boolean {
  if (status === 'CANCELLED')
    throw new DomainError(
      'ALREADY_CANCELLED',
      MANAGE_MESSAGES.closed(before.reservationNumber, 'cancelled'),
    );
  const previous = before.request;
  // Each side with the rate code it asks for: another code (a promotion typed on the road) is a
  // change of price, not an extension, so a rental on the road keeps the rate it left with.
  const extension =
    pricingInputs({ ...previous, dropOffDateTime: '' }, previous.rateCode ?? '') ===
    pricingInputs({ ...request, dropOffDateTime: '' }, request.rateCode ?? '');
  const later = request.dropOffDateTime > previous.dropOffDateTime;
  if (status !== 'OPEN') return extension && later;
  if (!extension)
    throw new DomainError('EXTENSION_ONLY', MANAGE_MESSAGES.onRent(before.reservationNumber));
  const error = extensionRuleError(
    previous.dropOffDateTime,
    request.dropOffDateTime,
    toLocalDateTime(now),
  );
  if (error) throw new DomainError('EXTENSION_ONLY', error);
  return true;
}

export function createManageService(deps: Deps) {
  const { db, bookings, writer, savedQuotes, quotes, catalogue, occupancy, mail, clock } = deps;
  const { accounts } = deps;
  const mails = createBookingMails(deps.publicUrl);
  const { lookups } = deps;
  const { transferQuotes } = deps;

  /**
   * The quote (car or Door2Door) or reservation behind a reference, only with its own e-mail. A
   * failed look-up counts against the reference; after 10 in 10 minutes it is refused whatever
   * the e-mail.
   */
  async function find(reference: string, email: string): Promise<Found> {
    return lookups.find<Found>(reference, async () => {
      if (reference.startsWith('Q')) {
        const quote = await savedQuotes.findByNumber(reference);
        if (quote) return sameEmail(quote.email, email) ? { kind: 'quote', quote } : null;
        const transfer = await transferQuotes.findQuoteByNumber(reference);
        return transfer && sameEmail(transfer.email, email)
          ? { kind: 'transferQuote', quote: transfer }
          : null;
      }
      const reservation = await bookings.findByNumber(reference);
      return reservation && sameEmail(reservation.renterEmail, email)
        ? { kind: 'reservation', reservation }
        : null;
    });
  }

  async function toSavedQuote(row: QuoteRow): Promise<SavedQuote> {
    const { groups, products } = await catalogue.get();
    const request = row.request;
    // The stored request keeps the rate's description, which the answer gives as `rateDesc`.
    const { rateDesc, ...asked } = request;
    const converted = await bookings.findByQuoteNumber(row.quoteNumber);
    return {
      requestReference: row.quoteNumber,
      quoteNumber: row.quoteNumber,
      vehicleGroup: request.vehicleGroup,
      vehicleGrp_Desc: groups.get(request.vehicleGroup)?.description ?? request.vehicleGroup,
      pickUpBranch: request.pickUpBranch,
      pickUpDateTime: request.pickUpDateTime,
      dropOffBranch: request.dropOffBranch,
      dropOffDateTime: request.dropOffDateTime,
      dateCreated: toLocalDateTime(row.createdAt),
      expiresAt: `${toLocalDateTime(row.expiresAt)}:59`,
      expired: row.expiresAt.getTime() < clock().getTime(),
      accountType: row.accountType,
      accountNo: row.accountNo ?? '',
      requestedAccountType: request.accountType,
      requestedAccountNo: row.accountNo ?? '',
      requestedPickUpBranch: request.pickUpBranch,
      products: request.products.map(({ productCode }) => ({
        productCode,
        productDescription:
          products.find((p) => p.code === productCode)?.description ?? productCode,
      })),
      quoteLines: row.lines,
      totalCharge: row.totalCents / 100,
      currency: row.currency,
      rateCode: request.rateCode,
      rateDesc,
      firstName: row.firstName,
      lastName: row.lastName,
      emailAddress: row.email,
      request: { ...asked, accountNo: row.accountNo ?? '' },
      reservationNumber: converted?.reservationNumber ?? '',
    };
  }

  /** A saved Door2Door quote as Manage Booking shows it, with the reservation that booked it. */
  async function toTransferQuote(row: D2dQuoteRow): Promise<TransferQuote> {
    const { groups } = await catalogue.get();
    const now = clock();
    const vehicle = groups.get(row.vehicleGroup)?.description ?? row.vehicleGroup;
    const confirmedAs = await transferQuotes.findConfirmation(row.quoteNumber);
    return {
      ...toD2dSavedQuote(row, vehicle, now, confirmedAs),
      expired: isExpiredD2dQuote(row, now),
      reservationNumber: confirmedAs ?? '',
    };
  }

  /** The names of a reservation's branches and vehicle (its codes, should one have gone). */
  async function tripNamesOf(row: ReservationRow): Promise<TripNames> {
    const { branchByCode, groups } = await catalogue.get();
    const branchName = (code: string) => branchByCode.get(code)?.branchName ?? code;
    return {
      pickUp: branchName(row.pickUpBranch),
      dropOff: branchName(row.dropOffBranch),
      vehicle: groups.get(row.vehicleGroup)?.description ?? row.vehicleGroup,
    };
  }

  return {
    async status(reference: string, email: string): Promise<StatusResponse> {
      const found = await find(reference, email);
      if (found.kind === 'quote')
        return {
          errors: SUCCESS,
          status: 'QUOTE',
          expired: found.quote.expiresAt.getTime() < clock().getTime(),
        };
      if (found.kind === 'transferQuote')
        return {
          errors: SUCCESS,
          status: 'QUOTE',
          expired: isExpiredD2dQuote(found.quote, clock()),
        };
      return {
        errors: SUCCESS,
        status: reservations.reservationStatus(found.reservation, clock()),
        expired: false,
      };
    },

    async manage(
      reference: string,
      email: string,
      account: SessionAccount | null,
    ): Promise<ManageResponse> {
      const found = await find(reference, email);
      if (found.kind === 'quote') {
        requireOwnerAccount(found.quote.accountNo, account);
        const quote = await toSavedQuote(found.quote);
        return {
          errors: SUCCESS,
          status: 'QUOTE',
          vehicleGroup: quote.vehicleGroup,
          quote,
          reservation: null,
          booking: null,
          transfer: null,
          transferQuote: null,
        };
      }
      if (found.kind === 'transferQuote') {
        // A transfer is managed with its reference and e-mail alone, an account's too (spec 001
        // §6 "D2D vehicle groups are excepted"), as its reservation is (`managingAccountOf`).
        const transferQuote = await toTransferQuote(found.quote);
        return {
          errors: SUCCESS,
          status: 'QUOTE',
          vehicleGroup: transferQuote.vehicleGroup,
          quote: null,
          reservation: null,
          booking: null,
          transfer: transferFactsOf(found.quote.record),
          transferQuote,
        };
      }
      const row = found.reservation;
      requireOwnerAccount(managingAccountOf(row), account);
      const reservation = reservations.toReservation(
        row,
        (await tripNamesOf(row)).vehicle,
        clock(),
      );
      return {
        errors: SUCCESS,
        status: reservation.status,
        vehicleGroup: row.vehicleGroup,
        quote: null,
        reservation,
        // A Door2Door transfer's stored request is not a car rental's: nothing to modify with.
        booking: row.d2d
          ? null
          : {
              customerDetails: row.customer,
              payment: reservations.paymentOnFile(row.payment),
              request: row.request,
              accountNo: row.accountNo ?? '',
              version: versionOf(row),
            },
        transfer: row.d2d ? transferFactsOf(row.d2d) : null,
        transferQuote: null,
      };
    },

    async quote(quoteNumber: string, email: string, account: SessionAccount | null) {
      const found = await find(quoteNumber, email);
      if (found.kind !== 'quote') throw notFound();
      requireOwnerAccount(found.quote.accountNo, account);
      return { errors: SUCCESS, quote: await toSavedQuote(found.quote) };
    },

    /** Cancels a confirmed reservation (not one on rent) and frees its unit. */
    async cancel(
      request: { reservationNo: string; email: string; firstName: string; lastName: string },
      account: SessionAccount | null,
    ) {
      // Wrong names count as a failed look-up of the reference, as a wrong e-mail does, so the
      // lock holds (decisions 0019, 0039); but the reference and e-mail were right, so the answer
      // says that the names are what does not match.
      let namesDiffer = false;
      const reservation = await lookups
        .find(request.reservationNo, async () => {
          const row = await bookings.findByNumber(request.reservationNo);
          if (!row || !sameEmail(row.renterEmail, request.email)) return null;
          namesDiffer =
            firstNameOf(row.customer).toLowerCase() !== request.firstName.toLowerCase() ||
            row.customer.surname.toLowerCase() !== request.lastName.toLowerCase();
          return namesDiffer ? null : row;
        })
        .catch((error: unknown) => {
          throw namesDiffer
            ? new DomainError(
                'NAMES_DO_NOT_MATCH',
                MANAGE_MESSAGES.cancelNamesMismatch(request.reservationNo),
              )
            : error;
        });
      requireOwnerAccount(managingAccountOf(reservation), account);
      // Read outside the transaction: PGlite runs one transaction at a time on one connection.
      const places = await tripNamesOf(reservation);
      const billed = await billedAccountOf(reservation, accounts);

      const cancelled = await db.transaction(async (tx) => {
        const row = await bookings.findForUpdate(tx, request.reservationNo);
        if (!row) throw notFound();
        const status = reservations.reservationStatus(row, clock());
        if (status === 'CANCELLED')
          throw new DomainError(
            'ALREADY_CANCELLED',
            MANAGE_MESSAGES.closed(row.reservationNumber, 'cancelled'),
          );
        if (status === 'OPEN')
          throw new DomainError('EXTENSION_ONLY', MANAGE_MESSAGES.onRent(row.reservationNumber));
        const updated = await bookings.update(tx, row.id, {
          status: 'CANCELLED',
          updatedAt: clock(),
        });
        await mail.enqueue(mails.cancellation(updated, places, billed), tx);
        return updated;
      });
      occupancy.invalidate(cancelled.pickUpBranch, storedPeriod(cancelled));
      mail.kick();
      return {
        errors: apiErrors(MANAGE_MESSAGES.cancelled(cancelled.reservationNumber)),
        reservationNo: cancelled.reservationNumber,
      };
    },

    /**
     * Modifies or extends a reservation, keeping its number: re-prices, then the reservation
     * writer re-checks capacity for the new period under the same lock as a booking (not
     * counting the reservation itself) and e-mails what changed. A reservation on rent may only
     * move its drop-off later.
     */
    async modify(
      reservationNumber: string,
      query: ModifyBookingQuery,
      account: SessionAccount | null,
      idempotencyKey?: string,
    ): Promise<BookingResponse> {
      // The key answers for this reservation's change only: its number is part of the request.
      const asked = { reservationNumber, query };
      return writer.write({ key: idempotencyKey, scope: 'modify', request: asked }, async () => {
        const found = await find(reservationNumber, query.email);
        if (found.kind !== 'reservation') throw notFound();
        const before = found.reservation;
        requireOwnerAccount(managingAccountOf(before), account);
        // A change made from a look-up older than the reservation would undo what changed since.
        if (query.version !== undefined && query.version !== versionOf(before))
          throw new DomainError('CONFLICT', MANAGE_MESSAGES.changedMeanwhile);
        if (before.d2d)
          throw new DomainError(
            'CONFLICT',
            MANAGE_MESSAGES.transferNotChangeable(before.reservationNumber),
          );
        const beforeNames = await tripNamesOf(before);
        const {
          email: _email,
          customerDetails,
          payment,
          expectedTotal: _expected,
          version: _version,
          modifyReservation: _modifyReservation,
          ...request
        } = query;
        if (request.accountType !== before.request.accountType)
          throw new DomainError(
            'CONFLICT',
            MANAGE_MESSAGES.accountNotChangeable(before.reservationNumber),
          );
        const status = reservations.reservationStatus(before, clock());
        const extension = allowedChange(before, status, request, clock());
        if (customerDetails) {
          // The modify form's own messages first (spec 001 §5), then booking step 1's rules.
          const error = firstModifyError({
            firstName: firstNameOf(customerDetails),
            lastName: customerDetails.surname,
            contactNumber: customerDetails.contactPhoneNo,
          });
          if (error) throw new DomainError('CUSTOMER_DETAILS', error.message);
          reservations.checkRenter(customerDetails);
          // The e-mail is the reservation's look-up key: the renter's details keep it.
          if (!sameEmail(before.renterEmail, customerDetails.renterEmail))
            throw new DomainError('CUSTOMER_DETAILS', MANAGE_MESSAGES.emailNotChangeable);
        }
        if (payment)
          reservations.checkPayment(payment, {
            accountType: request.accountType,
            productCodes: request.products.map((product) => product.productCode),
            now: clock(),
            cardOnFile: before.payment,
          });

        const priced = await quotes.price(request, account, {
          onlyGroup: request.vehicleGroup,
          excludeReservationId: before.id,
          checkLeadTime: changeChecksLeadTime(before, request, clock()),
        });
        const charge = reservations.freshCharge(priced);
        const trip = reservations.tripPlaces(priced);
        const reservation = reservations.pricedReservation(request, priced, charge, {
          renterEmail: before.renterEmail,
          customer: customerDetails ?? before.customer,
          payment: payment ? reservations.paymentRecord(payment, before.payment) : before.payment,
          accountNo: before.accountNo,
          quoteNumber: before.quoteNumber,
        });
        const billed = await billedAccountOf(reservation, accounts);
        return {
          replaces: before,
          reservation,
          vehicle: trip.vehicle,
          // Each total in its own currency: a move across the border changes the currency.
          warning: sameTotal(reservation, before)
            ? ''
            : MANAGE_MESSAGES.totalChanged(
                before.reservationNumber,
                totalOf(before),
                totalOf(reservation),
              ),
          mail: (row) => mails.change(row, trip, { before, beforeNames, extension }, billed),
        };
      });
    },
  };
}

export type ManageService = ReturnType<typeof createManageService>;
