import { branchListSchema } from '@bluu/contracts/branch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './support/http.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/Branch', () => {
  it('lists at least 25 branches in South Africa and Namibia in the spec shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/Branch' });
    expect(response.statusCode).toBe(200);
    const branches = branchListSchema.parse(response.json());
    expect(branches.length).toBeGreaterThanOrEqual(25);
    const byCode = new Map(branches.map((branch) => [branch.branchCode, branch]));
    expect(byCode.get('JS')).toMatchObject({ isVanRental: false, currency: 'ZAR', country: 'ZA' });
    expect(byCode.get('1W')).toMatchObject({ isVanRental: true });
    for (const code of ['WH', 'WB', 'KM', 'WT']) {
      expect(byCode.get(code)).toMatchObject({ country: 'NA', currency: 'NAD' });
    }
    expect(branches.filter((branch) => branch.allowDelivery).length).toBeGreaterThan(0);
    expect(branches.filter((branch) => branch.allowCollection).length).toBeGreaterThan(0);
    expect(branches.every((branch) => branch.openingHours.length > 0)).toBe(true);
  });

  it('shows a branch changed in the reference data once the catalogue reloads', async () => {
    // The tests' catalogue reloads on every request (REFERENCE_CACHE_SECONDS=0); the written list
    // is kept per loaded catalogue, so the next answer must carry the change.
    const branchName = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/Branch' });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const list = branchListSchema.parse(response.json());
      return list.find((branch) => branch.branchCode === 'JS')?.branchName;
    };
    const before = await branchName();
    await rows(
      ctx.database.db,
      `update branches set name = 'Johannesburg – Renamed' where code = 'JS'`,
    );
    try {
      expect(await branchName()).toBe('Johannesburg – Renamed');
    } finally {
      await rows(ctx.database.db, `update branches set name = '${before}' where code = 'JS'`);
    }
    expect(await branchName()).toBe(before);
  });
});
