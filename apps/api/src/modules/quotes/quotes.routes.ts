import { errorResponseSchema } from '@bluu/contracts/api-errors';
import {
  quoteReminderRequestSchema,
  quoteReminderResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  quoteSaveRequestSchema,
  quoteSaveResponseSchema,
} from '@bluu/contracts/quote';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountActingAs, userActingHere } from '../../plugins/session.ts';
import type { QuoteService } from './quotes.service.ts';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema };

export function quoteRoutes(quotes: QuoteService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/Quote',
      {
        schema: {
          tags: ['quote'],
          summary: 'Prices a vehicle group with waiver, extras and drivers – itemised lines',
          body: quoteRequestSchema,
          response: { 200: quoteResponseSchema, ...errors },
        },
      },
      async (request) =>
        quotes.quote(request.body, accountActingAs(request, request.body.accountType)),
    );

    app.post(
      '/api/Quote/save',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['quote'],
          summary: 'Stores a priced quote for a contact; valid until 23:59:59 two days on',
          body: quoteSaveRequestSchema,
          response: { 200: quoteSaveResponseSchema, ...errors },
        },
      },
      async (request) =>
        quotes.save(
          request.body,
          accountActingAs(request, request.body.accountType),
          userActingHere(request)?.id,
        ),
    );

    app.post(
      '/api/Quote/reminder',
      {
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
        schema: {
          tags: ['quote'],
          summary: 'E-mails a saved quote, not booked yet, to its stored contact (409 once booked)',
          body: quoteReminderRequestSchema,
          response: {
            200: quoteReminderResponseSchema,
            400: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            410: errorResponseSchema,
          },
        },
      },
      async (request) => quotes.remind(request.body),
    );
  };
}
