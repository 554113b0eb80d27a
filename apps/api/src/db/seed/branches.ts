import type { OpeningHours } from '@bluu/contracts/branch';
import type { BranchSeed } from './types.ts';

/** Every day of the week, 0 = Sunday … 6 = Saturday. */
const everyDay = (opens: string, closes: string): OpeningHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));

/** Major airports: every day 05:00–23:00. */
const MAJOR_AIRPORT_HOURS = everyDay('05:00', '23:00');
/** Regional airports: every day 06:00–21:00. */
const REGIONAL_AIRPORT_HOURS = everyDay('06:00', '21:00');

const WEEKDAYS = [1, 2, 3, 4, 5];

/** Town branches: Mon–Fri 08:00–17:00, Sat 08:00–13:00, Sunday closed. */
const TOWN_HOURS: OpeningHours[] = [
  ...WEEKDAYS.map((weekday) => ({ weekday, opens: '08:00', closes: '17:00' })),
  { weekday: 6, opens: '08:00', closes: '13:00' },
];

/** Big-city town branches: as town branches, plus Sunday 09:00–13:00. */
const CITY_HOURS: OpeningHours[] = [{ weekday: 0, opens: '09:00', closes: '13:00' }, ...TOWN_HOURS];

/** Van rental: Mon–Fri 07:30–17:00, Sat 08:00–12:00, Sunday closed. */
const VAN_HOURS: OpeningHours[] = [
  ...WEEKDAYS.map((weekday) => ({ weekday, opens: '07:30', closes: '17:00' })),
  { weekday: 6, opens: '08:00', closes: '12:00' },
];

type Place = Pick<
  BranchSeed,
  'code' | 'name' | 'province' | 'address' | 'latitude' | 'longitude' | 'telephone' | 'email'
>;

const za = { country: 'ZA', currency: 'ZAR' } as const;
const na = { country: 'NA', currency: 'NAD' } as const;

const airport = (place: Place, hours: OpeningHours[]): BranchSeed => ({
  ...place,
  isAirport: true,
  isVanRental: false,
  allowDelivery: false,
  allowCollection: false,
  openingHours: hours,
  ...za,
});

const town = (
  place: Place,
  options: { delivery: boolean; collection: boolean; hours?: OpeningHours[] },
): BranchSeed => ({
  ...place,
  isAirport: false,
  isVanRental: false,
  allowDelivery: options.delivery,
  allowCollection: options.collection,
  openingHours: options.hours ?? TOWN_HOURS,
  ...za,
});

