import { describe, expect, it } from 'vitest';
import {
  decoyToken,
  isDecoyToken,
  registrationToken,
} from '../src/modules/users/registration-token.ts';

const KEY = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNo';
const EMAIL = 'naledi@example.co.za';
const issued = new Date('2026-12-01T06:00:00Z');
const expiresAt = new Date(issued.getTime() + 24 * 3_600_000);

describe('registration tokens and decoys', () => {
  it('gives a decoy the shape of a real token', () => {
    const real = registrationToken(expiresAt);
    const decoy = decoyToken(KEY, EMAIL, expiresAt);
    expect(real).toMatch(/^[\w-]{43}$/);
    expect(decoy).toMatch(/^[\w-]{43}$/);
    expect(decoy.slice(0, 8)).toBe(real.slice(0, 8));
  });

  it('recognises a decoy only for its own key and e-mail, until it expires', () => {
    const decoy = decoyToken(KEY, EMAIL, expiresAt);
    expect(isDecoyToken(KEY, EMAIL, decoy, issued)).toBe(true);
    expect(isDecoyToken(`${KEY}x`, EMAIL, decoy, issued)).toBe(false);
    expect(isDecoyToken(KEY, 'other@example.co.za', decoy, issued)).toBe(false);
    expect(isDecoyToken(KEY, EMAIL, decoy, new Date(expiresAt.getTime() - 1))).toBe(true);
    expect(isDecoyToken(KEY, EMAIL, decoy, expiresAt)).toBe(false);
  });

  it('refuses a real token, a changed expiry and tokens of the wrong length', () => {
    const decoy = decoyToken(KEY, EMAIL, expiresAt);
    const later = decoyToken(KEY, EMAIL, new Date(expiresAt.getTime() + 60_000));
    expect(isDecoyToken(KEY, EMAIL, registrationToken(expiresAt), issued)).toBe(false);
    expect(isDecoyToken(KEY, EMAIL, later.slice(0, 8) + decoy.slice(8), issued)).toBe(false);
    for (const token of ['', 'not-the-token', `${decoy}AA`, decoy.slice(0, 40)])
      expect(isDecoyToken(KEY, EMAIL, token, issued)).toBe(false);
  });
});
