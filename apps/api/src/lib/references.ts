import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read out or typed. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 9;

/**
 * A random, non-sequential reference; the prefix tells quotes (Q) from reservations (R):
 * `newReference('Q')` → 'Q7K3M9P2XA'. 32^9 ≈ 3.5 × 10^13 values, so guessing one is hopeless.
 */
export function newReference(prefix: 'Q' | 'R'): string {
  let reference = prefix;
  for (let index = 0; index < LENGTH; index += 1) reference += ALPHABET[randomInt(ALPHABET.length)];
  return reference;
}
