import { errorResponseSchema } from '@bluu/contracts/api-errors';
import { idempotencyKeySchema } from '@bluu/contracts/booking';
import {
  accountNoParamsSchema,
  customerInformationRequestSchema,
  customerInformationResponseSchema,
  d2dAvailabilityRequestSchema,
  d2dAvailabilityResponseSchema,
  d2dBookingRequestSchema,
  d2dBookingResponseSchema,
  d2dQuoteParamsSchema,
  d2dQuoteRequestSchema,
  d2dQuoteResponseSchema,
  d2dQuoteSaveRequestSchema,
  d2dQuoteSaveResponseSchema,
  d2dRatesResponseSchema,
  d2dSavedQuoteSchema,
  voucherResponseSchema,
} from '@bluu/contracts/d2d';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountActingAs, userActingHere } from '../../plugins/session.ts';
import type { D2dService } from './d2d.service.ts';

const refusals = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};
const ownerOnly = { 401: errorResponseSchema, 403: errorResponseSchema, 400: errorResponseSchema };

/*
 * The D2D journey's requests (availability, price, Send your quotation, Book Now) are the form's:
 * a body that fails its schema is refused field by field (`refusesByField`), each entry naming its
 * field beside the form's sentence ('Pick-up instructions must be at most 500 characters.'), never
 * `collectionArea: …`; one refusal reads alike at every step.
 */
const FORM_REFUSALS = { refusesByField: true } as const;

/** Door-to-door transfers (spec 001 §7, DESIGN.md §4): availability, quotes, bookings, account data. */
export function d2dRoutes(d2d: D2dService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/Booking/d2d/availability',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' }, ...FORM_REFUSALS },
        schema: {
          tags: ['d2d'],
          summary:
            'D2D vehicle groups seating the party, priced by the band of the trip km the server measures',
          body: d2dAvailabilityRequestSchema,
          response: { 200: d2dAvailabilityResponseSchema, ...refusals },
        },
      },
      async (request) =>
        d2d.availability(request.body, accountActingAs(request, request.body.accountType)),
    );

    app.post(
      '/api/Quote/d2d',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' }, ...FORM_REFUSALS },
        schema: {
          tags: ['d2d'],
          summary: 'Prices a D2D trip: the transfer and extras as lines, plus the fee (VAT-exempt)',
          body: d2dQuoteRequestSchema,
          response: { 200: d2dQuoteResponseSchema, ...refusals },
        },
      },
      async (request) =>
        d2d.quote(request.body, accountActingAs(request, request.body.accountType)),
    );

    app.post(
      '/api/Quote/d2d/save',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' }, ...FORM_REFUSALS },
        schema: {
          tags: ['d2d'],
          summary: 'Stores a D2D quote for a contact and e-mails it (Send your quotation)',
          body: d2dQuoteSaveRequestSchema,
          response: { 200: d2dQuoteSaveResponseSchema, ...refusals },
        },
      },
      async (request) =>
        d2d.save(
          request.body,
          accountActingAs(request, request.body.accountType),
          userActingHere(request)?.id ?? null,
        ),
    );

    app.get(
      '/api/Quote/d2d/:quoteNumber/:email',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['d2d'],
          summary: 'A saved D2D quote by its number and e-mail',
          params: d2dQuoteParamsSchema,
          response: { 200: d2dSavedQuoteSchema, 404: errorResponseSchema, ...refusals },
        },
      },
      async (request) => d2d.findQuote(request.params.quoteNumber, request.params.email),
    );

    app.post(
      '/api/Booking/d2d',
      {
        config: {
          rateLimit: { max: 30, timeWindow: '1 minute' },
          countsBookings: true,
          ...FORM_REFUSALS,
        },
        schema: {
          tags: ['d2d'],
          summary: 'Books a D2D transfer at its hub (honours Idempotency-Key)',
          headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
          body: d2dBookingRequestSchema,
          response: {
            200: d2dBookingResponseSchema,
            409: errorResponseSchema,
            422: errorResponseSchema,
            ...refusals,
          },
        },
      },
      async (request) =>
        d2d.book(
          request.body,
          accountActingAs(request, request.body.accountType),
          request.headers['idempotency-key'],
          userActingHere(request)?.id ?? null,
        ),
    );

    app.get(
      '/api/D2D/rates/:accountNo',
      {
        schema: {
          tags: ['d2d'],
          summary: "The signed-in account's D2D km bands and per-trip prices",
          params: accountNoParamsSchema,
          response: { 200: d2dRatesResponseSchema, ...ownerOnly },
        },
      },
      async (request) => d2d.rates(request.params.accountNo, request.account),
    );

    app.post(
      '/api/Customer/information',
      {
        schema: {
          tags: ['d2d'],
          summary: "The signed-in account's addresses",
          body: customerInformationRequestSchema,
          response: { 200: customerInformationResponseSchema, ...ownerOnly },
        },
      },
      async (request) => d2d.customerInformation(request.body.accountNo, request.account),
    );

    app.get(
      '/api/Customer/voucher/:accountNo',
      {
        schema: {
          tags: ['d2d'],
          summary: 'A voucher number for the signed-in account',
          params: accountNoParamsSchema,
          response: { 200: voucherResponseSchema, ...ownerOnly },
        },
      },
      async (request) => d2d.voucher(request.params.accountNo, request.account),
    );
  };
}
