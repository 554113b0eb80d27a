import { TURNAROUND_MINUTES } from '@bluu/contracts/constants';
import type pg from 'pg';
import { pick, randomSource, type RentalPair } from './traffic.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** History and future bookings each reach this far from today. */
const HALF_YEAR_MS = 183 * DAY_MS;
const CHUNK = 10_000;
/** Letters and digits of the product's references (apps/api/src/lib/references.ts). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A unique, non-sequential reference for the n-th seeded row: n times an odd number modulo
 * 32^9 is a one-to-one scramble, written in the product's nine-character alphabet.
 */
export function seededReference(prefix: 'Q' | 'R', n: number): string {
  let value = (n * 0x9e3779b1 + 0x1234567) % 2 ** 45;
  let text = '';
  for (let index = 0; index < 9; index += 1) {
    text = ALPHABET[value % 32] + text;
    value = Math.floor(value / 32);
  }
  return prefix + text;
}

/** Rental lengths as a rental company sees them: mostly short, some weeks, a few a month. */
function rentalDays(random: () => number): number {
  const roll = random();
  if (roll < 0.6) return 1 + Math.floor(random() * 5);
  if (roll < 0.9) return 6 + Math.floor(random() * 9);
  return 15 + Math.floor(random() * 16);
}

interface SeedRow {
  n: string;
  s: 'CONFIRMED' | 'OPEN' | 'CANCELLED';
  b: string;
  g: string;
  p: string;
  d: string;
  c: string;
  q: string | null;
  e: string;
}

export interface YearSeedOptions {
  /** Reservations and quotes to write in all (at least the live reservations the fleet holds). */
  rows: number;
  pairs: RentalPair[];
  now: Date;
  /** A reservation and a saved quote made through the API, whose details the seeded rows copy. */
  templateReservation: string;
  templateQuote: string;
}

export interface YearSeedResult {
  live: number;
  cancelled: number;
  quotes: number;
  fromQuotes: number;
  seconds: number;
}

/**
 * Every unit of every branch and group rented back to back over the past six months (1–30 days,
 * gaps of 0–3 days, so no unit is ever double-booked) and in the same way over the next six
 * months, of which a booking `d` days ahead is already sold with probability e^(−d/60); cancelled bookings
 * anywhere (15 % of the live ones), and saved quotes for the rest of `rows`; a quarter of the
 * future bookings confirmed a quote. Rows go in in the order they were made (created_at).
 */
export function planYear(options: YearSeedOptions) {
  const random = randomSource(2026);
  const now = options.now.getTime();
  const customers = Math.max(1_000, Math.round(options.rows / 4));
  const email = () => `renter${Math.floor(random() * customers)}@example.co.za`;
  const iso = (ms: number) => new Date(ms).toISOString();
  const madeBefore = (ms: number) => Math.min(ms, now) - random() * 60 * DAY_MS;
  const reservations: Array<SeedRow & { created: number }> = [];

  const add = (pair: RentalPair, pickUp: number, dropOff: number, cancelled: boolean) => {
    const created = madeBefore(pickUp);
    const status = cancelled ? 'CANCELLED' : pickUp <= now && now < dropOff ? 'OPEN' : 'CONFIRMED';
    reservations.push({
      n: '',
      s: status,
      b: pair.branch,
      g: pair.group,
      p: iso(pickUp),
      d: iso(dropOff),
      c: iso(created),
      q: null,
      e: email(),
      created,
    });
  };

  for (const pair of options.pairs)
    for (let unit = 0; unit < pair.units; unit += 1) {
      let at = now - HALF_YEAR_MS + random() * 3 * DAY_MS;
      while (at < now + HALF_YEAR_MS) {
        // Pick-up on the hour between 07:00 and 16:00 branch time (UTC+2).
        const hour = (5 + Math.floor(random() * 10)) * HOUR_MS;
        const day = Math.floor(at / DAY_MS) * DAY_MS;
        const pickUp = day + hour >= at ? day + hour : day + DAY_MS + hour;
        const dropOff =
          pickUp + rentalDays(random) * DAY_MS + (Math.floor(random() * 5) - 2) * HOUR_MS;
        // Customers book weeks ahead: the further off, the fewer of the unit's days are sold yet.
        if (pickUp <= now || random() < Math.exp(-(pickUp - now) / (60 * DAY_MS)))
          add(pair, pickUp, dropOff, false);
        at = dropOff + TURNAROUND_MINUTES * 60_000 + random() * 3 * DAY_MS + HOUR_MS;
      }
    }
  const live = reservations.length;
  const cancelled = Math.round(live * 0.15);
  for (let index = 0; index < cancelled; index += 1) {
    const pickUp =
      now - HALF_YEAR_MS + Math.floor((random() * 2 * HALF_YEAR_MS) / HOUR_MS) * HOUR_MS;
    add(pick(random, options.pairs), pickUp, pickUp + rentalDays(random) * DAY_MS, true);
  }
  reservations.sort((a, b) => a.created - b.created);
  const quotes = Math.max(0, options.rows - reservations.length);
  let fromQuotes = 0;
  reservations.forEach((row, index) => {
    row.n = seededReference('R', index);
    if (row.s !== 'CANCELLED' && Date.parse(row.p) > now && fromQuotes < quotes && random() < 0.25)
      row.q = seededReference('Q', fromQuotes++);
  });
  return { reservations, live, cancelled, quotes, fromQuotes, email, random };
}

