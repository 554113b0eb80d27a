import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

import type { PhoneCountry } from './phone-country.ts';

let countries: PhoneCountry[] | undefined;

/** Every country with a calling code, named in English, sorted by name. */
export function phoneCountries(): PhoneCountry[] {
  if (!countries) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    countries = getCountries()
      .map((code) => ({
        code,
        name: names.of(code) ?? code,
        callingCode: getCountryCallingCode(code),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
  return countries;
}

export function phoneCountry(code: CountryCode): PhoneCountry {
  return phoneCountries().find((country) => country.code === code) ?? phoneCountries()[0]!;
}

/** How well a country matches: 0 best (code, calling code or name start), 2 inside, 3 none. */
function matchRank(country: PhoneCountry, wanted: string): number {
  const name = country.name.toLowerCase();
  if (country.code.toLowerCase() === wanted || country.callingCode.startsWith(wanted)) return 0;
  if (name.startsWith(wanted)) return 0;
  if (name.split(/[\s(&-]+/).some((word) => word.startsWith(wanted))) return 1;
  return name.includes(wanted) ? 2 : 3;
}

/**
 * Countries whose name, code or calling code matches the search, names starting with it first:
 * `searchCountries('+27')` finds South Africa.
 */
export function searchCountries(search: string): PhoneCountry[] {
  const wanted = search.trim().toLowerCase().replace(/^\+/, '');
  if (wanted === '') return phoneCountries();
  return phoneCountries()
    .map((country) => ({ country, rank: matchRank(country, wanted) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map(({ country }) => country);
}

/**
 * The number in international format with a dash after the calling code (spec 001 §3), or null
 * when it is not a valid number of that country: `internationalPhone('ZA', '082 123 4567')`
 * is '+27-821234567'.
 */
export function internationalPhone(country: CountryCode, national: string): string | null {
  const parsed = parsePhoneNumberFromString(national, country);
  if (!parsed?.isValid() || parsed.country !== country) return null;
  return `+${parsed.countryCallingCode}-${parsed.nationalNumber}`;
}
