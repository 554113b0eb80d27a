import { describe, expect, it } from 'vitest';
import {
  addressFieldOf,
  ADDRESS_MESSAGES,
  firstAddressProblem,
  INITIAL_ADDRESS_FORM,
  splitStreet,
  todayInSouthAfrica,
  toProfileUpdate,
  type AddressFormValues,
} from './address-form.ts';
import { INITIAL_REGISTRATION, type RegistrationValues } from './registration-form.ts';

const DETAILS: RegistrationValues = {
  ...INITIAL_REGISTRATION,
  registerIDType: 'SAID',
  registerID: '8001015009087',
  registerTitle: 'MS',
  registerFirstname: 'Naledi',
  registerLastname: 'Mokoena',
  registerCellNumber: '0821234567',
  registerLicenceCode: 'B',
  registerEmail: 'naledi@example.co.za',
  registerConfirmationEmail: 'naledi@example.co.za',
  registerPassword: 'Correct-Horse-7',
  registerRePassword: 'Correct-Horse-7',
  consent: true,
};

const HOME: AddressFormValues = {
  homePlace: { description: 'Sandton City, Sandhurst, Johannesburg', suburb: 'Sandhurst' },
  home: {
    line1: '83 Rivonia Road',
    line2: 'Sandhurst',
    city: 'Johannesburg',
    province: 'GP',
    postalCode: '2196',
    country: 'ZA',
  },
  sameForBilling: true,
  billing: INITIAL_ADDRESS_FORM.billing,
};

describe('the address schema (spec 001 §5)', () => {
  it('needs the home address chosen by search, then line 1, city, province, postal code, country', () => {
    expect(firstAddressProblem(INITIAL_ADDRESS_FORM)).toEqual({
      field: 'homePlace',
      message: ADDRESS_MESSAGES.homePlace,
    });
    expect(firstAddressProblem({ ...HOME, home: { ...HOME.home, line1: ' ' } })?.field).toBe(
      'home.line1',
    );
    expect(firstAddressProblem({ ...HOME, home: { ...HOME.home, postalCode: '' } })).toEqual({
      field: 'home.postalCode',
      message: 'Please enter your Postal Code.',
    });
    expect(firstAddressProblem({ ...HOME, home: { ...HOME.home, line2: '' } })).toBeNull();
    expect(firstAddressProblem({ ...HOME, sameForBilling: false })).toBeNull();
  });
});

describe('the update payload of step 2 (spec 001 §3)', () => {
  it('copies the home address to billing when the same address is used', () => {
    expect(toProfileUpdate(DETAILS, HOME, 'tok-1', '+27-821234567', '2026-11-24')).toEqual({
      Action: 'UPDATE',
      userType: 'Registered',
      errorMessage: 'LOGIN SUCCESSFUL',
      openSnappdriveBookings: [],
      apiToken: null,
      refreshToken: null,
      title: 'MS',
      firstName: 'Naledi',
      lastName: 'Mokoena',
      idType: 'SAID',
      idPassportNumber: '8001015009087',
      driversLicenceNumber: '',
      licenceIssueDate: '2026-11-24',
      licenceExpiryDate: '2026-11-24',
      licenceCode: 'B',
      contactNumber: '+27-821234567',
      phoneNoCountry: 'ZA',
      emailAddress: 'naledi@example.co.za',
      token: 'tok-1',
      cardToken: '',
      billingAddress1: '83 Rivonia Road',
      billingAddress2: 'Sandhurst',
      billingAddress3: 'Johannesburg, GP',
      billingPostCode: '2196',
      billingCountry: 'ZA',
      addressCountry: 'ZA',
      unitNumber: '',
      buildingComplexName: '',
      streetNumber: '83',
      streetName: 'Rivonia Road',
      suburb: 'Sandhurst',
      province: 'GP',
      city: 'Johannesburg',
      postCode: '2196',
    });
  });

  it('sends the billing block when it differs; billing line 2 falls back to the city', () => {
    const payload = toProfileUpdate(
      DETAILS,
      {
        ...HOME,
        sameForBilling: false,
        billing: {
          line1: 'PO Box 1234',
          line2: '',
          city: 'Cape Town',
          province: 'WC',
          postalCode: '8000',
          country: 'ZA',
        },
      },
      'tok-1',
      '+27-821234567',
    );
    expect(payload).toMatchObject({
      billingAddress1: 'PO Box 1234',
      billingAddress2: 'Cape Town',
      billingAddress3: 'Cape Town, WC',
      billingPostCode: '8000',
      streetName: 'Rivonia Road',
    });
  });

  it('splits street number and name from line 1 only when its first word is a number', () => {
    expect(splitStreet('12 Jan Smuts Avenue')).toEqual({
      streetNumber: '12',
      streetName: 'Jan Smuts Avenue',
    });
    expect(splitStreet('12A Long Street')).toEqual({
      streetNumber: '12A',
      streetName: 'Long Street',
    });
    expect(splitStreet('Unit 4, The Palms')).toEqual({
      streetNumber: '',
      streetName: 'Unit 4, The Palms',
    });
  });

  it("dates the licence today in South Africa, whatever the browser's zone", () => {
    expect(todayInSouthAfrica(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24');
  });
});

describe("a refused field of the update payload, on step 2's form", () => {
  it('is the field it was typed in; billing fields are the home ones while billing is the same', () => {
    expect(addressFieldOf(HOME, 'postCode')).toBe('home.postalCode');
    expect(addressFieldOf(HOME, 'streetName')).toBe('home.line1');
    expect(addressFieldOf(HOME, 'billingCountry')).toBe('home.country');
    const billing = { ...HOME, sameForBilling: false, billing: { ...HOME.home, line2: '' } };
    expect(addressFieldOf(billing, 'billingCountry')).toBe('billing.country');
    // Billing address 2 is the city when line 2 is empty.
    expect(addressFieldOf(billing, 'billingAddress2')).toBe('billing.city');
    expect(addressFieldOf(HOME, 'lastName')).toBeNull();
    expect(addressFieldOf(HOME, 'token')).toBeNull();
  });
});
