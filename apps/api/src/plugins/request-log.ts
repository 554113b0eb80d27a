import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

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
