import { randomUUID } from 'node:crypto';
import { customerDetailsSchema, paymentSchema } from '@bluu/contracts/booking';
import type { QuoteQuery } from '@bluu/contracts/quote';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { reservations } from '../src/db/schema.ts';
import { DomainError } from '../src/errors.ts';
import { createAvailabilityRepository } from '../src/modules/availability/availability.repository.ts';
import { createOccupancySource } from '../src/modules/availability/occupancy-source.ts';
import {
  createBookingRepository,
  type ReservationRow,
} from '../src/modules/bookings/bookings.repository.ts';
import { paymentRecord, type PricedReservation } from '../src/modules/bookings/reservation.ts';
import {
  createReservationWriter,
  type ReservationWrite,
  type ReservationWriter,
} from '../src/modules/bookings/reservation-writer.ts';
import { registerMail } from '../src/modules/mail/mail.module.ts';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { rows } from './support/http.ts';
import { reserve, setCapacity } from './support/scenario.ts';
import { fixedClock } from './support/test-app.ts';
import { openTestDatabase } from './support/test-database.ts';

let now = fixedClock('2026-12-01 08:00').now;
const clock = () => now;
let database: Database;
let mailApp: FastifyInstance;
let writer: ReservationWriter;
let repository: ReturnType<typeof createBookingRepository>;

beforeAll(async () => {
  database = await openTestDatabase();
  mailApp = Fastify({ logger: false });
  const mail = await registerMail(mailApp, {
    config: { SMTP_URL: undefined, MAIL_FROM: 'test@example.co.za' },
    db: database.db,
    clock,
  });
  repository = createBookingRepository(database.db);
  writer = createReservationWriter({
    db: database.db,
    bookings: repository,
    occupancy: createOccupancySource(createAvailabilityRepository(database.db), 0),
    mail,
    clock,
  });
});
afterAll(async () => {
  await mailApp?.close();
  await database?.close();
});

function at(text: string): Date {
  const instant = parseLocalDateTime(text);
  if (!instant) throw new Error(`bad date ${text}`);
  return instant;
}

/** A priced A1 rental at a branch, as a booking service would hand it over. */
function rental(branch: string, from: string, to: string): PricedReservation {
  const request: QuoteQuery = {
    pickUpBranch: branch,
    pickUpDateTime: from,
    dropOffBranch: branch,
    dropOffDateTime: to,
    accountType: 'I',
    foreignLocal: 'L',
    vehicleGroup: 'A1',
    selectedWaiver: 'CDW',
    products: [],
    additionalDrivers: 0,
  };
  return {
    pickUpBranch: branch,
    dropOffBranch: branch,
    vehicleGroup: 'A1',
    pickUpAt: at(from),
    dropOffAt: at(to),
    rateCode: 'LOCAL',
    rateDesc: 'Local rate',
    request,
    lines: [],
    totalCents: 150_000,
    liabilityCents: 0,
    currency: 'ZAR',
    accountType: 'I',
    renterEmail: 'thandi.nkosi@example.co.za',
    customer: customerDetailsSchema.parse(renter()),
    payment: paymentRecord(paymentSchema.parse(cardPayment())),
    accountNo: null,
    quoteNumber: null,
  };
}

function write(reservation: PricedReservation, replaces?: ReservationRow): ReservationWrite {
  return {
    reservation,
    replaces,
    vehicle: 'Group A1',
    warning: '',
    mail: (row) => ({
      kind: `writer-test:${row.reservationNumber}:${row.updatedAt.getTime()}`,
      to: row.renterEmail,
      subject: `Reservation ${row.reservationNumber}`,
      text: 'text',
      html: '<p>html</p>',
    }),
  };
}

const noKey = (request: unknown) => ({ key: undefined, scope: 'booking', request });

async function countAt(branch: string): Promise<number> {
  const [row] = await rows(
    database.db,
    `select count(*)::int as n from reservations where pick_up_branch = '${branch}'`,
  );
  return Number(row!.n);
}

async function codeOfRefusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
}

