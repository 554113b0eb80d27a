import { bookingResponseSchema } from '@bluu/contracts/booking';
import { amountToCents, formatMoney } from '@bluu/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { rows, succeedingInjector, waitForMail } from './support/http.ts';
import { whatChanged } from './support/mail-text.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
// The server's clock; a test moves it on to tell the mails of successive writes apart.
let now = fixedClock('2026-12-01 08:00').now;
const later = () => {
  now = new Date(now.getTime() + 60_000);
};
beforeAll(async () => {
  ctx = await startTestApp(() => now);
});
afterAll(async () => {
  await ctx?.close();
});

const rand = (amount: number) => formatMoney({ cents: amountToCents(amount), currency: 'ZAR' });
const namibianDollars = (amount: number) =>
  formatMoney({ cents: amountToCents(amount), currency: 'NAD' });

const send = succeedingInjector(() => ctx.app, 13);
async function inject(method: 'POST' | 'PUT', url: string, payload: unknown) {
  return bookingResponseSchema.parse((await send(method, url, payload)).json());
}

const email = 'change.mail@example.co.za';
const trip = {
  pickUpBranch: 'EL',
  pickUpDateTime: '2026-12-10 10:00',
  dropOffBranch: 'EL',
  dropOffDateTime: '2026-12-12 10:00',
  vehicleGroup: 'A1',
};

/** A quote line's excess as the mails show it, e.g. `R 5 000,00`. */
function excessOf(lines: Array<{ quoteLineCode: string; quoteLineUnitChrg: number }>) {
  return rand(lines.find((line) => line.quoteLineCode === 'C')?.quoteLineUnitChrg ?? 0);
}

/**
 * Books `booked`, then changes it to `booked` with `change`, and waits for the change e-mail.
 * `booked` without a customer: the file's renter (and, unless it has a payment, card) are added.
 */
async function bookThenChange(booked: Record<string, unknown>, change: Record<string, unknown>) {
  const made = await inject('POST', '/api/Booking', {
    payment: cardPayment(),
    ...booked,
    customerDetails: renter({ renterEmail: email }),
  });
  const changed = await inject('PUT', `/api/Booking/${made.reservationNumber}`, {
    ...booked,
    email,
    ...change,
  });
  const mail = await waitForMail(
    ctx.app,
    (m) => m.to === email && m.subject.includes(`${made.reservationNumber} has been changed`),
  );
  return { made, changed, mail };
}

describe('the change e-mail', () => {
  it('names a changed cover with its excess, and the extras added, removed and recounted', async () => {
    const { made, changed, mail } = await bookThenChange(
      {
        ...trip,
        selectedWaiver: 'SCDW',
        products: [{ productCode: 'ADW' }, { productCode: 'BABY', quantity: 1 }],
        additionalDrivers: 1,
      },
      {
        selectedWaiver: 'CDW',
        products: [{ productCode: 'GPS' }, { productCode: 'BABY', quantity: 2 }],
        additionalDrivers: 0,
      },
    );
    const cdwExcess = excessOf(changed.reservation.quoteLines);
    const scdwExcess = excessOf(made.reservation.quoteLines);
    expect(cdwExcess).not.toBe(scdwExcess);
    expect(whatChanged(mail.text)).toEqual([
      `Cover: Standard cover (CDW), excess ${cdwExcess} (was Super cover (SCDW), excess ${scdwExcess})`,
      'Added: GPS navigator',
      'Removed: Additional Driver',
      'Child seat 6mth-3yr: 2 (was 1)',
      `New total: ${rand(changed.reservation.totalCharge)} (was ${rand(made.reservation.totalCharge)})`,
    ]);
    expect(mail.html).toMatch(/<li[^>]*>Added: GPS navigator<\/li>/);
    expect(mail.html).toMatch(/<li[^>]*>Removed: Additional Driver<\/li>/);
  });

  it('counts additional drivers, and leaves out cover and extras that stayed', async () => {
    const booked = {
      ...trip,
      pickUpDateTime: '2026-12-14 10:00',
      dropOffDateTime: '2026-12-16 10:00',
      selectedWaiver: 'CDW',
      products: [{ productCode: 'GPS' }],
    };
    const { made, changed, mail } = await bookThenChange(booked, {
      products: [{ productCode: 'GPS' }, { productCode: 'ADW' }],
      additionalDrivers: 2,
    });
    expect(whatChanged(mail.text)).toEqual([
      'Added: Additional Driver × 2',
      `New total: ${rand(changed.reservation.totalCharge)} (was ${rand(made.reservation.totalCharge)})`,
    ]);
  });

  it('names the excess a new vehicle group brings, though the cover stayed', async () => {
    const booked = {
      ...trip,
      pickUpDateTime: '2026-12-22 10:00',
      dropOffDateTime: '2026-12-24 10:00',
      selectedWaiver: 'CDW',
    };
    const { made, changed, mail } = await bookThenChange(booked, {
      vehicleGroup: 'C1',
    });
    const was = excessOf(made.reservation.quoteLines);
    const excess = excessOf(changed.reservation.quoteLines);
    expect(excess).not.toBe(was);
    expect(whatChanged(mail.text)).toContain(
      `Cover: Standard cover (CDW), excess ${excess} (was Standard cover (CDW), excess ${was})`,
    );
  });

  it('names a new rate code, and calls a later drop-off at another rate a change', async () => {
    const booked = {
      ...trip,
      pickUpDateTime: '2026-12-26 10:00',
      dropOffDateTime: '2026-12-28 10:00',
      selectedWaiver: 'CDW',
    };
    const { made, changed, mail } = await bookThenChange(booked, {
      rateCode: 'SUMMER26',
      dropOffDateTime: '2026-12-29 10:00',
    });
    const rate = (answer: typeof made) =>
      `${answer.reservation.rateCode} (${answer.reservation.rateDesc})`;
    expect(changed.reservation.rateCode).toBe('SUMMER26');
    expect(whatChanged(mail.text)).toContain(`Rate: ${rate(changed)} (was ${rate(made)})`);
  });
});

