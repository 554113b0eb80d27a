import type { InferInsertModel } from 'drizzle-orm';
import type {
  accountRateCodes,
  branches,
  fleetCapacity,
  rateCharges,
  rateCodes,
  vehicleGroups,
} from '../schema.ts';

export type BranchSeed = InferInsertModel<typeof branches>;
export type VehicleGroupSeed = InferInsertModel<typeof vehicleGroups>;
export type FleetCapacitySeed = InferInsertModel<typeof fleetCapacity>;
export type RateCodeSeed = InferInsertModel<typeof rateCodes>;
export type RateChargeSeed = InferInsertModel<typeof rateCharges>;
export type AccountRateCodeSeed = InferInsertModel<typeof accountRateCodes>;

/** A demo account; its PIN is hashed when the seed is loaded, never stored as given. */
export interface AccountSeed {
  accountNo: string;
  accountType: 'C' | 'T';
  name: string;
  email: string;
  pin: string;
  defaultRateCode: string;
  otherRateCodes: string[];
}
