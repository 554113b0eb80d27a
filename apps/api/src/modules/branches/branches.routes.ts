import { branchListSchema } from '@bluu/contracts/branch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AvailabilityService } from '../availability/availability.service.ts';

export function branchRoutes(service: AvailabilityService): FastifyPluginAsyncZod {
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
        reply.header('cache-control', 'public, max-age=300');
        return service.branches();
      },
    );
  };
}
