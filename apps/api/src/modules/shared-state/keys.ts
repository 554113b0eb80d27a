import { createHmac } from 'node:crypto';

/**
 * The names of everything the servers keep in Redis, built here and nowhere else. A key's subject
 * – an e-mail address, an account number, a client's address – is never written as such (anyone
 * running `redis-cli keys` or `monitor` would read it) but as a keyed digest of it; the prefix and
 * the kind stay readable: `bluu:limit:user-sign-in:3f9c…`, `bluu:rate-limit:POST/api/…:a41e…`.
 */
export interface SharedKeys {
  /** The key of `rule`'s count for `subject` (an attempt counter). */
  limit(rule: string, subject: string): string;
  /** The key of a per-client rate limit of `route` (method and URL pattern) for `client`. */
  rateLimit(route: string, client: string): string;
  /** The channel that carries cache invalidations. */
  channel: string;
}

/** What the secret is turned into before it digests subjects: the key serves this use only. */
const PURPOSE = 'bluu shared-state key subjects v1';

/** Hex digits of a subject's digest kept in its key: 128 bits, so no two subjects share a count. */
const DIGEST_LENGTH = 32;

/**
 * Keys under `prefix`, their subjects digested with HMAC-SHA256 under a key derived from `secret`.
 * The servers sharing one Redis must share the secret (the session secret, which they share to
 * read each other's cookies), or each would count under keys of its own. Without a secret the
 * derivation is fixed: the keys still hide their subjects from a glance, but whoever has a list of
 * e-mail addresses can match it against them.
 */
export function createSharedKeys(prefix: string, secret: string = PURPOSE): SharedKeys {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  const keyOf = (kind: string, subject: string) =>
    `${prefix}${kind}:${createHmac('sha256', key).update(subject).digest('hex').slice(0, DIGEST_LENGTH)}`;
  return {
    limit: (rule, subject) => keyOf(`limit:${rule}`, subject),
    rateLimit: (route, client) => keyOf(`rate-limit:${route}`, client),
    channel: `${prefix}invalidate`,
  };
}
