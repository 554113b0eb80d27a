import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Strict headers and a content security policy with no inline script. `imageSources` are the
 * map tile servers (MAP_TILE_URL) and the WordPress at CONTENT_API_URL (`contentOrigin`, whose
 * media its pages show; the sanitiser drops images from anywhere else): images only, never
 * scripts. Leaflet positions its panes through the style object (CSSOM), which style-src does
 * not govern, so no 'unsafe-inline'.
 *
 * The options hold no per-request value (no nonce), so the headers are the same on every answer:
 * helmet writes them once, at start, into a plain object, and each answer copies that object.
 * Running helmet's middleware for each request cost the server about 8 µs an answer in 13
 * `setHeader` calls; `@fastify/helmet` before it also parsed the policy every time (decision
 * record 0033).
 */
export function securityHeaders(
  options: { imageSources?: string[] } = {},
): Readonly<Record<string, string>> {
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
  return Object.freeze(headersWrittenBy(applyHeaders));
}

/**
 * Puts `headers` (`securityHeaders`) on every routed answer, before any hook or handler can send
 * one. Failures found before routing answer outside the hooks: `frameworkErrorAnswer` and
 * `clientErrorAnswer` (plugins/errors.ts) put the same headers on theirs.
 */
export function registerSecurity(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers a helmet middleware sets, collected from one run against a stand-in response. */
function headersWrittenBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
      return response;
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet's middleware is synchronous; a policy that was not would be a programming error.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return Object.fromEntries(headers);
}
