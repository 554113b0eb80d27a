import type { CountryCode } from 'libphonenumber-js/min';

export type { CountryCode };

export interface PhoneCountry {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** The contact number's country until another is chosen (spec 001 §9). */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = {
  code: 'ZA',
  name: 'South Africa',
  callingCode: '27',
};
