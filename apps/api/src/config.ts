import { z } from 'zod';
import { isTileUrlTemplate } from './modules/maps/map-tiles.ts';

/**
 * A URL of one of `schemes`, written in lower case with `//`: a URL of another kind (an `http://`
 * REDIS_URL, `localhost:3000` read as the scheme `localhost:`) would start the server and then fail
 * every request that needs it. `urlOf(['redis', 'rediss'], 'a')` says "must be a redis:// or
 * rediss:// URL".
 */
function urlOf(schemes: string[], article: 'a' | 'an') {
  const prefixes = schemes.map((scheme) => `${scheme}://`);
  return z
    .string()
    .trim()
    .refine((text) => prefixes.some((prefix) => text.startsWith(prefix)) && URL.canParse(text), {
      message: `must be ${article} ${prefixes.join(' or ')} URL`,
    });
}

/** `urlOf`, with an empty value meaning unset. */
function optionalUrlOf(schemes: string[], article: 'a' | 'an') {
  return z
    .string()
    .trim()
    .transform((text) => (text === '' ? undefined : text))
    .pipe(urlOf(schemes, article).optional())
    .optional();
}

const HTTP = ['http', 'https'];

/** Connections of one server's PostgreSQL pool when `DATABASE_POOL_SIZE` is unset. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;
const POOL_SIZE_RULE = 'must be a whole number of connections from 1 to 100';

/** proxy-addr's names for address ranges, accepted beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * The load balancers whose X-Forwarded-For is believed: unset (or `off`) trusts nobody and the
 * socket's address is the client; otherwise a comma-separated list of addresses or CIDR ranges.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((text, context): false | string[] => {
    if (['', 'off', 'false', 'none'].includes(text.toLowerCase())) return false;
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const entry of entries) {
      if (PROXY_RANGE_NAMES.includes(entry) || proxyAddress.safeParse(entry).success) continue;
      context.addIssue({
        code: 'custom',
        message: `"${entry}" is not an IP address or CIDR range (e.g. 10.0.0.5,10.1.0.0/16 or loopback)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Environment variables (DESIGN.md §3), validated at start-up. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrlOf(['postgres', 'postgresql'], 'a'),
  /**
   * The most PostgreSQL connections one server opens (ignored on PGlite, one connection). Every
   * server may open this many: servers × this must stay under the database's `max_connections`
   * and the role's connection limit, or requests beyond them are refused with 503.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: POOL_SIZE_RULE })
    .int(POOL_SIZE_RULE)
    .min(1, POOL_SIZE_RULE)
    .max(100, POOL_SIZE_RULE)
    .default(DEFAULT_DATABASE_POOL_SIZE),
  SMTP_URL: optionalUrlOf(['smtp', 'smtps'], 'an'),
  MAIL_FROM: z.string().default('Bluu Car Rental <reservations@bluu.co.za>'),
  /** Server-side key of Google's Places API (New) and Routes API; unset, the gazetteer serves. */
  GOOGLE_MAPS_API_KEY: z
    .string()
    .trim()
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
  /** Base URLs of Google's Places and Routes APIs (tests point them at a local fake). */
  GOOGLE_PLACES_URL: urlOf(HTTP, 'an').default('https://places.googleapis.com'),
  GOOGLE_ROUTES_URL: urlOf(HTTP, 'an').default('https://routes.googleapis.com'),
  /** How long a call to Google may take before the gazetteer answers instead. */
  GOOGLE_MAPS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  /** Road-detour factor of the gazetteer's great-circle distances (DESIGN.md §3). */
  MAPS_ROAD_FACTOR: z.coerce.number().min(1).max(3).default(1.3),
  /** Leaflet's tile URL template for the site's maps; unset, they draw the embedded outline only. */
  MAP_TILE_URL: z
    .string()
    .trim()
    .transform((text) => (text === '' ? undefined : text))
    .refine((text) => text === undefined || isTileUrlTemplate(text), {
      message: 'must be an http(s) tile URL template with {z}, {x} and {y}',
    })
    .optional(),
  /** The tile provider's attribution shown on the maps (e.g. '© OpenStreetMap contributors'). */
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300).default(''),
  CONTENT_API_URL: optionalUrlOf(HTTP, 'an'),
  REDIS_URL: optionalUrlOf(['redis', 'rediss'], 'a'),
  /** Before every Redis key and channel (`bluu:` when unset): deployments sharing one Redis differ. */
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .max(64)
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
  /**
   * The operators' bearer token for GET /metrics and /ops/*; unset, those routes answer 404.
   * At least 16 characters.
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((text) => (text === '' ? undefined : text))
    .pipe(z.string().min(16, 'must be at least 16 characters').optional())
    .optional(),
  TRUST_PROXY: trustProxy,
  PUBLIC_URL: urlOf(HTTP, 'an').default('http://localhost:3000'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long reference data (branches, fleet, rates) is kept in memory; 0 reads it every time. */
  REFERENCE_CACHE_SECONDS: z.coerce.number().min(0).default(30),
  /**
   * How long a slice of a branch's occupancy is kept for availability answers before it is read
   * again; 0 reads it every time. Every write drops the slices it touches, on every server through
   * Redis when several serve, so this only bounds a copy that missed a drop, as while Redis is out
   * of reach (decision record 0036; it was 2 s).
   */
  OCCUPANCY_CACHE_SECONDS: z.coerce.number().min(0).default(30),
  /** Folder of the built site; the API runs without it. */
  WEB_DIST_DIR: z.string().optional(),
});
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the configuration from the environment, or throws a message naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
