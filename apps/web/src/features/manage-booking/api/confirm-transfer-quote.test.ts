import type { SessionUser } from '@bluu/contracts/accounts';
import { SUCCESS } from '@bluu/contracts/api-errors';
import type { D2dQuoteRequest } from '@bluu/contracts/d2d';
import type { TransferQuote } from '@bluu/contracts/manage';
import { MANAGE_MESSAGES } from '@bluu/contracts/manage-rules';
import { MESSAGES } from '@bluu/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ok } from '@test/fake-api.ts';
import {
  EMAIL,
  fakeManageApi,
  refused,
  SEDAN,
  TRANSFER_QUOTE,
  transferAvailability,
  transferQuote,
} from '@/features/manage-booking/test/manage-fixtures.ts';
import { prepareTransferQuoteConfirmation } from './confirm-transfer-quote.ts';

const ACME: SessionUser = {
  accountName: 'Acme Mining',
  accountNo: 'C10001',
  accountType: 'C',
  accountFirstname: '',
  accountLastname: '',
  accountUser: 'travel@acme.co.za',
  accountEmail: 'travel@acme.co.za',
};

/** Saved by Acme Mining signed in: priced on its own rate, R 2 610,00, no fee. */
function acmeQuote(): TransferQuote {
  const quote = transferQuote();
  return {
    ...quote,
    requestedAccountType: 'C',
    rateCode: 'D2DACME',
    rateDesc: 'Acme Mining transfers',
    fee: 0,
    totalCharge: 2610,
    request: { ...quote.request, accountType: 'C', accountNo: 'C10001', fee: 0 },
  };
}

/** The trip's availability on `rateCode`: the rate the session is priced on. */
function availabilityOn(rateCode: string) {
  const answer = transferAvailability([SEDAN]);
  return { ...answer, rates: { rate: [{ ...answer.rates.rate[0]!, rateCode }] } };
}

/** POST /api/Quote/d2d's answer for the session: `totalCharge` on `rateCode`. */
function pricedOn(rateCode: string, totalCharge: number) {
  return (body: unknown) => {
    const request = body as D2dQuoteRequest;
    const { trip } = transferQuote();
    return ok({
      errors: SUCCESS,
      quoteNumber: '',
      requestedAccountType: request.accountType,
      requestedPickUpBranch: trip.hubCode,
      vehicleGroup: request.vehicleGroup,
      vehicleGrp_Desc: SEDAN.vehicleGrp_Desc,
      rateCode,
      rateDesc: 'Door2Door transfers',
      currency: 'ZAR',
      quoteLines: [],
      fee: 0,
      totalCharge,
      vatExempt: true,
      trip,
    });
  };
}

const paths = (requests: Array<{ url: string }>) => requests.map((request) => request.url);

describe("Confirm My Quote of an account's transfer quote", () => {
  it('asks a visitor to sign into the account: no booking steps at a price that would not be charged', async () => {
    const requests = fakeManageApi({
      'POST /api/Booking/d2d/availability': () => ok(availabilityOn('D2DPUB')),
    });

    expect(await prepareTransferQuoteConfirmation(acmeQuote(), null, EMAIL)).toEqual({
      ok: false,
      code: 'ACCOUNT_SIGN_IN_REQUIRED',
      message: MANAGE_MESSAGES.accountRequired('C10001'),
    });
    expect(paths(requests)).toEqual([]);
  });

  it('asks another signed-in account to sign into the one it was quoted for', async () => {
    fakeManageApi({
      'POST /api/Booking/d2d/availability': () => ok(availabilityOn('D2DOTHER')),
    });
    const other: SessionUser = { ...ACME, accountName: 'Other', accountNo: 'C20002' };

    expect(await prepareTransferQuoteConfirmation(acmeQuote(), other, EMAIL)).toMatchObject({
      ok: false,
      code: 'ACCOUNT_SIGN_IN_REQUIRED',
      message: MANAGE_MESSAGES.accountRequired('C10001'),
    });
  });

  it('opens the steps at the saved price for the account signed in, charged as quoted', async () => {
    const requests = fakeManageApi({
      'POST /api/Booking/d2d/availability': () => ok(availabilityOn('D2DACME')),
    });

    const outcome = await prepareTransferQuoteConfirmation(acmeQuote(), ACME, EMAIL);

    expect(outcome).toMatchObject({
      ok: true,
      state: {
        quoteNumber: TRANSFER_QUOTE,
        request: { accountType: 'C', accountNo: 'C10001' },
        quote: { rateCode: 'D2DACME', totalCharge: 2610 },
      },
    });
    expect(paths(requests)).toEqual(['/api/Booking/d2d/availability']);
  });
});

describe('Confirm My Quote on another rate than the one quoted', () => {
  it('opens the steps with the price the booking will be charged, still confirming the quote', async () => {
    // A visitor's quote on the public rate, confirmed by a signed-in account: the server books it
    // on the account's rate, so the steps show that price rather than the saved R 700,00.
    const requests = fakeManageApi({
      'POST /api/Booking/d2d/availability': () => ok(availabilityOn('D2DACME')),
      'POST /api/Quote/d2d': pricedOn('D2DACME', 2610),
    });

    const outcome = await prepareTransferQuoteConfirmation(transferQuote(), ACME, EMAIL);

    expect(outcome).toMatchObject({
      ok: true,
      state: {
        quoteNumber: TRANSFER_QUOTE,
        quote: { quoteNumber: TRANSFER_QUOTE, rateCode: 'D2DACME', totalCharge: 2610, fee: 0 },
      },
    });
    expect(requests.find((request) => request.url === '/api/Quote/d2d')?.body).toMatchObject({
      accountType: 'C',
      accountNo: 'C10001',
      vehicleGroup: 'TS',
      pickUpDateTime: '2026-12-02 10:00',
    });
  });

  it('says why when the transfer cannot be priced afresh, and opens no steps', async () => {
    fakeManageApi({
      'POST /api/Booking/d2d/availability': () => ok(availabilityOn('D2DPUB2')),
      'POST /api/Quote/d2d': () =>
        refused(409, 'VEHICLE_UNAVAILABLE', MESSAGES.vehicleGroupUnavailable('TS')),
    });

    expect(await prepareTransferQuoteConfirmation(transferQuote(), null, EMAIL)).toEqual({
      ok: false,
      message: MESSAGES.vehicleGroupUnavailable('TS'),
    });
  });
});
