import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@test/fake-api.ts';
import LeafletMap from './leaflet-map.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderMap() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LeafletMap
        latitude={-26.1337}
        longitude={28.242}
        label="Johannesburg Airport"
        zoom={14}
        height={350}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Map of Johannesburg Airport' });
}

describe('the location map', () => {
  it('draws the outline and the marker, and no tiles, without MAP_TILE_URL', async () => {
    fakeApi({ 'GET /api/maps/tiles': () => ok({ tileUrl: null, attribution: '' }) });
    const map = renderMap();

    await waitFor(() => expect(map.querySelector('.location-map-marker')).not.toBeNull());
    expect(map.querySelector('.location-map-marker')).toHaveAttribute(
      'title',
      'Johannesburg Airport',
    );
    expect(map.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(map).toHaveTextContent('Natural Earth');
    expect(map).toHaveAttribute('data-zoom', '14');
    expect(map.style.height).toBe('350px');
  });

  it("draws the server's tiles with their attribution when MAP_TILE_URL is set", async () => {
    fakeApi({
      'GET /api/maps/tiles': () =>
        ok({
          tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
          attribution: '© Example <Maps>',
        }),
    });
    const map = renderMap();

    await waitFor(() => expect(map.querySelector('.leaflet-tile-pane img')).not.toBeNull());
    const tile = map.querySelector<HTMLImageElement>('.leaflet-tile-pane img')!;
    expect(tile.src).toMatch(/^https:\/\/tiles\.example\.org\/14\/\d+\/\d+\.png$/);
    // The attribution is text, never markup.
    expect(map).toHaveTextContent('© Example <Maps>');
    expect(map.querySelector('.location-map-marker')).not.toBeNull();
  });
});
