import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDaysToDate, toLocalDateTime } from '@bluu/contracts/time';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/database.ts';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { rows } from './support/http.ts';
import { startServer, stopServer, type ServerProcess } from './support/server-process.ts';

/** A booking whose upload stops half-way until `finish()` sends the rest. */
async function halfUploadedBooking(url: string) {
  const today = toLocalDateTime(new Date()).slice(0, 10);
  const body = Buffer.from(
    JSON.stringify({
      pickUpBranch: 'JS',
      pickUpDateTime: `${addDaysToDate(today, 5)} 10:00`,
      dropOffBranch: 'JS',
      dropOffDateTime: `${addDaysToDate(today, 8)} 10:00`,
      accountType: 'I',
      foreignLocal: 'L',
      vehicleGroup: 'A1',
      selectedWaiver: 'CDW',
      customerDetails: renter(),
      payment: cardPayment(),
    }),
  );
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = once(socket, 'close');
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/Booking HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, half));
  return {
    /** Sends the rest and resolves with the whole raw answer once the server closes. */
    async finish(): Promise<string> {
      socket.end(body.subarray(half));
      await closed;
      return answer;
    },
  };
}

/** Waits until the server has logged (at debug) that a request for this path arrived. */
async function waitForIncoming(server: ServerProcess, path: string): Promise<void> {
  await expect
    .poll(() => server.output().includes(`"url":"${path}"`), { timeout: 60_000, interval: 50 })
    .toBe(true);
}

/** /readyz as a load balancer sees it: a status, or 'refused' once nothing listens. */
async function readiness(url: string): Promise<number | 'refused'> {
  try {
    return (await fetch(`${url}/readyz`, { headers: { connection: 'close' } })).status;
  } catch {
    return 'refused';
  }
}

// A graceful stop of a real server process on PGlite (the PostgreSQL pass has no data folder).
describe.skipIf(process.env.TEST_DATABASE_URL)('shutting down on SIGTERM', () => {
  const folder = mkdtempSync(join(tmpdir(), 'bluu-shutdown-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  });

  it('reports not ready first, answers the requests already received, then closes', async () => {
    // At debug, each request's arrival is logged: the sign that the booking is in.
    server = await startServer({ DATA_DIR: folder, LOG_LEVEL: 'debug' });
    const booking = await halfUploadedBooking(server.url);
    await waitForIncoming(server, '/api/Booking');

    server.process.kill('SIGTERM');
    const seen: Array<number | 'refused'> = [];
    await expect
      .poll(
        async () => {
          seen.push(await readiness(server!.url));
          return seen.at(-1);
        },
        { timeout: 60_000, interval: 50 },
      )
      .not.toBe(200);
    expect(seen.at(-1), `readiness after SIGTERM: ${seen.join(', ')}`).toBe(503);

    const answer = await booking.finish();
    expect(answer, server.output()).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    const reservationNumber = /"reservationNumber":"(\w+)"/.exec(answer)?.[1];
    expect(reservationNumber).toBeDefined();

    expect(await server.exited, server.output()).toBe(0);
    expect(await readiness(server.url)).toBe('refused');

    // The answered booking was committed before the answer: it is there after the stop.
    const database = await openPglite(folder);
    try {
      const stored = await rows(
        database.db,
        `select status from reservations where reservation_number = '${reservationNumber}'`,
      );
      expect(stored).toEqual([{ status: 'CONFIRMED' }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
