import { createHash } from 'node:crypto';
import { apiErrors, SUCCESS } from '@bluu/contracts/api-errors';
import {
  BOOKING_MESSAGES,
  cardDigits,
  firstNameOf,
  PAYMENT_TYPE_LABELS,
  type BookingResponse,
  type CustomerDetails,
  type PaymentType,
} from '@bluu/contracts/booking';
import { TURNAROUND_MINUTES } from '@bluu/contracts/constants';
import {
  firstModifyError,
  MANAGE_MESSAGES,
  type ManageResponse,
  type ReferenceStatus,
  type SavedQuote,
  type StatusResponse,
} from '@bluu/contracts/manage';
import { formatMoney } from '@bluu/contracts/money';
import type { QuoteLine, QuoteQuery } from '@bluu/contracts/quote';
import { toLocalDateTime } from '@bluu/contracts/time';
import { addMinutes } from 'date-fns';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../errors.ts';
import type { SessionAccount } from '../accounts/session-account.ts';
import type { OccupancySource } from '../availability/occupancy-source.ts';
import { maxOverlap } from '../availability/occupancy.ts';
import { renderBookingEmail, renderCancellationEmail } from '../bookings/booking-email.ts';
import type { BookingRepository, ReservationRow } from '../bookings/bookings.repository.ts';
import { toReservation } from '../bookings/bookings.service.ts';
import type { CatalogueSource } from '../catalogue/catalogue.ts';
import type { MailService } from '../mail/mail.module.ts';
import type { QuoteRepository, QuoteRow } from '../quotes/quotes.repository.ts';
import type { QuoteService } from '../quotes/quotes.service.ts';

interface Deps {
  db: Db;
  bookings: BookingRepository;
  savedQuotes: QuoteRepository;
  quotes: QuoteService;
  catalogue: CatalogueSource;
  occupancy: OccupancySource;
  mail: MailService;
  clock: Clock;
  publicUrl: string;
}

type Found =
  { kind: 'quote'; quote: QuoteRow } | { kind: 'reservation'; reservation: ReservationRow };

const notFound = () => new DomainError('NOT_FOUND', MANAGE_MESSAGES.notFound);

function sameEmail(stored: string, given: string): boolean {
  return stored.toLowerCase() === given.trim().toLowerCase();
}

export type ModifyQuery = QuoteQuery & {
  email: string;
  customerDetails?: CustomerDetails;
  payment?: Record<string, string>;
  expectedTotal?: number;
};

/** New payment details over the stored ones; a new card leaves only its last four digits. */
function paymentRecord(stored: Record<string, string>, payment: Record<string, string>) {
  const { moP_No: cardNumber = '', ...rest } = payment;
  const digits = cardDigits(cardNumber);
  return {
    ...stored,
    ...rest,
    cardLastFour: digits ? digits.slice(-4) : (stored.cardLastFour ?? ''),
  };
}

