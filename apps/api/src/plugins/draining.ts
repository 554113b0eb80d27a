import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown has begun: /readyz answers 503 so the load balancer moves on. */
    readonly draining: boolean;
    /**
     * Begins the shutdown: /readyz answers 503 and answers ask clients to close their
     * connection; resolves once every request received before the call has been answered.
     * `app.close()` afterwards closes the listener and the database.
     */
    drain(): Promise<void>;
  }
}

/** Tracks requests in flight so a shutdown can let them finish before the listener closes. */
export function registerDraining(app: FastifyInstance): void {
  const inFlight = new Set<Promise<unknown>>();
  let draining = false;

  app.addHook('onRequest', async (_request, reply) => {
    // 'close' fires once the answer is sent, or when the client goes away first.
    const answered = once(reply.raw, 'close');
    inFlight.add(answered);
    void answered.finally(() => inFlight.delete(answered));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('drain', async () => {
    draining = true;
    await Promise.allSettled([...inFlight]);
  });
}
