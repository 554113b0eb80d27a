/**
 * The enumerations of spec 001 §3 that forms show, without zod, so a page can import them
 * without loading the schemas (decision record 0018).
 */
export const TITLES = ['MR', 'MRS', 'MX', 'MISS', 'MS', 'PROF', 'DR', 'SIR'] as const;
export const TITLE_LABELS: Record<(typeof TITLES)[number], string> = {
  MR: 'Mr',
  MRS: 'Mrs',
  MX: 'Mx',
  MISS: 'Miss',
  MS: 'Ms',
  PROF: 'Prof',
  DR: 'Dr',
  SIR: 'Sir',
};
export const ID_TYPES = ['SAID', 'PASS', 'NAID', 'BWID'] as const;
export const ID_TYPE_LABELS: Record<(typeof ID_TYPES)[number], string> = {
  SAID: 'SA ID',
  PASS: 'Passport',
  NAID: 'Namibian ID',
  BWID: 'Botswana ID',
};
export const LICENCE_CODES = ['B', 'C1', 'C', 'EB', 'EC1', 'EC', 'INT'] as const;
export const LICENCE_LABELS: Record<(typeof LICENCE_CODES)[number], string> = {
  B: 'B',
  C1: 'C1',
  C: 'C',
  EB: 'EB',
  EC1: 'EC1',
  EC: 'EC',
  INT: 'INT (International)',
};

/** South Africa's provinces by the spec's codes (FN is Limpopo). */
export const PROVINCES = ['EC', 'FN', 'FS', 'GP', 'KN', 'MP', 'NC', 'NW', 'WC'] as const;
export type ProvinceCode = (typeof PROVINCES)[number];
export const PROVINCE_NAMES: Record<ProvinceCode, string> = {
  EC: 'Eastern Cape',
  FN: 'Limpopo',
  FS: 'Free State',
  GP: 'Gauteng',
  KN: 'KwaZulu-Natal',
  MP: 'Mpumalanga',
  NC: 'Northern Cape',
  NW: 'North West',
  WC: 'Western Cape',
};
