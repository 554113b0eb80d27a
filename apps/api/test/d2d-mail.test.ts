import {
  d2dBookingResponseSchema,
  d2dQuoteSaveResponseSchema,
  type D2dBookingRequest,
  type D2dTrip,
} from '@bluu/contracts/d2d';
import { amountToCents, formatMoney } from '@bluu/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferStopsOf } from '../src/modules/d2d/transfer-facts.ts';
import { renter } from './support/booking-fixtures.ts';
import { waitForMail, type MailboxEntry } from './support/http.ts';
import { CPT_AIRPORT, STELLENBOSCH } from './support/places.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
});
afterAll(async () => {
  await ctx?.close();
});

let client = 0;
async function post(url: string, body: unknown) {
  client += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    remoteAddress: `10.14.0.${client}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

const rand = (amount: number) => formatMoney({ cents: amountToCents(amount), currency: 'ZAR' });

/** Five passengers from O.R. Tambo to Sandton in a kombi, with a child seat. */
const transfer = {
  numberPassengers: 5,
  pickUpPlaceId: 'za-gp-ekurhuleni-o-r-tambo-international-airport',
  dropOffPlaceId: 'za-gp-johannesburg-sandton',
  pickUpDateTime: '2026-12-02 10:00',
  vehicleGroup: 'TK',
  products: [{ productCode: 'BABY', quantity: 1 }],
  fee: 150,
};

/** The amounts of a mail's cost rows, from its text part: every indented `…: R 1 234,56`. */
function costRows(text: string): number[] {
  const start = text.indexOf('Transfer costs:');
  const end = text.indexOf('Total Cost:');
  return text
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => {
      const amount = /R\s([\d\s]+),(\d{2})$/.exec(line);
      expect(amount, line).not.toBeNull();
      return Number(`${amount![1]!.replace(/\s/g, '')}.${amount![2]}`);
    });
}

/** Transfer costs, the child seat, the additional fee as a row, and a total they add up to. */
function expectTransferCosts(mail: MailboxEntry, fee: number, total: number) {
  expect(mail.text).toContain('Transfer costs:\n  ');
  expect(mail.text).not.toContain('Rental costs');
  expect(mail.text).toContain(`Additional fee:\n  Fee: ${rand(fee)}\n`);
  expect(mail.text).toContain(`Total Cost: ${rand(total)} (ZAR)`);
  const amounts = costRows(mail.text);
  expect(amounts).toHaveLength(3);
  expect(amounts.at(-1)).toBe(fee);
  expect(amountToCents(amounts.reduce((sum, amount) => sum + amount, 0))).toBe(
    amountToCents(total),
  );
  expect(mail.html).toContain('>Transfer costs</th>');
  expect(mail.html).not.toContain('Rental costs');
  expect(mail.html).toContain('>Additional fee</th>');
  expect(mail.html).toMatch(
    new RegExp(`<td[^>]*>Fee</td><td></td><td align="right"[^>]*>${rand(fee)}</td>`),
  );
}

/** The distance as the site shows it, the km alone: never the internal code of the hub. */
function expectDistanceWithoutHub(mail: MailboxEntry, km: number) {
  expect(mail.text).toMatch(new RegExp(`^Distance: ${km} km( \\(estimated\\))?$`, 'm'));
  for (const part of [mail.text, mail.html]) {
    expect(part).not.toMatch(/served from|\bhub\b/i);
    expect(part).not.toMatch(/\b3[CDIN]\b/);
  }
}

describe('the Door2Door e-mails', () => {
  it('quotation: Transfer costs, and the additional fee as a row of its own', async () => {
    const saved = d2dQuoteSaveResponseSchema.parse(
      await post('/api/Quote/d2d/save', {
        ...transfer,
        name: 'Thandi',
        surname: 'Nkosi',
        emailAddress: 'd2d.quote.mail@example.co.za',
      }),
    );
    expect(saved.fee).toBe(150);
    const mail = await waitForMail(ctx.app, (m) => m.subject.includes(saved.quoteNumber));
    expectTransferCosts(mail, 150, saved.totalCharge);
    expectDistanceWithoutHub(mail, saved.trip.tripKms);
  });

  it('booking confirmation: Transfer costs, and the additional fee as a row of its own', async () => {
    const answer = d2dBookingResponseSchema.parse(
      await post('/api/Booking/d2d', {
        ...transfer,
        fee: 80,
        customerDetails: renter({
          iD_Type: '',
          renterID: '',
          renterEmail: 'd2d.booking.mail@example.co.za',
        }),
        payment: { moP_Type: 'VS', moP_No: '4111111111111111' },
      } satisfies Partial<D2dBookingRequest>),
    );
    expect(answer.fee).toBe(80);
    const mail = await waitForMail(ctx.app, (m) => m.subject.includes(answer.reservationNumber));
    expectTransferCosts(mail, 80, answer.reservation.totalCharge);
    expectDistanceWithoutHub(mail, answer.trip.tripKms);
  });
});

describe('the stops a Door2Door e-mail lists', () => {
  const SEA_POINT = 'za-wc-cape-town-sea-point';
  const CAMPS_BAY = 'za-wc-cape-town-camps-bay';
  /** From the airport, collecting in Sea Point, setting down in Stellenbosch, on to Camps Bay. */
  const capeTown = {
    numberPassengers: 3,
    pickUpPlaceId: CPT_AIRPORT,
    additionalPickUpPlaceIds: [SEA_POINT],
    additionalDropOffPlaceIds: [STELLENBOSCH],
    dropOffPlaceId: CAMPS_BAY,
    pickUpDateTime: '2026-12-03 10:00',
    vehicleGroup: 'TS',
  };
  const labels = [
    'Pick-up address',
    'Additional pick-up',
    'Additional drop-off',
    'Drop-off address',
  ];
  const stopLines = (text: string) =>
    text.split('\n').filter((line) => labels.some((label) => line.startsWith(label)));

  /** Each stop named as the D2D form names its field, in the order of the route. */
  function expectNamedStops(mail: MailboxEntry) {
    const lines = stopLines(mail.text);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Pick-up address: .*Airport/);
    expect(lines[1]).toMatch(/^Additional pick-up address 1: Sea Point/);
    expect(lines[2]).toMatch(/^Additional drop-off address 1: Stellenbosch/);
    expect(lines[3]).toMatch(/^Drop-off address: Camps Bay/);
    expect(mail.text).not.toContain('Stop-over');
    expect(mail.html).toContain('Additional pick-up address 1');
    expect(mail.html).toContain('Additional drop-off address 1');
    expect(mail.html).not.toContain('Stop-over');
  }

  it('quotation: says which stops are pick-ups and which drop-offs', async () => {
    const saved = d2dQuoteSaveResponseSchema.parse(
      await post('/api/Quote/d2d/save', {
        ...capeTown,
        name: 'Thandi',
        surname: 'Nkosi',
        emailAddress: 'd2d.stops.quote@example.co.za',
      }),
    );
    expectNamedStops(await waitForMail(ctx.app, (m) => m.subject.includes(saved.quoteNumber)));
  });

  it('booking confirmation: says which stops are pick-ups and which drop-offs', async () => {
    const answer = d2dBookingResponseSchema.parse(
      await post('/api/Booking/d2d', {
        ...capeTown,
        customerDetails: renter({
          iD_Type: '',
          renterID: '',
          renterEmail: 'd2d.stops.booking@example.co.za',
        }),
        payment: { moP_Type: 'VS', moP_No: '4111111111111111' },
      } satisfies Partial<D2dBookingRequest>),
    );
    expectNamedStops(
      await waitForMail(ctx.app, (m) => m.subject.includes(answer.reservationNumber)),
    );
  });

  it('numbers the additional pick-ups and drop-offs each from 1', () => {
    const stop = (description: string) => ({
      placeId: description,
      description,
      latitude: 0,
      longitude: 0,
    });
    const trip = { stops: ['A', 'B', 'C', 'D', 'E'].map(stop) } as D2dTrip;
    expect(transferStopsOf({ trip, request: { additionalPickUpPlaceIds: ['b', 'c'] } })).toEqual([
      ['Pick-up address', 'A'],
      ['Additional pick-up address 1', 'B'],
      ['Additional pick-up address 2', 'C'],
      ['Additional drop-off address 1', 'D'],
      ['Drop-off address', 'E'],
    ]);
    expect(transferStopsOf({ trip, request: { additionalPickUpPlaceIds: [] } })).toEqual([
      ['Pick-up address', 'A'],
      ['Additional drop-off address 1', 'B'],
      ['Additional drop-off address 2', 'C'],
      ['Additional drop-off address 3', 'D'],
      ['Drop-off address', 'E'],
    ]);
  });
});
