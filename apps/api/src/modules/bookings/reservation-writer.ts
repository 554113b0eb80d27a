import { createHash, randomUUID } from 'node:crypto';
import { SUCCESS } from '@bluu/contracts/api-errors';
import { BOOKING_MESSAGES, type BookingResponse } from '@bluu/contracts/booking';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { newReference } from '../../lib/references.ts';
import type { OccupancySource } from '../availability/occupancy-source.ts';
import {
  maxOverlap,
  occupiedPeriod,
  storedPeriod,
  type Period,
} from '../availability/occupancy.ts';
import type { OutgoingMail } from '../mail/mail.ts';
import type { MailService } from '../mail/mail.module.ts';
import {
  isQuoteAlreadyConfirmed,
  type BookingRepository,
  type ReservationRow,
} from './bookings.repository.ts';
import { toReservation, type PricedReservation } from './reservation.ts';

/** A request sent with an Idempotency-Key: a retry with the same key and request gets the first answer. */
export interface Idempotency {
  /** The Idempotency-Key header; without one every request is written anew. */
  key: string | undefined;
  /** What kind of request used the key, e.g. `booking`, `modify`. */
  scope: string;
  /** The request as received; the same key with another request is refused. */
  request: unknown;
}

/** One reservation to write, validated and priced by the caller. */
export interface ReservationWrite {
  reservation: PricedReservation;
  /** The reservation being changed, as the caller read it; absent for a new one. */
  replaces?: ReservationRow;
  /** The vehicle group's description, for the answer. */
  vehicle: string;
  /** Said in the answer, e.g. that the price changed; empty otherwise. */
  warning: string;
  /** The e-mail that tells the renter, built from the reservation as written. */
  mail: (row: ReservationRow) => OutgoingMail;
}

/** The planned reservation number is taken: the attempt is rolled back and made again. */
class NumberTaken extends Error {}

/** A row as it will be written, with the e-mail built from it. */
interface Planned {
  row: ReservationRow;
  mail: OutgoingMail;
}

interface Deps {
  db: Db;
  bookings: BookingRepository;
  occupancy: OccupancySource;
  mail: MailService;
  clock: Clock;
}

function hashOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * The period a reservation to write keeps one unit busy: the one its caller gave (a transfer's),
 * else from pick-up until the turnaround after drop-off.
 */
function periodOf(reservation: PricedReservation): Period {
  const { start, end } = occupiedPeriod(reservation.pickUpAt, reservation.dropOffAt);
  return { start: reservation.occupiedFrom ?? start, end: reservation.occupiedUntil ?? end };
}

const unavailable = (group: string) =>
  new DomainError('VEHICLE_UNAVAILABLE', BOOKING_MESSAGES.noLongerAvailable(group));

/**
 * The one way a reservation is written – new bookings, modifications, extensions and (later)
 * door-to-door bookings. The row, its e-mail and the answer are built first (decision 0032);
 * then in one transaction: claims the Idempotency-Key with the answer for retries, writes the
 * e-mail to the outbox, locks the reservation being changed and the branch-and-group capacity
 * row, checks the maximum overlap of the occupied period (not counting the reservation itself)
 * and inserts or updates it. The answer leaves after commit.
 */
export function createReservationWriter({ db, bookings, occupancy, mail, clock }: Deps) {
  /** The first answer to this key, or a refusal when the key came with another request. */
  async function replay(idempotency: Idempotency): Promise<BookingResponse | undefined> {
    if (!idempotency.key) return undefined;
    const stored = await bookings.findIdempotencyKey(idempotency.key);
    if (!stored) return undefined;
    if (stored.requestHash !== hashOf(idempotency.request))
      throw new DomainError('IDEMPOTENCY_MISMATCH', BOOKING_MESSAGES.idempotencyMismatch);
    // Only answered requests keep their key: a refused attempt rolls it back.
    if (!stored.response) throw new DomainError('CONFLICT', BOOKING_MESSAGES.idempotencyInProgress);
    return stored.response;
  }

  /**
   * A write refused by the database's one-live-reservation-per-quote index: another confirmation
   * of the same saved quote committed first (the service's own check ran outside the transaction).
   */
  async function refusal(error: unknown, write: ReservationWrite): Promise<unknown> {
    const { quoteNumber } = write.reservation;
    if (!quoteNumber || !isQuoteAlreadyConfirmed(error)) return error;
    const confirmed = await bookings.findByQuoteNumber(quoteNumber);
    return new DomainError(
      'QUOTE_ALREADY_CONFIRMED',
      MANAGE_MESSAGES.alreadyConfirmed(quoteNumber, confirmed?.reservationNumber ?? ''),
    );
  }

  /**
   * The row exactly as the transaction will write it, and its e-mail – built before the
   * transaction, so the capacity lock is not held while the mail and its calendar are rendered.
   * A new reservation gets its id and number here; a change is the row read by the caller with
   * the change applied (the transaction refuses it if the row changed meanwhile).
   */
  function plan(write: ReservationWrite): Planned {
    const { reservation, replaces } = write;
    const now = clock();
    const period = periodOf(reservation);
    const occupied = { occupiedFrom: period.start, occupiedUntil: period.end };
    const row: ReservationRow = replaces
      ? { ...replaces, ...reservation, ...occupied, updatedAt: now }
      : {
          userId: null,
          d2d: null,
          tripProvider: null,
          tripMetres: null,
          ...reservation,
          id: randomUUID(),
          reservationNumber: newReference('R'),
          status: 'CONFIRMED',
          ...occupied,
          createdAt: now,
          updatedAt: now,
        };
    return { row, mail: write.mail(row) };
  }

  /**
   * Inside the transaction, under the locks: the reservation being changed and the capacity
   * row, the overlap check, then the row itself – nothing else, so the locks are held for three
   * round trips. A clash of the new random number aborts the attempt (`NumberTaken`).
   */
  async function writeLocked(tx: Db, write: ReservationWrite, planned: Planned): Promise<void> {
    const { reservation, replaces } = write;
    const current = replaces && (await bookings.findForUpdate(tx, replaces.reservationNumber));
    if (replaces && current?.updatedAt.getTime() !== replaces.updatedAt.getTime())
      throw new DomainError('CONFLICT', MANAGE_MESSAGES.changedMeanwhile);

    const period = storedPeriod(planned.row);
    const { pickUpBranch, vehicleGroup } = reservation;
    const units = await bookings.lockCapacity(tx, pickUpBranch, vehicleGroup);
    const busy = await bookings.listOccupying(tx, pickUpBranch, vehicleGroup, period, current?.id);
    if (maxOverlap(busy, period) >= units) throw unavailable(vehicleGroup);

    if (current)
      await bookings.update(tx, current.id, {
        ...reservation,
        occupiedFrom: planned.row.occupiedFrom,
        occupiedUntil: planned.row.occupiedUntil,
        updatedAt: planned.row.updatedAt,
      });
    else if (!(await bookings.insert(tx, planned.row))) throw new NumberTaken();
  }

  /**
   * One attempt in one transaction: the key claimed with its answer and the e-mail queued
   * first, before any lock is taken (a refusal rolls both back), then `writeLocked`.
   * Undefined when another request holds the key.
   */
  async function attempt(idempotency: Idempotency, write: ReservationWrite) {
    const planned = plan(write);
    const { key, scope, request } = idempotency;
    const answer: BookingResponse = {
      errors: SUCCESS,
      warning: write.warning,
      reservationNumber: planned.row.reservationNumber,
      reservation: toReservation(planned.row, write.vehicle, clock()),
    };
    return db.transaction(async (tx) => {
      const claim = key && { key, scope, requestHash: hashOf(request), response: answer };
      if (claim && !(await bookings.claimIdempotencyKey(tx, claim))) return undefined;
      await mail.enqueue(planned.mail, tx);
      await writeLocked(tx, write, planned);
      return { row: planned.row, answer };
    });
  }

  return {
    replay,

    /**
     * Writes the reservation that `prepare` validates and prices. With an Idempotency-Key, a
     * request already answered gets that answer without `prepare` running again.
     */
    async write(
      idempotency: Idempotency,
      prepare: () => Promise<ReservationWrite>,
    ): Promise<BookingResponse> {
      const earlier = await replay(idempotency);
      if (earlier) return earlier;
      const write = await prepare();
      let outcome: Awaited<ReturnType<typeof attempt>>;
      for (let attempts = 1; ; attempts += 1) {
        try {
          outcome = await attempt(idempotency, write);
          break;
        } catch (error) {
          // A new random number already taken (about one in 10^13): again with another number.
          if (error instanceof NumberTaken && attempts < 3) continue;
          throw await refusal(error, write);
        }
      }
      if (!outcome) {
        // Another request with this key committed first (it held the key row): answer as it did.
        const first = await replay(idempotency);
        if (first) return first;
        throw new DomainError('CONFLICT', BOOKING_MESSAGES.idempotencyInProgress);
      }
      // Only the weeks the reservation kept busy before and keeps busy now change.
      const { replaces } = write;
      if (replaces) occupancy.invalidate(replaces.pickUpBranch, storedPeriod(replaces));
      const { row } = outcome;
      occupancy.invalidate(row.pickUpBranch, storedPeriod(row));
      mail.kick();
      return outcome.answer;
    },
  };
}

export type ReservationWriter = ReturnType<typeof createReservationWriter>;
