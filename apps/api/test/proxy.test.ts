import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { logCapture } from './support/log-capture.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

const clock = fixedClock('2026-12-01 08:00').clock;

/** Eleven failed sign-ins (each for another account, so no account locks) – one over the limit of 10. */
async function signInEleventimes(
  ctx: TestContext,
  socketAddress: string,
  forwardedFor: (attempt: number) => string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Customer/accounts',
      payload: { accountType: 'C', accountNo: `P${socketAddress}${attempt}`, pin: '1' },
      remoteAddress: socketAddress,
      headers: { 'x-forwarded-for': forwardedFor(attempt) },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

function loggedAddresses(lines: string[]): string[] {
  return lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { remoteAddress?: string } })
    .filter((entry) => entry.msg === 'request completed')
    .map((entry) => entry.req?.remoteAddress ?? '');
}

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset or off', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
  });

  it('takes a comma-separated list of addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('stops the server on anything else, "trust everybody" included', () => {
    for (const value of ['true', '1', 'nginx', '10.0.0.0/33'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: ".*" is not an IP address or CIDR range/,
      );
  });
});

describe('without TRUST_PROXY: the socket address is the client', () => {
  let ctx: TestContext;
  const log = logCapture();
  beforeAll(async () => {
    ctx = await startTestApp(clock, { LOG_LEVEL: 'info' }, log.stream);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('does not let spoofed X-Forwarded-For values escape the sign-in limit', async () => {
    const statuses = await signInEleventimes(ctx, '198.51.100.20', (n) => `203.0.113.${n}`);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('logs the real address, not the claimed one', () => {
    const addresses = loggedAddresses(log.lines);
    expect(addresses).toContain('198.51.100.20');
    expect(addresses.some((address) => address.startsWith('203.0.113.'))).toBe(false);
  });

  it('keeps the mailbox from anything that came through a proxy, local or not', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      expect((await ctx.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      for (const headers of [
        { 'x-forwarded-for': '203.0.113.9' },
        { forwarded: 'for=203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' },
        { 'x-forwarded-for': '127.0.0.1' },
      ]) {
        const response = await ctx.app.inject({ url, remoteAddress: '127.0.0.1', headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
      }
      expect((await ctx.app.inject({ url, remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    }
  });
});

describe('with TRUST_PROXY=127.0.0.1: a load balancer on this machine', () => {
  let ctx: TestContext;
  const log = logCapture();
  beforeAll(async () => {
    ctx = await startTestApp(clock, { LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1' }, log.stream);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('counts each forwarded client on its own', async () => {
    const manyClients = await signInEleventimes(ctx, '127.0.0.1', (n) => `203.0.113.${n}`);
    expect(manyClients.every((status) => status === 401)).toBe(true);
    const oneClient = await signInEleventimes(ctx, '127.0.0.1', () => '203.0.113.77');
    expect(oneClient[10]).toBe(429);
  });

  it('logs the forwarded client address', () => {
    expect(loggedAddresses(log.lines)).toContain('203.0.113.77');
  });

  it('believes no other sender of X-Forwarded-For', async () => {
    const statuses = await signInEleventimes(ctx, '198.51.100.30', (n) => `203.0.113.${n + 100}`);
    expect(statuses[10]).toBe(429);
  });

  it('still keeps the mailbox from the requests it relays', async () => {
    const relayed = await ctx.app.inject({
      url: '/dev/mail.json',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(relayed.statusCode).toBe(404);
  });
});
