import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict headers and a content security policy with no inline script. `imageSources` are the
 * map tile servers (MAP_TILE_URL): images only, never scripts. Leaflet positions its panes
 * through the style object (CSSOM), which style-src does not govern, so no 'unsafe-inline'.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { imageSources?: string[] } = {},
): Promise<void> {
  await app.register(helmet, {
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
}
