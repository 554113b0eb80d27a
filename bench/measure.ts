import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Drives one endpoint with 50 connections for the set duration. */
export async function measure(
  name: string,
  url: string,
  options: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<Measurement> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: Measurement[], baseline: Measurement): void {
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per row, embedded database (PGlite)\n`,
  );
  console.log(
    '| endpoint | requests/s | p50 ms | p99 ms | share of bare route | errors | non-2xx |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const share = `${((row.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %`;
    console.log(
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${share} | ${row.errors} | ${row.non2xx} |`,
    );
  }
}
