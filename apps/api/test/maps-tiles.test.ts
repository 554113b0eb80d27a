import { mapTilesResponseSchema } from '@bluu/contracts/map-tiles';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { isTileUrlTemplate, tileSource } from '../src/modules/maps/map-tiles.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const now = () => new Date('2026-12-01T06:00:00Z');
let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const cspOf = (headers: Record<string, unknown>) => String(headers['content-security-policy']);
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('GET /api/maps/tiles', () => {
  it('answers no tiles without MAP_TILE_URL, and the policy allows images from the site only', async () => {
    ctx = await startTestApp(now);
    const answer = await ctx.app.inject('/api/maps/tiles');
    expect(answer.statusCode).toBe(200);
    expect(mapTilesResponseSchema.parse(answer.json())).toEqual({ tileUrl: null, attribution: '' });
    expect(directive(cspOf(answer.headers), 'img-src')).toBe("img-src 'self' data:");
  });

  it('answers the tile template and lets images (not scripts) come from the tile server', async () => {
    ctx = await startTestApp(now, {
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
    });
    const answer = await ctx.app.inject('/api/maps/tiles');
    expect(answer.json()).toEqual({
      tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example Maps',
    });
    const csp = cspOf(answer.headers);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://*.tiles.example.org");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
  });

  it('names the tile host when no attribution is configured', async () => {
    ctx = await startTestApp(now, { MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    const answer = await ctx.app.inject('/api/maps/tiles');
    expect(answer.json()).toEqual({
      tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: 'Map tiles: tiles.example.org',
    });
  });
});

describe('MAP_TILE_URL', () => {
  it.each([
    'tiles.example.org/{z}/{x}/{y}.png',
    'javascript:alert(1)//{z}{x}{y}',
    'https://tiles.example.org/{z}/{x}.png',
    'ftp://tiles.example.org/{z}/{x}/{y}.png',
  ])('refuses %s at start-up', (value) => {
    expect(isTileUrlTemplate(value)).toBe(false);
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(/MAP_TILE_URL/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ MAP_TILE_URL: '  ' }).MAP_TILE_URL).toBeUndefined();
  });

  it('gives the policy source of a template', () => {
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(tileSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
  });
});
