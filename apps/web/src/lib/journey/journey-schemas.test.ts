import { SUCCESS } from '@bluu/contracts/api-errors';
import { describe, expect, it } from 'vitest';
import { CHARGE, PAYLOAD, quoteFor } from '@test/fixtures.ts';
import { readJourneyState } from './journey-schemas.ts';

const QUOTE = quoteFor({
  ...PAYLOAD,
  rateCode: 'STD',
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
  products: [],
  additionalDrivers: 0,
});

/** A confirmation entry as an earlier build wrote it: without `billedTo`. */
const CONFIRMATION = {
  confirmation: {
    errors: SUCCESS,
    warning: '',
    reservationNumber: 'R1000001',
    reservation: {
      reservationNumber: 'R1000001',
      status: 'CONFIRMED',
      vehGroup: 'A1',
      vehicleGrp_Desc: CHARGE.vehicleGrp_Desc,
      pickupBranch: 'JS',
      pickupDate: '2026-11-20',
      pickupTime: '12:45',
      duebackBranch: 'JS',
      duebackDate: '2026-11-22',
      duebackTime: '09:00',
      rateCode: 'STD',
      rateDesc: 'Standard Rate',
      currency: 'ZAR',
      quoteLines: QUOTE.quoteLines,
      totalCharge: QUOTE.totalCharge,
      liability: QUOTE.liability,
      renterEmail: 'thandi@example.co.za',
      paymentType: 'AC',
      cardLastFour: '',
    },
  },
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
