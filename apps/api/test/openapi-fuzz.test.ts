import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/plugins/session.ts';
import {
  CAR_SELECTION,
  CAR_TRIP,
  cardPayment,
  renter,
  TEST_CARD,
} from './support/booking-fixtures.ts';
import { codeOf, fault, rows } from './support/http.ts';
import {
  operationsOf,
  requestsFor,
  type FuzzRequest,
  type Hints,
  type SessionKind,
  SESSION_USER_PLACEHOLDER,
} from './support/openapi-requests.ts';
import { registerAndSignIn, USER_PASSWORD } from './support/signed-in-user.ts';
import { installWriteLog } from './support/write-log.ts';
import { startTestApp } from './support/test-app.ts';

/**
 * Property-based fuzzing of every operation in the OpenAPI description (decision 0031): requests
 * generated from each operation's schema, then mutated. No answer is a 5xx, every refusal has
 * the product's error shape, and a refused request writes nothing.
 *
 * FUZZ_RUNS is the number of generated requests over all operations: 1 500 by default, 10 000
 * when the suite runs on PostgreSQL (TEST_DATABASE_URL); FUZZ_SEED replays a run.
 */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DATABASE_URL ? 10_000 : 1_500));
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let now = parseLocalDateTime('2026-12-01 08:00')!;
/**
 * Each operation is fuzzed 11 minutes after the one before (about 10 hours in all, within a
 * session's 12): a reference locked by the last operation's wrong e-mails (10 in 10 minutes)
 * is open again, so changes and cancellations still reach their rules.
 */
const OPERATION_MINUTES = 11;
// The operations are read from the running app's description, so the app starts while the
// tests are collected.
const OPERATOR_TOKEN = 'fuzz-operator-token-0123456789';
const ctx = await startTestApp(() => now, { METRICS_TOKEN: OPERATOR_TOKEN });
const db = ctx.database.db;
const operations = operationsOf((await ctx.app.inject('/api/openapi.json')).json());
const runsPerOperation = Math.ceil(FUZZ_RUNS / operations.length);

let clientNo = 0;
/** Each request from a client of its own: the per-client rate limits are not what is fuzzed. */
function nextClient(): string {
  clientNo += 1;
  return `10.${20 + Math.floor(clientNo / 62_500)}.${Math.floor(clientNo / 250) % 250}.${(clientNo % 250) + 1}`;
}

const tally = {
  requests: 0,
  byStatus: new Map<number, number>(),
  byOperation: new Map<string, Map<number, number>>(),
  validation: 0,
  refusedWithoutWrite: 0,
  /** Signed-in requests whose X-Session-User named the session's own individual. */
  namingSessionUser: 0,
  started: Date.now(),
};

const writeLog = await installWriteLog(db);

async function reference(query: string): Promise<string[]> {
  return (await rows(db, query)).map((row) => String(row.v));
}

// A real booking and saved quote, so that look-ups, changes and cancellations reach their rules.
const bookingEmail = 'fuzz.renter@example.co.za';
const bookingBody = {
  ...CAR_SELECTION,
  customerDetails: renter({ renterEmail: bookingEmail }),
  payment: cardPayment(),
};
const book = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Booking',
    payload: bookingBody,
    remoteAddress: nextClient(),
  });
// One booking to look up and change, one to cancel.
const booked = [await book(), await book()];
const saved = await ctx.app.inject({
  method: 'POST',
  url: '/api/Quote/save',
  payload: { ...CAR_SELECTION, name: 'Thandi', surname: 'Nkosi', emailAddress: bookingEmail },
  remoteAddress: nextClient(),
});
const [reservationNumber, toCancel] = booked.map((response) =>
  String(response.json<{ reservationNumber?: string }>().reservationNumber),
);
const quoteNumber = String(saved.json<{ quoteNumber?: string }>().quoteNumber);

