import { describe, expect, it } from 'vitest';
import {
  bookingRequestSchema,
  customerDetailsSchema,
  firstCustomerDetailsError,
  paymentOnFileSchema,
  paymentSchema,
} from '../src/booking.ts';
import { emptyContactDetails, firstContactError } from '../src/content.ts';
import { quoteReminderRequestSchema, quoteSaveRequestSchema } from '../src/quote.ts';
import {
  profileAddressSchema,
  registerExternalUserRequestSchema,
  registerRequestSchema,
  updateExternalProfileRequestSchema,
} from '../src/users.ts';

/*
 * Names, numbers, subjects and address lines refuse control and bidi characters
 * (`isUsableText`); texts of several lines keep their line breaks.
 */

const BREAK = 'Line1\r\nBcc: evil@x.com';
const TAB = 'Tab\there';
const OVERRIDE = 'R123 \u202etxt.exe\u202c';
const ARABIC = 'عائشة';
const HEBREW = 'שרה';

function issueAt(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return result.error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
}

describe('the booking schemas', () => {
  const renter = {
    title: 'MS',
    firstNames: [{ firstName: 'Thandi' }],
    surname: 'Nkosi',
    iD_Type: 'PASS',
    renterID: 'A1234567',
    contactPhoneNo: '+27821234567',
    renterEmail: 'thandi@example.co.za',
    renterDrivingLicenseCode: 'B',
    renterStreetName: 'Long Street',
    consent: true,
  };

  it.each([BREAK, TAB, OVERRIDE, 'nul\u0000', 'del\u007f', 'c1\u0085'])(
    'refuses a renter text holding %j, every first name included',
    (bad) => {
      for (const change of [
        { firstNames: [{ firstName: bad }] },
        { firstNames: [{ firstName: 'Thandi' }, { firstName: bad }] },
        { surname: bad },
        { renterID: bad },
        { contactPhoneNo: bad },
        { renterStreetName: bad },
      ])
        expect(issueAt(customerDetailsSchema.safeParse({ ...renter, ...change }))).toContainEqual(
          expect.objectContaining({ message: 'holds a character that cannot be used' }),
        );
    },
  );

  it('takes right-to-left names', () => {
    const parsed = customerDetailsSchema.parse({
      ...renter,
      firstNames: [{ firstName: ARABIC }],
      surname: HEBREW,
    });
    expect(parsed.surname).toBe(HEBREW);
    expect(firstCustomerDetailsError(parsed)).toBeNull();
  });

  it('lets only the remarks break lines, never hold a tab or an override', () => {
    expect(paymentSchema.safeParse({ remarks: 'Child seat\nLate arrival' }).success).toBe(true);
    expect(paymentSchema.safeParse({ remarks: TAB }).success).toBe(false);
    expect(paymentSchema.safeParse({ remarks: OVERRIDE }).success).toBe(false);
    expect(paymentSchema.safeParse({ invoiceAddress1: BREAK }).success).toBe(false);
    expect(paymentSchema.safeParse({ deliveryAddress2: TAB }).success).toBe(false);
  });

  it('still reads a payment kept before the rule', () => {
    expect(paymentOnFileSchema.parse({ invoiceAddress1: TAB }).invoiceAddress1).toBe(TAB);
  });

  it('refuses in the request of POST /api/Booking', () => {
    expect(
      issueAt(
        bookingRequestSchema
          .pick({ customerDetails: true })
          .safeParse({ customerDetails: { ...renter, firstNames: [{ firstName: BREAK }] } }),
      ),
    ).toEqual([
      {
        path: 'customerDetails.firstNames.0.firstName',
        message: 'holds a character that cannot be used',
      },
    ]);
  });

  it('names the field in the form rules the site and the server share', () => {
    const parsed = customerDetailsSchema.parse(renter);
    expect(firstCustomerDetailsError({ ...parsed, surname: TAB })).toEqual({
      field: 'surname',
      message: 'Last name holds a character that cannot be used.',
    });
    expect(
      firstCustomerDetailsError({ ...parsed, firstNames: [{ firstName: `Thandi\u202e` }] }),
    ).toEqual({
      field: 'firstNames',
      message: 'First name holds a character that cannot be used.',
    });
  });
});

