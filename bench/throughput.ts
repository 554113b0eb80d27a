import { CONNECTIONS, measure, type Measurement } from './measure.ts';
import { checkCapacity, freshDatabase, withClient } from './postgres.ts';
import { startProductServer } from './server-process.ts';
import {
  booking,
  clientAddress,
  pick,
  randomSource,
  rentalPairs,
  type RentalPair,
} from './traffic.ts';

/**
 * Bookings per second on PostgreSQL at 50 connections: spread over every branch and group,
 * then all at one branch and group (one capacity row, so every booking waits for the one
 * before), each a new renter, pick-up 2–360 days ahead; then a sweep that no branch and group
 * holds more live reservations at any instant than it has units.
 */
const PORT = Number(process.env.THROUGHPUT_PORT ?? 3550);

function bookings(pairs: RentalPair[], seed: number, days: number) {
  const random = randomSource(seed);
  let count = 0;
  return {
    method: 'POST' as const,
    next: () => ({
      path: '/api/Booking',
      body: booking(
        pick(random, pairs),
        2 + Math.floor(random() * 359),
        1 + Math.floor(random() * days),
        `renter${seed}.${(count += 1)}@example.co.za`,
      ),
      headers: { 'x-forwarded-for': clientAddress(random) },
    }),
  };
}

const url = await freshDatabase('bench_tput');
const server = await startProductServer(PORT, { DATABASE_URL: url, TRUST_PROXY: 'loopback' });
const rows: Measurement[] = [];
let hot: RentalPair;
try {
  const pairs = await withClient(url, rentalPairs);
  hot = pairs.find((pair) => pair.branch === 'JS' && pair.group === 'A1') ?? pairs[0]!;
  // Warm-up, not counted: the first seconds of a fresh server run unoptimised code.
  await measure('warm-up', server.url, { ...bookings(pairs, 3, 5), seconds: 3 });
  rows.push(await measure('spread over every branch and group', server.url, bookings(pairs, 5, 5)));
  rows.push(
    await measure(
      `one branch and group (${hot.branch} ${hot.group}, ${hot.units} units)`,
      server.url,
      bookings([hot], 7, 2),
    ),
  );
} finally {
  await server.stop();
}
const check = await withClient(url, checkCapacity);

console.log(
  `\nPOST /api/Booking on PostgreSQL, ${CONNECTIONS} connections, ${rows[0]!.seconds} s per row\n`,
);
console.log('| bookings | answered/s | made/s | made | non-2xx | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${(row.ok / row.seconds).toFixed(0)} | ${row.ok} | ${row.refusals || 0} | ${row.p50} | ${row.p99} | ${row.errors} |`,
  );
console.log(
  `\nAfterwards: ${check.live} live reservations over ${check.pairs} branch-and-group pairs, ${check.overbooked.length} over capacity${check.overbooked.length ? `: ${JSON.stringify(check.overbooked)}` : ''}`,
);
if (check.overbooked.length > 0) process.exitCode = 1;