const RESERVATION_INSERT = `
  insert into reservations (reservation_number, status, pick_up_branch, drop_off_branch,
    vehicle_group, pick_up_at, drop_off_at, occupied_from, occupied_until, created_at, updated_at,
    quote_number, account_type, rate_code, rate_desc, request, lines, total_cents, liability_cents,
    currency, renter_email, customer, payment)
  select r.n, r.s, r.b, r.b, r.g, r.p, r.d, r.p, r.d + make_interval(mins => ${TURNAROUND_MINUTES}),
    r.c, r.c, r.q, t.account_type, t.rate_code, t.rate_desc, t.request, t.lines, t.total_cents,
    t.liability_cents, br.currency, r.e, jsonb_set(t.customer, '{renterEmail}', to_jsonb(r.e)),
    t.payment
  from json_to_recordset($1::json) as r(n text, s text, b text, g text, p timestamptz,
    d timestamptz, c timestamptz, q text, e text)
  join branches br on br.code = r.b
  cross join (select * from reservations where reservation_number = $2) t`;

const QUOTE_INSERT = `
  insert into quotes (quote_number, request, lines, total_cents, currency, account_type,
    first_name, last_name, email, created_at, expires_at)
  select r.n, t.request, t.lines, t.total_cents, t.currency, t.account_type, t.first_name,
    t.last_name, r.e, r.c, r.c + interval '7 days'
  from json_to_recordset($1::json) as r(n text, e text, c timestamptz)
  cross join (select * from quotes where quote_number = $2) t`;

/** Writes the planned year with multi-row inserts of 10 000 rows, then refreshes statistics. */
export async function seedYear(
  client: pg.Client,
  options: YearSeedOptions,
): Promise<YearSeedResult> {
  const started = performance.now();
  const plan = planYear(options);
  for (let start = 0; start < plan.quotes; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, plan.quotes - start) }, (_, offset) => ({
      n: seededReference('Q', start + offset),
      e: plan.email(),
      c: new Date(options.now.getTime() - plan.random() * HALF_YEAR_MS).toISOString(),
    }));
    await client.query(QUOTE_INSERT, [JSON.stringify(rows), options.templateQuote]);
  }
  for (let start = 0; start < plan.reservations.length; start += CHUNK) {
    const rows = plan.reservations
      .slice(start, start + CHUNK)
      .map(({ created: _created, ...row }) => row);
    await client.query(RESERVATION_INSERT, [JSON.stringify(rows), options.templateReservation]);
  }
  await client.query('analyze reservations');
  await client.query('analyze quotes');
  return {
    live: plan.live,
    cancelled: plan.cancelled,
    quotes: plan.quotes,
    fromQuotes: plan.fromQuotes,
    seconds: (performance.now() - started) / 1000,
  };
}
