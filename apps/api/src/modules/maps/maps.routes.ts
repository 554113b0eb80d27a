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
import {
  nearestHubQuerySchema,
  nearestHubResponseSchema,
  routeRequestSchema,
  routeResponseSchema,
  tripKmsOf,
} from '@bluu/contracts/d2d';
import type { MapsService } from './maps.service.ts';

/** An address field asks once per pause in typing; a few fields on one page stay well inside. */
const AUTOCOMPLETE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const PLACE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const ROUTE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

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

    app.post(
      '/api/maps/route',
      {
        config: ROUTE_LIMIT,
        schema: {
          tags: ['maps'],
          summary:
            'Road distance from origin through the stop-overs to destination (place ids): metres, km rounded down, estimate flag, path',
          body: routeRequestSchema,
          response: {
            200: routeResponseSchema,
            400: errorResponseSchema,
            429: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const { origin, stopOvers, destination } = request.body;
        const route = await maps.route([origin, ...stopOvers, destination]);
        return { errors: SUCCESS, ...route, km: tripKmsOf(route.metres) };
      },
    );

    app.get(
      '/api/maps/nearest-hub',
      {
        config: PLACE_LIMIT,
        preValidation: refuseUndecodableQuery,
        schema: {
          tags: ['maps'],
          summary: 'The nearest active D2D hub (3C, 3D, 3I; 3N is inactive) to a place',
          querystring: nearestHubQuerySchema,
          response: {
            200: nearestHubResponseSchema,
            400: errorResponseSchema,
            429: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const place = await maps.stop(request.query.placeId);
        return { errors: SUCCESS, ...(await maps.nearestHub(place)) };
      },
    );
  };
}
