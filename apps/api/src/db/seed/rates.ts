import type { AccountSeed, RateChargeSeed, RateCodeSeed } from './types.ts';
import { VEHICLE_GROUPS } from './vehicle-groups.ts';

export const RATE_CODES: RateCodeSeed[] = [
  {
    code: 'LOCAL',
    description: 'Standard Local Rate',
    accountType: 'I',
    residence: 'L',
    isPromotional: false,
  },
  {
    code: 'INTL',
    description: 'International Tourist Rate',
    accountType: 'I',
    residence: 'I',
    isPromotional: false,
  },
  {
    code: 'SUMMER26',
    description: 'Summer Special 2026',
    accountType: 'I',
    residence: null,
    isPromotional: true,
  },
  {
    code: 'CORPSTD',
    description: 'Corporate Standard Rate',
    accountType: 'C',
    residence: null,
    isPromotional: false,
  },
  {
    code: 'CORPPLUS',
    description: 'Corporate Plus – 1 000 km a day',
    accountType: 'C',
    residence: null,
    isPromotional: false,
  },
  {
    code: 'TOURSTD',
    description: 'Tour Operator Net Rate',
    accountType: 'T',
    residence: null,
    isPromotional: false,
  },
  {
    code: 'TOURSEAS',
    description: 'Tour Operator Seasonal Rate',
    accountType: 'T',
    residence: null,
    isPromotional: false,
  },
];

/** The LOCAL figures of one vehicle group, in whole rands (VAT included). */
interface GroupBase {
  daily: number;
  freeKm: number;
  cdw: number;
  cdwExcess: number;
  tlw: number;
  scdw: number;
  scdwExcess: number;
  stlw: number;
}

// prettier-ignore
const GROUP_BASE: Record<string, GroupBase> = {
  A1: { daily: 399,  freeKm: 200, cdw:  95, cdwExcess: 15_000, tlw: 45,  scdw: 195, scdwExcess: 2_500, stlw:  65 },
  A2: { daily: 369,  freeKm: 200, cdw:  90, cdwExcess: 15_000, tlw: 40,  scdw: 180, scdwExcess: 2_500, stlw:  60 },
  A3: { daily: 459,  freeKm: 200, cdw: 110, cdwExcess: 18_000, tlw: 50,  scdw: 220, scdwExcess: 3_000, stlw:  70 },
  B1: { daily: 479,  freeKm: 200, cdw: 115, cdwExcess: 20_000, tlw: 55,  scdw: 235, scdwExcess: 3_500, stlw:  75 },
  B2: { daily: 529,  freeKm: 200, cdw: 120, cdwExcess: 20_000, tlw: 55,  scdw: 245, scdwExcess: 3_500, stlw:  80 },
  B3: { daily: 629,  freeKm: 200, cdw: 135, cdwExcess: 22_000, tlw: 65,  scdw: 275, scdwExcess: 4_000, stlw:  85 },
  C1: { daily: 749,  freeKm: 200, cdw: 150, cdwExcess: 25_000, tlw: 70,  scdw: 300, scdwExcess: 4_500, stlw:  90 },
  C2: { daily: 1_199, freeKm: 250, cdw: 195, cdwExcess: 35_000, tlw: 95,  scdw: 370, scdwExcess: 6_500, stlw: 120 },
  C3: { daily: 1_299, freeKm: 250, cdw: 215, cdwExcess: 40_000, tlw: 100, scdw: 395, scdwExcess: 7_500, stlw: 130 },
  D1: { daily: 1_349, freeKm: 250, cdw: 205, cdwExcess: 38_000, tlw: 100, scdw: 380, scdwExcess: 7_000, stlw: 125 },
  D2: { daily: 1_449, freeKm: 250, cdw: 210, cdwExcess: 40_000, tlw: 105, scdw: 390, scdwExcess: 7_500, stlw: 130 },
  E1: { daily: 1_049, freeKm: 200, cdw: 175, cdwExcess: 30_000, tlw: 85,  scdw: 340, scdwExcess: 6_000, stlw: 110 },
  E2: { daily: 1_099, freeKm: 200, cdw: 180, cdwExcess: 30_000, tlw: 85,  scdw: 350, scdwExcess: 6_000, stlw: 115 },
  E3: { daily: 1_399, freeKm: 200, cdw: 225, cdwExcess: 45_000, tlw: 105, scdw: 405, scdwExcess: 8_000, stlw: 135 },
};

