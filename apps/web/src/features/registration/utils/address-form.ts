import type { Place } from '@bluu/contracts/maps';
import type { RegistrationValues } from './registration-form.ts';

export interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  /** A province code: EC, FN, FS, GP, KN, MP, NC, NW, WC. */
  province: string;
  postalCode: string;
  /** An ISO country code, e.g. ZA. */
  country: string;
}

/** Step 2 of /register-account: the home address (found by search) and the billing address. */
export interface AddressFormValues {
  /** The home address chosen from the suggestions, as shown; null until one is chosen. */
  homePlace: { description: string; suburb: string } | null;
  home: AddressValues;
  sameForBilling: boolean;
  billing: AddressValues;
}

export const EMPTY_ADDRESS: AddressValues = {
  line1: '',
  line2: '',
  city: '',
  province: '',
  postalCode: '',
  country: '',
};

export const INITIAL_ADDRESS_FORM: AddressFormValues = {
  homePlace: null,
  home: EMPTY_ADDRESS,
  sameForBilling: true,
  billing: EMPTY_ADDRESS,
};

export type AddressField = 'homePlace' | `home.${keyof AddressValues}`;

/** A field of step 2: the home address's, or the billing address's when it is asked for. */
export type StepTwoField = AddressField | `billing.${keyof AddressValues}`;

export const ADDRESS_MESSAGES = {
  homePlace: 'Please search for your Home Address and choose it from the suggestions.',
  line1: 'Please enter your Address Line 1.',
  city: 'Please enter your City.',
  province: 'Please select Province.',
  postalCode: 'Please enter your Postal Code.',
  country: 'Please select Country.',
  failed: 'Registration failed. Please try again.',
} as const;

/** The first failing rule of the address schema (spec 001 §5); billing fields are optional. */
export function firstAddressProblem(
  values: AddressFormValues,
): { field: AddressField; message: string } | null {
  if (!values.homePlace) return { field: 'homePlace', message: ADDRESS_MESSAGES.homePlace };
  const required = ['line1', 'city', 'province', 'postalCode', 'country'] as const;
  const missing = required.find((name) => values.home[name].trim() === '');
  return missing ? { field: `home.${missing}`, message: ADDRESS_MESSAGES[missing] } : null;
}

/** The home address filled from a chosen place: street, suburb, city, province, code, country. */
export function addressFromPlace(place: Place): AddressValues {
  return {
    line1: [place.streetNumber, place.streetName].filter(Boolean).join(' '),
    line2: place.suburb,
    city: place.city,
    province: place.provinceCode,
    postalCode: place.postalCode,
    country: place.countryCode,
  };
}

/** Street number and name: split from line 1 when its first word is a number (spec 001 §3). */
export function splitStreet(line1: string): { streetNumber: string; streetName: string } {
  const [first = '', ...rest] = line1.trim().split(/\s+/);
  return /^\d+[a-zA-Z]?$/.test(first)
    ? { streetNumber: first, streetName: rest.join(' ') }
    : { streetNumber: '', streetName: line1.trim() };
}

function billingOf(address: AddressValues) {
  const city = address.city.trim();
  return {
    billingAddress1: address.line1.trim(),
    billingAddress2: address.line2.trim() || city,
    billingAddress3: [city, address.province].filter(Boolean).join(', '),
    billingPostCode: address.postalCode.trim(),
    billingCountry: address.country,
  };
}

/** Today as yyyy-mm-dd in South Africa (the licence dates of the update payload). */
export function todayInSouthAfrica(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(now);
}

/** The profile update payload of registration step 2 (spec 001 §3, PUT /api/auth/update/{email}). */
export function toProfileUpdate(
  details: RegistrationValues,
  address: AddressFormValues,
  token: string,
  contactNumber: string,
  today = todayInSouthAfrica(),
) {
  const home = address.home;
  const billing = address.sameForBilling ? home : address.billing;
  return {
    Action: 'UPDATE',
    userType: 'Registered',
    errorMessage: 'LOGIN SUCCESSFUL',
    openSnappdriveBookings: [] as unknown[],
    apiToken: null,
    refreshToken: null,
    title: details.registerTitle,
    firstName: details.registerFirstname.trim(),
    lastName: details.registerLastname.trim(),
    idType: details.registerIDType,
    idPassportNumber: details.registerID.trim(),
    driversLicenceNumber: details.registerDriverLicenceNumber.trim(),
    licenceIssueDate: today,
    licenceExpiryDate: today,
    licenceCode: details.registerLicenceCode,
    contactNumber,
    // Ours: the server follows a corrected step 1's phone country with it (decision record 0038).
    phoneNoCountry: details.registerCellCountry,
    emailAddress: details.registerEmail.trim(),
    token,
    cardToken: '',
    ...billingOf(billing),
    addressCountry: home.country,
    unitNumber: '',
    buildingComplexName: '',
    ...splitStreet(home.line1),
    suburb: home.line2.trim() || address.homePlace?.suburb || '',
    province: home.province,
    city: home.city.trim(),
    postCode: home.postalCode.trim(),
  };
}

export type ProfileUpdatePayload = ReturnType<typeof toProfileUpdate>;

/** Where the home address's fields of the update payload were typed on step 2. */
const HOME_TYPED_IN: Partial<Record<keyof ProfileUpdatePayload, keyof AddressValues>> = {
  streetNumber: 'line1',
  streetName: 'line1',
  suburb: 'line2',
  city: 'city',
  province: 'province',
  postCode: 'postalCode',
  addressCountry: 'country',
};

/** Where the billing fields of the update payload were typed (`billingOf`). */
const BILLING_TYPED_IN: Partial<Record<keyof ProfileUpdatePayload, keyof AddressValues>> = {
  billingAddress1: 'line1',
  billingAddress2: 'line2',
  billingAddress3: 'city',
  billingPostCode: 'postalCode',
  billingCountry: 'country',
};

/**
 * The step-2 field a field of the update payload was typed in, or null for one typed on step 1
 * or fixed: `addressFieldOf(values, 'postCode')` is `'home.postalCode'`, `'billingCountry'` the
 * home address's country while it is also the billing address.
 */
export function addressFieldOf(values: AddressFormValues, sent: string): StepTwoField | null {
  const home = HOME_TYPED_IN[sent as keyof ProfileUpdatePayload];
  if (home) return `home.${home}`;
  const billing = BILLING_TYPED_IN[sent as keyof ProfileUpdatePayload];
  if (!billing) return null;
  const kind = values.sameForBilling ? 'home' : 'billing';
  // Billing address 2 is the city when line 2 is empty.
  return billing === 'line2' && values[kind].line2.trim() === ''
    ? `${kind}.city`
    : `${kind}.${billing}`;
}