const userEmail = 'fuzz.individual@example.com';
const DATES = [
  '2026-12-01 08:00',
  '2026-12-01 10:30',
  '2026-12-02 10:00',
  '2026-12-05 10:00',
  '2026-12-10 10:00',
  '2027-02-28 12:00',
  // The ends of what the parser reads: the schema refuses the last year.
  '0100-01-01 10:00',
  '9998-12-30 10:00',
  '9999-12-30 10:00',
  '9999-12-31 23:59',
];
const HINTS: Array<[RegExp, string[]]> = [
  [/branch$/i, await reference(`select code as v from branches`)],
  [/DateTime$/, DATES],
  [/^vehicleGroup$/, await reference(`select code as v from vehicle_groups`)],
  [/^productCode$/, await reference(`select code as v from products`)],
  [
    /^rateCode$/,
    await reference(`select code as v from rate_codes union select code from d2d_rate_codes`),
  ],
  [/^(accountNo|accountNumber)$/, ['C10001', 'C10002', 'T20001']],
  [/^(pin|customerGroupPin)$/, ['4821', '2468', '0000']],
  [/email/i, [bookingEmail, userEmail, 'a@b.co', bookingEmail.toUpperCase()]],
  // The cancellation's field names only the booking to cancel, so the other stays changeable.
  [/^reservationNo$/, [toCancel!, 'R234567892']],
  [/^(reference|reservationNumber)$/, [reservationNumber!, toCancel!, 'R234567892']],
  [/^quoteNumber$/, [quoteNumber, 'Q234567892']],
  [
    /(placeId|PlaceIds|^origin$|^destination$|^stopOvers$)/,
    await reference(`select id as v from places order by rank desc limit 20`),
  ],
  [/^input$/, ['Sandton', 'Cape Town', 'OR Tambo', 'jo']],
  [/password/i, [USER_PASSWORD, 'short']],
  [/^(renterID|profileID|registerID|IDPassportNumber|idPassportNumber)$/, ['8001015009087']],
  [/(phone|contactNo|ContactNumber)/i, ['+27821234567', '+27-821234567']],
  [/(firstName|Firstname|^name$|FirstName)/, ['Thandi']],
  [/(surname|lastName|Lastname|LastName)/, ['Nkosi']],
  [/^moP_No$/, [TEST_CARD]],
  [/^moP_Expiry$/, ['202812']],
  [/^moP_Type$/, ['VS', 'AC', 'MC']],
  [/^otp$/, ['1234']],
];
const hints: Hints = (name) => HINTS.find(([pattern]) => pattern.test(name))?.[1];

const contact = { name: 'Thandi', surname: 'Nkosi', emailAddress: bookingEmail };
const d2dTrip = {
  numberPassengers: 5,
  pickUpPlaceId: 'za-gp-ekurhuleni-o-r-tambo-international-airport',
  additionalPickUpPlaceIds: ['za-gp-johannesburg-rosebank'],
  dropOffPlaceId: 'za-gp-johannesburg-sandton',
  pickUpDateTime: '2026-12-02 10:00',
  dropOffDateTime: '2026-12-02 10:01',
  vehicleGroup: 'TK',
  fee: 50,
};
/** Bodies the domain accepts, for the operations that write: their mutations get past validation. */
const EXAMPLES: Record<string, unknown> = {
  'POST /api/Booking/availability': CAR_TRIP,
  'POST /api/Quote': CAR_SELECTION,
  'POST /api/Quote/save': { ...CAR_SELECTION, ...contact },
  'POST /api/Booking': bookingBody,
  'PUT /api/Booking/{reservationNumber}': { ...bookingBody, email: bookingEmail },
  'POST /api/Booking/cancel': {
    reservationNo: toCancel,
    email: bookingEmail,
    firstName: 'Thandi',
    lastName: 'Nkosi',
  },
  'POST /api/Booking/d2d/availability': d2dTrip,
  'POST /api/Quote/d2d': d2dTrip,
  'POST /api/Quote/d2d/save': { ...d2dTrip, ...contact },
  'POST /api/Booking/d2d': {
    ...d2dTrip,
    customerDetails: renter({ iD_Type: '', renterID: '', renterEmail: bookingEmail }),
    payment: { moP_Type: 'VS', moP_No: TEST_CARD },
  },
  'POST /api/web/user/send-external-contact': {
    contactDetails: {
      contactEnquiry: 'Customer care',
      contactFullname: 'Thandi Nkosi',
      contactNumber: '082 123 4567',
      contactEmail: bookingEmail,
      contactSubject: 'Invoice',
      contactMessage: 'Please send me the invoice.',
      consent: true,
    },
  },
};

