import { measure, median, share, type Measurement, type MeasureOptions } from './measure.ts';
import { checkCapacity, freshDatabase, withClient } from './postgres.ts';
import { startBareServer, startProductServer, type RunningServer } from './server-process.ts';
import {
  booking,
  clientAddress,
  pick,
  randomSource,
  rentalPairs,
  search,
  type RentalPair,
} from './traffic.ts';
import { seedYear, type YearSeedResult } from './year-seed.ts';

/**
 * Availability, quote, booking and Manage Booking look-ups on an empty PostgreSQL database and
 * on one holding a year of bookings and quotes (YEAR_ROWS, default 500 000), in one run, beside
 * a bare Fastify route. Each request asks about another branch, group and period.
 */
const ROWS = Number(process.env.YEAR_ROWS ?? 500_000);
const PORT = Number(process.env.YEAR_PORT ?? 3500);
const EMAIL = 'year.bench@example.co.za';
const WARM_UP_SECONDS = Number(process.env.YEAR_WARM_UP_SECONDS ?? 2);
const ROUNDS = Number(process.env.YEAR_ROUNDS ?? 5);
const RUN_SECONDS = Number(process.env.YEAR_SECONDS ?? 6);
/** Only the endpoint with this label, e.g. `YEAR_ONLY='POST /api/Booking'`. */
const ONLY = process.env.YEAR_ONLY;

interface Made {
  reservation: string;
  quote: string;
  pair: RentalPair;
}

