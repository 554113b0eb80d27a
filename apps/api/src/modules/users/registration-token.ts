import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A token is 32 bytes: its expiry (6 bytes of epoch milliseconds), then 26 more. */
const EXPIRY_BYTES = 6;
const TOKEN_BYTES = 32;

function withExpiry(expiresAt: Date, rest: Buffer): string {
  const expiry = Buffer.alloc(EXPIRY_BYTES);
  expiry.writeUIntBE(expiresAt.getTime(), 0, EXPIRY_BYTES);
  return Buffer.concat([expiry, rest]).toString('base64url');
}

function decoyTag(key: string, email: string, expiresAtMs: number): Buffer {
  return createHmac('sha256', key)
    .update(`registration decoy\n${email}\n${expiresAtMs}`)
    .digest()
    .subarray(0, TOKEN_BYTES - EXPIRY_BYTES);
}

/**
 * The token of /register for a new profile: its expiry, then 26 random bytes; only its SHA-256
 * is stored. `registrationToken(expiresAt).length === 43`.
 */
export function registrationToken(expiresAt: Date): string {
  return withExpiry(expiresAt, randomBytes(TOKEN_BYTES - EXPIRY_BYTES));
}

/**
 * The token of /register for an e-mail that already has a profile: shaped like a real one, its
 * last 26 bytes an HMAC of the e-mail and expiry keyed by a secret of that profile, so step 2
 * can recognise it without anything stored. `decoyToken(key, email, expiresAt).length === 43`.
 */
export function decoyToken(key: string, email: string, expiresAt: Date): string {
  return withExpiry(expiresAt, decoyTag(key, email, expiresAt.getTime()));
}

/** Whether `token` is a decoy of `decoyToken(key, email, …)` that has not expired at `now`. */
export function isDecoyToken(key: string, email: string, token: string, now: Date): boolean {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== TOKEN_BYTES) return false;
  const expiresAtMs = bytes.readUIntBE(0, EXPIRY_BYTES);
  if (expiresAtMs <= now.getTime()) return false;
  return timingSafeEqual(bytes.subarray(EXPIRY_BYTES), decoyTag(key, email, expiresAtMs));
}
