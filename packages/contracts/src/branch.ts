import { z } from 'zod';

export const branchCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,4}$/, 'must be a branch code of 2 to 4 letters or digits');

export const openingHoursSchema = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int().min(0).max(6),
  opens: z.string(),
  closes: z.string(),
});
export type { OpeningHours } from './branch-rules.ts';

export const branchSchema = z.object({
  branchCode: z.string(),
  branchName: z.string(),
  isVanRental: z.boolean(),
  allowDelivery: z.boolean(),
  allowCollection: z.boolean(),
  isAirport: z.boolean(),
  country: z.enum(['ZA', 'NA']),
  currency: z.enum(['ZAR', 'NAD']),
  province: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  telephone: z.string(),
  email: z.string(),
  /**
   * The periods the branch is open: one entry per period, so a day with a lunch break has two
   * (08:00–12:00 and 14:00–17:00, see `dayHoursText`); a weekday without an entry is closed.
   */
  openingHours: z.array(openingHoursSchema),
});
export type Branch = z.infer<typeof branchSchema>;

export const branchListSchema = z.array(branchSchema);

export { isOpenAt, closedTripEnd, type TripEnd } from './branch-rules.ts';
