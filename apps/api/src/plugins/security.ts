import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Strict headers and a content security policy with no inline script. `imageSources` are the
 * map tile servers (MAP_TILE_URL): images only, never scripts. Leaflet positions its panes
 * through the style object (CSSOM), which style-src does not govern, so no 'unsafe-inline'.
 *
 * Helmet's middleware is built once here and applied to every response; the Fastify wrapper
 * (`@fastify/helmet`) built it anew for each request, parsing the policy every time (decision
 * record 0033).
 */
export function registerSecurity(
  app: FastifyInstance,
  options: { imageSources?: string[] } = {},
): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...(options.imageSources ?? [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
