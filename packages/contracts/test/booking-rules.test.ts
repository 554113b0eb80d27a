import { describe, expect, it } from 'vitest';
import { customerDetailsSchema, paymentSchema } from '../src/booking.ts';
import {
  CUSTOMER_TEXT_LIMITS,
  emptyCustomerDetails,
  emptyPayment,
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
