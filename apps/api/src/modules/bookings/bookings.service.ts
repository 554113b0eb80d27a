import { BOOKING_MESSAGES, type BookingQuery, type BookingResponse } from '@bluu/contracts/booking';
import {
  COPIES_PER_RESERVATION,
  COPY_MESSAGES,
  COPY_WINDOW_MS,
  MAX_COPY_ADDRESSES,
} from '@bluu/contracts/confirmation-copy';
import { amountToCents, formatMoney } from '@bluu/contracts/money';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import { MESSAGES } from '@bluu/contracts/messages';
import type { QuoteQuery, SavedQuoteRequest } from '@bluu/contracts/quote';
import { isEmail } from '@bluu/contracts/validators';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../errors.ts';
import type { SessionAccount } from '../accounts/session-account.ts';
import type { MailService } from '../mail/mail.module.ts';
import { sameEmail, type LookupGuard } from '../manage/lookup-guard.ts';
import { managingAccountOf, requireOwnerAccount } from '../manage/reference-owner.ts';
import type { QuoteRepository } from '../quotes/quotes.repository.ts';
import type { QuoteService } from '../quotes/quotes.service.ts';
import type { LimitRule } from '../shared-state/limiter.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import {
  billedAccountOf,
  createBookingMails,
  currentMailKinds,
  type AccountContacts,
} from './booking-email.ts';
import type { BookingRepository } from './bookings.repository.ts';
import {
  checkPayment,
  checkRenter,
  freshCharge,
  paymentRecord,
  pricedReservation,
  tripPlaces,
  type Charge,
} from './reservation.ts';
import type { ReservationWriter } from './reservation-writer.ts';
import { pricingInputs } from './pricing-inputs.ts';

interface Deps {
  bookings: BookingRepository;
  writer: ReservationWriter;
  quotes: QuoteService;
  savedQuotes: QuoteRepository;
  mail: MailService;
  /** The account a billback booking is billed to, which its confirmation names and copies. */
  accounts: AccountContacts;
  clock: Clock;
  publicUrl: string;
  /** Counts failed look-ups per reference (the confirmation copy looks one up by its e-mail). */
  lookups: LookupGuard;
  /** Where the copies of a confirmation are counted: shared by the servers when Redis is set. */
  shared: Pick<SharedState, 'limiter'>;
}

/** Copies of one reservation's confirmation: 5 an hour, counted by address. */
const COPY_RULE: LimitRule = {
  name: 'confirmation-copy',
  limit: COPIES_PER_RESERVATION,
  windowMs: COPY_WINDOW_MS,
  // Like the look-ups: with Redis out of reach the per-client rate limit still holds.
  whenStoreDown: 'open',
  memoryMax: 50_000,
};

/** Addresses of a cc field, split on commas and semicolons. */
function copyAddresses(cc: string | undefined): string[] {
  return (cc ?? '')
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean);
}

