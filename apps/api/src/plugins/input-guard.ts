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
 * How deep a request part may nest: the API's deepest body nests four levels. Deeper JSON is
 * refused before anything walks it, so no walk (this one, zod's) can run out of stack.
 */
export const MAX_NESTING = 32;

/**
 * The first problem in a parsed request part, as `field: problem`: a text (keys included) that
 * the database cannot store, or nesting deeper than MAX_NESTING levels:
 * `unacceptableInput({ a: ['x\u0000'] }) === 'a.0: must not contain a NUL character'`.
 */
export function unacceptableInput(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') {
    const problem = unstorable(value);
    return problem ? `${fieldName(path) || 'body'}: ${problem}` : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_NESTING)
    return `${fieldName(path.slice(0, 3)) || 'body'}…: must not nest deeper than ${MAX_NESTING} levels`;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = unstorable(key);
    if (keyProblem) return `${fieldName([...path, key])}: the field name ${keyProblem}`;
    const found = unacceptableInput(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, before any route sees them, path parameters, query strings and bodies holding text
 * that PostgreSQL rejects (a NUL byte; a lone UTF-16 surrogate in JSON) or nesting deeper than
 * MAX_NESTING: a 400 with the field named and code VALIDATION, instead of a failed query or an
 * exhausted stack and a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    const problem =
      unacceptableInput(request.params) ??
      unacceptableInput(request.query) ??
      unacceptableInput(request.body);
    if (problem) reply.status(400).send({ errors: codedApiErrors('VALIDATION', problem) });
    else done();
  });
}
