import type { FastifyInstance } from 'fastify';

/**
 * API answers carry bookings, quotes, names and addresses: no browser or proxy may keep them
 * (`Cache-Control: no-store`), unless a route chose its own caching (e.g. the branch list).
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
