import { codedApiErrors } from '@bluu/contracts/api-errors';
import type { FastifyInstance } from 'fastify';

// A UTF-16 high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why PostgreSQL cannot store a text, or null: it refuses NUL and unpaired surrogates. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (UNPAIRED_SURROGATE.test(text)) return 'must not contain an unpaired Unicode surrogate';
  return null;
}

function fieldName(path: string[]): string {
  // The field name is echoed in the answer: the characters being refused are shown as U+FFFD.
  return path
    .map((part) => part.replaceAll('\u0000', '\ufffd').replace(/[\ud800-\udfff]/g, '\ufffd'))
    .join('.');
}

/**
 * The first text in a parsed request part (keys included) that the database cannot store, as
 * `field: problem`: `unstorableText({ a: ['x\u0000'] }) === 'a.0: must not contain a NUL character'`.
 */
export function unstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') {
    const problem = unstorable(value);
    return problem ? `${fieldName(path) || 'body'}: ${problem}` : null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = unstorable(key);
    if (keyProblem) return `${fieldName([...path, key])}: the field name ${keyProblem}`;
    const found = unstorableText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, before any route sees them, path parameters, query strings and bodies holding text
 * that PostgreSQL rejects (a NUL byte; a lone UTF-16 surrogate in JSON): a 400 with the field
 * named and code VALIDATION, instead of a failed query and a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const problem =
      unstorableText(request.params) ??
      unstorableText(request.query) ??
      unstorableText(request.body);
    if (problem) return reply.status(400).send({ errors: codedApiErrors('VALIDATION', problem) });
  });
}
