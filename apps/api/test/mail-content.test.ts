import { bookingResponseSchema } from '@bluu/contracts/booking';
import {
  COPY_MESSAGES,
  COPIES_PER_RESERVATION,
  MAX_COPY_ADDRESSES,
} from '@bluu/contracts/confirmation-copy';
import { quoteSaveResponseSchema } from '@bluu/contracts/quote';
import { RENTER_TERMS } from '@bluu/contracts/terms';
import { parseLocalDateTime } from '@bluu/contracts/time';
import { describe, expect, it } from 'vitest';
import { d2dQuoteMail } from '../src/modules/d2d/d2d-email.ts';
import { manageBookingLink } from '../src/modules/mail/links.ts';
import { billbackPayment, cardPayment, renter } from './support/booking-fixtures.ts';
import { bookTransfer, saveTransferQuote, transferBooking } from './support/d2d-fixtures.ts';
import { testAppForFile } from './support/file-app.ts';
import { codeOf, errorOf, rows, waitForMail } from './support/http.ts';
import { ROSEBANK } from './support/places.ts';
import { signInToAccount } from './support/sessions.ts';

// The server's clock; the last test moves it on an hour.
let now = parseLocalDateTime('2026-12-01 08:00')!;
const api = testAppForFile(() => now, 52);
const { send } = api;

const car = {
  pickUpBranch: 'JS',
  pickUpDateTime: '2026-12-07 10:00',
  dropOffBranch: 'CT',
  dropOffDateTime: '2026-12-09 18:45',
  vehicleGroup: 'B1',
  selectedWaiver: 'CDW',
};

