import { AsyncLocalStorage } from 'node:async_hooks';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

const LOG_METHODS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);

/** The logger of the request being handled, if any (pino child bound to its `reqId`). */
const currentRequestLog = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs each request's hooks and handler with its own logger in reach of `requestScopedLog`. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    currentRequestLog.run(request.log, done);
  });
}

/**
 * One access line per request at `info`, written when its answer has gone: method, scrubbed URL,
 * client address (as judged by TRUST_PROXY), status and time. Fastify's default writes two at
 * `info`, which cost a fifth of a small route's throughput (decision record 0033); the arrival
 * line is kept at `debug`, for following a request that never finishes.
 */
export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * A logger for services built once at start-up: a line written while a request is handled goes
 * through that request's logger (so it carries its `reqId`), any other line through `base`.
 * `bindings` (e.g. `{ module: 'mail' }`) are added to both.
 */
export function requestScopedLog(
  base: FastifyBaseLogger,
  bindings?: Record<string, unknown>,
): FastifyBaseLogger {
  const fallback = bindings ? base.child(bindings) : base;
  return new Proxy(fallback, {
    get(target, property, receiver) {
      const requestLog = currentRequestLog.getStore();
      if (!requestLog || typeof property !== 'string' || !LOG_METHODS.has(property))
        return Reflect.get(target, property, receiver);
      const scoped = bindings ? requestLog.child(bindings) : requestLog;
      return scoped[property as 'info'].bind(scoped);
    },
  });
}
