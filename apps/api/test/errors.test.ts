import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorResponseSchema } from '@bluu/contracts/api-errors';
import { TEMPORARILY_UNAVAILABLE_MESSAGE } from '@bluu/contracts/error-codes';
import { MESSAGES } from '@bluu/contracts/messages';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors.ts';
import { frameworkErrorAnswer, registerErrorHandling } from '../src/plugins/errors.ts';
import { codeOf, errorOf } from './support/http.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

describe('refusals of the whole app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers an unknown API route 404 with ROUTE_NOT_FOUND in the error envelope', async () => {
    const response = await ctx.app.inject('/api/Nope');
    expect(response.statusCode).toBe(404);
    expect(errorResponseSchema.parse(response.json())).toBeTruthy();
    expect(codeOf(response)).toBe('ROUTE_NOT_FOUND');
    expect(errorOf(response)).toBe('Route GET /api/Nope not found');
  });

  it('answers a malformed URL escape 400 in the same envelope, not Fastify’s own body', async () => {
    const response = await ctx.app.inject('/api/Booking/status/%E0%A4%A?email=a@example.co.za');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        error: [
          { errorMessage: 'The address holds a malformed percent-escape.', code: 'BAD_REQUEST' },
        ],
      },
    });
    expect(response.body).not.toContain('FST_ERR');
    // The URL is not echoed: it may be long, or made to be shown back.
    expect(response.body).not.toContain('%E0%A4%A');
    expect(response.body).not.toContain('/api/Booking');
  });

  it('answers an over-long path parameter 414 without echoing it', async () => {
    const response = await ctx.app.inject(`/api/Quote/Q1/${'a'.repeat(1100)}@example.co.za`);
    expect(response.statusCode).toBe(414);
    expect(codeOf(response)).toBe('BAD_REQUEST');
    expect(errorOf(response)).toBe('A part of the address is too long.');
    expect(response.body).not.toContain('aaaa');
    // Answered before the hooks run, yet with the headers of every answer (server.test.ts).
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'cache-control': 'no-store',
    });
  });

  it('answers a body that fails its schema 400 with VALIDATION naming the field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Quote',
      payload: { pickUpBranch: 'JS' },
    });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('VALIDATION');
    expect(errorOf(response)).toContain('pickUpDateTime');
  });
});

describe('refusals beside the built site', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bluu-dist-'));
  let ctx: TestContext;
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers an unknown API route with ROUTE_NOT_FOUND even when a page is asked for', async () => {
    const response = await ctx.app.inject({ url: '/api/Nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(codeOf(response)).toBe('ROUTE_NOT_FOUND');
  });
});

describe('the error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false, frameworkErrors: frameworkErrorAnswer({}) });
    registerErrorHandling(app);
    app.get('/domain', async () => {
      throw new DomainError('UNKNOWN_BRANCH', MESSAGES.unknownBranch('ZZ'));
    });
    app.get('/fault', async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/teapot', async () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
    });
    // drizzle's "Failed query" around node-postgres' errors, as a query throws them.
    const failedQuery = (message: string, code: string) =>
      new DrizzleQueryError('select 1', [], Object.assign(new Error(message), { code }));
    app.get('/database-refused', async () => {
      throw failedQuery('too many connections for role "bluu"', '53300');
    });
    app.get('/database-bug', async () => {
      throw failedQuery('relation "nope" does not exist', '42P01');
    });
    app.get('/store-down', async () => {
      throw new DomainError('TEMPORARILY_UNAVAILABLE', TEMPORARILY_UNAVAILABLE_MESSAGE);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('maps a domain error to its status, message and code', async () => {
    const response = await app.inject('/domain');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { error: [{ errorMessage: 'Branch ZZ does not exist.', code: 'UNKNOWN_BRANCH' }] },
    });
  });

  it('answers a server fault 500 with INTERNAL and no details', async () => {
    const response = await app.inject('/fault');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      errors: { error: [{ errorMessage: 'Internal server error', code: 'INTERNAL' }] },
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers a database that refuses a connection 503 TEMPORARILY_UNAVAILABLE with Retry-After', async () => {
    const response = await app.inject('/database-refused');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      errors: {
        error: [{ errorMessage: TEMPORARILY_UNAVAILABLE_MESSAGE, code: 'TEMPORARILY_UNAVAILABLE' }],
      },
    });
    expect(response.body).not.toContain('bluu');
  });

  it('still answers any other database error 500, without Retry-After', async () => {
    const response = await app.inject('/database-bug');
    expect(response.statusCode).toBe(500);
    expect(codeOf(response)).toBe('INTERNAL');
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('tells when to try again after every TEMPORARILY_UNAVAILABLE', async () => {
    const response = await app.inject('/store-down');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
  });

  it('keeps the status of any other 4xx and codes it BAD_REQUEST', async () => {
    const response = await app.inject('/teapot');
    expect(response.statusCode).toBe(418);
    expect(codeOf(response)).toBe('BAD_REQUEST');
    expect(errorOf(response)).toBe('I am a teapot');
  });
});
