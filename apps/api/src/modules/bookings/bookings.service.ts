import { createHash } from 'node:crypto';
import { SUCCESS } from '@bluu/contracts/api-errors';
import {
  BOOKING_MESSAGES,
  cardDigits,
  firstCustomerDetailsError,
  firstNameOf,
  firstPaymentError,
  PAYMENT_TYPE_LABELS,
  type BookingQuery,
  type BookingResponse,
  type PaymentType,
  type Reservation,
} from '@bluu/contracts/booking';
import { TURNAROUND_MINUTES } from '@bluu/contracts/constants';
import { amountToCents, centsToAmount, formatMoney } from '@bluu/contracts/money';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import { MESSAGES } from '@bluu/contracts/messages';
import type { QuoteLine, QuoteQuery } from '@bluu/contracts/quote';
import { splitDateTime, toLocalDateTime } from '@bluu/contracts/time';
import { addMinutes } from 'date-fns';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { newReference } from '../../lib/references.ts';
import type { SessionAccount } from '../accounts/session-account.ts';
import type { OccupancySource } from '../availability/occupancy-source.ts';
import { maxOverlap } from '../availability/occupancy.ts';
import type { MailService } from '../mail/mail.module.ts';
import type { QuoteRepository } from '../quotes/quotes.repository.ts';
import type { QuoteService } from '../quotes/quotes.service.ts';
import { renderBookingEmail } from './booking-email.ts';
import type { BookingRepository, ReservationRow } from './bookings.repository.ts';

interface Deps {
  db: Db;
  bookings: BookingRepository;
  quotes: QuoteService;
  savedQuotes: QuoteRepository;
  occupancy: OccupancySource;
  mail: MailService;
  clock: Clock;
  publicUrl: string;
}

export interface BookingResult {
  statusCode: 200 | 422;
  body: BookingResponse | { errors: { error: Array<{ errorMessage: string }> } };
}

/** The fields that decide a price: a quote is charged as quoted only while these are unchanged. */
function pricingInputs(query: QuoteQuery, rateCode: string): string {
  return JSON.stringify({
    pickUpBranch: query.pickUpBranch,
    pickUpDateTime: query.pickUpDateTime,
    dropOffBranch: query.dropOffBranch,
    dropOffDateTime: query.dropOffDateTime,
    accountType: query.accountType,
    foreignLocal: query.foreignLocal,
    rateCode,
    vehicleGroup: query.vehicleGroup,
    selectedWaiver: query.selectedWaiver,
    products: [...query.products]
      .map((product) => `${product.productCode}:${product.quantity}`)
      .sort(),
    additionalDrivers: query.additionalDrivers,
    pai: query.pai ?? 'N',
  });
}

function hashRequest(query: BookingQuery): string {
  return createHash('sha256').update(JSON.stringify(query)).digest('hex');
}

export function toReservation(row: ReservationRow, vehicleDescription: string): Reservation {
  const pickUp = splitDateTime(toLocalDateTime(row.pickUpAt));
  const dropOff = splitDateTime(toLocalDateTime(row.dropOffAt));
  const lines = row.lines as QuoteLine[];
  const payment = row.payment as { moP_Type?: string; cardLastFour?: string };
  return {
    reservationNumber: row.reservationNumber,
    status: row.status,
    vehGroup: row.vehicleGroup,
    vehicleGrp_Desc: vehicleDescription,
    pickupBranch: row.pickUpBranch,
    pickupDate: pickUp.date,
    pickupTime: pickUp.time,
    duebackBranch: row.dropOffBranch,
    duebackDate: dropOff.date,
    duebackTime: dropOff.time,
    rateCode: row.rateCode,
    rateDesc: row.rateDesc,
    currency: row.currency,
    quoteLines: lines,
    totalCharge: centsToAmount(row.totalCents),
    liability: centsToAmount(row.liabilityCents),
    renterEmail: row.renterEmail,
    paymentType: payment.moP_Type ?? '',
    cardLastFour: payment.cardLastFour ?? '',
  };
}

