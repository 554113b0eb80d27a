import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorGuard } from './operator-token.ts';
import type { Metrics } from './metrics.ts';

/** `GET /metrics` in Prometheus's text format, behind the operator token (METRICS_TOKEN). */
export function metricsRoutes(metrics: Metrics, guard: OperatorGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/metrics',
      {
        onRequest: guard,
        schema: {
          tags: ['operations'],
          summary:
            'Request, booking, outbox, cache and pool figures for Prometheus (operator token)',
        },
      },
      async (_request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .type(metrics.registry.contentType)
          .send(await metrics.registry.metrics()),
    );
  };
}
