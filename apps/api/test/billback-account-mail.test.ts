import { bookingResponseSchema } from '@bluu/contracts/booking';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { describe, expect, it } from 'vitest';
import { BILLBACK_TERMS } from '@bluu/contracts/terms';
import { billbackPayment, cardPayment, renter } from './support/booking-fixtures.ts';
import { bookTransfer, transferBooking } from './support/d2d-fixtures.ts';
import { testAppForFile } from './support/file-app.ts';
import { rows, waitForMail, type MailboxEntry } from './support/http.ts';
import { signInToAccount } from './support/sessions.ts';

// The server's clock; moved on a minute between writes, so each change has a mail of its own.
let now = parseLocalDateTime('2026-12-01 08:00')!;
const later = () => {
  now = new Date(now.getTime() + 60_000);
};
const api = testAppForFile(() => now, 46);
const { send } = api;

/** The demo corporate account (seed): its name and contact e-mail. */
const ACME = {
  accountNo: 'C10001',
  pin: '4821',
  name: 'Acme Mining (Pty) Ltd',
  email: 'travel@acmemining.co.za',
};
const ACME_BILLED = `Payment: Billback to the account ${ACME.name} (${ACME.accountNo})`;

const car = {
  pickUpBranch: 'JS',
  pickUpDateTime: '2026-12-07 10:00',
  dropOffBranch: 'CT',
  dropOffDateTime: '2026-12-09 18:45',
  vehicleGroup: 'B1',
  selectedWaiver: 'CDW',
};

/** A delivered mail as the mailbox lists it, with its copy. */
type Delivered = MailboxEntry & { cc: string | null };

async function mailTo(to: string, subject: string): Promise<Delivered> {
  return (await waitForMail(
    api.ctx.app,
    (m) => m.to === to && m.subject.includes(subject),
  )) as Delivered;
}

