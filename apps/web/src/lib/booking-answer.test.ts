import { codedApiErrors } from '@bluu/contracts/api-errors';
import { BOOKING_MESSAGES } from '@bluu/contracts/booking';
import { describe, expect, it } from 'vitest';
import { refused, sortBookingAnswer } from './booking-answer.ts';
import { HttpError } from './http-client.ts';

const ID_MESSAGE = BOOKING_MESSAGES.renterIdInvalid;

describe('a refused booking', () => {
  it('concerns the renter details when our API codes it as a renter ID problem', async () => {
    const outcome = await sortBookingAnswer(() =>
      Promise.reject(
        new HttpError(400, { errors: codedApiErrors('RENTER_ID_INVALID', 'Check the renter.') }),
      ),
    );
    expect(outcome).toEqual({
      kind: 'refused',
      message: 'Check the renter.',
      customerDetailsProblem: true,
    });
  });

  it('stays in the payment step for any other code, whatever its text says', async () => {
    const outcome = await sortBookingAnswer(() =>
      Promise.resolve({ errors: codedApiErrors('PAYMENT', 'The card id no longer works.') }),
    );
    expect(outcome).toMatchObject({ kind: 'refused', customerDetailsProblem: false });
  });

  it("falls back to the spec's 'id no' rule for an answer without a code", () => {
    expect(refused(ID_MESSAGE)).toMatchObject({ customerDetailsProblem: true });
    expect(refused('Pick Up not in the Branch hours.')).toMatchObject({
      customerDetailsProblem: false,
    });
  });
});
