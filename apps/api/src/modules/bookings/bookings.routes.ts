import { apiErrorsSchema, errorResponseSchema, SUCCESS } from '@bluu/contracts/api-errors';
import {
  bookingRequestSchema,
  bookingResponseSchema,
  idempotencyKeySchema,
  sendBookingEmailRequestSchema,
} from '@bluu/contracts/booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountActingAs, userActingHere } from '../../plugins/session.ts';
import type { BookingService } from './bookings.service.ts';

export function bookingRoutes(bookings: BookingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/Booking',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' }, countsBookings: true },
        schema: {
          tags: ['booking'],
          summary: 'Books a vehicle group (honours Idempotency-Key)',
          headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
          body: bookingRequestSchema,
          response: {
            200: bookingResponseSchema,
            400: errorResponseSchema,
            403: errorResponseSchema,
            409: errorResponseSchema,
            422: errorResponseSchema,
          },
        },
      },
      async (request) =>
        bookings.book(
          request.body,
          accountActingAs(request, request.body.accountType),
          request.headers['idempotency-key'],
          userActingHere(request)?.id,
        ),
    );

    app.post(
      '/api/web/booking/send-external-email',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['booking'],
          summary:
            'Confirms that the confirmation e-mail is on its way; copies it to up to 3 cc addresses (5 copies of a reservation an hour, then 429 TOO_MANY_ATTEMPTS)',
          body: sendBookingEmailRequestSchema,
          response: {
            200: z.object({ errors: apiErrorsSchema }),
            400: errorResponseSchema,
            403: errorResponseSchema,
            404: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request) => {
        await bookings.copyConfirmation(request.body, request.account);
        return { errors: SUCCESS };
      },
    );
  };
}