async function succeeded(response: Awaited<ReturnType<typeof send>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function bookCar(body: Record<string, unknown>, cookie?: string) {
  const response = await succeeded(await send('POST', '/api/Booking', { ...car, ...body }, cookie));
  return bookingResponseSchema.parse(response.json());
}

describe('a car reservation billed back to its account', () => {
  it('copies every mail to the account and names it: confirmation, modification, extension, cancellation', async () => {
    const email = 'billback.renter@example.co.za';
    const cookie = await signInToAccount(send, 'C', ACME.accountNo, ACME.pin);
    const booked = { accountType: 'C', accountNo: ACME.accountNo };
    const made = await bookCar(
      {
        ...booked,
        customerDetails: renter({ renterEmail: email }),
        payment: billbackPayment({ voucherNo: 'V-2026-046', orderNo: 'PO-46' }),
      },
      cookie,
    );
    const reference = made.reservationNumber;
    const billedRows = `${ACME_BILLED}\nVoucher number: V-2026-046\nOrder number: PO-46\n`;

    const confirmation = await mailTo(email, `${reference} is confirmed`);
    expect(confirmation.cc).toBe(ACME.email);
    expect(confirmation.text).toContain(billedRows);

    later();
    await succeeded(
      await send(
        'PUT',
        `/api/Booking/${reference}`,
        { ...car, ...booked, email, vehicleGroup: 'C1' },
        cookie,
      ),
    );
    const modification = await mailTo(email, `${reference} has been changed`);
    expect(modification.cc).toBe(ACME.email);
    expect(modification.text).toContain(billedRows);

    later();
    await succeeded(
      await send(
        'PUT',
        `/api/Booking/${reference}`,
        { ...car, ...booked, email, vehicleGroup: 'C1', dropOffDateTime: '2026-12-10 18:45' },
        cookie,
      ),
    );
    const extension = await mailTo(email, `${reference} has been extended`);
    expect(extension.cc).toBe(ACME.email);
    expect(extension.text).toContain(billedRows);

    later();
    await succeeded(
      await send(
        'POST',
        '/api/Booking/cancel',
        { reservationNo: reference, email, firstName: 'Thandi', lastName: 'Nkosi' },
        cookie,
      ),
    );
    const cancellation = await mailTo(email, `${reference} has been cancelled`);
    expect(cancellation.cc).toBe(ACME.email);
    expect(cancellation.text).toContain(billedRows);

    // A copy asked for with send-external-email goes to its own address only, as before.
    const copied = await send(
      'POST',
      '/api/web/booking/send-external-email',
      { reservationNumber: reference, email, cc: 'billback.copy@example.co.za' },
      cookie,
    );
    expect(copied.statusCode, copied.body).toBe(200);
    expect((await mailTo('billback.copy@example.co.za', reference)).cc).toBeNull();
  });

  it('sends a renter whose e-mail is the account’s own (in other letters) one mail, no copy', async () => {
    await rows(
      api.ctx.database.db,
      `update accounts set email = 'Bookings@SpringbokSafaris.co.za' where account_no = 'T20001'`,
    );
    const email = 'bookings@springboksafaris.co.za';
    const cookie = await signInToAccount(send, 'T', 'T20001', '2468');
    const made = await bookCar(
      {
        accountType: 'T',
        accountNo: 'T20001',
        pickUpDateTime: '2026-12-14 10:00',
        dropOffDateTime: '2026-12-16 10:00',
        customerDetails: renter({ renterEmail: 'BOOKINGS@springboksafaris.co.za' }),
        payment: billbackPayment(),
      },
      cookie,
    );
    const confirmation = await mailTo(email, `${made.reservationNumber} is confirmed`);
    expect(confirmation.cc).toBeNull();
    expect(confirmation.text).toContain(
      'Payment: Billback to the account Springbok Safaris (T20001)\n',
    );
  });
});

describe('a card booking by a visitor', () => {
  it('is mailed to the renter alone', async () => {
    const email = 'card.visitor@example.co.za';
    const made = await bookCar({
      pickUpDateTime: '2026-12-21 10:00',
      dropOffDateTime: '2026-12-23 10:00',
      customerDetails: renter({ renterEmail: email }),
      payment: cardPayment(),
    });
    const confirmation = await mailTo(email, `${made.reservationNumber} is confirmed`);
    expect(confirmation.cc).toBeNull();
    expect(confirmation.text).toMatch(/^Payment: Visa ending 1111$/m);
  });
});

describe('a Door2Door transfer billed back to its account', () => {
  it('copies its confirmation and cancellation to the account and names it', async () => {
    const email = 'd2d.billback.renter@example.co.za';
    const cookie = await signInToAccount(send, 'C', ACME.accountNo, ACME.pin);
    const made = await bookTransfer(
      send,
      transferBooking(email, {
        pickUpDateTime: '2026-12-04 10:00',
        accountType: 'C',
        payment: { moP_Type: 'AC', voucherNo: 'V-D2D-46' },
      }),
      cookie,
    );
    const reference = made.reservationNumber;
    const billedRows = `${ACME_BILLED}\nVoucher number: V-D2D-46\n`;

    const confirmation = await mailTo(email, `${reference} is confirmed`);
    expect(confirmation.cc).toBe(ACME.email);
    expect(confirmation.text).toContain(billedRows);

    later();
    // A transfer is cancelled with its reference, e-mail and names alone (spec 001 §6).
    await succeeded(
      await send('POST', '/api/Booking/cancel', {
        reservationNo: reference,
        email,
        firstName: 'Thandi',
        lastName: 'Nkosi',
      }),
    );
    const cancellation = await mailTo(email, `${reference} has been cancelled`);
    expect(cancellation.cc).toBe(ACME.email);
    expect(cancellation.text).toContain(billedRows);
  });
});

describe("an account's quote e-mailed", () => {
  it('repeats the billback terms, not the card terms, and says to sign in to the account to view it', async () => {
    const cookie = await signInToAccount(send, 'C', ACME.accountNo, ACME.pin);
    const email = 'quote.for.acme@example.co.za';
    const saved = await succeeded(
      await send(
        'POST',
        '/api/Quote/save',
        { ...car, accountType: 'C', name: 'Thandi', surname: 'Nkosi', emailAddress: email },
        cookie,
      ),
    );
    const { quoteNumber } = saved.json() as { quoteNumber: string };
    await succeeded(
      await send(
        'POST',
        '/api/Quote/reminder',
        { quoteNumber, emailAddress: email, name: 'Thandi', surname: 'Nkosi' },
        cookie,
      ),
    );
    const mail = await mailTo(email, quoteNumber);
    expect(mail.text).toContain(`Sign in to the account ${ACME.accountNo} to view it.`);
    for (const term of BILLBACK_TERMS) expect(mail.text).toContain(term);
    expect(mail.text).not.toMatch(/credit card|authorisation/);
  });
});
