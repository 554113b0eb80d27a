import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  MAPS_MESSAGES,
  placeParamsSchema,
  placeResponseSchema,
} from '@bluu/contracts/maps';
import { codedApiErrors, errorResponseSchema, SUCCESS } from '@bluu/contracts/api-errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MapsService } from './maps.service.ts';

/** An address field asks once per pause in typing; a few fields on one page stay well inside. */
const AUTOCOMPLETE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const PLACE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The gazetteer changes only with a release: browsers may keep answers for a while. */
const CACHE_SECONDS = 300;

/**
 * The query parser keeps a percent sequence that is not UTF-8 (`%ED%A0%80`, a lone surrogate) as
 * literal text; typed text never holds one, so such a query is refused rather than searched.
 */
async function refuseUndecodableQuery(request: FastifyRequest, reply: FastifyReply) {
  const query = request.url.split('?')[1] ?? '';
  try {
    for (const part of query.split('&')) decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return reply
      .status(400)
      .send({ errors: codedApiErrors('VALIDATION', MAPS_MESSAGES.inputCharacters) });
  }
}

/** The maps service, base /api/maps: address autocomplete and place details (South Africa). */
export function mapsRoutes(maps: MapsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/maps/autocomplete',
      {
        config: AUTOCOMPLETE_LIMIT,
        preValidation: refuseUndecodableQuery,
        schema: {
          tags: ['maps'],
          summary: 'Up to 5 South African places matching the typed text',
          querystring: autocompleteQuerySchema,
          response: {
            200: autocompleteResponseSchema,
            400: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
        return { errors: SUCCESS, predictions: await maps.autocomplete(request.query.input) };
      },
    );

    app.get(
      '/api/maps/place/:placeId',
      {
        config: PLACE_LIMIT,
        schema: {
          tags: ['maps'],
          summary: "A place's address parts and coordinates",
          params: placeParamsSchema,
          response: {
            200: placeResponseSchema,
            400: errorResponseSchema,
            404: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const place = await maps.place(request.params.placeId);
        reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
        return { errors: SUCCESS, place };
      },
    );
  };
}
