import type { InferInsertModel } from 'drizzle-orm';
import type {
  branches,
  customerAddresses,
  d2dHubs,
  d2dRateBands,
  d2dRateCodes,
  fleetCapacity,
  vehicleGroups,
} from '../schema.ts';

/*
 * Demo data of the door-to-door product (decision record 0028): the four hubs of spec 000 §3,
 * the chauffeured vehicle groups with their seating, capacity per hub, and rate codes with km
 * bands – the public code for visitors and individuals, own codes for three of the four demo
 * accounts (Karoo Logistics, C10002, has none: it shows the no-rates message).
 */

const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens: '00:00',
  closes: '23:59',
}));

const hub = (
  code: string,
  name: string,
  province: string,
  address: string,
  latitude: number,
  longitude: number,
  isAirport: boolean,
): InferInsertModel<typeof branches> => ({
  code,
  name,
  country: 'ZA',
  currency: 'ZAR',
  province,
  address,
  latitude,
  longitude,
  telephone: '086 101 7722',
  email: 'd2d@bluu.co.za',
  isAirport,
  isVanRental: false,
  allowDelivery: false,
  allowCollection: false,
  openingHours: everyDay,
  isD2dHub: true,
});

export const D2D_HUB_BRANCHES = [
  hub(
    '3C',
    'D2D Cape Town Airport',
    'Western Cape',
    'Cape Town International Airport, Matroosfontein, Cape Town, 7490',
    -33.9715,
    18.6021,
    true,
  ),
  hub(
    '3D',
    'D2D KwaZulu-Natal Airport',
    'KwaZulu-Natal',
    'King Shaka International Airport, La Mercy, Durban, 4407',
    -29.6144,
    31.1197,
    true,
  ),
  hub(
    '3I',
    'D2D Gauteng',
    'Gauteng',
    '12 Pomona Road, Kempton Park, Ekurhuleni, 1619',
    -26.0871,
    28.2419,
    false,
  ),
  hub(
    '3N',
    'D2D Randburg',
    'Gauteng',
    '45 Hill Street, Ferndale, Randburg, 2194',
    -26.0936,
    28.0064,
    false,
  ),
];

export const D2D_HUBS_SEED: Array<InferInsertModel<typeof d2dHubs>> = [
  { code: '3C', status: 'ACTIVE', sortOrder: 1 },
  { code: '3D', status: 'ACTIVE', sortOrder: 2 },
  { code: '3I', status: 'ACTIVE', sortOrder: 3 },
  { code: '3N', status: 'INACTIVE', sortOrder: 4 },
];

const CHAUFFEUR = ['Professional chauffeur', 'Air conditioning', 'Bottled water', 'Wi-Fi'];

const group = (
  code: string,
  vehicleType: 'B' | 'D',
  label: string,
  makeModel: string,
  seats: number,
  luggage: number,
  image: string,
  sortOrder: number,
): InferInsertModel<typeof vehicleGroups> => ({
  code,
  vehicleType,
  description: `Group ${code} – ${label}: ${makeModel} or similar, ${seats} passengers`,
  makeModel,
  seats,
  luggage,
  doors: 4,
  transmission: 'Automatic',
  features: CHAUFFEUR,
  licenceCode: 'B',
  tankLitres: 70,
  loadBox: null,
  imageUrl: `/vehicles/${image}.svg`,
  sortOrder: 1000 + sortOrder,
  isD2d: true,
});

/** Sedans to 22-seat buses; `seats` are passenger seats (the chauffeur drives). */
export const D2D_GROUPS = [
  group('TS', 'B', 'Sedan', 'Toyota Corolla 1.8 Hybrid', 3, 2, 'B1', 1),
  group('TL', 'B', 'Executive sedan', 'Mercedes-Benz E 200', 3, 3, 'B3', 2),
  group('TM', 'D', 'People carrier', 'Toyota Innova 2.7 VX', 6, 4, 'D2', 3),
  group('TK', 'D', 'Kombi', 'Toyota Quantum 2.5 D-4D 10 seater', 10, 8, 'D1', 4),
  group('TB', 'D', 'Minibus', 'Toyota Quantum 2.5 D-4D 14 seater', 14, 12, 'D1', 5),
  group('TC', 'D', 'Midibus', 'Toyota Coaster 4.0 22 seater', 22, 22, 'D1', 6),
];

