import { branchListSchema } from '@bluu/contracts/branch';
import {
  CONTENT_SLUG_MAX,
  contentSlug,
  wpBranchSchema,
  type WpBranch,
} from '@bluu/contracts/content';
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

/** The branch page's item for a slug, as the site asks for it (`branches?slug=`). */
async function branchPage(slug: string): Promise<{ status: number; branch?: WpBranch }> {
  const response = await ctx.app.inject(`/wp-json/wp/v2/branches?slug=${slug}`);
  if (response.statusCode !== 200) return { status: response.statusCode };
  const [branch] = wpBranchSchema.array().parse(response.json());
  return { status: 200, branch };
}

/** Runs `work` with one column of branch JS changed, and puts it back after. */
async function withBranchJs(column: string, value: string, work: () => Promise<void>) {
  const [before] = await rows(
    ctx.database.db,
    `select ${column} as v from branches where code = 'JS'`,
  );
  const old = before!.v;
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  await rows(ctx.database.db, `update branches set ${column} = ${value} where code = 'JS'`);
  try {
    await work();
  } finally {
    const restore =
      typeof old === 'string' ? literal(old) : `${literal(JSON.stringify(old))}::jsonb`;
    await rows(ctx.database.db, `update branches set ${column} = ${restore} where code = 'JS'`);
  }
}

describe('the branch page of a branch from the booking API', () => {
  const JS = 'johannesburg-o-r-tambo-international-airport';

  it('shows every part of a day a branch opens twice, as bookings read them', async () => {
    const split = JSON.stringify([
      { weekday: 1, opens: '14:00', closes: '17:00' },
      { weekday: 1, opens: '08:00', closes: '12:00' },
      { weekday: 2, opens: '08:00', closes: '17:00' },
    ]);
    await withBranchJs('opening_hours', `'${split}'::jsonb`, async () => {
      const { branch } = await branchPage(JS);
      expect(branch!.acf.branch_hours.slice(0, 3)).toEqual([
        { day: 'Monday', hours: '08:00 – 12:00, 14:00 – 17:00' },
        { day: 'Tuesday', hours: '08:00 – 17:00' },
        { day: 'Wednesday', hours: 'Closed' },
      ]);
    });
  });

  it('has a page a link can reach when its name is longer than a slug may be', async () => {
    const name = `Johannesburg ${'Very Long Airport Terminal Building '.repeat(7)}Branch`;
    expect(name.length).toBeGreaterThan(260);
    await withBranchJs('name', `'${name}'`, async () => {
      // The site links a booking API branch to the page at contentSlug(its name).
      const slug = contentSlug(name);
      expect(slug.length).toBeLessThanOrEqual(CONTENT_SLUG_MAX);
      const { status, branch } = await branchPage(slug);
      expect(status).toBe(200);
      expect(branch).toMatchObject({
        slug,
        link: `http://localhost:3000/branches/${slug}/`,
        acf: { branch_code: 'JS' },
      });
    });
    expect((await branchPage(JS)).branch?.acf.branch_code).toBe('JS');
  });
});
