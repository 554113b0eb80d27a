import { apiErrorsSchema, errorResponseSchema, SUCCESS } from '@bluu/contracts/api-errors';
import {
  BOOKING_MESSAGES,
  bookingRequestSchema,
  bookingResponseSchema,
  sendBookingEmailRequestSchema,
} from '@bluu/contracts/booking';
import { MESSAGES } from '@bluu/contracts/messages';
import { isEmail } from '@bluu/contracts/validators';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors.ts';
import type { MailService } from '../mail/mail.module.ts';
import type { BookingRepository } from './bookings.repository.ts';
import type { BookingService } from './bookings.service.ts';

const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w-]+$/);

interface Deps {
  bookings: BookingService;
  repository: BookingRepository;
  mail: MailService;
}

export function bookingRoutes({ bookings, repository, mail }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/Booking',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
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
      async (request, reply) => {
        const result = await bookings.book(
          request.body,
          request.account,
          request.headers['idempotency-key'],
        );
        return reply.status(result.statusCode).send(result.body);
      },
    );

    app.post(
      '/api/web/booking/send-external-email',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['booking'],
          summary: 'Confirms that the confirmation e-mail is on its way; copies it to cc addresses',
          body: sendBookingEmailRequestSchema,
          response: { 200: z.object({ errors: apiErrorsSchema }), 404: errorResponseSchema },
        },
      },
      async (request) => {
        const { reservationNumber, email, cc } = request.body;
        const row = await repository.findByNumber(reservationNumber);
        if (!row || row.renterEmail !== email.toLowerCase())
          throw new DomainError('NOT_FOUND', MESSAGES.referenceNotFound);
        // The confirmation itself left through the outbox with the booking's transaction;
        // here only copies are added, so a retry never sends the renter a second one.
        const copies = (cc ?? '')
          .split(/[,;]/)
          .map((address) => address.trim())
          .filter(Boolean);
        const invalid = copies.find((address) => !isEmail(address));
        if (invalid) throw new DomainError('VALIDATION', BOOKING_MESSAGES.invalidCc(invalid));
        if (copies.length > 0)
          await mail.copy(`booking-confirmation:${row.reservationNumber}`, copies);
        return { errors: SUCCESS };
      },
    );
  };
}
