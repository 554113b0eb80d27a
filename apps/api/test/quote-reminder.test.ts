import { bookingResponseSchema } from '@bluu/contracts/booking';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage';
import { quoteSaveResponseSchema } from '@bluu/contracts/quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors.ts';
import type { AvailabilityService } from '../src/modules/availability/availability.service.ts';
import { createBookingRepository } from '../src/modules/bookings/bookings.repository.ts';
import { createBranchRepository } from '../src/modules/branches/branches.repository.ts';
import { createCatalogueRepository } from '../src/modules/catalogue/catalogue.repository.ts';
import { createCatalogueSource } from '../src/modules/catalogue/catalogue.ts';
import type { OutgoingMail } from '../src/modules/mail/mail.ts';
import type { MailService } from '../src/modules/mail/mail.module.ts';
import { createLookupGuard } from '../src/modules/manage/lookup-guard.ts';
import { createQuoteRepository } from '../src/modules/quotes/quotes.repository.ts';
import { createQuoteService } from '../src/modules/quotes/quotes.service.ts';
import { createSharedState } from '../src/modules/shared-state/shared-state.ts';
import { CAR_SELECTION, cardPayment, renter } from './support/booking-fixtures.ts';
import { fixedClock, startTestApp, type TestContext } from './support/test-app.ts';

/*
 * The quote reminder's rules, on the service built from the real repositories of the test
 * database; the mail it would send is kept here instead of in the outbox.
 */
const { clock } = fixedClock('2026-12-01 08:00');
const contact = { name: 'Thandi', surname: 'Nkosi', emailAddress: 'thandi.nkosi@example.co.za' };

let ctx: TestContext;
let service: ReturnType<typeof createQuoteService>;
const sent: OutgoingMail[] = [];

beforeAll(async () => {
  ctx = await startTestApp(clock);
  const { db } = ctx.database;
  const bookings = createBookingRepository(db);
  const mail: Pick<MailService, 'enqueueAndKick'> = {
    enqueueAndKick: async (outgoing) => void sent.push(outgoing),
  };
  service = createQuoteService({
    // Pricing is not used by the reminder.
    availability: {} as AvailabilityService,
    quotes: createQuoteRepository(db),
    catalogue: createCatalogueSource(createCatalogueRepository(db, createBranchRepository(db)), 0),
    mail: mail as MailService,
    clock,
    publicUrl: 'http://localhost:3000',
    lookups: createLookupGuard(clock, await createSharedState({ log: ctx.app.log })),
    findConfirmation: (quoteNumber) => bookings.findByQuoteNumber(quoteNumber),
  });
});
afterAll(async () => {
  await ctx?.close();
});

async function saveQuote(vehicleGroup: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/Quote/save',
    payload: { ...CAR_SELECTION, vehicleGroup, ...contact },
  });
  expect(response.statusCode, response.body).toBe(200);
  return quoteSaveResponseSchema.parse(response.json()).quoteNumber;
}

describe('the quote reminder', () => {
  it('greets the contact stored with the quote, never the names a caller sends', async () => {
    const quoteNumber = await saveQuote('A1');
    const request = {
      quoteNumber,
      emailAddress: contact.emailAddress,
      name: 'Click here to claim your prize',
      surname: 'http://evil.example',
    };
    sent.length = 0;
    await service.remind(request);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.text).toContain('Thandi Nkosi');
    expect(mail.text).not.toContain('prize');
    expect(mail.html).not.toContain('evil.example');
  });

  it('refuses a quote already booked as a live reservation, sending nothing', async () => {
    const quoteNumber = await saveQuote('B3');
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/Booking',
      payload: {
        ...CAR_SELECTION,
        vehicleGroup: 'B3',
        quoteNumber,
        customerDetails: renter(),
        payment: cardPayment(),
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const { reservationNumber } = bookingResponseSchema.parse(booked.json()).reservation;

    sent.length = 0;
    const refusal = await service
      .remind({ quoteNumber, emailAddress: contact.emailAddress })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      code: 'QUOTE_ALREADY_CONFIRMED',
      statusCode: 409,
      message: MANAGE_MESSAGES.alreadyConfirmed(quoteNumber, reservationNumber),
    });
    expect(sent).toEqual([]);
  });
});
