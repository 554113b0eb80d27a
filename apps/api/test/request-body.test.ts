import { errorResponseSchema } from '@bluu/contracts/api-errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_SELECTION } from './support/booking-fixtures.ts';
import { codeOf, errorOf } from './support/http.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';
import { installWriteLog } from './support/write-log.ts';

/**
 * Bodies the API cannot take as they are: a JSON key that would reach an object's prototype,
 * JSON that is broken, empty, too large or of another type, and JSON that is not the object a
 * route expects. Each is a 400 (413, 415) in the product's error envelope with a message of our
 * own, never Fastify's wording or code, never a 500, and nothing is written.
 */
let ctx: TestContext;
let writeLog: Awaited<ReturnType<typeof installWriteLog>>;
beforeAll(async () => {
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
  writeLog = await installWriteLog(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

/** A saved quote: accepted, it writes the quote and its e-mail. */
const SAVE_QUOTE = {
  ...CAR_SELECTION,
  name: 'Thandi',
  surname: 'Nkosi',
  emailAddress: 'thandi.nkosi@example.co.za',
};

let client = 0;
/** The body as raw text, each request from its own address (the rate limits are not tested). */
function post(url: string, body: string, contentType = 'application/json') {
  client += 1;
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    body,
    remoteAddress: `10.9.${Math.floor(client / 250)}.${client % 250}`,
  });
}

/** The saved quote's JSON text with `members` (raw JSON text) written first. */
function saveQuoteWith(members: string): string {
  return `{${members},${JSON.stringify(SAVE_QUOTE).slice(1)}`;
}

/** A refusal in the product's envelope, without a word of Fastify's own. */
function expectOwnRefusal(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorResponseSchema.safeParse(response.json()).success, response.body).toBe(true);
  expect(codeOf(response)).toBe(code);
  expect(response.body).not.toMatch(/FST_|content-type parser|prototype property/i);
}

async function expectNothingWritten(send: () => Promise<LightMyRequestResponse>) {
  const before = await writeLog.position();
  const response = await send();
  expect(await writeLog.writtenSince(before)).toEqual([]);
  return response;
}

describe('a JSON body holding a key that reaches the prototype', () => {
  const forbidden =
    'The request body holds a field named __proto__ or constructor.prototype, which is not accepted.';

  it.each([
    ['__proto__ at the top', '"__proto__":{"polluted":true}'],
    ['__proto__ nested in an object', '"a":{"__proto__":{"polluted":true}}'],
    ['__proto__ nested in an array', '"a":[1,{"b":{"__proto__":{}}}]'],
    ['__proto__ written with escapes', '"\\u005f_proto\\u005f_":{"polluted":true}'],
    ['constructor.prototype at the top', '"constructor":{"prototype":{"polluted":true}}'],
    ['constructor.prototype nested', '"a":{"constructor":{"prototype":{}}}'],
  ])('is refused 400 BAD_REQUEST with a message of ours, writing nothing: %s', async (_, key) => {
    for (const url of ['/api/Quote/save', '/api/Quote', '/api/Booking']) {
      const response = await expectNothingWritten(() => post(url, saveQuoteWith(key)));
      expectOwnRefusal(response, 400, 'BAD_REQUEST');
      expect(errorOf(response)).toBe(forbidden);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('is refused as such in a large body within the limit', async () => {
    const large = saveQuoteWith(`"__proto__":{},"padding":"${'x'.repeat(200 * 1024)}"`);
    const response = await post('/api/Quote/save', large);
    expectOwnRefusal(response, 400, 'BAD_REQUEST');
    expect(errorOf(response)).toBe(forbidden);
  });

  it('takes a key named constructor without prototype, and __proto__ as a value', async () => {
    const saved = await post(
      '/api/Quote/save',
      saveQuoteWith('"constructor":{"name":"x"},"note":"__proto__"'),
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('a body that cannot be read', () => {
  it.each([
    ['broken JSON', '{"a":', 'application/json', 400, 'The request body is not valid JSON.'],
    [
      'an empty JSON body',
      '',
      'application/json',
      400,
      'The request body is empty; JSON is expected.',
    ],
    [
      'a body over the limit',
      `{"a":"${'y'.repeat(300 * 1024)}"}`,
      'application/json',
      413,
      'The request body is too large.',
    ],
    [
      'a body over the limit holding __proto__',
      `{"__proto__":{},"a":"${'y'.repeat(300 * 1024)}"}`,
      'application/json',
      413,
      'The request body is too large.',
    ],
    [
      'a body of another type',
      '<quote/>',
      'text/xml',
      415,
      'The request body must be JSON (Content-Type: application/json).',
    ],
  ])(
    'answers %s in the envelope with a message of ours',
    async (_, body, type, status, message) => {
      const response = await expectNothingWritten(() => post('/api/Quote/save', body, type));
      expectOwnRefusal(response, status, 'BAD_REQUEST');
      expect(errorOf(response)).toBe(message);
    },
  );
});

describe('JSON that is not the object a route expects', () => {
  it.each(['null', '42', '"__proto__"', 'true', '[]', `[${JSON.stringify(SAVE_QUOTE)}]`])(
    'refuses %s 400 VALIDATION as not an object and writes nothing',
    async (body) => {
      for (const url of [
        '/api/Quote/save',
        '/api/Quote',
        '/api/Booking',
        '/api/Customer/accounts',
      ]) {
        const response = await expectNothingWritten(() => post(url, body));
        expectOwnRefusal(response, 400, 'VALIDATION');
        expect(errorOf(response), url).toBe('The request body must be a JSON object.');
      }
    },
  );
});

describe('a request without the body its route expects', () => {
  it('is refused 400 VALIDATION as not an object, by-field routes too', async () => {
    for (const url of ['/api/Quote/save', '/api/Customer/accounts']) {
      const response = await expectNothingWritten(() =>
        ctx.app.inject({ method: 'POST', url, remoteAddress: '10.9.255.1' }),
      );
      expectOwnRefusal(response, 400, 'VALIDATION');
      expect(errorOf(response), url).toBe('The request body must be a JSON object.');
    }
  });
});