export const BRANCHES: BranchSeed[] = [
  // ── Gauteng ──────────────────────────────────────────────────────────────
  airport(
    {
      code: 'JS',
      name: 'Johannesburg O.R. Tambo International Airport',
      province: 'Gauteng',
      address: 'Car Rental Parkade, Level 1, O.R. Tambo Airport Road, Kempton Park, 1627',
      latitude: -26.1337,
      longitude: 28.242,
      telephone: '+27 11 390 1234',
      email: 'jnb.airport@bluu.co.za',
    },
    MAJOR_AIRPORT_HOURS,
  ),
  airport(
    {
      code: 'LA',
      name: 'Lanseria International Airport',
      province: 'Gauteng',
      address: 'Car Rental Centre, Ashenti Road, Lanseria, 1748',
      latitude: -25.9385,
      longitude: 27.9261,
      telephone: '+27 11 659 2710',
      email: 'lanseria.airport@bluu.co.za',
    },
    REGIONAL_AIRPORT_HOURS,
  ),
  town(
    {
      code: 'SA',
      name: 'Sandton',
      province: 'Gauteng',
      address: 'Shop 4, 135 Rivonia Road, Sandown, Sandton, 2196',
      latitude: -26.1052,
      longitude: 28.0561,
      telephone: '+27 11 783 4410',
      email: 'sandton@bluu.co.za',
    },
    { delivery: true, collection: true, hours: CITY_HOURS },
  ),
  town(
    {
      code: 'PT',
      name: 'Pretoria Hatfield',
      province: 'Gauteng',
      address: '1115 Burnett Street, Hatfield, Pretoria, 0083',
      latitude: -25.7487,
      longitude: 28.238,
      telephone: '+27 12 362 5580',
      email: 'pretoria@bluu.co.za',
    },
    { delivery: true, collection: true },
  ),
  {
    code: '1W',
    name: 'Bluu Vans Johannesburg – Isando',
    province: 'Gauteng',
    address: '14 Electron Avenue, Isando, Kempton Park, 1600',
    latitude: -26.1405,
    longitude: 28.203,
    telephone: '+27 11 974 3300',
    email: 'vans.jhb@bluu.co.za',
    isAirport: false,
    isVanRental: true,
    allowDelivery: true,
    allowCollection: true,
    openingHours: VAN_HOURS,
    ...za,
  },

  // ── Western Cape ─────────────────────────────────────────────────────────
  airport(
    {
      code: 'CT',
      name: 'Cape Town International Airport',
      province: 'Western Cape',
      address: 'Car Rental Parkade, Airport Approach Road, Matroosfontein, Cape Town, 7490',
      latitude: -33.9715,
      longitude: 18.6021,
      telephone: '+27 21 934 0550',
      email: 'cpt.airport@bluu.co.za',
    },
    MAJOR_AIRPORT_HOURS,
  ),
  town(
    {
      code: 'CB',
      name: 'Cape Town City Centre',
      province: 'Western Cape',
      address: '110 Strand Street, Cape Town City Centre, Cape Town, 8001',
      latitude: -33.9207,
      longitude: 18.4198,
      telephone: '+27 21 418 2260',
      email: 'capetown.city@bluu.co.za',
    },
    { delivery: true, collection: true, hours: CITY_HOURS },
  ),
  town(
    {
      code: 'SB',
      name: 'Stellenbosch',
      province: 'Western Cape',
      address: '35 Bird Street, Stellenbosch Central, Stellenbosch, 7600',
      latitude: -33.9346,
      longitude: 18.861,
      telephone: '+27 21 887 3145',
      email: 'stellenbosch@bluu.co.za',
    },
    { delivery: true, collection: false },
  ),
  airport(
    {
      code: 'GR',
      name: 'George Airport',
      province: 'Western Cape',
      address: 'George Airport, Airport Road (off the N2), George, 6529',
      latitude: -34.0056,
      longitude: 22.3789,
      telephone: '+27 44 876 9120',
      email: 'george.airport@bluu.co.za',
    },
    REGIONAL_AIRPORT_HOURS,
  ),

  // ── KwaZulu-Natal ────────────────────────────────────────────────────────
  airport(
    {
      code: 'DB',
      name: 'Durban King Shaka International Airport',
      province: 'KwaZulu-Natal',
      address: 'Car Rental Building, King Shaka Drive, La Mercy, 4405',
      latitude: -29.6144,
      longitude: 31.1197,
      telephone: '+27 32 436 0760',
      email: 'dur.airport@bluu.co.za',
    },
    MAJOR_AIRPORT_HOURS,
  ),
  town(
    {
      code: 'DU',
      name: 'Durban Umhlanga Ridge',
      province: 'KwaZulu-Natal',
      address: '6 Palm Boulevard, Umhlanga Ridge, Umhlanga, 4319',
      latitude: -29.7274,
      longitude: 31.0682,
      telephone: '+27 31 566 2040',
      email: 'umhlanga@bluu.co.za',
    },
    { delivery: true, collection: true, hours: CITY_HOURS },
  ),
  town(
    {
      code: 'PM',
      name: 'Pietermaritzburg',
      province: 'KwaZulu-Natal',
      address: '241 Langalibalele Street, Pietermaritzburg, 3201',
      latitude: -29.6006,
      longitude: 30.3794,
      telephone: '+27 33 342 7715',
      email: 'pietermaritzburg@bluu.co.za',
    },
    { delivery: false, collection: false },
  ),
  town(
    {
      code: 'RB',
      name: 'Richards Bay',
      province: 'KwaZulu-Natal',
      address: '12 Bullion Boulevard, Central Business District, Richards Bay, 3900',
      latitude: -28.7587,
      longitude: 32.0436,
      telephone: '+27 35 789 4620',
      email: 'richardsbay@bluu.co.za',
    },
    { delivery: false, collection: true },
  ),

  // ── Eastern Cape ─────────────────────────────────────────────────────────
  airport(
    {
      code: 'PE',
      name: 'Gqeberha Chief Dawid Stuurman International Airport',
      province: 'Eastern Cape',
      address: 'Car Rental Parkade, Allister Miller Drive, Walmer, Gqeberha, 6065',
      latitude: -33.9849,
      longitude: 25.6173,
      telephone: '+27 41 581 3390',
      email: 'plz.airport@bluu.co.za',
    },
    REGIONAL_AIRPORT_HOURS,
  ),
  town(
    {
      code: 'GQ',
      name: 'Gqeberha Newton Park',
      province: 'Eastern Cape',
      address: '320 Cape Road, Newton Park, Gqeberha, 6045',
      latitude: -33.9466,
      longitude: 25.5627,
      telephone: '+27 41 364 1820',
      email: 'gqeberha@bluu.co.za',
    },
    { delivery: true, collection: true },
  ),
  airport(
    {
      code: 'EL',
      name: 'East London King Phalo Airport',
      province: 'Eastern Cape',
      address: 'King Phalo Airport, Settlers Way, East London, 5201',
      latitude: -33.0356,
      longitude: 27.8259,
      telephone: '+27 43 736 2285',
      email: 'eastlondon.airport@bluu.co.za',
    },
    REGIONAL_AIRPORT_HOURS,
  ),
  town(
    {
      code: 'MT',
      name: 'Mthatha',
      province: 'Eastern Cape',
      address: '48 Sutherland Street, Mthatha Central, Mthatha, 5099',
      latitude: -31.5889,
      longitude: 28.7844,
      telephone: '+27 47 531 0945',
      email: 'mthatha@bluu.co.za',
    },
    { delivery: false, collection: false },
  ),

  // ── Free State ───────────────────────────────────────────────────────────
  airport(
    {
      code: 'BF',
      name: 'Bloemfontein Bram Fischer International Airport',
      province: 'Free State',
      address: 'Bram Fischer International Airport, N8 Road, Bloemfontein, 9300',
      latitude: -29.0927,
      longitude: 26.3024,
      telephone: '+27 51 433 1460',
      email: 'bfn.airport@bluu.co.za',
    },
    REGIONAL_AIRPORT_HOURS,
  ),
  town(
    {
      code: 'BT',
      name: 'Bloemfontein Brandwag',
      province: 'Free State',
      address: '70 Nelson Mandela Drive, Brandwag, Bloemfontein, 9301',
      latitude: -29.1153,
      longitude: 26.2024,
      telephone: '+27 51 444 3075',
      email: 'bloemfontein@bluu.co.za',
    },
    { delivery: true, collection: true },
  ),
  town(
    {
      code: 'WK',
      name: 'Welkom',
      province: 'Free State',
      address: '25 Stateway, Welkom Central, Welkom, 9459',
      latitude: -27.9774,
      longitude: 26.7351,
      telephone: '+27 57 352 6180',
      email: 'welkom@bluu.co.za',
    },
    { delivery: false, collection: false },
  ),

  // ── Mpumalanga ───────────────────────────────────────────────────────────
  airport(
    {
      code: 'NS',
      name: 'Mbombela Kruger Mpumalanga International Airport',
      province: 'Mpumalanga',
      address: 'Kruger Mpumalanga International Airport, R40, Mbombela, 1200',
      latitude: -25.3832,
      longitude: 31.1056,
      telephone: '+27 13 753 4470',
      email: 'kmia.airport@bluu.co.za',
    },
    REGIONAL_AIRPORT_HOURS,
  ),
  town(
    {
      code: 'EM',
      name: 'eMalahleni (Witbank)',
      province: 'Mpumalanga',
      address: '27 Mandela Street, eMalahleni, 1035',
      latitude: -25.8728,
      longitude: 29.2336,
      telephone: '+27 13 656 2915',
      email: 'emalahleni@bluu.co.za',
    },
    { delivery: true, collection: false },
  ),

  // ── Limpopo ──────────────────────────────────────────────────────────────
  airport(
    {
      code: 'PL',
      name: 'Polokwane International Airport',
      province: 'Limpopo',
      address: 'Polokwane International Airport, Gateway Road, Polokwane, 0700',
      latitude: -23.8453,
      longitude: 29.4586,
      telephone: '+27 15 288 0125',
      email: 'polokwane.airport@bluu.co.za',
    },
    REGIONAL_AIRPORT_HOURS,
  ),
  airport(
    {
      code: 'HD',
      name: 'Hoedspruit Eastgate Airport',
      province: 'Limpopo',
      address: 'Eastgate Airport, Airport Road (off the R40), Hoedspruit, 1380',
      latitude: -24.3686,
      longitude: 31.0487,
      telephone: '+27 15 793 3680',
      email: 'hoedspruit.airport@bluu.co.za',
    },
    REGIONAL_AIRPORT_HOURS,
  ),

  // ── North West ───────────────────────────────────────────────────────────
  airport(
    {
      code: 'PB',
      name: 'Pilanesberg International Airport',
      province: 'North West',
      address: 'Pilanesberg International Airport, R565, Mogwase, 0314',
      latitude: -25.3338,
      longitude: 27.1734,
      telephone: '+27 14 552 1261',
      email: 'pilanesberg.airport@bluu.co.za',
    },
    REGIONAL_AIRPORT_HOURS,
  ),
  town(
    {
      code: 'RU',
      name: 'Rustenburg',
      province: 'North West',
      address: '52 Beyers Naudé Drive, Rustenburg Central, Rustenburg, 0299',
      latitude: -25.6676,
      longitude: 27.2421,
      telephone: '+27 14 592 8830',
      email: 'rustenburg@bluu.co.za',
    },
    { delivery: false, collection: true },
  ),
  town(
    {
      code: 'KD',
      name: 'Klerksdorp',
      province: 'North West',
      address: '19 OR Tambo Street, Klerksdorp Central, Klerksdorp, 2571',
      latitude: -26.8684,
      longitude: 26.6662,
      telephone: '+27 18 462 5570',
      email: 'klerksdorp@bluu.co.za',
    },
    { delivery: false, collection: false },
  ),

  // ── Northern Cape ────────────────────────────────────────────────────────
  airport(
    {
      code: 'KI',
      name: 'Kimberley Airport',
      province: 'Northern Cape',
      address: 'Kimberley Airport, Oliver Road, Kimberley, 8301',
      latitude: -28.8028,
      longitude: 24.7652,
      telephone: '+27 53 838 3345',
      email: 'kimberley.airport@bluu.co.za',
    },
    REGIONAL_AIRPORT_HOURS,
  ),
  airport(
    {
      code: 'UP',
      name: 'Upington International Airport',
      province: 'Northern Cape',
      address: 'Upington International Airport, Airport Road, Upington, 8801',
      latitude: -28.4011,
      longitude: 21.2602,
      telephone: '+27 54 337 7040',
      email: 'upington.airport@bluu.co.za',
    },
    REGIONAL_AIRPORT_HOURS,
  ),

  // ── Namibia ──────────────────────────────────────────────────────────────
  {
    code: 'WH',
    name: 'Windhoek Hosea Kutako International Airport',
    province: 'Khomas',
    address: 'Car Rental Pavilion, Hosea Kutako International Airport, B6 Road, Windhoek',
    latitude: -22.4799,
    longitude: 17.4709,
    telephone: '+264 62 540 315',
    email: 'whk.airport@bluu.co.za',
    isAirport: true,
    isVanRental: false,
    allowDelivery: false,
    allowCollection: false,
    openingHours: MAJOR_AIRPORT_HOURS,
    ...na,
  },
  {
    code: 'WT',
    name: 'Windhoek Town',
    province: 'Khomas',
    address: '142 Independence Avenue, Windhoek Central, Windhoek',
    latitude: -22.5683,
    longitude: 17.0842,
    telephone: '+264 61 227 640',
    email: 'windhoek@bluu.co.za',
    isAirport: false,
    isVanRental: false,
    allowDelivery: true,
    allowCollection: true,
    openingHours: CITY_HOURS,
    ...na,
  },
  {
    code: 'WB',
    name: 'Walvis Bay Airport',
    province: 'Erongo',
    address: 'Walvis Bay Airport, C14 Road, Walvis Bay',
    latitude: -22.9799,
    longitude: 14.6453,
    telephone: '+264 64 200 512',
    email: 'wvb.airport@bluu.co.za',
    isAirport: true,
    isVanRental: false,
    allowDelivery: false,
    allowCollection: false,
    openingHours: REGIONAL_AIRPORT_HOURS,
    ...na,
  },
  {
    code: 'KM',
    name: 'Keetmanshoop',
    province: '//Karas',
    address: '9 Hampie Plichta Avenue, Keetmanshoop',
    latitude: -26.5786,
    longitude: 18.1343,
    telephone: '+264 63 222 915',
    email: 'keetmanshoop@bluu.co.za',
    isAirport: false,
    isVanRental: false,
    allowDelivery: false,
    allowCollection: false,
    openingHours: TOWN_HOURS,
    ...na,
  },
];
