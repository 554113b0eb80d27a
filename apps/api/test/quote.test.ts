import {
  quoteResponseSchema,
  quoteSaveResponseSchema,
  type QuoteResponse,
} from '@bluu/contracts/quote';
import { productListSchema } from '@bluu/contracts/quote';
import { RESERVATIONS_EMAIL } from '@bluu/contracts/constants';
import { MESSAGES } from '@bluu/contracts/messages';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutSuperCover } from './support/scenario.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { codeOf, errorOf } from './support/http.ts';

// Tuesday 1 December 2026, 08:00 in South Africa; tests move it forward for expiry.
let now = parseLocalDateTime('2026-12-01 08:00')!;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(() => now);
});
afterAll(async () => {
  await ctx?.close();
});

const search = {
  pickUpBranch: 'JS',
  pickUpDateTime: '2026-12-02 10:00',
  dropOffBranch: 'JS',
  dropOffDateTime: '2026-12-05 10:00',
  accountType: 'I',
  accountNo: '',
  foreignLocal: 'L',
  rateCode: '',
};
const selection = {
  ...search,
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
  products: [],
  additionalDrivers: 0,
};

async function post(url: string, body: unknown) {
  return ctx.app.inject({ method: 'POST', url, payload: body as Record<string, unknown> });
}

async function quote(body: Record<string, unknown>): Promise<QuoteResponse> {
  const response = await post('/api/Quote', body);
  expect(response.statusCode, response.body).toBe(200);
  return quoteResponseSchema.parse(response.json());
}