async function post(server: RunningServer, path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** One reservation and one saved quote through the API: looked up, and copied by the seed. */
async function makeOne(server: RunningServer, pairs: RentalPair[]): Promise<Made> {
  const pair = pairs.find((candidate) => candidate.branch === 'JS') ?? pairs[0]!;
  const made = await post(server, '/api/Booking', booking(pair, 20, 3, EMAIL));
  const quote = await post(server, '/api/Quote/save', {
    ...search(pair.branch, 25, 4),
    vehicleGroup: pair.group,
    selectedWaiver: 'CDW',
    name: 'Lerato',
    surname: 'Mokoena',
    emailAddress: EMAIL,
  });
  return { reservation: String(made.reservationNumber), quote: String(quote.quoteNumber), pair };
}

function traffic(pairs: RentalPair[], made: Made): Array<[string, MeasureOptions]> {
  const random = randomSource(13);
  const branches = [...new Set(pairs.map((pair) => pair.branch))];
  const client = () => ({ 'x-forwarded-for': clientAddress(random) });
  const days = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  const post = (path: string, body: () => unknown): MeasureOptions => ({
    method: 'POST',
    next: () => ({ path, body: body(), headers: client() }),
  });
  const get = (path: string): MeasureOptions => ({ next: () => ({ path, headers: client() }) });
  let booked = 0;
  return [
    [
      'POST /api/Booking/availability',
      post('/api/Booking/availability', () =>
        search(pick(random, branches), days(2, 150), days(1, 14)),
      ),
    ],
    [
      'POST /api/Quote',
      post('/api/Quote', () => {
        const pair = pick(random, pairs);
        return {
          ...search(pair.branch, days(2, 150), days(1, 14)),
          vehicleGroup: pair.group,
          selectedWaiver: 'CDW',
        };
      }),
    ],
    [
      'POST /api/Booking',
      post('/api/Booking', () =>
        booking(
          pick(random, pairs),
          days(2, 180),
          days(1, 7),
          `bench${(booked += 1)}@example.co.za`,
        ),
      ),
    ],
    [
      'GET /api/Booking/manage (reservation)',
      get(`/api/Booking/manage/${made.reservation}/${EMAIL}`),
    ],
    ['GET /api/Booking/manage (quote)', get(`/api/Booking/manage/${made.quote}/${EMAIL}`)],
  ];
}

/** A fresh database with its own server, one reservation and one quote made through it. */
async function prepare(name: string, port: number) {
  const url = await freshDatabase(name);
  const server = await startProductServer(port, { DATABASE_URL: url, TRUST_PROXY: 'loopback' });
  running.push(server);
  const pairs = await withClient(url, rentalPairs);
  return { url, server, pairs, made: await makeOne(server, pairs) };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

async function seed({ url, pairs, made }: Prepared): Promise<YearSeedResult> {
  const seeded = await withClient(url, (client) =>
    seedYear(client, {
      rows: ROWS,
      now: new Date(),
      // The booking made through the API keeps one unit of its pair.
      pairs: pairs.map((pair) => (pair === made.pair ? { ...pair, units: pair.units - 1 } : pair)),
      templateReservation: made.reservation,
      templateQuote: made.quote,
    }),
  );
  // As a database that grew over a year would be: vacuumed and analysed, its pages written out,
  // so no autovacuum or checkpoint of the bulk load runs during the measurements.
  await withClient(url, async (client) => {
    await client.query('vacuum analyze reservations, quotes');
    await client.query('checkpoint');
  });
  const check = await withClient(url, checkCapacity);
  if (check.overbooked.length > 0)
    throw new Error(`the seed overbooks: ${JSON.stringify(check.overbooked)}`);
  return seeded;
}

const running: RunningServer[] = [];
const rows: Array<[Measurement, Measurement]> = [];
let baseline: Measurement;
let floor: Measurement;
let seeded: YearSeedResult;
let empty: Prepared;
let year: Prepared;
try {
  const bare = await startBareServer(PORT);
  running.push(bare);
  empty = await prepare('bench_year_empty', PORT + 1);
  year = await prepare('bench_year', PORT + 2);
  seeded = await seed(year);
  baseline = await measure('bare Fastify GET /bare', `${bare.url}/bare`);
  // The product's floor: a route that does nothing, through every plugin (headers, session,
  // rate limits, metrics, the access log) – what no endpoint of the product can beat.
  floor = await measure('GET /healthz (every plugin, no work)', `${empty.server.url}/healthz`);
  // Each endpoint on the empty database, then at once on the year: the same machine load for both.
  const emptyTraffic = traffic(empty.pairs, empty.made);
  const yearTraffic = traffic(year.pairs, year.made);
  // Each measured run follows WARM_UP_SECONDS of the same traffic, unmeasured, on the same server,
  // and a checkpoint, so neither database starts with the other's dirty pages still to write; the
  // two databases take turns for ROUNDS rounds and each row is their median (decision record 0033).
  const steady = async (label: string, { server, url }: Prepared, options: MeasureOptions) => {
    await measure(label, server.url, { ...options, seconds: WARM_UP_SECONDS });
    await withClient(url, (client) => client.query('checkpoint'));
    return measure(label, server.url, { ...options, seconds: RUN_SECONDS });
  };
  for (const [index, [label, options]] of emptyTraffic.entries()) {
    if (ONLY && label !== ONLY) continue;
    const runs: [Measurement[], Measurement[]] = [[], []];
    for (let round = 0; round < ROUNDS; round += 1) {
      runs[0].push(await steady(label, empty, options));
      runs[1].push(await steady(label, year, yearTraffic[index]![1]));
    }
    rows.push([median(runs[0]), median(runs[1])]);
  }
} finally {
  await Promise.all(running.map((server) => server.stop()));
}

console.log(
  `\nA year of bookings on PostgreSQL: ${seeded.live + seeded.cancelled} reservations (${seeded.live} live, ${seeded.cancelled} cancelled, ${seeded.fromQuotes} from quotes) and ${seeded.quotes} saved quotes, seeded in ${seeded.seconds.toFixed(0)} s; 50 connections; each figure the median of ${ROUNDS} runs of ${RUN_SECONDS} s, the databases taking turns, each run after ${WARM_UP_SECONDS} s of warm-up and a checkpoint; each request another branch, group and period\n`,
);
console.log(
  '| endpoint | empty req/s | empty p50 ms | empty p99 ms | year req/s | year p50 ms | year p99 ms | p99 year/empty | year share of bare | non-2xx empty / year | errors |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${baseline.name} | ${baseline.requestsPerSecond.toFixed(0)} | ${baseline.p50} | ${baseline.p99} | | | | | 100.0 % | ${baseline.non2xx} | ${baseline.errors} |`,
);
console.log(
  `| ${floor.name} | ${floor.requestsPerSecond.toFixed(0)} | ${floor.p50} | ${floor.p99} | | | | | ${share(floor, baseline)} | ${floor.non2xx} | ${floor.errors} |`,
);
for (const [before, after] of rows) {
  const ratio = `${((after.p99 / Math.max(before.p99, 1)) * 100).toFixed(0)} %`;
  console.log(
    `| ${before.name} | ${before.requestsPerSecond.toFixed(0)} | ${before.p50} | ${before.p99} | ${after.requestsPerSecond.toFixed(0)} | ${after.p50} | ${after.p99} | ${ratio} | ${share(after, baseline)} | ${before.refusals || 0} / ${after.refusals || 0} | ${before.errors + after.errors} |`,
  );
}
let overbooked = 0;
for (const [label, { url }] of [
  ['empty', empty],
  ['year', year],
] as const) {
  const check = await withClient(url, checkCapacity);
  overbooked += check.overbooked.length;
  console.log(
    `\nAfter the run (${label}): ${check.live} live reservations over ${check.pairs} branch-and-group pairs, ${check.overbooked.length} over capacity`,
  );
}
if (overbooked > 0) process.exitCode = 1;
