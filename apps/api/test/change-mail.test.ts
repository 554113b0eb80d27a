import { bookingResponseSchema } from '@bluu/contracts/booking';
import { amountToCents, formatMoney } from '@bluu/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayment, renter } from './support/booking-fixtures.ts';
import { succeedingInjector, waitForMail } from './support/http.ts';
import { whatChanged } from './support/mail-text.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(fixedClock('2026-12-01 08:00').clock);
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

describe('the change e-mail', () => {
  it('names a changed cover with its excess, and the extras added, removed and recounted', async () => {
    const made = await inject('POST', '/api/Booking', {
      ...trip,
      selectedWaiver: 'SCDW',
      products: [{ productCode: 'ADW' }, { productCode: 'BABY', quantity: 1 }],
      additionalDrivers: 1,
      customerDetails: renter({ renterEmail: email }),
      payment: cardPayment(),
    });
    const changed = await inject('PUT', `/api/Booking/${made.reservationNumber}`, {
      ...trip,
      email,
      selectedWaiver: 'CDW',
      products: [{ productCode: 'GPS' }, { productCode: 'BABY', quantity: 2 }],
      additionalDrivers: 0,
    });
    const mail = await waitForMail(
      ctx.app,
      (m) => m.to === email && m.subject.includes(`${made.reservationNumber} has been changed`),
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
    expect(mail.html).toContain('<li>Added: GPS navigator</li>');
    expect(mail.html).toContain('<li>Removed: Additional Driver</li>');
  });

  it('counts additional drivers, and leaves out cover and extras that stayed', async () => {
    const booked = {
      ...trip,
      pickUpDateTime: '2026-12-14 10:00',
      dropOffDateTime: '2026-12-16 10:00',
      selectedWaiver: 'CDW',
      products: [{ productCode: 'GPS' }],
    };
    const made = await inject('POST', '/api/Booking', {
      ...booked,
      customerDetails: renter({ renterEmail: email }),
      payment: cardPayment(),
    });
    const changed = await inject('PUT', `/api/Booking/${made.reservationNumber}`, {
      ...booked,
      email,
      products: [{ productCode: 'GPS' }, { productCode: 'ADW' }],
      additionalDrivers: 2,
    });
    const mail = await waitForMail(
      ctx.app,
      (m) => m.to === email && m.subject.includes(`${made.reservationNumber} has been changed`),
    );
    expect(whatChanged(mail.text)).toEqual([
      'Added: Additional Driver × 2',
      `New total: ${rand(changed.reservation.totalCharge)} (was ${rand(made.reservation.totalCharge)})`,
    ]);
  });
});