/** The LOCATION of each event of a mail's calendar file, unescaped (RFC 5545 §3.3.11). */
async function calendarLocations(kind: string): Promise<string[]> {
  const [mail] = await rows(
    ctx.database.db,
    `select attachments from outbox where kind = '${kind}'`,
  );
  const [file] = mail?.attachments as Array<{ content: string }>;
  return Buffer.from(file!.content, 'base64')
    .toString('utf8')
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.startsWith('LOCATION'))
    .map((line) => line.slice(line.indexOf(':') + 1).replace(/\\([,;\\])/g, '$1'));
}

describe('a delivery and collection', () => {
  it('are named with their address and phone, in the details, the calendar file and what changed', async () => {
    const sandton = { pickUpBranch: 'SA', dropOffBranch: 'SA' };
    const booked = {
      ...trip,
      ...sandton,
      pickUpDateTime: '2026-12-16 10:00',
      dropOffDateTime: '2026-12-19 10:00',
      selectedWaiver: 'CDW',
      products: [{ productCode: 'DEL' }, { productCode: 'COL' }],
      payment: cardPayment({
        deliveryAddress1: 'Unit 5, 99 Maude Street',
        deliveryAddress2: 'Sandown',
        deliverPhoneNo: '0825551234',
        collectionAddress1: 'Hotel Lobby, 1 Fredman Dr',
        collectionAddress2: 'Sandton',
        collectPhoneNo: '0835554321',
      }),
    };
    const { made, mail } = await bookThenChange(booked, {
      payment: { ...booked.payment, deliveryAddress1: 'Unit 7, 99 Maude Street' },
    });
    const number = made.reservationNumber;
    const confirmation = await waitForMail(
      ctx.app,
      (m) => m.to === email && m.subject.includes(`${number} is confirmed`),
    );
    const branch = 'Sandton, +27 11 783 4410';
    const collected = `Drop-off: Collected from Hotel Lobby, 1 Fredman Dr, Sandton, Sat, 19 Dec 2026 at 10:00 (collection phone number 0835554321; ${branch})`;
    expect(confirmation.text).toContain(
      `Pick-up: Delivered to Unit 5, 99 Maude Street, Sandown, Wed, 16 Dec 2026 at 10:00 (delivery phone number 0825551234; ${branch})`,
    );
    expect(confirmation.text).toContain(collected);
    expect(confirmation.text).not.toContain('Rivonia Road');
    expect(await calendarLocations(`booking-confirmation:${number}`)).toEqual([
      'Unit 5, 99 Maude Street, Sandown',
      'Hotel Lobby, 1 Fredman Dr, Sandton',
    ]);

    expect(whatChanged(mail.text)).toEqual([
      'Delivery address: Unit 7, 99 Maude Street, Sandown (was Unit 5, 99 Maude Street, Sandown)',
      `Total: ${rand(made.reservation.totalCharge)} (unchanged)`,
    ]);
    expect(mail.text).toContain('Pick-up: Delivered to Unit 7, 99 Maude Street, Sandown, Wed');
    expect(mail.text).toContain(collected);
    const [modification] = await rows(
      ctx.database.db,
      `select kind from outbox where kind like 'booking-modification:${number}:%'`,
    );
    expect(await calendarLocations(String(modification?.kind))).toEqual([
      'Unit 7, 99 Maude Street, Sandown',
      'Hotel Lobby, 1 Fredman Dr, Sandton',
    ]);
  });

  it('newly booked, are named in what changed with their address and phone', async () => {
    const booked = {
      ...trip,
      pickUpBranch: 'SA',
      dropOffBranch: 'SA',
      pickUpDateTime: '2026-12-21 10:00',
      dropOffDateTime: '2026-12-23 10:00',
      selectedWaiver: 'CDW',
    };
    const { mail } = await bookThenChange(booked, {
      products: [{ productCode: 'DEL' }],
      payment: cardPayment({
        deliveryAddress1: 'Unit 5, 99 Maude Street',
        deliveryAddress2: 'Sandown',
        deliverPhoneNo: '0825551234',
      }),
    });
    expect(whatChanged(mail.text)).toEqual([
      'Delivery address: Unit 5, 99 Maude Street, Sandown',
      'Delivery phone number: 0825551234',
      expect.stringMatching(/^Added: /),
      expect.stringMatching(/^New total: /),
    ]);
  });
});

