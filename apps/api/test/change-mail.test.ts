import { bookingResponseSchema } from '@bluu/contracts/booking';
import { amountToCents, formatMoney } from '@bluu/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { succeedingInjector, waitForMail } from './support/http.ts';
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
 * `booked` without a customer: the file's renter and card are added.
 */
async function bookThenChange(booked: Record<string, unknown>, change: Record<string, unknown>) {
  const made = await inject('POST', '/api/Booking', {
    ...booked,
    customerDetails: renter({ renterEmail: email }),
    payment: cardPayment(),
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
