import type { CustomerDetailsInput, PaymentInput } from '@bluu/contracts/booking';

/** A car search from O.R. Tambo that passes every time rule at a clock of 2026-12-01 08:00. */
export const CAR_TRIP = {
  pickUpBranch: 'JS',
  pickUpDateTime: '2026-12-02 10:00',
  dropOffBranch: 'JS',
  dropOffDateTime: '2026-12-05 10:00',
  accountType: 'I',
  foreignLocal: 'L',
  rateCode: '',
} as const;

/** The trip with a small car, standard cover, no extras: what a quote or booking names. */
export const CAR_SELECTION = {
  ...CAR_TRIP,
  vehicleGroup: 'A1',
  selectedWaiver: 'CDW',
  products: [],
  additionalDrivers: 0,
} as const;

/** A renter who passes every rule of booking step 1. */
export function renter(overrides: Partial<CustomerDetailsInput> = {}): CustomerDetailsInput {
  return {
    title: 'MS',
    firstNames: [{ firstName: 'Thandi' }],
    surname: 'Nkosi',
    iD_Type: 'SAID',
    renterID: '8001015009087',
    contactPhoneNo: '+27821234567',
    renterEmail: 'thandi.nkosi@example.co.za',
    renterDrivingLicenseCode: 'B',
    consent: true,
    renterStreetNo: '12',
    renterStreetName: 'Jan Smuts Avenue',
    renterCity: 'Johannesburg',
    ...overrides,
  };
}

/** A Visa card payment that passes every rule of booking step 2 (in 2026). */
export const TEST_CARD = '4111111111111111';
export function cardPayment(overrides: Partial<PaymentInput> = {}): PaymentInput {
  return {
    moP_Type: 'VS',
    moP_No: TEST_CARD,
    moP_Expiry: '202812',
    invoiceAddress1: '12 Jan Smuts Avenue',
    invoiceAddress2: 'Rosebank',
    invoicePostCode: '2196',
    ...overrides,
  };
}

/** A billback payment for a corporate or tour account. */
export function billbackPayment(overrides: Partial<PaymentInput> = {}): PaymentInput {
  return {
    moP_Type: 'AC',
    voucherNo: 'V-2026-001',
    invoiceAddress1: '1 Mine Road',
    invoiceAddress2: 'Rustenburg',
    invoicePostCode: '0299',
    ...overrides,
  };
}
