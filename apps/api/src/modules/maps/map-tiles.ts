import type { MapTilesResponse } from '@bluu/contracts/map-tiles';

/** A tile URL template: http(s), with the {z}, {x} and {y} placeholders Leaflet fills in. */
export function isTileUrlTemplate(text: string): boolean {
  if (!/^https?:\/\//.test(text) || !['{z}', '{x}', '{y}'].every((part) => text.includes(part)))
    return false;
  try {
    new URL(text.replace(/\{[a-z]+\}/g, 'a'));
    return true;
  } catch {
    return false;
  }
}

/**
 * The content security policy source the tiles come from:
 * `tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png') === 'https://*.tile.example.org'`.
 */
export function tileSource(template: string): string {
  const url = new URL(template.replace(/\{s\}/g, 'tile-subdomain').replace(/\{[a-z]+\}/g, '0'));
  return `${url.protocol}//${url.host.replace('tile-subdomain', '*')}`;
}

/** What the site's maps are told: the tile template, or null for the embedded outline alone. */
export function mapTilesOf(config: {
  MAP_TILE_URL?: string | undefined;
  MAP_TILE_ATTRIBUTION: string;
}): MapTilesResponse {
  if (!config.MAP_TILE_URL) return { tileUrl: null, attribution: '' };
  return {
    tileUrl: config.MAP_TILE_URL,
    attribution:
      config.MAP_TILE_ATTRIBUTION ||
      `Map tiles: ${new URL(tileSource(config.MAP_TILE_URL).replace('*.', '')).host}`,
  };
}
