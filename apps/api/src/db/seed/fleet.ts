import { BRANCHES } from './branches.ts';
import type { FleetCapacitySeed } from './types.ts';
import { VEHICLE_GROUPS } from './vehicle-groups.ts';

/** How big a branch's fleet is. */
type SizeClass = 'majorAirport' | 'regionalAirport' | 'city' | 'smallTown' | 'van';

const SIZE_CLASS: Record<string, SizeClass> = {
  JS: 'majorAirport',
  CT: 'majorAirport',
  DB: 'majorAirport',
  WH: 'majorAirport',
  LA: 'regionalAirport',
  GR: 'regionalAirport',
  PE: 'regionalAirport',
  EL: 'regionalAirport',
  BF: 'regionalAirport',
  NS: 'regionalAirport',
  PL: 'regionalAirport',
  HD: 'regionalAirport',
  PB: 'regionalAirport',
  KI: 'regionalAirport',
  UP: 'regionalAirport',
  WB: 'regionalAirport',
  SA: 'city',
  PT: 'city',
  CB: 'city',
  SB: 'city',
  DU: 'city',
  GQ: 'city',
  BT: 'city',
  WT: 'city',
  PM: 'smallTown',
  RB: 'smallTown',
  MT: 'smallTown',
  WK: 'smallTown',
  EM: 'smallTown',
  RU: 'smallTown',
  KD: 'smallTown',
  KM: 'smallTown',
  '1W': 'van',
};

/** Base units per vehicle group for each size class; 0 (or absent) = the group is not kept there. */
const BASE_UNITS: Record<SizeClass, Record<string, number>> = {
  majorAirport: { A1: 12, A2: 10, A3: 9, B1: 10, B2: 8, B3: 8, C1: 7, C2: 6, C3: 6, D1: 5, D2: 4 },
  regionalAirport: { A1: 7, A2: 6, A3: 5, B1: 6, B2: 5, B3: 4, C1: 5, C2: 4, C3: 5, D1: 4, D2: 4 },
  city: { A1: 5, A2: 4, A3: 3, B1: 4, B2: 3, B3: 3, C1: 2, C2: 2, C3: 2, D1: 1, D2: 1 },
  smallTown: { A1: 3, A2: 2, A3: 1, B1: 2, B2: 1, B3: 1, C1: 1, C2: 1, C3: 2, D1: 1, D2: 0 },
  van: { E1: 6, E2: 5, E3: 3 },
};

/** Units stay within these bounds wherever a group is kept. */
const BOUNDS: Record<SizeClass, [number, number]> = {
  majorAirport: [4, 12],
  regionalAirport: [4, 12],
  city: [1, 5],
  smallTown: [1, 5],
  van: [3, 8],
};

/** A deterministic −1, 0 or +1 so that branches of one class do not all look the same. */
const wobble = (branchIndex: number, groupIndex: number): number =>
  ((branchIndex * 7 + groupIndex * 5) % 3) - 1;

/**
 * Small towns keep only some of their class's groups: a deterministic quarter of them is left
 * out at each town (never the first group, so every town keeps at least one).
 */
const skippedAtSmallTown = (branchIndex: number, groupIndex: number): boolean =>
  groupIndex > 0 && (branchIndex * 5 + groupIndex * 3) % 4 === 0;

const clamp = (value: number, [min, max]: [number, number]): number =>
  Math.min(max, Math.max(min, value));

export const FLEET_CAPACITY: FleetCapacitySeed[] = BRANCHES.flatMap((branch, branchIndex) => {
  const sizeClass = SIZE_CLASS[branch.code];
  if (sizeClass === undefined) {
    throw new Error(`fleet seed: branch ${branch.code} has no size class`);
  }
  const base = BASE_UNITS[sizeClass];
  return VEHICLE_GROUPS.flatMap((group, groupIndex) => {
    const units = base[group.code] ?? 0;
    if (units === 0) return [];
    if (sizeClass === 'smallTown' && skippedAtSmallTown(branchIndex, groupIndex)) return [];
    // The default car branch keeps its full table; everyone else gets a little variation.
    const varied = branch.code === 'JS' ? units : units + wobble(branchIndex, groupIndex);
    return [
      {
        branchCode: branch.code,
        vehicleGroup: group.code,
        units: clamp(varied, BOUNDS[sizeClass]),
      },
    ];
  });
});
