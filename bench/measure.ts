import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers with a 2xx status. */
  ok: number;
  non2xx: number;
  /** The non-2xx answers by status, e.g. `409×12`; empty when there were none. */
  refusals: string;
  seconds: number;
  /** The server's CPU time per answer, in µs, when its process id was given. */
  cpu?: { user: number; system: number };
}

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** One request of a run whose requests differ: its path (under the measured URL's origin) and body. */
export interface NextRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MeasureOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Builds each request anew (other branches, dates, client addresses). */
  next?: () => NextRequest;
  connections?: number;
  seconds?: number;
  /** The server's process id: its CPU time over the run is read from /proc (Linux). */
  serverPid?: number;
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far, user and system (kernel), in µs. */
function cpuTimeOf(pid: number): { user: number; system: number } {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const micros = (ticks: string) => (Number(ticks) * 1_000_000) / TICKS_PER_SECOND;
  return { user: micros(fields[11]!), system: micros(fields[12]!) };
}

/** Drives one endpoint with 50 connections (by default) for the set duration. */
export async function measure(
  name: string,
  url: string,
  options: MeasureOptions = {},
): Promise<Measurement> {
  const method = options.method ?? 'GET';
  const headers = { 'content-type': 'application/json' };
  const seconds = options.seconds ?? DURATION_SECONDS;
  const next = options.next;
  const cpuBefore = options.serverPid ? cpuTimeOf(options.serverPid) : undefined;
  // Every answer's time, as autocannon measured it (fractional ms): its own histogram keeps
  // whole milliseconds, too coarse to compare p99s of 8 and 11 ms (decision record 0035).
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method,
        connections: options.connections ?? CONNECTIONS,
        duration: seconds,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        requests: next && [
          {
            method,
            setupRequest: (request) => {
              const { path, body, headers: extra } = next();
              return {
                ...request,
                path,
                headers: { ...headers, ...extra },
                body: body === undefined ? undefined : JSON.stringify(body),
              };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
      times.push(ms);
    });
  });
  const cpuAfter = options.serverPid ? cpuTimeOf(options.serverPid) : undefined;
  const answers = result['2xx'] + result.non2xx;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    ok: result['2xx'],
    non2xx: result.non2xx,
    refusals: Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${status}×${count}`)
      .join(' '),
    seconds,
    ...(cpuBefore &&
      cpuAfter &&
      answers > 0 && {
        cpu: {
          user: (cpuAfter.user - cpuBefore.user) / answers,
          system: (cpuAfter.system - cpuBefore.system) / answers,
        },
      }),
  };
}

/** The `p`th percentile of answer times in ms (nearest rank), to a tenth of a millisecond. */
export function percentile(times: number[], p: number): number {
  if (times.length === 0) return 0;
  const sorted = Float64Array.from(times).sort();
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return Math.round(sorted[rank - 1]! * 10) / 10;
}

export function printTable(rows: Measurement[], baseline: Measurement, title: string): void {
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per row, ${title}\n`);
  console.log(
    '| endpoint | requests/s | p50 ms | p99 ms | share of bare route | server CPU per answer: user / kernel µs | errors | non-2xx |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const cpu = row.cpu ? `${row.cpu.user.toFixed(0)} / ${row.cpu.system.toFixed(0)}` : '–';
    console.log(
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${share(row, baseline)} | ${cpu} | ${row.errors} | ${row.non2xx} |`,
    );
  }
}

/**
 * Several runs of one endpoint as one row: the median of each figure (requests/s, p50, p99), the
 * errors and refusals of all runs together.
 */
export function median(runs: Measurement[]): Measurement {
  const middle = (pick: (run: Measurement) => number) =>
    runs.map(pick).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)]!;
  const refusals = new Map<string, number>();
  for (const run of runs)
    for (const part of run.refusals.split(' ').filter(Boolean)) {
      const [status = '', count = '0'] = part.split('×');
      refusals.set(status, (refusals.get(status) ?? 0) + Number(count));
    }
  return {
    name: runs[0]!.name,
    requestsPerSecond: middle((run) => run.requestsPerSecond),
    p50: middle((run) => run.p50),
    p99: middle((run) => run.p99),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    ok: runs.reduce((sum, run) => sum + run.ok, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    refusals: [...refusals].map(([status, count]) => `${status}×${count}`).join(' '),
    seconds: runs[0]!.seconds,
  };
}

/** A row's requests/s as a share of the bare route's: `9.1 %`. */
export function share(row: Measurement, baseline: Measurement): string {
  return `${((row.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %`;
}
