import { BRAND_NAME, SUPPORT_PHONE } from './constants.ts';

/** Messages of the specification's catalogue, verbatim. */
export const MESSAGES = {
  pickUpLeadTime: 'Pick-up time must be 2 hours 30 minutes from now.',
  dropOffBeforePickUp: 'Drop-off date cannot be before pick-up.',
  dropOffTooSoon: 'Drop-off time cannot be within 2 hours of pick-up.',
  success: 'success',
  outsideBranchHours: `Pick Up not in the Branch hours. Phone ${BRAND_NAME} ${SUPPORT_PHONE} or refer to Location details`,
  noVehiclesAvailable: (email: string) =>
    `No vehicles available for selected date/time. Contact us on ${SUPPORT_PHONE} or ${email}`,
  vanRentalContact: (email: string) =>
    `Van rental is not bookable online. Please phone our reservations team on ${SUPPORT_PHONE} or e-mail ${email} for a quote.`,
  unknownRateCode: (code: string) =>
    `Rate code ${code} is not valid. Please check the code and try again.`,
  unknownBranch: (code: string) => `Branch ${code} does not exist.`,
  accountSignInRequired:
    'Please sign in to your Corporate / Tour Operator account to see your account rates.',
} as const;