/** A signed-in session's cookie; sessions are renewed when a fuzzed request ended them. */
const cookies: Record<Exclude<SessionKind, 'none'>, string | undefined> = {
  account: undefined,
  tour: undefined,
  user: undefined,
};

async function accountCookie(payload: Record<string, string>): Promise<string | undefined> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/Customer/accounts',
    payload,
    remoteAddress: nextClient(),
  });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return response.statusCode === 200 && cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

async function isLive(cookie: string | undefined): Promise<boolean> {
  if (!cookie) return false;
  const unsigned = ctx.app.unsignCookie(decodeURIComponent(cookie.split('=')[1]!));
  if (!unsigned.valid || !unsigned.value) return false;
  const tokenHash = createHash('sha256').update(unsigned.value).digest('hex');
  return (await rows(db, `select 1 from sessions where token_hash = '${tokenHash}'`)).length > 0;
}

let users = 0;
/** The e-mail of the individual registered last; a locked one is replaced by the next. */
function individualEmail(): string {
  return users <= 1 ? userEmail : `fuzz.individual.${users}@example.com`;
}
/**
 * Signs in again where a fuzzed request ended a session (a logout, a password change). The
 * customer group GRP100 (corporate C10001) and T20002 are not among the hints, so no fuzzed
 * guess locks them.
 */
async function renewSessions(): Promise<void> {
  if (!(await isLive(cookies.account)))
    cookies.account = await accountCookie({
      accountType: 'C',
      customerGroupCode: 'GRP100',
      customerGroupPin: '5555',
    });
  if (!(await isLive(cookies.tour)))
    cookies.tour = await accountCookie({ accountType: 'T', accountNo: 'T20002', pin: '1357' });
  if (!(await isLive(cookies.user))) {
    users += 1;
    cookies.user = await registerAndSignIn(ctx.app, db, {
      email: individualEmail(),
      remoteAddress: nextClient,
    });
  }
  expect(cookies, 'every session signed in').toEqual({
    account: expect.any(String),
    tour: expect.any(String),
    user: expect.any(String),
  });
}

/** The id of the individual whose session `cookies.user` holds (the last one registered). */
async function signedInUserId(): Promise<string> {
  const [user] = await rows(db, `select id from users where email = '${individualEmail()}'`);
  return String(user?.id);
}

function operationTally(request: FuzzRequest): Map<number, number> {
  const counts = tally.byOperation.get(request.operation) ?? new Map<number, number>();
  tally.byOperation.set(request.operation, counts);
  return counts;
}

function statusList(counts: Map<number, number>): string {
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}

/** An answer's body as text, uncompressed when an Accept-Encoding header had it compressed. */
function decoded(response: LightMyRequestResponse): string {
  const decompress = {
    br: brotliDecompressSync,
    gzip: gunzipSync,
    deflate: inflateSync,
  }[String(response.headers['content-encoding'])];
  return decompress ? decompress(response.rawPayload).toString() : response.body;
}

