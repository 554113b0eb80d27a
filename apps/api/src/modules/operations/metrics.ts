import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DomainError, type ErrorCode } from '../../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route makes bookings: its answers count as bookings made or refused (by code). */
    countsBookings?: boolean;
  }
}

/** A cache asked for a value: found (`hit`) or read from the database (`miss`). */
export type CacheLookup = (result: 'hit' | 'miss') => void;

/**
 * An lru-cache `fetch` status as a hit or miss: a stale value served while it reloads, or a load
 * already under way for another caller, costs this caller no database read.
 */
export function lookupResult(status: { fetch?: string }): 'hit' | 'miss' {
  return status.fetch === 'miss' || status.fetch === 'refresh' ? 'miss' : 'hit';
}

/** What the outbox holds now, read when /metrics is scraped. */
export interface OutboxFigures {
  pending: number;
  /** Pending mail whose latest attempt failed. */
  failing: number;
  oldestPendingAt: Date | null;
}

export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
  /** The most connections the pool opens (`DATABASE_POOL_SIZE`). */
  max: number;
}

export interface MetricSources {
  outbox: () => Promise<OutboxFigures>;
  /** The PostgreSQL pool's connections; absent on PGlite. */
  pool?: () => PoolFigures;
  now: () => Date;
  /** Whether Redis answers (SharedState.redisReachable); absent without REDIS_URL. */
  redisUp?: () => boolean;
}

/** Route label of a request that matched no route, so unknown URLs cannot multiply the series. */
const UNMATCHED = 'unmatched';

/** The refusal code when the error carries none: what the error handler answers for the status. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 429) return 'TOO_MANY_ATTEMPTS';
  if (status === 409) return 'CONFLICT';
  // The database could not give a connection (plugins/errors.ts).
  if (status === 503) return 'TEMPORARILY_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION';
}

/**
 * The operators' figures in Prometheus form, one registry per app: requests by route pattern and
 * status, bookings made and refused, outbox depth, cache hit rates, the database pool, and the
 * process's own (`process_*`, `nodejs_*`).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'bluu_bookings_total',
    help: 'Booking requests answered: made, or refused with the reason code',
    labelNames: ['route', 'outcome', 'reason'] as const,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'bluu_cache_lookups_total',
    help: 'Look-ups of the in-memory caches (reference data, occupancy), hit or miss',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const refusalCodes = new WeakMap<FastifyRequest, ErrorCode>();

  return {
    registry,
    /** Counts one look-up of the named cache. */
    cacheLookup(cache: 'reference' | 'occupancy'): CacheLookup {
      return (result) => cacheLookups.inc({ cache, result });
    },
    /** Reads the outbox and pool figures from `sources` at each scrape. */
    observe(sources: MetricSources): void {
      registerGauges(registry, sources);
    },
    /** Counts every answer of `app` (call before its routes are registered). */
    countRequests(app: FastifyInstance): void {
      app.addHook('onError', (request, _reply, error, done) => {
        if (error instanceof DomainError) refusalCodes.set(request, error.code);
        done();
      });
      const count = (request: FastifyRequest, reply: FastifyReply) => {
        const route = request.routeOptions.url ?? UNMATCHED;
        const labels = { method: request.method, route, status_code: reply.statusCode };
        requests.inc(labels);
        latency.observe(labels, reply.elapsedTime / 1000);
        if (!request.routeOptions.config.countsBookings) return;
        if (reply.statusCode < 400) bookings.inc({ route, outcome: 'made', reason: '' });
        else {
          const reason = refusalCodes.get(request) ?? codeOfStatus(reply.statusCode);
          bookings.inc({ route, outcome: 'refused', reason });
        }
      };
      app.addHook('onResponse', (request, reply, done) => {
        count(request, reply);
        done();
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function registerGauges(registry: Registry, sources: MetricSources): void {
  let figures: Promise<OutboxFigures> | undefined;
  // One outbox query per scrape, shared by its three gauges.
  const outboxFigures = () => (figures ??= sources.outbox().finally(() => (figures = undefined)));
  new Gauge({
    name: 'bluu_outbox_pending',
    help: 'Mail in the outbox not yet sent',
    registers: [registry],
    async collect() {
      this.set((await outboxFigures()).pending);
    },
  });
  new Gauge({
    name: 'bluu_outbox_failing',
    help: 'Mail whose latest attempt failed: pending a retry, or refused for good (5xx) until an operator retries it (listed at GET /ops/outbox/failed)',
    registers: [registry],
    async collect() {
      this.set((await outboxFigures()).failing);
    },
  });
  new Gauge({
    name: 'bluu_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail not yet sent (0 when none is pending)',
    registers: [registry],
    async collect() {
      const oldest = (await outboxFigures()).oldestPendingAt;
      this.set(oldest ? Math.max(0, (sources.now().getTime() - oldest.getTime()) / 1000) : 0);
    },
  });
  const redisUp = sources.redisUp;
  if (redisUp)
    new Gauge({
      name: 'bluu_redis_up',
      help: 'Whether Redis answered the latest command (1) or is out of reach (0): sign-in, PIN and OTP sends answer 503 meanwhile',
      registers: [registry],
      collect() {
        this.set(redisUp() ? 1 : 0);
      },
    });
  const pool = sources.pool;
  if (!pool) return;
  new Gauge({
    name: 'bluu_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, and requests waiting for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { total, idle, waiting } = pool();
      this.set({ state: 'total' }, total);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'bluu_db_pool_connections_max',
    help: 'The most PostgreSQL connections this server opens (DATABASE_POOL_SIZE): servers × this must stay under max_connections and the role limit',
    registers: [registry],
    collect() {
      this.set(pool().max);
    },
  });
}
