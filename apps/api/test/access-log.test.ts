import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOGGED_URL } from '../src/plugins/logging.ts';
import { logCapture } from './support/log-capture.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

interface LogLine {
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

const { clock } = fixedClock('2026-12-01 08:00');
const log = logCapture();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp(clock, { LOG_LEVEL: 'info' }, log.stream);
});
afterAll(async () => {
  await ctx?.close();
});

function linesOf(requestId: string): LogLine[] {
  return log.lines
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.reqId === requestId);
}

describe('access log', () => {
  it('writes one line per answered request: method, scrubbed URL, address, status and time', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/Booking/status/R0000000001?email=thandi.nkosi@example.co.za',
      headers: { 'x-request-id': 'access-log-1' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const lines = linesOf('access-log-1');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/Booking/status/R[number]?email=[value]' },
      res: { statusCode: response.statusCode },
    });
    expect(line?.req?.remoteAddress).toBe('127.0.0.1');
    expect(typeof line?.responseTime).toBe('number');
    // The arrival line is written at debug only.
    expect(log.lines.some((text) => text.includes('incoming request'))).toBe(false);
  });

  it('writes one line for a route that does not exist', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'x-request-id': 'access-log-2' },
    });
    expect(response.statusCode).toBe(404);
    expect(linesOf('access-log-2').filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({ res: { statusCode: 404 } }),
    ]);
  });

  it('never writes headers: the request and the answer are logged by their serialisers only', async () => {
    // The logger redacts no path under `req` or `res` (it would copy every access line): this
    // holds only while their serialisers write no header, of the request or of the answer.
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Customer/accounts',
      headers: {
        'x-request-id': 'access-log-3',
        cookie: 'bluu_session=cookie-value-never-logged',
        authorization: 'Bearer token-never-logged',
      },
      payload: { accountType: 'C', accountNo: 'C10001', pin: '4821' },
    });
    expect(response.headers['set-cookie']).toBeDefined();
    const [line, ...others] = linesOf('access-log-3');
    expect(others).toEqual([]);
    // (`remotePort` too, over a real socket; an injected request has none.)
    expect(Object.keys(line?.req ?? {}).sort()).toEqual(['method', 'remoteAddress', 'url']);
    expect(line?.res).toEqual({ statusCode: response.statusCode });
    const text = log.lines.join('');
    for (const secret of ['cookie-value-never-logged', 'token-never-logged', 'bluu_session='])
      expect(text, secret).not.toContain(secret);
  });

  it('writes a long URL cut, its length noted', async () => {
    // 16 000 letters without `@` held the event loop half a second in the scrubber before.
    const url = `/healthz?${'a'.repeat(16_000)}`;
    const response = await ctx.app.inject({ url, headers: { 'x-request-id': 'access-log-4' } });
    expect(response.statusCode).toBe(200);
    const [line] = linesOf('access-log-4');
    expect(line?.req?.url).toBe(
      `/healthz?${'a'.repeat(MAX_LOGGED_URL - 9)}…[cut from ${url.length} characters]`,
    );
  });
});
