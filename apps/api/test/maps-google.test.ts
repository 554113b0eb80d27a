import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { autocompleteResponseSchema, placeResponseSchema } from '@bluu/contracts/maps';
import { d2dAvailabilityResponseSchema, routeResponseSchema } from '@bluu/contracts/d2d';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodePolyline } from '../src/modules/maps/google-maps.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

/*
 * A local fake of Google's Places API (New) and Routes API – the one kind of fake the project
 * allows: it stands for a system outside it. It records every request so the tests can assert
 * the shapes Google requires (key and field mask headers, bodies), and answers like Google.
 */

const KEY = 'test-google-key';
const GOOGLE_ORIGIN = 'ChIJ-origin_Sandton';
const GOOGLE_STOP = 'ChIJ-stop_Rosebank';
const GOOGLE_DESTINATION = 'ChIJ-destination_ORT';
/** Google's documented example polyline: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453). */
const POLYLINE = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Mode = 'ok' | 'error' | 'slow';

let server: Server;
let mode: Mode = 'ok';
/** In 'slow' mode Google holds every answer until the test lets it go: no timing is assumed. */
let releaseSlow: () => void = () => undefined;
let slowHeld = Promise.resolve();
const recorded: Recorded[] = [];
let ctx: TestContext;

const PLACES: Record<string, { name: string; lat: number; lng: number; province: string }> = {
  [GOOGLE_ORIGIN]: { name: 'Sandton City', lat: -26.1076, lng: 28.0567, province: 'GP' },
  [GOOGLE_STOP]: { name: 'The Zone @ Rosebank', lat: -26.1456, lng: 28.0436, province: 'GP' },
  [GOOGLE_DESTINATION]: { name: 'O.R. Tambo', lat: -26.1392, lng: 28.246, province: 'GP' },
  'ChIJ-durban': { name: 'uShaka Marine World', lat: -29.8675, lng: 31.0456, province: 'KZN' },
  'ChIJ-london': { name: 'London Eye', lat: 51.5033, lng: -0.1196, province: 'ENG' },
};