async function count(table: string): Promise<number> {
  const result = await ctx.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

describe('POST /api/Quote', () => {
  it('answers itemised lines whose charges add up to the total', async () => {
    const answer = await quote(selection);
    expect(answer.errors.error[0]?.errorMessage).toBe('success');
    expect(answer).toMatchObject({
      rentalDuration: 3,
      requestedAccountType: 'I',
      requestedPickUpBranch: 'JS',
      vehicleGroup: 'A1',
      rateCode: 'LOCAL',
      currency: 'ZAR',
      quoteNumber: '',
    });
    const codes = answer.quoteLines.map((line) => `${line.quoteLineCode}:${line.quoteLineDesc1}`);
    expect(codes).toEqual([
      'R:Rental',
      'W:CDW',
      'W:TLW',
      'S:Tourism levy',
      'S:Airport surcharge',
      'S:Etolls',
      'A:Contract fee',
      'C:Liability',
    ]);
    const sum = answer.quoteLines.reduce(
      (total, line) => total + Math.round(line.quoteLineChrg * 100),
      0,
    );
    expect(Math.round(answer.totalCharge * 100)).toBe(sum);
    const rental = answer.quoteLines[0]!;
    expect(rental.quoteLineChrg).toBe(rental.quoteLineUnitChrg * 3);
    expect(answer.quoteLines.find((l) => l.quoteLineDesc1 === 'Etolls')?.quoteLineChrgUnit).toBe(
      'TBA',
    );
    expect(answer.liability).toBeGreaterThan(0);
    expect(answer.quoteLines.find((l) => l.quoteLineCode === 'C')).toMatchObject({
      quoteLineChrg: 0,
      quoteLineUnitChrg: answer.liability,
    });
  });

  it('re-prices with the super waiver: never both tiers, lower liability, higher total', async () => {
    const standard = await quote(selection);
    const superCover = await quote({ ...selection, selectedWaiver: 'SCDW' });
    const waivers = superCover.quoteLines
      .filter((l) => l.quoteLineCode === 'W')
      .map((l) => l.quoteLineDesc1);
    expect(waivers).toEqual(['SCDW', 'STLW']);
    expect(superCover.liability).toBeLessThan(standard.liability);
    expect(superCover.totalCharge).toBeGreaterThan(standard.totalCharge);
  });

  it('charges a 1-day rental for one day and a 25-hour rental for two', async () => {
    const oneDay = await quote({ ...selection, dropOffDateTime: '2026-12-03 10:00' });
    expect(oneDay.rentalDuration).toBe(1);
    const twoDays = await quote({ ...selection, dropOffDateTime: '2026-12-03 11:00' });
    expect(twoDays.rentalDuration).toBe(2);
  });

  it('adds the one way fee when the drop-off branch differs', async () => {
    const answer = await quote({ ...selection, dropOffBranch: 'LA' });
    expect(answer.quoteLines.find((l) => l.quoteLineDesc1 === 'One Way Fee')?.quoteLineCode).toBe(
      'A',
    );
  });

  it('refuses a one-way rental between South Africa and Namibia', async () => {
    const response = await post('/api/Quote', { ...selection, dropOffBranch: 'WH' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(MESSAGES.crossBorderOneWay);
    expect(codeOf(response)).toBe('CROSS_BORDER');
  });

  it('prices a Namibian branch in N$', async () => {
    const answer = await quote({ ...selection, pickUpBranch: 'WH', dropOffBranch: 'WH' });
    expect(answer.currency).toBe('NAD');
  });

  it('adds child seats and additional drivers as add-on lines', async () => {
    const answer = await quote({
      ...selection,
      products: [{ productCode: 'BABY', quantity: 2 }, { productCode: 'ADW' }],
      additionalDrivers: 2,
    });
    expect(answer.quoteLines.find((l) => l.quoteLineCode === 'BABY')).toMatchObject({
      quoteLineChrg: 85 * 2 * 3,
      quoteLineUnitChrg: 85,
      quoteLineChrgUnit: 'DAY',
    });
    expect(answer.quoteLines.find((l) => l.quoteLineCode === 'ADW')).toMatchObject({
      quoteLineChrg: 45 * 2 * 3,
      quoteLineDesc2: '2 × 3 days',
    });
    const plain = await quote(selection);
    expect(answer.totalCharge).toBeCloseTo(plain.totalCharge + 85 * 6 + 45 * 6, 2);
  });

  it('adds personal accident cover from the pai flag', async () => {
    const answer = await quote({ ...selection, pai: 'Y' });
    expect(answer.quoteLines.some((l) => l.quoteLineCode === 'PAI')).toBe(true);
  });

  it('refuses a super waiver whose cover is 0', async () => {
    const restore = await withoutSuperCover(ctx.database.db, 'INTL', 'C3');
    try {
      const uncovered = { ...selection, foreignLocal: 'I', vehicleGroup: 'C3' };
      expect((await quote(uncovered)).selectedWaiver).toBe('CDW');
      const response = await post('/api/Quote', { ...uncovered, selectedWaiver: 'SCDW' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(MESSAGES.waiverNotOffered('SCDW'));
      expect(codeOf(response)).toBe('WAIVER_NOT_OFFERED');
    } finally {
      await restore();
    }
  });

  it('refuses a van at the van branch, and saves no quote for it', async () => {
    const van = { ...selection, pickUpBranch: '1W', dropOffBranch: '1W', vehicleGroup: 'E1' };
    const response = await post('/api/Quote', van);
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('VAN_RENTAL_OFFLINE');
    expect(errorOf(response)).toBe(MESSAGES.vanRentalContact(RESERVATIONS_EMAIL));
    const quotesBefore = await count('quotes');
    const save = await post('/api/Quote/save', {
      ...van,
      name: 'Thandi',
      surname: 'Nkosi',
      emailAddress: 'van.quote@example.co.za',
    });
    expect(save.statusCode).toBe(400);
    expect(codeOf(save)).toBe('VAN_RENTAL_OFFLINE');
    expect(await count('quotes')).toBe(quotesBefore);
  });

  it.each([
    [
      'ADW without drivers',
      { products: [{ productCode: 'ADW' }], additionalDrivers: 0 },
      MESSAGES.additionalDrivers,
    ],
    ['drivers without ADW', { additionalDrivers: 2 }, MESSAGES.additionalDrivers],
    [
      'delivery at an airport branch',
      { products: [{ productCode: 'DEL' }] },
      MESSAGES.productNotOffered('DEL'),
    ],
    [
      'van equipment at a car branch',
      { products: [{ productCode: 'TROLL' }] },
      MESSAGES.productNotOffered('TROLL'),
    ],
    [
      'a waiver as an extra',
      { products: [{ productCode: 'CDW' }] },
      MESSAGES.productNotOffered('CDW'),
    ],
    [
      'an unknown product',
      { products: [{ productCode: 'JETPACK' }] },
      MESSAGES.productNotOffered('JETPACK'),
    ],
    [
      'four child seats',
      { products: [{ productCode: 'BABY', quantity: 4 }] },
      'At most 3 of Child seat 6mth-3yr can be added.',
    ],
  ])('refuses %s with a clear 400', async (_label, change, message) => {
    const response = await post('/api/Quote', { ...selection, ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(message);
    expect(codeOf(response)).toBe(
      message === MESSAGES.additionalDrivers ? 'ADDITIONAL_DRIVERS' : 'PRODUCT_NOT_OFFERED',
    );
  });

  it('says which extra is listed twice', async () => {
    const twice = [{ productCode: 'BABY' }, { productCode: 'BABY' }];
    const response = await post('/api/Quote', { ...selection, products: twice });
    expect(codeOf(response)).toBe('VALIDATION');
    expect(errorOf(response)).toBe(
      'products: The extra BABY is listed more than once; list it once with its quantity.',
    );
  });

  it('answers 409 for a group with no free unit', async () => {
    const response = await post('/api/Quote', {
      ...selection,
      pickUpBranch: 'KM',
      dropOffBranch: 'KM',
      vehicleGroup: 'E1',
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(MESSAGES.vehicleGroupUnavailable('E1'));
    expect(codeOf(response)).toBe('VEHICLE_UNAVAILABLE');
  });

  it('answers 400 outside branch hours', async () => {
    const response = await post('/api/Quote', { ...selection, pickUpDateTime: '2026-12-02 03:00' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(MESSAGES.outsideBranchHours);
    expect(codeOf(response)).toBe('OUTSIDE_BRANCH_HOURS');
  });

  it('says so when only the drop-off is outside its branch hours', async () => {
    // JS (an airport) closes at 23:00.
    const response = await post('/api/Quote', {
      ...selection,
      dropOffDateTime: '2026-12-05 23:15',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(MESSAGES.outsideDropOffHours);
    expect(codeOf(response)).toBe('OUTSIDE_BRANCH_HOURS');
  });

  it.each([
    ['a missing vehicle group', { vehicleGroup: undefined }],
    ['a missing waiver', { selectedWaiver: undefined }],
    ['an unknown waiver', { selectedWaiver: 'FULL' }],
    ['10 additional drivers', { products: [{ productCode: 'ADW' }], additionalDrivers: 10 }],
    ['products that are not a list', { products: 'BABY' }],
    ['a fractional quantity', { products: [{ productCode: 'BABY', quantity: 1.5 }] }],
    [
      'a child seat listed twice',
      { products: [{ productCode: 'BABY' }, { productCode: 'baby', quantity: 2 }] },
    ],
  ])('answers 400 naming the field for %s, writing nothing', async (_label, change) => {
    const before = await count('quotes');
    const response = await post('/api/Quote', { ...selection, ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).length).toBeGreaterThan(5);
    expect(await count('quotes')).toBe(before);
  });
});

describe('GET /api/Product/additional/{accountType}/{pickUpBranch}/{vehicleGroup}', () => {
  async function products(path: string) {
    const response = await ctx.app.inject(`/api/Product/additional/${path}`);
    expect(response.statusCode, response.body).toBe(200);
    return productListSchema.parse(response.json()).map((p) => p.productCode);
  }

  it('offers additional products only: no WAI, EXS or PREM; no delivery or collection at an airport', async () => {
    const codes = await products('I/JS/A1');
    expect(codes).toEqual(
      expect.arrayContaining(['ADW', 'PAI', 'BABY', 'BOOST', 'BABI1', 'GPS', 'TRAIL']),
    );
    for (const excluded of ['CDW', 'TLW', 'SCDW', 'STLW', 'TYRE', 'PREM', 'DEL', 'COL', 'TROLL'])
      expect(codes).not.toContain(excluded);
  });

  it('offers delivery and collection where the branch allows them', async () => {
    const codes = await products('I/SA/A1');
    expect(codes).toEqual(expect.arrayContaining(['DEL', 'COL']));
  });

  it('offers van equipment at the van branch', async () => {
    expect(await products('I/1W/E1')).toEqual(expect.arrayContaining(['TROLL', 'BLNKT', 'STRAP']));
  });

  it.each([
    ['X/JS/A1', 'VALIDATION'],
    ['I/ZZ/A1', 'UNKNOWN_BRANCH'],
    ['I/JS/Z9', 'UNKNOWN_VEHICLE_GROUP'],
  ])('answers 400 for %s', async (path, code) => {
    const response = await ctx.app.inject(`/api/Product/additional/${path}`);
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe(code);
  });
});

describe('the collection extra (COL), done by the branch the vehicle is returned to', () => {
  const collection = { products: [{ productCode: 'COL' }] };
  // Pretoria Hatfield delivers and collects; Cape Town airport does neither.
  const pretoriaToCapeTownAirport = { ...selection, pickUpBranch: 'PT', dropOffBranch: 'CT' };
  // O.R. Tambo airport does neither; Sandton delivers and collects.
  const airportToSandton = { ...selection, pickUpBranch: 'JS', dropOffBranch: 'SA' };

  async function products(path: string) {
    const response = await ctx.app.inject(`/api/Product/additional/${path}`);
    expect(response.statusCode, response.body).toBe(200);
    return productListSchema.parse(response.json()).map((p) => p.productCode);
  }

  it('refuses collection on a one-way rental returned to a branch that does not collect', async () => {
    const before = await count('quotes');
    const response = await post('/api/Quote', { ...pretoriaToCapeTownAirport, ...collection });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('PRODUCT_NOT_OFFERED');
    expect(errorOf(response)).toBe(MESSAGES.productNotOffered('COL'));

    const save = await post('/api/Quote/save', {
      ...pretoriaToCapeTownAirport,
      ...collection,
      name: 'Thandi',
      surname: 'Nkosi',
      emailAddress: 'collection.refused@example.co.za',
    });
    expect(codeOf(save)).toBe('PRODUCT_NOT_OFFERED');
    expect(await count('quotes')).toBe(before);
  });

  it('still delivers from a pick-up branch that delivers on that one-way rental', async () => {
    const answer = await quote({
      ...pretoriaToCapeTownAirport,
      products: [{ productCode: 'DEL' }],
    });
    expect(answer.quoteLines.map((line) => line.quoteLineCode)).toContain('DEL');
  });

  it('charges collection on a rental returned to a branch that collects, from one that does not', async () => {
    const answer = await quote({ ...airportToSandton, ...collection });
    expect(answer.quoteLines.find((line) => line.quoteLineCode === 'COL')).toMatchObject({
      quoteLineDesc1: 'Vehicle collection from your address',
      quoteLineChrg: 450,
    });

    const response = await post('/api/Quote/save', {
      ...airportToSandton,
      ...collection,
      name: 'Thandi',
      surname: 'Nkosi',
      emailAddress: 'collection.saved@example.co.za',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = quoteSaveResponseSchema.parse(response.json());
    expect(saved.quoteLines.map((line) => line.quoteLineCode)).toContain('COL');
  });

  it('does not deliver from a pick-up branch that does not deliver, whatever the return branch', async () => {
    const response = await post('/api/Quote', {
      ...airportToSandton,
      products: [{ productCode: 'DEL' }],
    });
    expect(codeOf(response)).toBe('PRODUCT_NOT_OFFERED');
    expect(errorOf(response)).toBe(MESSAGES.productNotOffered('DEL'));
  });

  it('lists collection by the dropOffBranch parameter and delivery by the pick-up branch', async () => {
    const toCapeTownAirport = await products('I/PT/A1?dropOffBranch=CT');
    expect(toCapeTownAirport).toContain('DEL');
    expect(toCapeTownAirport).not.toContain('COL');

    const toSandton = await products('I/JS/A1?dropOffBranch=sa');
    expect(toSandton).toContain('COL');
    expect(toSandton).not.toContain('DEL');
  });

  it('takes the pick-up branch as the return branch when dropOffBranch is absent', async () => {
    expect(await products('I/PT/A1')).toEqual(await products('I/PT/A1?dropOffBranch=PT'));
    expect(await products('I/PT/A1')).toEqual(expect.arrayContaining(['DEL', 'COL']));
    expect(await products('I/JS/A1')).not.toContain('COL');
  });

  it('refuses an unknown dropOffBranch as it refuses an unknown pick-up branch', async () => {
    const response = await ctx.app.inject('/api/Product/additional/I/JS/A1?dropOffBranch=ZZ');
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('UNKNOWN_BRANCH');
    expect(errorOf(response)).toBe(MESSAGES.unknownBranch('ZZ'));
  });

  it('answers 400 naming the field for a dropOffBranch that is not a branch code', async () => {
    const response = await ctx.app.inject('/api/Product/additional/I/JS/A1?dropOffBranch=S%21');
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('VALIDATION');
    expect(errorOf(response)).toContain('dropOffBranch');
  });
});

describe('POST /api/Quote/save and /api/Quote/reminder', () => {
  const contact = { name: 'Thandi', surname: 'Nkosi', emailAddress: 'Thandi.Nkosi@example.co.za' };

  async function mailbox() {
    const response = await ctx.app.inject('/dev/mail.json');
    return response.json() as Array<{ to: string; subject: string; text: string; html: string }>;
  }

  async function waitForMail(to: string) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const found = (await mailbox()).find((mail) => mail.to === to);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${to}`);
  }

  it('saves a priced quote with a random number valid until 23:59:59 two days on, and e-mails it', async () => {
    const response = await post('/api/Quote/save', {
      ...selection,
      ...contact,
      products: [{ productCode: 'BABY' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = quoteSaveResponseSchema.parse(response.json());
    expect(saved.quoteNumber).toMatch(/^Q[2-9A-HJ-NP-Z]{9}$/);
    expect(saved.expiresAt).toBe('2026-12-03 23:59:59');

    const second = quoteSaveResponseSchema.parse(
      (await post('/api/Quote/save', { ...selection, ...contact })).json(),
    );
    expect(second.quoteNumber).not.toBe(saved.quoteNumber);

    const reminder = await post('/api/Quote/reminder', {
      ...contact,
      quoteNumber: saved.quoteNumber,
    });
    expect(reminder.statusCode, reminder.body).toBe(200);
    expect(reminder.json()).toMatchObject({
      quoteNumber: saved.quoteNumber,
      emailAddress: 'thandi.nkosi@example.co.za',
    });

    const mail = await waitForMail('thandi.nkosi@example.co.za');
    expect(mail.subject).toContain(saved.quoteNumber);
    const total = `R\u00a0${new Intl.NumberFormat('en-ZA', { minimumFractionDigits: 2 }).format(saved.totalCharge)}`;
    expect(mail.text).toContain(`Total Cost: ${total}`);
    for (const line of saved.quoteLines) expect(mail.text).toContain(line.quoteLineDesc1);
    expect(mail.text).toContain('Etolls (Charged after the rental at the toll tariff): TBA');
    expect(mail.text).toContain('valid until Thu, 03 Dec 2026 at 23:59');
    expect(mail.text).toContain(`/manage-booking/?reference=${saved.quoteNumber}`);
    expect(mail.html).toContain(saved.quoteNumber);
  });

  it('answers a wrong e-mail exactly like an unknown quote number', async () => {
    const saved = quoteSaveResponseSchema.parse(
      (await post('/api/Quote/save', { ...selection, ...contact })).json(),
    );
    const wrongEmail = await post('/api/Quote/reminder', {
      ...contact,
      emailAddress: 'someone@else.com',
      quoteNumber: saved.quoteNumber,
    });
    const unknown = await post('/api/Quote/reminder', { ...contact, quoteNumber: 'Q999999999' });
    expect(wrongEmail.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongEmail.body).toBe(unknown.body);
    expect(errorOf(unknown)).toBe(MESSAGES.referenceNotFound);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
  });

  it('refuses to e-mail a quote after 23:59:59 of its last day', async () => {
    const saved = quoteSaveResponseSchema.parse(
      (await post('/api/Quote/save', { ...selection, ...contact })).json(),
    );
    const previous = now;
    try {
      now = parseLocalDateTime('2026-12-03 23:59')!;
      expect(
        (await post('/api/Quote/reminder', { ...contact, quoteNumber: saved.quoteNumber }))
          .statusCode,
      ).toBe(200);
      now = parseLocalDateTime('2026-12-04 00:00')!;
      const expired = await post('/api/Quote/reminder', {
        ...contact,
        quoteNumber: saved.quoteNumber,
      });
      expect(expired.statusCode).toBe(410);
      expect(errorOf(expired)).toBe(`Quote (${saved.quoteNumber}) has expired.`);
      expect(codeOf(expired)).toBe('QUOTE_EXPIRED');
    } finally {
      now = previous;
    }
  });

  it.each([
    ['a missing name', { name: '' }],
    ['an invalid e-mail', { emailAddress: 'not-an-email' }],
  ])('refuses to save a quote with %s, writing nothing', async (_label, change) => {
    const before = await count('quotes');
    const response = await post('/api/Quote/save', { ...selection, ...contact, ...change });
    expect(response.statusCode).toBe(400);
    expect(await count('quotes')).toBe(before);
  });

  it('limits quote e-mails per client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      statuses.push(
        (await post('/api/Quote/reminder', { ...contact, quoteNumber: 'Q999999999' })).statusCode,
      );
    expect(statuses).toContain(429);
    const limited = await post('/api/Quote/reminder', { ...contact, quoteNumber: 'Q999999999' });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toMatch(/Too many requests/);
    expect(codeOf(limited)).toBe('TOO_MANY_ATTEMPTS');
  });
});
