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
  // A count and one 'close' listener per request: a promise per request would cost every
  // answer for the sake of the one shutdown.
  let inFlight = 0;
  let draining = false;
  let becameIdle: (() => void) | undefined;
  let idle: Promise<void> | undefined;
  const answered = () => {
    inFlight -= 1;
    if (inFlight > 0 || !becameIdle) return;
    becameIdle();
    [becameIdle, idle] = [undefined, undefined];
  };

  app.addHook('onRequest', (_request, reply, done) => {
    inFlight += 1;
    // 'close' fires once the answer is sent, or when the client goes away first.
    reply.raw.once('close', answered);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('drain', async () => {
    draining = true;
    if (inFlight === 0) return;
    idle ??= new Promise<void>((resolve) => (becameIdle = resolve));
    await idle;
  });
}
