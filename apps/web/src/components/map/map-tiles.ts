import type { MapTilesResponse } from '@bluu/contracts/map-tiles';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';

/** GET /api/maps/tiles: the server's MAP_TILE_URL (or null) and its attribution. */
export const mapTilesQuery = () =>
  queryOptions({
    queryKey: ['maps', 'tiles'] as const,
    queryFn: ({ signal }): Promise<MapTilesResponse> =>
      http.get(
        '/api/maps/tiles',
        () => import('@bluu/contracts/map-tiles').then((m) => m.mapTilesResponseSchema),
        signal,
      ),
    staleTime: Infinity,
  });