describe('a change across the border', () => {
  const windhoek = {
    ...trip,
    pickUpBranch: 'WH',
    dropOffBranch: 'WH',
    selectedWaiver: 'CDW',
  };
  const toJohannesburg = { pickUpBranch: 'JS', dropOffBranch: 'JS' };

  it('names the old total in its own currency, never unchanged, in the mail and the warning', async () => {
    const { made, changed, mail } = await bookThenChange(
      { ...windhoek, pickUpDateTime: '2026-12-16 10:00', dropOffDateTime: '2026-12-18 10:00' },
      toJohannesburg,
    );
    expect(made.reservation.currency).toBe('NAD');
    expect(changed.reservation.currency).toBe('ZAR');
    const was = namibianDollars(made.reservation.totalCharge);
    const now = rand(changed.reservation.totalCharge);
    expect(whatChanged(mail.text).at(-1)).toBe(`New total: ${now} (was ${was})`);
    expect(changed.warning).toContain(`changed from ${was} to ${now}`);
  });

  it('names the old total in its own currency with another vehicle group too', async () => {
    const { made, changed, mail } = await bookThenChange(
      { ...windhoek, pickUpDateTime: '2026-12-20 10:00', dropOffDateTime: '2026-12-22 10:00' },
      { ...toJohannesburg, vehicleGroup: 'B1' },
    );
    const was = namibianDollars(made.reservation.totalCharge);
    const now = rand(changed.reservation.totalCharge);
    expect(whatChanged(mail.text).at(-1)).toBe(`New total: ${now} (was ${was})`);
    expect(changed.warning).toContain(`changed from ${was} to ${now}`);
  });
});

describe('a copy to cc addresses', () => {
  it('repeats the mail of the reservation as it stands: after a change, the change, and after a cancellation, that', async () => {
    const booked = {
      ...trip,
      pickUpDateTime: '2026-12-18 10:00',
      dropOffDateTime: '2026-12-20 10:00',
      selectedWaiver: 'CDW',
    };
    const made = await inject('POST', '/api/Booking', {
      ...booked,
      customerDetails: renter({ renterEmail: email }),
      payment: cardPayment(),
    });
    const copyTo = async (cc: string) => {
      const answer = await send('POST', '/api/web/booking/send-external-email', {
        reservationNumber: made.reservationNumber,
        email,
        cc,
      });
      expect(answer.statusCode).toBe(200);
      return waitForMail(ctx.app, (m) => m.to === cc);
    };

    const first = await copyTo('before.change@example.co.za');
    expect(first.subject).toContain(`${made.reservationNumber} is confirmed`);

    later();
    await inject('PUT', `/api/Booking/${made.reservationNumber}`, {
      ...booked,
      email,
      dropOffDateTime: '2026-12-21 10:00',
    });
    const changed = await waitForMail(
      ctx.app,
      (m) =>
        m.to === email &&
        m.subject.includes(`${made.reservationNumber} has been`) &&
        m.subject !== first.subject,
    );
    const afterChange = await copyTo('after.change@example.co.za');
    expect(afterChange.subject).toBe(changed.subject);
    expect(afterChange.text).toBe(changed.text);

    later();
    await send('POST', '/api/Booking/cancel', {
      reservationNo: made.reservationNumber,
      email,
      firstName: 'Thandi',
      lastName: 'Nkosi',
    });
    const afterCancel = await copyTo('after.cancel@example.co.za');
    expect(afterCancel.subject).toContain(`${made.reservationNumber} has been cancelled`);
  });
});
