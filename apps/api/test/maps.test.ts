import { autocompleteResponseSchema, placeResponseSchema } from '@bluu/contracts/maps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAZETTEER, placeIdOf } from '../src/db/seed/places.ts';
import generated from '../src/db/seed/places-generated.json';
import { codeOf, rows } from './support/http.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
});
afterAll(async () => {
  await ctx?.close();
});

async function autocomplete(input: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/maps/autocomplete',
    query: { input },
  });
  expect(response.statusCode).toBe(200);
  return autocompleteResponseSchema.parse(response.json()).predictions;
}

describe('the gazetteer', () => {
  it('holds at least 500 South African places with unique ids inside the country', async () => {
    const ids = GAZETTEER.map(placeIdOf);
    expect(new Set(ids).size).toBe(ids.length);
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(500);
    for (const place of GAZETTEER) {
      expect(place.latitude, place.name).toBeGreaterThan(-35);
      expect(place.latitude, place.name).toBeLessThan(-22);
      expect(place.longitude, place.name).toBeGreaterThan(16);
      expect(place.longitude, place.name).toBeLessThan(33);
      expect(place.postalCode, place.name).toMatch(/^(\d{4})?$/);
    }
    const [count] = await rows(ctx.database.db, 'select count(*)::int as n from places');
    expect(count?.n).toBe(GAZETTEER.length);
  });
});

describe('the generated part of the gazetteer', () => {
  it('keeps its attribution and adds towns, metro suburbs and every commercial airport', async () => {
    expect(generated.attribution).toContain('GeoNames (CC BY 4.0');
    expect(generated.attribution).toContain('OpenFlights');
    const kinds = new Set(generated.places.map((place) => place.kind));
    expect([...kinds].sort()).toEqual(['AIRPORT', 'CITY', 'SUBURB']);
    // Airports come with their IATA code: a search by code finds them.
    expect((await autocomplete('NCS'))[0]?.mainText).toBe('Newcastle Airport');
    expect((await autocomplete('Tembisa'))[0]).toMatchObject({ kind: 'SUBURB' });
  });
});

describe('GET /api/maps/autocomplete', () => {
  it('finds a suburb by the start of its name, with its city and province', async () => {
    const [first] = await autocomplete('Sandt');
    expect(first).toMatchObject({
      placeId: 'za-gp-johannesburg-sandton',
      mainText: 'Sandton',
      secondaryText: 'Johannesburg, Gauteng, South Africa',
      description: 'Sandton, Johannesburg, Gauteng, South Africa',
      kind: 'SUBURB',
    });
  });

  it('finds airports by code and former names, and places despite a typo', async () => {
    expect((await autocomplete('JNB'))[0]?.mainText).toBe('O.R. Tambo International Airport');
    expect((await autocomplete('port elizabeth')).map((p) => p.mainText)).toContain('Gqeberha');
    expect((await autocomplete('Stelenbosch'))[0]?.mainText).toBe('Stellenbosch');
  });

  it('matches every typed word in any order, at most 5 suggestions', async () => {
    const found = await autocomplete('cape town sea');
    expect(found[0]?.mainText).toBe('Sea Point');
    expect((await autocomplete('a')).length).toBe(5);
  });

  it('answers an empty list for text that matches nothing, and treats % and _ literally', async () => {
    expect(await autocomplete('Zzyzx Qwerty')).toEqual([]);
    expect(await autocomplete('%')).toEqual([]);
    expect(await autocomplete('_')).toEqual([]);
  });

  it.each([
    ['no input', undefined],
    ['empty input', ''],
    ['blank input', '   '],
    ['1000 characters', 'a'.repeat(1000)],
    ['a NUL byte', 'Sand\u0000ton'],
    ['a lone surrogate', 'Sand\ud800ton'],
  ])('refuses %s with 400', async (_name, input) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/maps/autocomplete',
      ...(input === undefined ? {} : { query: { input } }),
    });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('VALIDATION');
  });

  it('refuses raw bad bytes in the query string with 400, never 500', async () => {
    for (const url of [
      '/api/maps/autocomplete?input=%00',
      '/api/maps/autocomplete?input=%ED%A0%80',
      '/api/maps/autocomplete?input=%E0%A4%A',
      '/api/maps/autocomplete?input=%FF%FE',
      '/api/maps/autocomplete?input=Sand%1Bton',
      '/api/maps/autocomplete?input=a&input=b',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('GET /api/maps/place/{placeId}', () => {
  it("answers a landmark's street address, suburb, city, province, postal code and coordinates", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/maps/place/za-gp-johannesburg-sandton-city',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    expect(placeResponseSchema.parse(response.json()).place).toEqual({
      placeId: 'za-gp-johannesburg-sandton-city',
      kind: 'LANDMARK',
      name: 'Sandton City',
      formattedAddress:
        'Sandton City, 83 Rivonia Road, Sandhurst, Johannesburg, Gauteng, 2196, South Africa',
      streetNumber: '83',
      streetName: 'Rivonia Road',
      suburb: 'Sandhurst',
      city: 'Johannesburg',
      province: 'Gauteng',
      provinceCode: 'GP',
      postalCode: '2196',
      country: 'South Africa',
      countryCode: 'ZA',
      latitude: -26.1088,
      longitude: 28.0526,
    });
  });

  it('answers every suggestion it made', async () => {
    for (const prediction of await autocomplete('Airport')) {
      const response = await ctx.app.inject(`/api/maps/place/${prediction.placeId}`);
      expect(response.statusCode).toBe(200);
      expect(placeResponseSchema.parse(response.json()).place.kind).toBe('AIRPORT');
    }
  });

  it('answers 404 for an unknown place and 400 for a malformed id', async () => {
    const unknown = await ctx.app.inject('/api/maps/place/za-gp-atlantis');
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    // Upper case is allowed (Google's place ids use it); a leading dash or underscore is not.
    expect((await ctx.app.inject('/api/maps/place/ZA-GP')).statusCode).toBe(404);
    for (const id of ['-za-gp', '_za', '%00', '%ED%A0%80', 'x%20y', "'or'1'='1"]) {
      const response = await ctx.app.inject(`/api/maps/place/${id}`);
      expect(response.statusCode, id).toBe(400);
    }
    // Longer than any route parameter may be: the router's own refusal.
    expect((await ctx.app.inject(`/api/maps/place/${'a'.repeat(1025)}`)).statusCode).toBe(414);
  });
});

describe('rate limits', () => {
  it('refuses a client that searches far faster than anyone types', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/maps/autocomplete',
        query: { input: 'Dur' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