describe('the contact of an Email Quote', () => {
  const contact = { name: 'Thandi', surname: 'Nkosi', emailAddress: 'thandi@example.co.za' };

  it.each([BREAK, TAB, OVERRIDE])('refuses a name or surname holding %j', (bad) => {
    for (const field of ['name', 'surname'])
      expect(
        issueAt(
          quoteReminderRequestSchema.safeParse({ ...contact, quoteNumber: 'Q1', [field]: bad }),
        ),
      ).toEqual([{ path: field, message: 'holds a character that cannot be used' }]);
  });

  it('takes right-to-left names', () => {
    const parsed = quoteReminderRequestSchema.parse({
      ...contact,
      name: ARABIC,
      surname: HEBREW,
      quoteNumber: 'Q1',
    });
    expect([parsed.name, parsed.surname]).toEqual([ARABIC, HEBREW]);
    expect(quoteSaveRequestSchema.shape.name.safeParse(ARABIC).success).toBe(true);
  });
});

describe('registration and profile names', () => {
  it.each([BREAK, TAB, OVERRIDE])('refuses a name holding %j with the field named', (bad) => {
    expect(registerRequestSchema.safeParse({ FirstName: bad }).error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['FirstName'],
        message: 'First name holds a character that cannot be used.',
      }),
    );
    expect(registerRequestSchema.safeParse({ LastName: bad }).error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['LastName'],
        message: 'Last name holds a character that cannot be used.',
      }),
    );
    const external = registerExternalUserRequestSchema.safeParse({
      registerDetails: { registerFirstname: bad },
    });
    expect(external.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['registerDetails', 'registerFirstname'],
        message: 'First name holds a character that cannot be used.',
      }),
    );
    expect(profileAddressSchema.safeParse({ streetName: bad }).success).toBe(false);
    const profile = updateExternalProfileRequestSchema.safeParse({
      profileDetails: { profileFirstname: 'Thandi', profileLastname: bad },
    });
    expect(profile.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['profileDetails', 'profileLastname'],
        message: 'Last name holds a character that cannot be used.',
      }),
    );
  });

  it('takes right-to-left names', () => {
    const names = registerRequestSchema.safeParse({ FirstName: ARABIC, LastName: HEBREW });
    const paths = (names.error?.issues ?? []).map(({ path }) => path.join('.'));
    expect(paths).not.toContain('FirstName');
    expect(paths).not.toContain('LastName');
  });
});

describe('the contact form', () => {
  const details = {
    ...emptyContactDetails(),
    contactFullname: 'Thandi Nkosi',
    contactNumber: '0821234567',
    contactEmail: 'thandi@example.co.za',
    contactSubject: 'Booking R123',
    contactMessage: 'Hello,\nPlease call me.',
    consent: true,
  };

  it('takes a message of several lines and right-to-left names', () => {
    expect(firstContactError(details)).toBeNull();
    expect(firstContactError({ ...details, contactFullname: `${ARABIC} ${HEBREW}` })).toBeNull();
  });

  it.each([
    ['contactFullname', BREAK, 'Full name holds a character that cannot be used.'],
    ['contactFullname', TAB, 'Full name holds a character that cannot be used.'],
    ['contactSubject', OVERRIDE, 'Subject holds a character that cannot be used.'],
    ['contactSubject', 'Booking\nR123', 'Subject holds a character that cannot be used.'],
    ['contactMessage', `Hello\t${OVERRIDE}`, 'Message holds a character that cannot be used.'],
    ['contactMessage', 'Hello\u0007', 'Message holds a character that cannot be used.'],
  ])('refuses a %s of %j', (field, value, message) => {
    expect(firstContactError({ ...details, [field]: value })).toEqual({ field, message });
  });
});
