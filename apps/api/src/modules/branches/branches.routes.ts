import { branchListSchema, type Branch } from '@bluu/contracts/branch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AvailabilityService } from '../availability/availability.service.ts';

export function branchRoutes(service: AvailabilityService): FastifyPluginAsyncZod {
  /**
   * The list as written, by the catalogue's branch list: it changes only when the reference data
   * is reloaded, and writing its 23 KB took half of each answer's time (decision record 0034).
   */
  const written = new WeakMap<readonly Branch[], Buffer>();

  return async (app) => {
    app.get(
      '/api/Branch',
      {
        schema: {
          tags: ['branches'],
          summary: 'Every branch with its hours, services and currency',
          response: { 200: branchListSchema },
        },
      },
      async (_request, reply) => {
        const branches = await service.branches();
        let body = written.get(branches);
        if (!body) written.set(branches, (body = Buffer.from(reply.serialize(branches) as string)));
        return (
          reply
            .header('cache-control', 'public, max-age=300')
            .type('application/json; charset=utf-8')
            // Already written by the route's own serialiser; Fastify sends a Buffer as it is.
            .send(body as never)
        );
      },
    );
  };
}
