import { VEHICLE_TYPES } from '@bluu/contracts/constants';

/** `vehicleTypeOf('A') === 'Small (hatchbacks)'`; undefined for an unknown code. */
export function vehicleTypeOf(code: string): string | undefined {
  const type = VEHICLE_TYPES.find((candidate) => candidate.code === code);
  return type ? `${type.name} (${type.description})` : undefined;
}
