import { errorResponseSchema } from '@bluu/contracts/api-errors';
import { bookingResponseSchema, idempotencyKeySchema } from '@bluu/contracts/booking';
import {
  cancelRequestSchema,
  cancelResponseSchema,
  lookupEmailSchema,
  lookupReferenceSchema,
  manageResponseSchema,
  modifyBookingRequestSchema,
  quoteLookupResponseSchema,
  referenceSchema,
  statusResponseSchema,
} from '@bluu/contracts/manage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ManageService } from './manage.service.ts';

/** Per client: a person managing a booking needs a handful a minute. */
const perClient = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export function manageRoutes(manage: ManageService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/Booking/status/:reference',
      {
        config: perClient,
        schema: {
          tags: ['manage'],
          summary: 'Status of a quote or reservation (needs its e-mail)',
          params: z.object({ reference: lookupReferenceSchema }),
          querystring: z.object({ email: lookupEmailSchema }),
          response: { 200: statusResponseSchema, ...errors },
        },
      },
      async (request) => manage.status(request.params.reference, request.query.email),
    );

    app.get(
      '/api/Booking/manage/:reference/:email',
      {
        config: perClient,
        schema: {
          tags: ['manage'],
          summary: 'A quote or reservation with its details, by reference and e-mail',
          params: z.object({ reference: lookupReferenceSchema, email: lookupEmailSchema }),
          response: { 200: manageResponseSchema, ...errors },
        },
      },
      async (request) =>
        manage.manage(request.params.reference, request.params.email, request.account),
    );

    app.get(
      '/api/Quote/:quoteNumber/:email',
      {
        config: perClient,
        schema: {
          tags: ['manage'],
          summary: 'A saved quote by number and e-mail',
          params: z.object({ quoteNumber: lookupReferenceSchema, email: lookupEmailSchema }),
          response: { 200: quoteLookupResponseSchema, ...errors },
        },
      },
      async (request) =>
        manage.quote(request.params.quoteNumber, request.params.email, request.account),
    );

    app.post(
      '/api/Booking/cancel',
      {
        config: perClient,
        schema: {
          tags: ['manage'],
          summary: 'Cancels a confirmed reservation',
          body: cancelRequestSchema,
          response: { 200: cancelResponseSchema, ...errors },
        },
      },
      async (request) => manage.cancel(request.body, request.account),
    );

    app.put(
      '/api/Booking/:reservationNumber',
      {
        config: perClient,
        schema: {
          tags: ['manage'],
          summary:
            'Modifies or extends a reservation, keeping its number (honours Idempotency-Key)',
          params: z.object({ reservationNumber: referenceSchema }),
          headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
          body: modifyBookingRequestSchema,
          response: { 200: bookingResponseSchema, 422: errorResponseSchema, ...errors },
        },
      },
      async (request) =>
        manage.modify(
          request.params.reservationNumber,
          request.body,
          request.account,
          request.headers['idempotency-key'],
        ),
    );
  };
}