export function createManageService(deps: Deps) {
  const { db, bookings, savedQuotes, quotes, catalogue, occupancy, mail, clock } = deps;
  const manageLink = (reference: string) =>
    `${deps.publicUrl.replace(/\/$/, '')}/manage-booking/?reference=${reference}`;

  /** A reservation is OPEN (on rent) once its pick-up time has passed. */
  function statusOf(row: ReservationRow): ReferenceStatus {
    if (row.status === 'CONFIRMED' && row.pickUpAt.getTime() <= clock().getTime()) return 'OPEN';
    return row.status;
  }

  /** The quote or reservation behind a reference, only with its own e-mail. */
  async function find(reference: string, email: string): Promise<Found> {
    if (reference.startsWith('Q')) {
      const quote = await savedQuotes.findByNumber(reference);
      if (quote && sameEmail(quote.email, email)) return { kind: 'quote', quote };
    } else {
      const reservation = await bookings.findByNumber(reference);
      if (reservation && sameEmail(reservation.renterEmail, email))
        return { kind: 'reservation', reservation };
    }
    throw notFound();
  }

  /** Corporate and tour references are managed only by their signed-in account. */
  function requireOwnerAccount(accountNo: string | null, account: SessionAccount | null) {
    if (accountNo && account?.accountNo !== accountNo)
      throw new DomainError('ACCOUNT_SIGN_IN_REQUIRED', MANAGE_MESSAGES.accountRequired(accountNo));
  }

  async function toSavedQuote(row: QuoteRow): Promise<SavedQuote> {
    const { groups, products } = await catalogue.get();
    const request = row.request as QuoteQuery & { rateCode: string; rateDesc: string };
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
      quoteLines: row.lines as QuoteLine[],
      totalCharge: row.totalCents / 100,
      currency: row.currency,
      rateCode: request.rateCode,
      rateDesc: request.rateDesc,
      firstName: row.firstName,
      lastName: row.lastName,
      request: { ...request, accountNo: row.accountNo ?? '' },
      reservationNumber: converted?.reservationNumber ?? '',
    };
  }

  async function describeGroup(code: string) {
    return (await catalogue.get()).groups.get(code)?.description ?? code;
  }

  function summary(row: ReservationRow, branchName: (code: string) => string) {
    return {
      pickUp: `${branchName(row.pickUpBranch)}, ${toLocalDateTime(row.pickUpAt)}`,
      dropOff: `${branchName(row.dropOffBranch)}, ${toLocalDateTime(row.dropOffAt)}`,
    };
  }

  return {
    statusOf,

    async status(reference: string, email: string): Promise<StatusResponse> {
      const found = await find(reference, email);
      if (found.kind === 'quote')
        return {
          errors: SUCCESS,
          status: 'QUOTE',
          expired: found.quote.expiresAt.getTime() < clock().getTime(),
        };
      return { errors: SUCCESS, status: statusOf(found.reservation), expired: false };
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
        };
      }
      const row = found.reservation;
      requireOwnerAccount(row.accountNo, account);
      const reservation = {
        ...toReservation(row, await describeGroup(row.vehicleGroup)),
        status: statusOf(row) === 'OPEN' ? ('OPEN' as const) : row.status,
      };
      return {
        errors: SUCCESS,
        status: statusOf(row),
        vehicleGroup: row.vehicleGroup,
        quote: null,
        reservation,
        booking: {
          customerDetails: row.customer as CustomerDetails,
          request: row.request as QuoteQuery,
          accountNo: row.accountNo ?? '',
        },
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
      const found = await find(request.reservationNo, request.email);
      if (found.kind !== 'reservation') throw notFound();
      const details = found.reservation.customer as CustomerDetails;
      const namesMatch =
        firstNameOf(details).toLowerCase() === request.firstName.toLowerCase() &&
        details.surname.toLowerCase() === request.lastName.toLowerCase();
      if (!namesMatch) throw notFound();
      requireOwnerAccount(found.reservation.accountNo, account);
      const { branchByCode } = await catalogue.get();
      const branchName = (code: string) => branchByCode.get(code)?.branchName ?? code;
      // Read outside the transaction: PGlite runs one transaction at a time on one connection.
      const vehicle = await describeGroup(found.reservation.vehicleGroup);

      const cancelled = await db.transaction(async (tx) => {
        const row = await bookings.findForUpdate(tx, request.reservationNo);
        if (!row) throw notFound();
        const status = statusOf(row);
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
        await mail.enqueue(
          {
            kind: `booking-cancellation:${row.reservationNumber}`,
            to: row.renterEmail,
            ...renderCancellationEmail({
              reservationNumber: row.reservationNumber,
              firstName: firstNameOf(details),
              lastName: details.surname,
              vehicle,
              ...summary(row, branchName),
            }),
          },
          tx,
        );
        return updated;
      });
      occupancy.invalidate(cancelled.pickUpBranch);
      mail.kick();
      return {
        errors: apiErrors(MANAGE_MESSAGES.cancelled(cancelled.reservationNumber)),
        reservationNo: cancelled.reservationNumber,
      };
    },

    /**
     * Modifies or extends a reservation, keeping its number: re-prices, re-checks capacity for
     * the new period under the same row lock as booking (not counting itself), and e-mails what
     * changed. A reservation on rent may only move its drop-off later.
     */
    async modify(
      reservationNumber: string,
      query: ModifyQuery,
      account: SessionAccount | null,
      idempotencyKey?: string,
    ): Promise<{
      statusCode: 200 | 422;
      body: BookingResponse | { errors: ReturnType<typeof apiErrors> };
    }> {
      const requestHash = createHash('sha256')
        .update(JSON.stringify({ reservationNumber, query }))
        .digest('hex');
      if (idempotencyKey) {
        const stored = await bookings.findIdempotencyKey(idempotencyKey);
        if (stored && stored.requestHash !== requestHash)
          throw new DomainError('IDEMPOTENCY_MISMATCH', BOOKING_MESSAGES.idempotencyMismatch);
        if (stored) return { statusCode: 200, body: stored.response as BookingResponse };
      }
      const found = await find(reservationNumber, query.email);
      if (found.kind !== 'reservation') throw notFound();
      const before = found.reservation;
      requireOwnerAccount(before.accountNo, account);
      const status = statusOf(before);
      if (status === 'CANCELLED')
        throw new DomainError(
          'ALREADY_CANCELLED',
          MANAGE_MESSAGES.closed(before.reservationNumber, 'cancelled'),
        );

      const previous = before.request as QuoteQuery;
      const {
        email: _email,
        customerDetails,
        payment,
        expectedTotal: _expected,
        modifyReservation: _modifyReservation,
        ...request
      } = query;
      // Only the drop-off differs: an extension.
      const isExtension =
        JSON.stringify({ ...previous, dropOffDateTime: '' }) ===
        JSON.stringify({
          ...previous,
          ...request,
          rateCode: previous.rateCode,
          dropOffDateTime: '',
        });
      if (status === 'OPEN' && !isExtension)
        throw new DomainError('EXTENSION_ONLY', MANAGE_MESSAGES.onRent(before.reservationNumber));
      if (status === 'OPEN' && request.dropOffDateTime <= previous.dropOffDateTime)
        throw new DomainError('EXTENSION_ONLY', MANAGE_MESSAGES.extensionOnly);
      if (customerDetails) {
        const error = firstModifyError({
          firstName: firstNameOf(customerDetails),
          lastName: customerDetails.surname,
          contactNumber: customerDetails.contactPhoneNo,
        });
        if (error) throw new DomainError('CUSTOMER_DETAILS', error.message);
      }

      const priced = await quotes.price(request, account, {
        excludeReservationId: before.id,
        checkLeadTime: status !== 'OPEN',
      });
      const { evaluation, group } = priced;
      const window = {
        start: evaluation.pickUp,
        end: addMinutes(evaluation.dropOff, TURNAROUND_MINUTES),
      };
      const currency = priced.response.currency;
      const format = (cents: number) => formatMoney({ cents, currency });
      const warning =
        priced.totalCents !== before.totalCents
          ? `The total of reservation ${before.reservationNumber} changed from ${format(before.totalCents)} to ${format(priced.totalCents)}.`
          : '';
      const { branchByCode } = await catalogue.get();
      const branchName = (code: string) => branchByCode.get(code)?.branchName ?? code;

      const outcome = await db.transaction(async (tx) => {
        if (
          idempotencyKey &&
          !(await bookings.claimIdempotencyKey(tx, idempotencyKey, 'modify', requestHash))
        )
          return undefined;
        const row = await bookings.findForUpdate(tx, reservationNumber);
        if (!row || row.updatedAt.getTime() !== before.updatedAt.getTime())
          throw new DomainError('CONFLICT', MANAGE_MESSAGES.changedMeanwhile);
        const units = await bookings.lockCapacity(
          tx,
          evaluation.pickUpBranch.branchCode,
          group.code,
        );
        const busy = await bookings.listOccupying(
          tx,
          evaluation.pickUpBranch.branchCode,
          group.code,
          window,
          row.id,
        );
        if (maxOverlap(busy, window) >= units)
          throw new DomainError(
            'VEHICLE_UNAVAILABLE',
            BOOKING_MESSAGES.noLongerAvailable(group.code),
          );

        const details = customerDetails ?? (row.customer as CustomerDetails);
        const storedPayment = row.payment as Record<string, string>;
        const updated = await bookings.update(tx, row.id, {
          pickUpBranch: evaluation.pickUpBranch.branchCode,
          dropOffBranch: evaluation.dropOffBranch.branchCode,
          vehicleGroup: group.code,
          pickUpAt: evaluation.pickUp,
          dropOffAt: evaluation.dropOff,
          occupiedUntil: window.end,
          rateCode: priced.response.rateCode,
          rateDesc: priced.response.rateDesc,
          request,
          lines: priced.response.quoteLines,
          totalCents: priced.totalCents,
          liabilityCents: priced.liabilityCents,
          currency,
          customer: details,
          payment: payment ? paymentRecord(storedPayment, payment) : storedPayment,
          updatedAt: clock(),
        });
        const changes = [
          ...(isExtension
            ? [`Drop-off moved from ${previous.dropOffDateTime} to ${request.dropOffDateTime}`]
            : [
                `Pick-up: ${branchName(updated.pickUpBranch)}, ${request.pickUpDateTime}`,
                `Drop-off: ${branchName(updated.dropOffBranch)}, ${request.dropOffDateTime}`,
                `Vehicle: ${group.description}`,
              ]),
          `New total: ${format(priced.totalCents)} (was ${format(before.totalCents)})`,
        ];
        const paymentType = (updated.payment as { moP_Type?: PaymentType }).moP_Type ?? 'VS';
        const lastFour = (updated.payment as { cardLastFour?: string }).cardLastFour ?? '';
        await mail.enqueue(
          {
            kind: `booking-${isExtension ? 'extension' : 'modification'}:${updated.reservationNumber}:${clock().getTime()}`,
            to: updated.renterEmail,
            ...renderBookingEmail(
              {
                reservationNumber: updated.reservationNumber,
                firstName: firstNameOf(details),
                lastName: details.surname,
                vehicle: group.description,
                rateDesc: updated.rateDesc,
                pickUp: {
                  branch: evaluation.pickUpBranch,
                  dateTime: request.pickUpDateTime,
                  at: evaluation.pickUp,
                },
                dropOff: {
                  branch: evaluation.dropOffBranch,
                  dateTime: request.dropOffDateTime,
                  at: evaluation.dropOff,
                },
                lines: priced.response.quoteLines,
                totalCents: priced.totalCents,
                liabilityCents: priced.liabilityCents,
                currency,
                paymentDescription: `${PAYMENT_TYPE_LABELS[paymentType]}${lastFour ? ` ending ${lastFour}` : ''}`,
                manageLink: manageLink(updated.reservationNumber),
                changes,
              },
              'modification',
            ),
          },
          tx,
        );
        const body: BookingResponse = {
          errors: SUCCESS,
          warning,
          reservationNumber: updated.reservationNumber,
          reservation: {
            ...toReservation(updated, group.description),
            status: statusOf(updated) === 'OPEN' ? 'OPEN' : updated.status,
          },
        };
        if (idempotencyKey) await bookings.storeIdempotentResponse(tx, idempotencyKey, 200, body);
        return body;
      });
      if (!outcome) {
        const stored = await bookings.findIdempotencyKey(idempotencyKey ?? '');
        if (stored?.requestHash === requestHash)
          return { statusCode: 200, body: stored.response as BookingResponse };
        throw new DomainError('IDEMPOTENCY_MISMATCH', BOOKING_MESSAGES.idempotencyMismatch);
      }
      occupancy.invalidate(before.pickUpBranch);
      occupancy.invalidate(outcome.reservation.pickupBranch);
      mail.kick();
      return { statusCode: 200, body: outcome };
    },
  };
}

export type ManageService = ReturnType<typeof createManageService>;