describe('the reservation writer', () => {
  it('writes the reservation with its occupied period and its e-mail, and answers it', async () => {
    await setCapacity(database.db, 'KD', 'A1', 1);
    const reservation = rental('KD', '2026-12-10 10:00', '2026-12-12 10:00');
    const answer = await writer.write(noKey(reservation), async () => write(reservation));
    expect(answer.reservation).toMatchObject({
      status: 'CONFIRMED',
      pickupBranch: 'KD',
      duebackDate: '2026-12-12',
      paymentType: 'VS',
      cardLastFour: '1111',
    });
    const row = await repository.findByNumber(answer.reservationNumber);
    expect(row?.occupiedFrom).toEqual(at('2026-12-10 10:00'));
    expect(row?.occupiedUntil).toEqual(at('2026-12-12 11:00'));
    const mails = await rows(
      database.db,
      `select recipient from outbox where subject = 'Reservation ${answer.reservationNumber}'`,
    );
    expect(mails).toEqual([{ recipient: 'thandi.nkosi@example.co.za' }]);
  });

  it('learns from the insert whether the number was free: a taken one writes nothing and says so', async () => {
    await setCapacity(database.db, 'GR', 'A1', 5);
    const reservation = rental('GR', '2026-12-14 10:00', '2026-12-16 10:00');
    const answer = await writer.write(noKey(reservation), async () => write(reservation));
    const written = (await repository.findByNumber(answer.reservationNumber))!;
    const again = { ...written, id: randomUUID(), createdAt: now, updatedAt: now };
    expect(await repository.insert(database.db, again)).toBe(false);
    expect(await countAt('GR')).toBe(1);
    const freeNumber = 'R23456789A';
    expect(await repository.insert(database.db, { ...again, reservationNumber: freeNumber })).toBe(
      true,
    );
    expect(await countAt('GR')).toBe(2);
  });

  it('refuses with VEHICLE_UNAVAILABLE when the maximum overlap reaches the capacity, writing nothing', async () => {
    await setCapacity(database.db, 'RU', 'A1', 2);
    await reserve(database.db, {
      branch: 'RU',
      group: 'A1',
      from: '2026-12-07 09:00',
      to: '2026-12-09 09:00',
    });
    await reserve(database.db, {
      branch: 'RU',
      group: 'A1',
      from: '2026-12-08 09:00',
      to: '2026-12-10 09:00',
    });
    const overlapping = rental('RU', '2026-12-08 12:00', '2026-12-11 10:00');
    const key = { key: 'writer-full-0001', scope: 'booking', request: overlapping };
    expect(await codeOfRefusal(writer.write(key, async () => write(overlapping)))).toBe(
      'VEHICLE_UNAVAILABLE',
    );
    expect(await countAt('RU')).toBe(2);
    // The refused attempt gave its key back: once a unit is free, the same request goes through.
    await setCapacity(database.db, 'RU', 'A1', 3);
    expect((await writer.write(key, async () => write(overlapping))).reservationNumber).toMatch(
      /^R/,
    );
    expect(await countAt('RU')).toBe(3);
  });

  it('fits a period that touches the turnaround of another but does not overlap it', async () => {
    await setCapacity(database.db, 'PM', 'A1', 1);
    await reserve(database.db, {
      branch: 'PM',
      group: 'A1',
      from: '2026-12-07 09:00',
      to: '2026-12-09 09:00',
    });
    const after = rental('PM', '2026-12-09 10:00', '2026-12-11 10:00');
    await writer.write(noKey(after), async () => write(after));
    const during = rental('PM', '2026-12-09 09:45', '2026-12-11 10:00');
    expect(await codeOfRefusal(writer.write(noKey(during), async () => write(during)))).toBe(
      'VEHICLE_UNAVAILABLE',
    );
  });

  it('answers a retry with the same key and request with the first answer and creates nothing', async () => {
    await setCapacity(database.db, 'MT', 'A1', 5);
    const reservation = rental('MT', '2026-12-10 10:00', '2026-12-12 10:00');
    const key = { key: 'writer-retry-0001', scope: 'booking', request: reservation };
    const first = await writer.write(key, async () => write(reservation));
    let preparedAgain = false;
    const retry = await writer.write(key, async () => {
      preparedAgain = true;
      return write(reservation);
    });
    expect(retry).toEqual(first);
    expect(preparedAgain).toBe(false);
    expect(await countAt('MT')).toBe(1);
  });

  it('throws IDEMPOTENCY_MISMATCH for the same key with another request', async () => {
    await setCapacity(database.db, 'WK', 'A1', 5);
    const reservation = rental('WK', '2026-12-10 10:00', '2026-12-12 10:00');
    const other = rental('WK', '2026-12-10 10:00', '2026-12-13 10:00');
    await writer.write(
      { key: 'writer-mismatch-1', scope: 'booking', request: reservation },
      async () => write(reservation),
    );
    const refusal = writer.write(
      { key: 'writer-mismatch-1', scope: 'booking', request: other },
      async () => write(other),
    );
    expect(await codeOfRefusal(refusal)).toBe('IDEMPOTENCY_MISMATCH');
    expect(await countAt('WK')).toBe(1);
  });

  it('changes a reservation at full capacity without counting the reservation itself', async () => {
    await setCapacity(database.db, 'GQ', 'A1', 1);
    const original = rental('GQ', '2026-12-10 10:00', '2026-12-12 10:00');
    const made = await writer.write(noKey(original), async () => write(original));
    const before = await repository.findByNumber(made.reservationNumber);
    const longer = rental('GQ', '2026-12-10 10:00', '2026-12-14 10:00');
    now = new Date(now.getTime() + 60_000);
    const changed = await writer.write(noKey(longer), async () => write(longer, before));
    expect(changed.reservationNumber).toBe(made.reservationNumber);
    expect(changed.reservation.duebackDate).toBe('2026-12-14');
    expect(await countAt('GQ')).toBe(1);
    const after = await repository.findByNumber(made.reservationNumber);
    expect(after?.occupiedUntil).toEqual(at('2026-12-14 11:00'));

    // A change made from an outdated copy of the reservation is refused.
    const stale = writer.write(noKey(original), async () => write(original, before));
    expect(await codeOfRefusal(stale)).toBe('CONFLICT');
  });

  it("moves a changed rental's occupied period with its new pick-up, as before", async () => {
    await setCapacity(database.db, 'BF', 'A1', 1);
    const original = rental('BF', '2026-12-10 10:00', '2026-12-12 10:00');
    const made = await writer.write(noKey(original), async () => write(original));
    const before = await repository.findByNumber(made.reservationNumber);
    const earlier = rental('BF', '2026-12-09 08:00', '2026-12-12 10:00');
    now = new Date(now.getTime() + 60_000);
    await writer.write(noKey(earlier), async () => write(earlier, before));
    const after = await repository.findByNumber(made.reservationNumber);
    expect(after?.occupiedFrom).toEqual(at('2026-12-09 08:00'));
    expect(after?.occupiedUntil).toEqual(at('2026-12-12 11:00'));
  });

  it('holds a transfer from when its chauffeur leaves the hub, refusing a trip that clashes only before the pick-up', async () => {
    await setCapacity(database.db, 'BT', 'A1', 1);
    // Pick-up at 10:00, 105 minutes' drive from the hub: the unit leaves at 08:15.
    const transfer = (pickUp: string): PricedReservation => ({
      ...rental('BT', `${pickUp} 10:00`, `${pickUp} 12:00`),
      occupiedFrom: at(`${pickUp} 08:15`),
      occupiedUntil: at(`${pickUp} 13:00`),
    });
    const held = await writer.write(noKey(transfer('2026-12-15')), async () =>
      write(transfer('2026-12-15')),
    );
    const row = await repository.findByNumber(held.reservationNumber);
    expect(row).toMatchObject({
      pickUpAt: at('2026-12-15 10:00'),
      occupiedFrom: at('2026-12-15 08:15'),
      occupiedUntil: at('2026-12-15 13:00'),
    });
    // Back by 07:30, busy until 08:30 with its turnaround: clear of 10:00, not of 08:15.
    const early = rental('BT', '2026-12-15 05:00', '2026-12-15 07:30');
    expect(await codeOfRefusal(writer.write(noKey(early), async () => write(early)))).toBe(
      'VEHICLE_UNAVAILABLE',
    );

    // The other way round: the transfer's own early start is checked too.
    const first = rental('BT', '2026-12-16 05:00', '2026-12-16 07:30');
    await writer.write(noKey(first), async () => write(first));
    const late = transfer('2026-12-16');
    expect(await codeOfRefusal(writer.write(noKey(late), async () => write(late)))).toBe(
      'VEHICLE_UNAVAILABLE',
    );
    expect(await countAt('BT')).toBe(2);
  });

  it('writes one live reservation per saved quote: another is refused with QUOTE_ALREADY_CONFIRMED', async () => {
    await setCapacity(database.db, 'SB', 'A1', 5);
    const confirmation = {
      ...rental('SB', '2026-12-10 10:00', '2026-12-12 10:00'),
      quoteNumber: 'Q2WRITER01',
    };
    const first = await writer.write(noKey(confirmation), async () => write(confirmation));
    const refusal = await writer
      .write({ key: 'writer-quote-0001', scope: 'booking', request: confirmation }, async () =>
        write(confirmation),
      )
      .catch((reason: unknown) => reason);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      code: 'QUOTE_ALREADY_CONFIRMED',
      message: MANAGE_MESSAGES.alreadyConfirmed('Q2WRITER01', first.reservationNumber),
    });
    expect(await countAt('SB')).toBe(1);
    expect(
      await rows(database.db, "select key from idempotency_keys where key = 'writer-quote-0001'"),
    ).toEqual([]);

    // Only live reservations count: once the first is cancelled, the quote may be written again.
    await database.db
      .update(reservations)
      .set({ status: 'CANCELLED' })
      .where(eq(reservations.reservationNumber, first.reservationNumber));
    const again = await writer.write(noKey(confirmation), async () => write(confirmation));
    expect(again.reservationNumber).not.toBe(first.reservationNumber);
  });
});