/** Books the car trip, which must succeed; the renter's e-mail tells its mails apart. */
async function bookCar(renterEmail: string, extra: Record<string, unknown> = {}, cookie?: string) {
  const response = await send(
    'POST',
    '/api/Booking',
    { ...car, customerDetails: renter({ renterEmail }), payment: cardPayment(), ...extra },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return bookingResponseSchema.parse(response.json());
}

function mailTo(to: string, subject: string) {
  return waitForMail(api.ctx.app, (m) => m.to === to && m.subject.includes(subject));
}

/** The lines of a text part that start with one of these labels. */
function linesOf(text: string, labels: string[]): string[] {
  return text.split('\n').filter((line) => labels.some((label) => line.startsWith(label)));
}

const WIRE_DATE = /\d{4}-\d{2}-\d{2}/;

describe('dates in the e-mails', () => {
  it('read as the site shows them (en-ZA), in a confirmation', async () => {
    const email = 'dates.confirmation@example.co.za';
    const made = await bookCar(email);
    const mail = await mailTo(email, `${made.reservationNumber} is confirmed`);
    expect(mail.text).toMatch(/^Pick-up: [^\n]+, Mon, 07 Dec 2026 at 10:00 \(/m);
    expect(mail.text).toMatch(/^Drop-off: [^\n]+, Wed, 09 Dec 2026 at 18:45 \(/m);
    expect(mail.text).not.toMatch(WIRE_DATE);
    expect(mail.html).not.toMatch(WIRE_DATE);
  });

  it('read as the site shows them in a quote, its validity too', async () => {
    const contact = { name: 'Thandi', surname: 'Nkosi', emailAddress: 'dates.quote@example.co.za' };
    const saved = await send('POST', '/api/Quote/save', { ...car, ...contact });
    expect(saved.statusCode, saved.body).toBe(200);
    const { quoteNumber } = quoteSaveResponseSchema.parse(saved.json());
    const reminder = await send('POST', '/api/Quote/reminder', { ...contact, quoteNumber });
    expect(reminder.statusCode, reminder.body).toBe(200);
    const mail = await mailTo(contact.emailAddress, quoteNumber);
    expect(mail.text).toMatch(/^Pick-up: [^\n]+, Mon, 07 Dec 2026 at 10:00$/m);
    expect(mail.text).toContain('This quotation is valid until Thu, 03 Dec 2026 at 23:59.');
    expect(mail.text).not.toMatch(WIRE_DATE);
  });
});

describe('a corporate booking billed back to the account', () => {
  it('names the account, voucher and order number, asks for no card, and says changes need the sign-in', async () => {
    const email = 'billback.mail@example.co.za';
    const cookie = await signInToAccount(send, 'C', 'C10001', '4821');
    const made = await bookCar(
      email,
      {
        accountType: 'C',
        accountNo: 'C10001',
        payment: billbackPayment({ voucherNo: 'V-2026-001', orderNo: 'PO-778' }),
      },
      cookie,
    );
    const mail = await mailTo(email, `${made.reservationNumber} is confirmed`);
    expect(mail.text).toContain(
      'Payment: Billback to the account Acme Mining (Pty) Ltd (C10001)\n' +
        'Voucher number: V-2026-001\nOrder number: PO-778\n',
    );
    expect(mail.text).not.toMatch(/card/i);
    expect(mail.text).toContain('The renter needs a valid driving licence.');
    expect(mail.text).toContain(RENTER_TERMS[0]);
    expect(mail.text).toMatch(
      new RegExp(
        `^Manage your booking: \\S+/manage-booking/\\?reference=${made.reservationNumber}\n` +
          'Changes to this reservation are made signed in to the account C10001\\.$',
        'm',
      ),
    );
    expect(mail.html).not.toMatch(/card/i);
  });

  it('leaves a renter paying by card every renter term and no account sentence', async () => {
    const email = 'card.terms.mail@example.co.za';
    const made = await bookCar(email);
    const mail = await mailTo(email, `${made.reservationNumber} is confirmed`);
    for (const term of RENTER_TERMS) expect(mail.text).toContain(term);
    expect(mail.text).toMatch(/^Payment: Visa ending 1111$/m);
    expect(mail.text).not.toContain('signed in to the account');
  });
});

describe('the Door2Door e-mails', () => {
  const email = 'd2d.content.mail@example.co.za';
  const stops = [
    'Pick-up time:',
    'Pick-up address:',
    'Additional pick-up address',
    'Additional drop-off address',
    'Drop-off address:',
  ];

  it('keep the pick-up instructions’ line breaks, and a cancellation lists the confirmation’s stops', async () => {
    const made = await bookTransfer(
      send,
      transferBooking(email, {
        additionalPickUpPlaceIds: [ROSEBANK],
        collectionArea: 'Meet at arrivals <door 3> & "bring sign"\nSecond line',
      }),
    );
    const confirmation = await mailTo(email, `${made.reservationNumber} is confirmed`);
    expect(confirmation.html).toContain(
      'Meet at arrivals &lt;door 3&gt; &amp; &quot;bring sign&quot;<br>Second line',
    );

    const cancelled = await send('POST', '/api/Booking/cancel', {
      reservationNo: made.reservationNumber,
      email,
      firstName: 'Thandi',
      lastName: 'Nkosi',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mail = await mailTo(email, `${made.reservationNumber} has been cancelled`);
    expect(mail.subject).toBe(
      `Your Door2Door transfer ${made.reservationNumber} has been cancelled – Bluu`,
    );
    expect(mail.text).toContain(
      `Your Door2Door transfer ${made.reservationNumber} has been cancelled.`,
    );
    const listed = linesOf(confirmation.text, stops);
    expect(listed).toHaveLength(4);
    expect(listed[2]).toMatch(/^Additional pick-up address 1: .*Rosebank/);
    expect(linesOf(mail.text, stops)).toEqual(listed);
  });

  it('quotation links back to Manage Booking with the quote number', async () => {
    const saved = await saveTransferQuote(send, {
      numberPassengers: 2,
      pickUpPlaceId: 'za-gp-ekurhuleni-o-r-tambo-international-airport',
      dropOffPlaceId: 'za-gp-johannesburg-sandton',
      pickUpDateTime: '2026-12-02 10:00',
      vehicleGroup: 'TS',
      emailAddress: 'd2d.quote.link@example.co.za',
    });
    const link = manageBookingLink('https://bluu.example', saved.quoteNumber);
    const mail = d2dQuoteMail({
      quoteNumber: saved.quoteNumber,
      to: saved.emailAddress,
      firstName: 'Thandi',
      lastName: 'Nkosi',
      quote: saved,
      request: { additionalPickUpPlaceIds: [] },
      details: { pickupFlightType: 'NONE', pickupFlightNumber: '', collectionArea: '' },
      pickUpDateTime: '2026-12-02 10:00',
      validUntil: saved.expiresAt,
      link,
    });
    expect(mail.text).toContain(`View your quote: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Pick-up time: Wed, 02 Dec 2026 at 10:00');
    expect(mail.text).toContain('valid until Thu, 03 Dec 2026 at 23:59.');
    expect(mail.text).not.toMatch(WIRE_DATE);
  });
});

describe('POST /api/web/booking/send-external-email', () => {
  const email = 'copies.mail@example.co.za';

  async function copyTo(reservationNumber: string, cc: string) {
    return api.ctx.app.inject({
      method: 'POST',
      url: '/api/web/booking/send-external-email',
      payload: { reservationNumber, email, cc },
      remoteAddress: api.nextClient(),
    });
  }

  async function copiesOf(reservationNumber: string): Promise<number> {
    const [row] = await rows(
      api.ctx.database.db,
      `select count(*)::int as n from outbox where kind = 'booking-confirmation:${reservationNumber}:copy'`,
    );
    return Number(row?.n);
  }

  it(`copies to at most ${MAX_COPY_ADDRESSES} addresses and ${COPIES_PER_RESERVATION} copies of a reservation an hour`, async () => {
    const made = await bookCar(email);
    const reference = made.reservationNumber;
    const addresses = (count: number, from = 1) =>
      Array.from({ length: count }, (_, index) => `copy${from + index}@example.net`).join(', ');

    const tooMany = await copyTo(reference, addresses(4));
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(codeOf(tooMany)).toBe('VALIDATION');
    expect(errorOf(tooMany)).toBe(COPY_MESSAGES.tooManyAddresses);
    expect(await copiesOf(reference)).toBe(0);

    for (const cc of [addresses(3), addresses(1, 4)]) {
      const copied = await copyTo(reference, cc);
      expect(copied.statusCode, copied.body).toBe(200);
    }
    expect(await copiesOf(reference)).toBe(4);
    // Two more would make 6: refused whole, nothing sent, the one left still free.
    const beyond = await copyTo(reference, addresses(2, 5));
    expect(beyond.statusCode, beyond.body).toBe(429);
    expect(codeOf(beyond)).toBe('TOO_MANY_ATTEMPTS');
    expect(errorOf(beyond)).toBe(COPY_MESSAGES.tooManyCopies);
    expect(await copiesOf(reference)).toBe(4);
    expect((await copyTo(reference, addresses(1, 5))).statusCode).toBe(200);
    const refused = await copyTo(reference, addresses(1, 6));
    expect(refused.statusCode, refused.body).toBe(429);
    expect(await copiesOf(reference)).toBe(COPIES_PER_RESERVATION);

    // Another reservation is not held back, and the hour passes.
    const other = await bookCar(email);
    expect((await copyTo(other.reservationNumber, addresses(1))).statusCode).toBe(200);
    now = new Date(now.getTime() + 60 * 60_000);
    expect((await copyTo(reference, addresses(1, 6))).statusCode).toBe(200);
    expect(await copiesOf(reference)).toBe(COPIES_PER_RESERVATION + 1);
  });
});
