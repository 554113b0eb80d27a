import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS } from '../../errors.ts';
import { errorBody } from '../../plugins/errors.ts';

/** RFC 7235 §2.1: the scheme's name is case-insensitive (`bearer` too), then spaces or tabs. */
const BEARER = /^bearer[ \t]+(.+)$/i;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The onRequest hook of the operators' routes (/metrics, /ops/*): without a configured token they
 * do not exist (404); with one, a request must send `Authorization: Bearer <token>` (401
 * otherwise). It runs before the request's parameters and body are read, so a stranger learns
 * nothing from them (a 400 for a malformed id would tell that the route exists). Digests of equal
 * length are compared in constant time.
 */
export function operatorGuard(token: string | undefined) {
  const expected = token === undefined ? undefined : digest(token);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!expected) {
      reply.callNotFound();
      return reply;
    }
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      return reply
        .status(ERROR_STATUS.OPERATOR_TOKEN_REQUIRED)
        .header('www-authenticate', 'Bearer')
        .send(errorBody('OPERATOR_TOKEN_REQUIRED', 'A valid operator token is required.'));
    }
  };
}

export type OperatorGuard = ReturnType<typeof operatorGuard>;