/**
 * How each rate code derives from LOCAL: a multiplier on the daily rate, a multiplier on the
 * daily waiver prices (excesses never change) and, where set, a fixed free-km allowance.
 */
interface CodeRule {
  daily: number;
  waivers: number;
  freeKm?: number;
}

const CODE_RULES: Record<string, CodeRule> = {
  LOCAL: { daily: 1, waivers: 1 },
  INTL: { daily: 1.1, waivers: 1.1, freeKm: 400 },
  SUMMER26: { daily: 0.85, waivers: 1 },
  CORPSTD: { daily: 0.82, waivers: 1 },
  CORPPLUS: { daily: 0.9, waivers: 1, freeKm: 1000 },
  TOURSTD: { daily: 0.78, waivers: 1, freeKm: 400 },
  TOURSEAS: { daily: 0.84, waivers: 1, freeKm: 400 },
};

/** The one charge whose super cover is a "cover 0" waiver: it must not be offered. */
const NO_SUPER_COVER = { rateCode: 'INTL', vehicleGroup: 'E3' } as const;

/** Rands × multiplier, rounded to a whole rand, in cents. */
const cents = (rands: number, multiplier: number): number => Math.round(rands * multiplier) * 100;

export const RATE_CHARGES: RateChargeSeed[] = RATE_CODES.flatMap(({ code }) => {
  const rule = CODE_RULES[code];
  if (rule === undefined) throw new Error(`rates seed: rate code ${code} has no rule`);
  return VEHICLE_GROUPS.map((group): RateChargeSeed => {
    const base = GROUP_BASE[group.code];
    if (base === undefined) throw new Error(`rates seed: group ${group.code} has no base`);
    const noSuperCover =
      code === NO_SUPER_COVER.rateCode && group.code === NO_SUPER_COVER.vehicleGroup;
    return {
      rateCode: code,
      vehicleGroup: group.code,
      dailyCents: cents(base.daily, rule.daily),
      freeKmPerDay: rule.freeKm ?? base.freeKm,
      cdwDailyCents: cents(base.cdw, rule.waivers),
      cdwExcessCents: base.cdwExcess * 100,
      tlwDailyCents: cents(base.tlw, rule.waivers),
      scdwDailyCents: noSuperCover ? 0 : cents(base.scdw, rule.waivers),
      scdwExcessCents: noSuperCover ? 0 : base.scdwExcess * 100,
      stlwDailyCents: cents(base.stlw, rule.waivers),
    };
  });
});

export const ACCOUNTS: AccountSeed[] = [
  {
    accountNo: 'C10001',
    accountType: 'C',
    name: 'Acme Mining (Pty) Ltd',
    email: 'travel@acmemining.co.za',
    pin: '4821',
    defaultRateCode: 'CORPSTD',
    otherRateCodes: ['CORPPLUS'],
  },
  {
    accountNo: 'C10002',
    accountType: 'C',
    name: 'Karoo Logistics',
    email: 'fleet@karoologistics.co.za',
    pin: '735190',
    defaultRateCode: 'CORPPLUS',
    otherRateCodes: ['CORPSTD'],
  },
  {
    accountNo: 'T20001',
    accountType: 'T',
    name: 'Springbok Safaris',
    email: 'bookings@springboksafaris.co.za',
    pin: '2468',
    defaultRateCode: 'TOURSTD',
    otherRateCodes: ['TOURSEAS'],
  },
  {
    accountNo: 'T20002',
    accountType: 'T',
    name: 'Namib Dune Tours',
    email: 'reservations@namibdunetours.com.na',
    pin: '1357',
    defaultRateCode: 'TOURSEAS',
    otherRateCodes: ['TOURSTD'],
  },
];
