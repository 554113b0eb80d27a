import { z } from 'zod';

/**
 * GET /api/maps/tiles: the map tiles the site's maps draw under their markers. `tileUrl` is
 * Leaflet's URL template (`https://tile.example.org/{z}/{x}/{y}.png`) from the server's
 * MAP_TILE_URL, or null: the maps then draw the embedded outline of South Africa and Namibia only.
 */
export const mapTilesResponseSchema = z.object({
  tileUrl: z.string().nullable(),
  attribution: z.string(),
});
export type MapTilesResponse = z.infer<typeof mapTilesResponseSchema>;

/** The tile template's `{s}` subdomains Leaflet fills in by default. */
export const TILE_SUBDOMAINS = ['a', 'b', 'c'] as const;
