import { errorResponseSchema } from '@bluu/contracts/api-errors';
import {
  availabilityRequestSchema,
  availabilityResponseSchema,
} from '@bluu/contracts/availability';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AvailabilityService } from './availability.service.ts';

export function availabilityRoutes(service: AvailabilityService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/Booking/availability',
      {
        schema: {
          tags: ['booking'],
          summary: 'Vehicle groups with a free unit for a period, priced under a rate code',
          body: availabilityRequestSchema,
          response: {
            200: availabilityResponseSchema,
            400: errorResponseSchema,
            403: errorResponseSchema,
          },
        },
      },
      async (request) => service.search(request.body, request.account),
    );
  };
}