export function createBookingService(deps: Deps) {
  const { bookings, writer, quotes, savedQuotes, mail, accounts, clock, lookups } = deps;
  const mails = createBookingMails(deps.publicUrl);
  // The window runs on the app's clock, so tests move time instead of waiting.
  const copies = deps.shared.limiter(COPY_RULE, () => clock().getTime());

  /**
   * Takes one of the reservation's copies an hour for each address, all or none: when fewer are
   * left, those taken are given back and the request is refused (TOO_MANY_ATTEMPTS).
   */
  async function takeCopies(reservationNumber: string, count: number) {
    let taken = 0;
    while (taken < count && (await copies.attempt(reservationNumber))) taken += 1;
    if (taken === count) return;
    for (; taken > 0; taken -= 1) await copies.release(reservationNumber);
    throw new DomainError('TOO_MANY_ATTEMPTS', COPY_MESSAGES.tooManyCopies);
  }

  /** The spec's step 1 and step 2 rules, again: a client's checks are never trusted. */
  function validate(query: BookingQuery) {
    checkRenter(query.customerDetails);
    checkPayment(query.payment, {
      accountType: query.accountType,
      productCodes: query.products.map((product) => product.productCode),
      now: clock(),
    });
  }

  /** A saved quote that may still be confirmed. */
  async function confirmableQuote(quoteNumber: string) {
    const saved = await savedQuotes.findByNumber(quoteNumber);
    if (!saved) throw new DomainError('NOT_FOUND', MESSAGES.referenceNotFound);
    if (saved.expiresAt.getTime() < clock().getTime())
      throw new DomainError('QUOTE_EXPIRED', MESSAGES.quoteExpired(saved.quoteNumber));
    const converted = await bookings.findByQuoteNumber(saved.quoteNumber);
    if (converted)
      throw new DomainError(
        'QUOTE_ALREADY_CONFIRMED',
        MANAGE_MESSAGES.alreadyConfirmed(saved.quoteNumber, converted.reservationNumber),
      );
    return saved;
  }

  /** The lines charged: the saved quote's while its inputs are unchanged, else a fresh price. */
  async function chargedPrice(
    query: QuoteQuery,
    quoteNumber: string,
    seen: number | undefined,
    account: SessionAccount | null,
  ) {
    const priced = await quotes.price(query, account, { onlyGroup: query.vehicleGroup });
    let charge: Charge = freshCharge(priced);
    let seenCents = seen === undefined ? undefined : amountToCents(seen);
    if (quoteNumber) {
      const saved = await confirmableQuote(quoteNumber);
      const request: SavedQuoteRequest = saved.request;
      if (
        pricingInputs(request, request.rateCode) === pricingInputs(query, priced.response.rateCode)
      )
        charge = {
          lines: saved.lines,
          totalCents: saved.totalCents,
          liabilityCents: amountToCents(
            saved.lines.find((line) => line.quoteLineCode === 'C')?.quoteLineUnitChrg ?? 0,
          ),
        };
      seenCents ??= saved.totalCents;
    }
    const format = (cents: number) => formatMoney({ cents, currency: priced.response.currency });
    const warning =
      seenCents !== undefined && seenCents !== charge.totalCents
        ? BOOKING_MESSAGES.priceChanged(format(seenCents), format(charge.totalCents))
        : '';
    return { priced, charge, warning };
  }

  return {
    /**
     * Books a vehicle group: validates everything again, re-prices (a saved quote is charged as
     * quoted while its inputs are unchanged), then the reservation writer takes the unit under
     * the capacity lock and queues the confirmation. A retry with the same Idempotency-Key
     * gets the first answer.
     */
    async book(
      query: BookingQuery,
      account: SessionAccount | null,
      idempotencyKey?: string,
      userId?: string | null,
    ): Promise<BookingResponse> {
      return writer.write({ key: idempotencyKey, scope: 'booking', request: query }, async () => {
        validate(query);
        const { customerDetails, payment, quoteNumber, expectedTotal, ...request } = query;
        const { priced, charge, warning } = await chargedPrice(
          request,
          quoteNumber,
          expectedTotal,
          account,
        );
        const trip = tripPlaces(priced);
        const reservation = pricedReservation(request, priced, charge, {
          renterEmail: customerDetails.renterEmail.toLowerCase(),
          customer: customerDetails,
          payment: paymentRecord(payment),
          accountNo: account?.accountNo ?? null,
          quoteNumber: quoteNumber || null,
          userId: userId ?? null,
        });
        const billed = await billedAccountOf(reservation, accounts);
        return {
          reservation,
          vehicle: trip.vehicle,
          warning,
          mail: (row) => mails.confirmation(row, trip, billed),
        };
      });
    },

    /**
     * Copies the mail that describes a reservation as it stands (its confirmation, or the
     * last change's or cancellation's mail) to cc addresses. The confirmation itself left through
     * the outbox with the booking, so a retry never sends the renter a second one. The
     * reservation is looked up as Manage Booking looks it up: by its number and e-mail, failures
     * counted per reference, and a corporate or tour reservation only for its signed-in account.
     * At most 3 addresses, and 5 copies of one reservation an hour: beyond, nothing is sent.
     */
    async copyConfirmation(
      request: { reservationNumber: string; email: string; cc?: string },
      account: SessionAccount | null,
    ) {
      const row = await lookups.find(request.reservationNumber, async () => {
        const found = await bookings.findByNumber(request.reservationNumber);
        return found && sameEmail(found.renterEmail, request.email) ? found : null;
      });
      requireOwnerAccount(managingAccountOf(row), account);
      const addresses = copyAddresses(request.cc);
      const invalid = addresses.find((address) => !isEmail(address));
      if (invalid) throw new DomainError('VALIDATION', BOOKING_MESSAGES.invalidCc(invalid));
      if (addresses.length > MAX_COPY_ADDRESSES)
        throw new DomainError('VALIDATION', COPY_MESSAGES.tooManyAddresses);
      if (addresses.length === 0) return;
      await takeCopies(row.reservationNumber, addresses.length);
      await mail.copy(currentMailKinds(row), addresses);
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
