import { describe, expect, it } from 'vitest';
import { parseLocalDateTime } from '../src/time.ts';
import { customerDetailsSchema, paymentSchema, type CustomerDetails } from '../src/booking.ts';
import { quoteReminderRequestSchema, quoteSaveRequestSchema } from '../src/quote.ts';
import {
  CUSTOMER_TEXT_LIMITS,
  emptyCustomerDetails,
  emptyPayment,
  firstCustomerDetailsError,
  firstPaymentError,
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

  it.each<[keyof CustomerDetails, Partial<CustomerDetails>, string]>([
    ['firstNames', { firstNames: [{ firstName: '\u202e' }] }, 'Please enter your First name.'],
    ['surname', { surname: '\u200b\u202e\u2060' }, 'Please enter your Last name.'],
    ['renterID', { renterID: '\ufeff' }, 'Please enter your ID/Passport number.'],
    ['contactPhoneNo', { contactPhoneNo: '\u202d' }, 'Please enter your Contact number.'],
    ['renterEmail', { renterEmail: '\u00ad' }, 'Please enter your Email address.'],
  ])('counts a %s of only invisible characters as none', (field, change, message) => {
    expect(firstCustomerDetailsError({ ...renter, ...change })).toEqual({ field, message });
  });
});

describe('the contact a quote is saved for', () => {
  const contact = { name: 'Thandi', surname: 'Nkosi', emailAddress: 'thandi@example.co.za' };

  it('counts a name of only invisible characters as none', () => {
    expect(quoteReminderRequestSchema.safeParse({ ...contact, quoteNumber: 'Q1' }).success).toBe(
      true,
    );
    for (const schema of [quoteSaveRequestSchema, quoteReminderRequestSchema])
      for (const field of ['name', 'surname'])
        expect(schema.safeParse({ ...contact, [field]: '\u202e' }).error?.issues).toContainEqual(
          expect.objectContaining({ path: [field], message: 'is required' }),
        );
  });
});

describe('booking step 1 texts longer than a booking keeps', () => {
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
  const address = (length: number) =>
    `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(length - 128)}.co.za`;

  it('takes an e-mail address of 254 characters, the longest there is', () => {
    expect(address(254)).toHaveLength(254);
    expect(firstCustomerDetailsError({ ...renter, renterEmail: address(254) })).toBeNull();
  });

  it('says an e-mail address of 255 characters is too long', () => {
    expect(firstCustomerDetailsError({ ...renter, renterEmail: address(255) })).toEqual({
      field: 'renterEmail',
      message: 'Email address must be at most 254 characters.',
    });
  });

  it('says a first name or an address line is too long, in form order', () => {
    const long = 'Thandiwe'.repeat(25);
    expect(
      firstCustomerDetailsError({
        ...renter,
        firstNames: [{ firstName: long }],
        renterCity: long,
      }),
    ).toEqual({ field: 'firstNames', message: 'First name must be at most 60 characters.' });
    expect(firstCustomerDetailsError({ ...renter, renterCity: long })).toEqual({
      field: 'renterCity',
      message: 'City must be at most 60 characters.',
    });
  });

  it('names a missing field before a later one that is too long', () => {
    expect(
      firstCustomerDetailsError({ ...renter, surname: '', renterEmail: address(255) }),
    ).toEqual({ field: 'surname', message: 'Please enter your Last name.' });
  });
});

describe('booking step 2 texts longer than a booking keeps', () => {
  const now = parseLocalDateTime('2026-12-01 08:00') as Date;
  const payment = {
    ...emptyPayment(),
    moP_Type: 'VS',
    moP_Expiry: '202812',
    invoiceAddress1: '12 Jan Smuts Avenue',
    invoiceAddress2: 'Rosebank',
    invoicePostCode: '2196',
  };
  const context = { accountType: 'I' as const, productCodes: [], now };

  it('counts a required text of only invisible characters as none', () => {
    expect(firstPaymentError({ ...payment, invoiceAddress1: '\u202e ' }, context)).toEqual({
      field: 'invoiceAddress1',
      message: 'Please enter your Billing address line 1.',
    });
  });

  it('says which text is too long', () => {
    expect(firstPaymentError(payment, context)).toBeNull();
    expect(firstPaymentError({ ...payment, invoiceAddress1: 'x'.repeat(101) }, context)).toEqual({
      field: 'invoiceAddress1',
      message: 'Billing address line 1 must be at most 100 characters.',
    });
    expect(firstPaymentError({ ...payment, remarks: 'x'.repeat(501) }, context)).toEqual({
      field: 'remarks',
      message: 'Remarks must be at most 500 characters.',
    });
  });
});