export function createBookingService(deps: Deps) {
  const { db, bookings, quotes, savedQuotes, occupancy, mail, clock } = deps;

  function validate(query: BookingQuery) {
    const customerError = firstCustomerDetailsError(query.customerDetails);
    if (customerError)
      throw customerError.field === 'renterID'
        ? new DomainError('RENTER_ID_INVALID', BOOKING_MESSAGES.renterIdInvalid)
        : new DomainError('CUSTOMER_DETAILS', customerError.message);
    const paymentError = firstPaymentError(query.payment, {
      accountType: query.accountType,
      productCodes: query.products.map((product) => product.productCode),
      now: clock(),
    });
    if (paymentError) throw new DomainError('PAYMENT', paymentError.message);
  }

  /** The lines charged: the saved quote's while its inputs are unchanged, else a fresh price. */
  async function chargedPrice(query: BookingQuery, account: SessionAccount | null) {
    const priced = await quotes.price(query, account);
    const fresh = {
      lines: priced.response.quoteLines,
      totalCents: priced.totalCents,
      liabilityCents: priced.liabilityCents,
    };
    const format = (cents: number) => formatMoney({ cents, currency: priced.response.currency });
    let charged = fresh;
    let seenCents =
      query.expectedTotal === undefined ? undefined : amountToCents(query.expectedTotal);
    if (query.quoteNumber) {
      const saved = await savedQuotes.findByNumber(query.quoteNumber);
      if (!saved) throw new DomainError('NOT_FOUND', MESSAGES.referenceNotFound);
      if (saved.expiresAt.getTime() < clock().getTime())
        throw new DomainError('QUOTE_EXPIRED', MESSAGES.quoteExpired(saved.quoteNumber));
      const converted = await bookings.findByQuoteNumber(saved.quoteNumber);
      if (converted)
        throw new DomainError(
          'QUOTE_ALREADY_CONFIRMED',
          MANAGE_MESSAGES.alreadyConfirmed(saved.quoteNumber, converted.reservationNumber),
        );
      const savedRequest = saved?.request as (QuoteQuery & { rateCode: string }) | undefined;
      if (
        savedRequest &&
        pricingInputs(savedRequest, savedRequest.rateCode) ===
          pricingInputs(query, priced.response.rateCode)
      ) {
        const lines = saved.lines as QuoteLine[];
        charged = {
          lines,
          totalCents: saved.totalCents,
          liabilityCents: amountToCents(
            lines.find((line) => line.quoteLineCode === 'C')?.quoteLineUnitChrg ?? 0,
          ),
        };
      }
      seenCents ??= saved.totalCents;
    }
    const warning =
      seenCents !== undefined && seenCents !== charged.totalCents
        ? BOOKING_MESSAGES.priceChanged(format(seenCents), format(charged.totalCents))
        : '';
    return { priced, charged, warning };
  }

  function paymentRecord(query: BookingQuery) {
    const { moP_No, ...rest } = query.payment;
    const digits = cardDigits(moP_No);
    return { ...rest, cardLastFour: digits ? digits.slice(-4) : '' };
  }

  async function replay(key: string, requestHash: string): Promise<BookingResult | undefined> {
    const stored = await bookings.findIdempotencyKey(key);
    if (!stored) return undefined;
    if (stored.requestHash !== requestHash)
      throw new DomainError('IDEMPOTENCY_MISMATCH', BOOKING_MESSAGES.idempotencyMismatch);
    // Only successful bookings are stored: a failed attempt rolls its key back.
    return { statusCode: 200, body: stored.response as BookingResponse };
  }

  return {
    /**
     * Books a vehicle group: validates everything again, re-prices, then – in one transaction
     * holding the branch-and-group capacity row lock – checks the maximum overlap, inserts the
     * reservation and writes its confirmation e-mail to the outbox. A retry with the same
     * Idempotency-Key gets the first answer.
     */
    async book(
      query: BookingQuery,
      account: SessionAccount | null,
      idempotencyKey?: string,
    ): Promise<BookingResult> {
      const requestHash = hashRequest(query);
      if (idempotencyKey) {
        const earlier = await replay(idempotencyKey, requestHash);
        if (earlier) return earlier;
      }
      validate(query);
      const { priced, charged, warning } = await chargedPrice(query, account);
      const { evaluation, group } = priced;
      const pickUpBranch = evaluation.pickUpBranch.branchCode;
      const window = {
        start: evaluation.pickUp,
        end: addMinutes(evaluation.dropOff, TURNAROUND_MINUTES),
      };
      const details = query.customerDetails;
      const renterEmail = details.renterEmail.toLowerCase();

      const outcome = await db.transaction(async (tx) => {
        if (
          idempotencyKey &&
          !(await bookings.claimIdempotencyKey(tx, idempotencyKey, 'booking', requestHash))
        )
          return undefined;
        const units = await bookings.lockCapacity(tx, pickUpBranch, group.code);
        const busy = await bookings.listOccupying(tx, pickUpBranch, group.code, window);
        if (maxOverlap(busy, window) >= units)
          throw new DomainError(
            'VEHICLE_UNAVAILABLE',
            BOOKING_MESSAGES.noLongerAvailable(group.code),
          );

        let row: ReservationRow | undefined;
        while (!row) {
          const reservationNumber = newReference('R');
          const candidate = {
            reservationNumber,
            status: 'CONFIRMED' as const,
            pickUpBranch,
            dropOffBranch: evaluation.dropOffBranch.branchCode,
            vehicleGroup: group.code,
            pickUpAt: evaluation.pickUp,
            dropOffAt: evaluation.dropOff,
            occupiedUntil: window.end,
            quoteNumber: query.quoteNumber || null,
            accountNo: account?.accountNo ?? null,
            accountType: query.accountType,
            rateCode: priced.response.rateCode,
            rateDesc: priced.response.rateDesc,
            request: {
              ...query,
              customerDetails: undefined,
              payment: undefined,
              expectedTotal: undefined,
            },
            lines: charged.lines,
            totalCents: charged.totalCents,
            liabilityCents: charged.liabilityCents,
            currency: priced.response.currency,
            renterEmail,
            customer: details,
            payment: paymentRecord(query),
            createdAt: clock(),
            updatedAt: clock(),
          };
          if (await bookings.insert(tx, candidate))
            row = { ...candidate, id: '' } as ReservationRow;
        }

        const reservation = toReservation(row, group.description);
        const payment = row.payment as { moP_Type: PaymentType; cardLastFour: string };
        const email = renderBookingEmail(
          {
            reservationNumber: row.reservationNumber,
            firstName: firstNameOf(details),
            lastName: details.surname,
            vehicle: group.description,
            rateDesc: row.rateDesc,
            pickUp: {
              branch: evaluation.pickUpBranch,
              dateTime: query.pickUpDateTime,
              at: evaluation.pickUp,
            },
            dropOff: {
              branch: evaluation.dropOffBranch,
              dateTime: query.dropOffDateTime,
              at: evaluation.dropOff,
            },
            lines: charged.lines,
            totalCents: charged.totalCents,
            liabilityCents: charged.liabilityCents,
            currency: row.currency,
            paymentDescription: `${PAYMENT_TYPE_LABELS[payment.moP_Type]}${payment.cardLastFour ? ` ending ${payment.cardLastFour}` : ''}`,
            manageLink: `${deps.publicUrl.replace(/\/$/, '')}/manage-booking/?reference=${row.reservationNumber}`,
          },
          'confirmation',
        );
        await mail.enqueue(
          { kind: `booking-confirmation:${row.reservationNumber}`, to: renterEmail, ...email },
          tx,
        );
        const body: BookingResponse = {
          errors: SUCCESS,
          warning,
          reservationNumber: row.reservationNumber,
          reservation,
        };
        if (idempotencyKey) await bookings.storeIdempotentResponse(tx, idempotencyKey, 200, body);
        return { statusCode: 200 as const, body };
      });

      if (!outcome) {
        // Another request with this key committed first: answer as it did.
        const earlier = await replay(idempotencyKey ?? '', requestHash);
        if (earlier) return earlier;
        throw new DomainError('VALIDATION', MESSAGES.referenceNotFound);
      }
      occupancy.invalidate(pickUpBranch);
      mail.kick();
      return outcome;
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
