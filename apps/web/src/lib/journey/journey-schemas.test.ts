import { describe, expect, it } from 'vitest';
import { bookedAnswer, CHARGE } from '@test/fixtures.ts';
import { readJourneyState } from './journey-schemas.ts';

/** A confirmation entry as an earlier build wrote it: without `billedTo`. */
const CONFIRMATION = {
  confirmation: bookedAnswer({ reservation: { paymentType: 'AC', cardLastFour: '' } }),
  vehicleGroup: CHARGE,
  customerDetails: { surname: 'Nkosi', renterEmail: 'thandi@example.co.za' },
};

const BILLED_TO = {
  accountName: 'Acme Mining (Pty) Ltd',
  accountNo: 'C10001',
  voucherNo: 'V-778',
  orderNo: 'PO-1',
};

describe('the confirmation state', () => {
  it('carries the account billed and the voucher and order numbers', () => {
    const state = readJourneyState('confirmation', { ...CONFIRMATION, billedTo: BILLED_TO });
    expect(state?.billedTo).toEqual(BILLED_TO);
  });

  it('still loads an entry without them, and drops them when broken', () => {
    expect(readJourneyState('confirmation', CONFIRMATION)?.billedTo).toBeUndefined();
    const broken = readJourneyState('confirmation', {
      ...CONFIRMATION,
      billedTo: { accountName: 'Acme Mining (Pty) Ltd' },
    });
    expect(broken?.confirmation.reservationNumber).toBe('R1000001');
    expect(broken?.billedTo).toBeUndefined();
  });
});
