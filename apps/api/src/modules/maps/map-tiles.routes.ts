import { mapTilesResponseSchema, type MapTilesResponse } from '@bluu/contracts/map-tiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/maps/tiles: the tiles of the site's maps (MAP_TILE_URL), or null for none. */
export function mapTilesRoutes(tiles: MapTilesResponse): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/maps/tiles',
      {
        schema: {
          tags: ['maps'],
          summary:
            "The map tiles the site's maps draw (MAP_TILE_URL), or null for the embedded outline",
          response: { 200: mapTilesResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return tiles;
      },
    );
  };
}