/** What is wrong with one answer to a generated request, if anything. */
async function send(request: FuzzRequest): Promise<string | undefined> {
  const session = request.session === 'none' ? undefined : cookies[request.session];
  const headers = { ...request.headers };
  if (headers['x-session-user'] === SESSION_USER_PLACEHOLDER) {
    headers['x-session-user'] = await signedInUserId();
    if (request.session === 'user') tally.namingSessionUser += 1;
  }
  if (session) headers.cookie = headers.cookie ? `${headers.cookie}; ${session}` : session;
  // Signed-in requests to the operators' routes carry their token, so what is behind it is fuzzed.
  if (session && /^\/(metrics|ops\/)/.test(request.url))
    headers.authorization = `Bearer ${OPERATOR_TOKEN}`;
  const before = await writeLog.position();
  const response = await ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    remoteAddress: request.local ? '127.0.0.1' : nextClient(),
  });
  tally.requests += 1;
  for (const counts of [tally.byStatus, operationTally(request)])
    counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
  const label = `${request.method} ${request.url.slice(0, 200)}`;
  const answer = { statusCode: response.statusCode, body: decoded(response) };
  const problem = fault(label, answer);
  if (problem) return problem;
  if (/node_modules|\.ts:\d+:\d+|\bat [\w.<>]+ \(/.test(answer.body))
    return `${label}: a stack trace in the answer`;
  if (response.statusCode < 400) return undefined;
  if (codeOf({ json: () => JSON.parse(answer.body) }) === 'VALIDATION') tally.validation += 1;
  const written = await writeLog.writtenSince(before);
  if (written.length > 0)
    return `${label}: refused with ${response.statusCode} ${response.body.slice(0, 200)}, but wrote ${written.join(', ')}`;
  tally.refusedWithoutWrite += 1;
  return undefined;
}

afterAll(async () => {
  await ctx.close();
  console.log(
    [
      `OpenAPI fuzzing: ${tally.requests} requests to ${operations.length} operations ` +
        `in ${((Date.now() - tally.started) / 1000).toFixed(0)} s ` +
        `(${runsPerOperation} generated per operation, FUZZ_RUNS=${FUZZ_RUNS})`,
      `  by status: ${statusList(tally.byStatus)}`,
      `  400 VALIDATION: ${tally.validation}; refusals that wrote nothing: ${tally.refusedWithoutWrite}`,
      ...[...tally.byOperation].map(
        ([operation, counts]) => `  ${operation}: ${statusList(counts)}`,
      ),
    ].join('\n'),
  );
});

describe('every operation of the OpenAPI description under generated hostile requests', () => {
  it('starts from two real bookings and a saved quote', () => {
    for (const response of booked) expect(response.statusCode, response.body).toBe(200);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('sees a committed write in the write log, and not a rolled-back one', async () => {
    const before = await writeLog.position();
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update branches set name = name where code = 'JS'`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await writeLog.writtenSince(before)).toEqual([]);
    await db.execute(sql`update branches set name = name where code = 'JS'`);
    expect(await writeLog.writtenSince(before)).toEqual(['branches']);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation]))(
    '%s: no 5xx, coded refusals, nothing written when refused',
    async (_name, operation) => {
      now = new Date(now.getTime() + OPERATION_MINUTES * 60_000);
      await renewSessions();
      await fc.assert(
        fc.asyncProperty(
          requestsFor(operation, hints, EXAMPLES[`${operation.method} ${operation.path}`]),
          async (request) => {
            const problem = await send(request);
            if (problem) throw new Error(problem);
          },
        ),
        { numRuns: runsPerOperation, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
      );
    },
  );

  it('mostly measures validation, not rate limits', () => {
    const refusedByLimits = tally.byStatus.get(429) ?? 0;
    expect(tally.requests).toBeGreaterThanOrEqual(FUZZ_RUNS);
    expect(refusedByLimits / tally.requests).toBeLessThan(0.05);
    expect(tally.validation / tally.requests).toBeGreaterThan(0.3);
  });

  it("also sent the session's own individual in X-Session-User, not only strangers", () => {
    expect(tally.namingSessionUser).toBeGreaterThan(0);
  });
});
