import { errorResponseSchema, SUCCESS } from '@bluu/contracts/api-errors';
import {
  quoteReminderRequestSchema,
  quoteReminderResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  quoteSaveRequestSchema,
  quoteSaveResponseSchema,
  type QuoteLine,
  type QuoteQuery,
} from '@bluu/contracts/quote';
import { toLocalDateTime } from '@bluu/contracts/time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueSource } from '../catalogue/catalogue.ts';
import type { MailService } from '../mail/mail.module.ts';
import { renderQuoteEmail } from './quote-email.ts';
import type { QuoteService } from './quotes.service.ts';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema };

interface Deps {
  quotes: QuoteService;
  catalogue: CatalogueSource;
  mail: MailService;
  publicUrl: string;
}

export function quoteRoutes({ quotes, catalogue, mail, publicUrl }: Deps): FastifyPluginAsyncZod {
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
      async (request) => quotes.quote(request.body, request.account),
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
      async (request) => quotes.save(request.body, request.account),
    );

    app.post(
      '/api/Quote/reminder',
      {
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
        schema: {
          tags: ['quote'],
          summary: 'E-mails a saved quote to its contact',
          body: quoteReminderRequestSchema,
          response: {
            200: quoteReminderResponseSchema,
            404: errorResponseSchema,
            410: errorResponseSchema,
            400: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const row = await quotes.findForContact(
          request.body.quoteNumber,
          request.body.emailAddress,
        );
        const { branchByCode, groups } = await catalogue.get();
        const query = row.request as QuoteQuery & { rateDesc: string };
        const lines = row.lines as QuoteLine[];
        const email = renderQuoteEmail({
          quoteNumber: row.quoteNumber,
          firstName: request.body.name,
          lastName: request.body.surname,
          pickUp: {
            branchName: branchByCode.get(query.pickUpBranch)?.branchName ?? query.pickUpBranch,
            dateTime: query.pickUpDateTime,
          },
          dropOff: {
            branchName: branchByCode.get(query.dropOffBranch)?.branchName ?? query.dropOffBranch,
            dateTime: query.dropOffDateTime,
          },
          vehicle: groups.get(query.vehicleGroup)?.description ?? query.vehicleGroup,
          rateDesc: query.rateDesc,
          lines,
          totalCents: row.totalCents,
          currency: row.currency,
          validUntil: `${toLocalDateTime(row.expiresAt)}:59`,
          link: `${publicUrl.replace(/\/$/, '')}/manage-booking/?reference=${encodeURIComponent(row.quoteNumber)}`,
        });
        await mail.enqueueAndKick({ kind: 'quote', to: row.email, ...email });
        return { errors: SUCCESS, quoteNumber: row.quoteNumber, emailAddress: row.email };
      },
    );
  };
}