function googlePlace(id: string) {
  const place = PLACES[id]!;
  return {
    id,
    displayName: { text: place.name, languageCode: 'en' },
    formattedAddress: `${place.name}, South Africa`,
    location: { latitude: place.lat, longitude: place.lng },
    types: ['point_of_interest'],
    addressComponents: [
      { longText: '83', shortText: '83', types: ['street_number'] },
      { longText: 'Rivonia Road', shortText: 'Rivonia Rd', types: ['route'] },
      { longText: 'Sandown', shortText: 'Sandown', types: ['sublocality_level_1', 'sublocality'] },
      { longText: 'Sandton', shortText: 'Sandton', types: ['locality', 'political'] },
      {
        longText: 'Province',
        shortText: place.province,
        types: ['administrative_area_level_1', 'political'],
      },
      {
        longText: id === 'ChIJ-london' ? 'United Kingdom' : 'South Africa',
        shortText: id === 'ChIJ-london' ? 'GB' : 'ZA',
        types: ['country', 'political'],
      },
      { longText: '2196', shortText: '2196', types: ['postal_code'] },
    ],
  };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

function answer(request: IncomingMessage, path: string): unknown {
  if (request.method === 'POST' && path === '/v1/places:autocomplete')
    return {
      suggestions: [
        {
          placePrediction: {
            placeId: GOOGLE_ORIGIN,
            text: { text: 'Sandton City, Rivonia Road, Sandton, South Africa' },
            structuredFormat: {
              mainText: { text: 'Sandton City' },
              secondaryText: { text: 'Rivonia Road, Sandton, South Africa' },
            },
            types: ['shopping_mall', 'point_of_interest'],
          },
        },
      ],
    };
  if (request.method === 'GET' && path.startsWith('/v1/places/'))
    return googlePlace(decodeURIComponent(path.slice('/v1/places/'.length)));
  if (request.method === 'POST' && path === '/directions/v2:computeRoutes')
    return { routes: [{ distanceMeters: 42_345, polyline: { encodedPolyline: POLYLINE } }] };
  return undefined;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    recorded.push({
      method: request.method ?? '',
      path,
      headers: request.headers,
      body: await readBody(request),
    });
    if (mode === 'slow') await slowHeld;
    const body = mode === 'error' ? undefined : answer(request, path);
    response.statusCode = body === undefined ? 500 : 200;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body ?? { error: { code: 500, status: 'INTERNAL' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock, {
    GOOGLE_MAPS_API_KEY: KEY,
    GOOGLE_PLACES_URL: base,
    GOOGLE_ROUTES_URL: base,
    // Long enough for a busy machine's first call (400 ms made the product estimate instead, and
    // the aborted call then reached the next test's record); only the slow test waits it out.
    GOOGLE_MAPS_TIMEOUT_MS: '5000',
  });
});
afterEach(() => {
  releaseSlow();
  mode = 'ok';
  recorded.length = 0;
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const route = (body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/maps/route', payload: body });

describe('the Google provider against a local fake of its API', () => {
  it('asks Places API (New) autocomplete for South Africa only, with the key and a field mask', async () => {
    const response = await ctx.app.inject({ url: '/api/maps/autocomplete?input=Sandton%20City' });
    expect(response.statusCode).toBe(200);
    expect(autocompleteResponseSchema.parse(response.json()).predictions[0]).toEqual({
      placeId: GOOGLE_ORIGIN,
      description: 'Sandton City, Rivonia Road, Sandton, South Africa',
      mainText: 'Sandton City',
      secondaryText: 'Rivonia Road, Sandton, South Africa',
      kind: 'LANDMARK',
    });
    const [call] = recorded;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/places:autocomplete' });
    expect(call?.headers['x-goog-api-key']).toBe(KEY);
    expect(call?.headers['x-goog-fieldmask']).toContain('suggestions.placePrediction.placeId');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      input: 'Sandton City',
      includedRegionCodes: ['za'],
      languageCode: 'en',
    });
  });

  it('reads Place details into the address parts, and refuses a place outside South Africa', async () => {
    const response = await ctx.app.inject({ url: `/api/maps/place/${GOOGLE_ORIGIN}` });
    expect(response.statusCode).toBe(200);
    expect(placeResponseSchema.parse(response.json()).place).toMatchObject({
      placeId: GOOGLE_ORIGIN,
      streetNumber: '83',
      streetName: 'Rivonia Road',
      suburb: 'Sandown',
      city: 'Sandton',
      provinceCode: 'GP',
      postalCode: '2196',
      countryCode: 'ZA',
    });
    const call = recorded.find((entry) => entry.method === 'GET');
    expect(call).toMatchObject({ method: 'GET', path: `/v1/places/${GOOGLE_ORIGIN}` });
    expect(call?.headers['x-goog-api-key']).toBe(KEY);
    expect(String(call?.headers['x-goog-fieldmask']).split(',')).toEqual(
      expect.arrayContaining(['id', 'location', 'addressComponents', 'formattedAddress']),
    );
    expect((await ctx.app.inject({ url: '/api/maps/place/ChIJ-london' })).statusCode).toBe(404);
  });

  it('measures a route with Routes API computeRoutes through the intermediate waypoints', async () => {
    const response = await route({
      origin: GOOGLE_ORIGIN,
      stopOvers: [GOOGLE_STOP],
      destination: GOOGLE_DESTINATION,
    });
    expect(response.statusCode, response.body).toBe(200);
    const measured = routeResponseSchema.parse(response.json());
    expect(measured).toMatchObject({ provider: 'google', metres: 42_345, km: 42, estimate: false });
    expect(measured.path).toEqual(decodePolyline(POLYLINE));
    const call = recorded.find((entry) => entry.path === '/directions/v2:computeRoutes');
    expect(call?.headers['x-goog-api-key']).toBe(KEY);
    expect(call?.headers['x-goog-fieldmask']).toBe(
      'routes.distanceMeters,routes.polyline.encodedPolyline',
    );
    expect(call?.body).toMatchObject({
      origin: { placeId: GOOGLE_ORIGIN },
      destination: { placeId: GOOGLE_DESTINATION },
      intermediates: [{ placeId: GOOGLE_STOP }],
      travelMode: 'DRIVE',
    });
  });

  it('prices D2D by the road km Google measured and stores google as the provider', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Booking/d2d/availability',
      payload: {
        numberPassengers: 2,
        pickUpPlaceId: GOOGLE_ORIGIN,
        dropOffPlaceId: GOOGLE_DESTINATION,
        pickUpDateTime: '2026-12-02 10:00',
        tripKms: 3,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = d2dAvailabilityResponseSchema.parse(response.json());
    expect(answer.trip).toMatchObject({
      provider: 'google',
      tripKms: 42,
      estimate: false,
      hubCode: '3I',
    });
    expect(answer.rates.rate[0]?.charges[0]).toMatchObject({ fromKms: 26, toKms: 50 });
  });

  it('falls back to the gazetteer when Google fails, and says the distance failed for its own ids', async () => {
    mode = 'error';
    const search = await ctx.app.inject({ url: '/api/maps/autocomplete?input=Sandton' });
    expect(autocompleteResponseSchema.parse(search.json()).predictions[0]?.placeId).toBe(
      'za-gp-johannesburg-sandton',
    );
    const estimate = await route({
      origin: 'za-gp-johannesburg-sandton',
      destination: 'za-gp-ekurhuleni-o-r-tambo-international-airport',
    });
    expect(routeResponseSchema.parse(estimate.json())).toMatchObject({
      provider: 'gazetteer',
      estimate: true,
    });
    const googleIds = await route({ origin: GOOGLE_ORIGIN, destination: GOOGLE_DESTINATION });
    expect(googleIds.statusCode).toBe(503);
    expect(googleIds.json().errors.error[0]).toEqual({
      errorMessage: 'Error calculating distances. Please try selecting your locations again.',
      code: 'DISTANCE_UNAVAILABLE',
    });
  });

  it('gives up on a slow Google after the timeout and estimates instead', async () => {
    mode = 'slow';
    slowHeld = new Promise((resolve) => (releaseSlow = resolve));
    // Google has not answered, and will not until this test ends: the estimate must come first.
    const response = await route({
      origin: 'za-gp-johannesburg-sandton',
      destination: 'za-gp-ekurhuleni-o-r-tambo-international-airport',
    });
    expect(routeResponseSchema.parse(response.json()).provider).toBe('gazetteer');
    expect(recorded.map(({ path }) => path)).toContain('/directions/v2:computeRoutes');
  });
});