/** Vehicles of each group at each hub; the inactive hub keeps its fleet for when it reopens. */
const UNITS: Record<string, number[]> = {
  //      TS TL TM TK TB TC
  '3C': [6, 3, 4, 3, 2, 1],
  '3D': [4, 2, 3, 2, 1, 1],
  '3I': [8, 4, 4, 3, 2, 1],
  '3N': [2, 1, 1, 1, 0, 0],
};

export const D2D_CAPACITY: Array<InferInsertModel<typeof fleetCapacity>> = Object.entries(
  UNITS,
).flatMap(([branchCode, units]) =>
  D2D_GROUPS.map((vehicleGroup, index) => ({
    branchCode,
    vehicleGroup: vehicleGroup.code,
    units: units[index]!,
  })),
);

/** The public code: visitors and individuals. */
export const D2D_PUBLIC_RATE_CODE = 'D2DPUB';

export const D2D_RATE_CODES: Array<InferInsertModel<typeof d2dRateCodes>> = [
  {
    code: D2D_PUBLIC_RATE_CODE,
    description: 'Door2Door transfers',
    accountNo: null,
    isPublic: true,
  },
  { code: 'D2DACME', description: 'Acme Mining transfers', accountNo: 'C10001', isPublic: false },
  {
    code: 'D2DSPRING',
    description: 'Springbok Safaris transfers',
    accountNo: 'T20001',
    isPublic: false,
  },
  {
    code: 'D2DNAMIB',
    description: 'Namib Dune Tours transfers',
    accountNo: 'T20002',
    isPublic: false,
  },
];

/** Km bands, both ends inclusive; beyond the last one no rate applies. */
const BANDS: Array<[fromKms: number, toKms: number]> = [
  [0, 25],
  [26, 50],
  [51, 100],
  [101, 200],
  [201, 400],
  [401, 800],
  [801, 1200],
];

/** Public per-trip prices in rand, per band (rows) and group TS TL TM TK TB TC (columns). */
const PUBLIC_PRICES: number[][] = [
  [450, 650, 750, 950, 1300, 1900],
  [650, 900, 1050, 1300, 1750, 2500],
  [1100, 1500, 1700, 2100, 2800, 3900],
  [1950, 2600, 2900, 3500, 4600, 6400],
  [3600, 4700, 5200, 6300, 8200, 11400],
  [6800, 8900, 9800, 11800, 15400, 21300],
  [10500, 13700, 15100, 18200, 23700, 32800],
];

/** Accounts' codes: the public prices less a discount, rounded to R10. */
const DISCOUNTS: Record<string, number> = { D2DACME: 0.12, D2DSPRING: 0.08, D2DNAMIB: 0.05 };

export const D2D_RATE_BANDS: Array<InferInsertModel<typeof d2dRateBands>> = D2D_RATE_CODES.flatMap(
  ({ code }) =>
    BANDS.flatMap(([fromKms, toKms], band) =>
      D2D_GROUPS.map((vehicleGroup, column) => {
        const rands = PUBLIC_PRICES[band]![column]! * (1 - (DISCOUNTS[code] ?? 0));
        return {
          rateCode: code,
          fromKms,
          toKms,
          vehicleGroup: vehicleGroup.code,
          tripCents: Math.round(rands / 10) * 1000,
        };
      }),
    ),
);

export const CUSTOMER_ADDRESSES: Array<InferInsertModel<typeof customerAddresses>> = [
  {
    accountNo: 'C10001',
    sortOrder: 1,
    address: 'Acme Mining House, 3 Sandton Drive, Sandton, 2196',
    area: 'Sandton',
  },
  {
    accountNo: 'C10001',
    sortOrder: 2,
    address: 'Acme Mining, 14 Loop Street, Cape Town City Centre, 8001',
    area: 'Cape Town City Centre',
  },
  {
    accountNo: 'C10002',
    sortOrder: 1,
    address: 'Karoo Logistics, 22 Voortrekker Road, Beaufort West, 6970',
    area: 'Beaufort West',
  },
  {
    accountNo: 'T20001',
    sortOrder: 1,
    address: 'Springbok Safaris, 8 Beach Road, Umhlanga, 4319',
    area: 'Umhlanga',
  },
];
