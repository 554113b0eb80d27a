import { describe, expect, it } from 'vitest';
import { customerDetailsSchema, paymentSchema } from '../src/booking.ts';
import {
  CUSTOMER_TEXT_LIMITS,
  emptyCustomerDetails,
  emptyPayment,
  firstCustomerDetailsError,
  PAYMENT_TEXT_LIMITS,
  trimmedCustomerDetails,
  trimmedPayment,
} from '../src/booking-rules.ts';

describe('the booking rules without zod', () => {
  it('start the renter and the payment as the schemas read an empty form', () => {
    expect(emptyCustomerDetails()).toEqual(
      customerDetailsSchema.parse({ firstNames: [{ firstName: '' }] }),
    );
    expect(emptyPayment()).toEqual(paymentSchema.parse({}));
  });

  it('trim every text as the schemas do', () => {
    const details = {
      ...emptyCustomerDetails(),
      title: ' MR ',
      firstNames: [{ firstName: ' Thandi ' }],
      surname: 'Nkosi  ',
      renterEmail: ' thandi@example.co.za',
    };
    expect(trimmedCustomerDetails(details)).toEqual(customerDetailsSchema.parse(details));
    const payment = { ...emptyPayment(), moP_Type: ' VS', invoiceAddress1: ' 1 Long St ' };
    expect(trimmedPayment(payment)).toEqual(paymentSchema.parse(payment));
  });

  it('give the schemas their limits: one character more is refused', () => {
    const surname = 'x'.repeat(CUSTOMER_TEXT_LIMITS.surname);
    expect(customerDetailsSchema.safeParse({ surname }).success).toBe(true);
    expect(customerDetailsSchema.safeParse({ surname: `${surname}x` }).success).toBe(false);
    const remarks = 'x'.repeat(PAYMENT_TEXT_LIMITS.remarks + 1);
    expect(paymentSchema.safeParse({ remarks }).success).toBe(false);
  });
});

describe('booking step 1', () => {
  const renter = customerDetailsSchema.parse({
    title: 'MS',
    firstNames: [{ firstName: 'Thandi' }],
    surname: 'Nkosi',
    iD_Type: 'PASS',
    renterID: 'A1234567',
    contactPhoneNo: '+27821234567',
    renterEmail: 'thandi@example.co.za',
    renterDrivingLicenseCode: 'B',
    consent: true,
  });

  it('accepts a renter whose choices come from their lists', () => {
    expect(firstCustomerDetailsError(renter)).toBeNull();
  });

  it.each([
    ['title', 'NaN', 'Please select Title.'],
    ['iD_Type', 'NaN', 'Please select ID type.'],
    ['renterDrivingLicenseCode', 'Z', 'Please select Driving licence code.'],
  ] as const)('refuses a %s that is not on its list (%s)', (field, value, message) => {
    expect(firstCustomerDetailsError({ ...renter, [field]: value })).toEqual({ field, message });
  });
});
