import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/wp-json/', '/dev/', '/healthz', '/readyz'];

/**
 * Serves the built site; any other GET that asks for HTML gets index.html so every client
 * route loads on refresh (history fallback).
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, 'built site not found: serving the API only');
    return;
  }
  // Without the wildcard every file of the build gets its own route, found at start-up.
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The build writes .br and .gz beside each file; the best one the browser accepts is sent,
    // with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    // The one not-found answer of the app: the error envelope with ROUTE_NOT_FOUND.
    if (isApi || !request.headers.accept?.includes('text/html')) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
