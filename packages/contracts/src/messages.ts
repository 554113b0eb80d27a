import {
  BRAND_NAME,
  D2D_PASSENGERS_MAX,
  D2D_PASSENGERS_MIN,
  MAX_RENTAL_DAYS,
  SUPPORT_PHONE,
} from './constants.ts';

/** Messages of the specification's catalogue, verbatim. */
export const MESSAGES = {
  pickUpLeadTime: 'Pick-up time must be 2 hours 30 minutes from now.',
  dropOffBeforePickUp: 'Drop-off date cannot be before pick-up.',
  dropOffTooSoon: 'Drop-off time cannot be within 2 hours of pick-up.',
  /** Ours, in the catalogue's style (the spec sets no maximum; the database's totals need one). */
  rentalTooLong: `Rentals longer than ${MAX_RENTAL_DAYS} days cannot be booked online. Please contact our reservations team.`,
  /** Ours, as Door2Door's tooFarAhead (the spec sets no horizon; decision record 0041). */
  pickUpTooFarAhead: 'Rentals can be booked at most one year ahead.',
  success: 'success',
  outsideBranchHours: `Pick Up not in the Branch hours. Phone ${BRAND_NAME} ${SUPPORT_PHONE} or refer to Location details`,
  /** Ours, beside the spec's: the drop-off, not the pick-up, is outside its branch's hours. */
  outsideDropOffHours: `Drop Off not in the Branch hours. Phone ${BRAND_NAME} ${SUPPORT_PHONE} or refer to Location details`,
  noVehiclesAvailable: (email: string) =>
    `No vehicles available for selected date/time. Contact us on ${SUPPORT_PHONE} or ${email}`,
  vanRentalContact: (email: string) =>
    `Van rental is not bookable online. Please phone our reservations team on ${SUPPORT_PHONE} or e-mail ${email} for a quote.`,
  unknownRateCode: (code: string) =>
    `Rate code ${code} is not valid. Please check the code and try again.`,
  unknownBranch: (code: string) => `Branch ${code} does not exist.`,
  crossBorderOneWay:
    'One-way rentals between South Africa and Namibia cannot be booked online. Please contact our reservations team.',
  vehicleGroupUnavailable: (group: string) =>
    `Vehicle group ${group} is not available for the selected dates and branch. Please choose another vehicle.`,
  waiverNotOffered: (waiver: string) => `The ${waiver} waiver is not offered for this vehicle.`,
  productNotOffered: (code: string) =>
    `The extra ${code} is not available for this vehicle and branch.`,
  additionalDrivers:
    'Additional drivers must be 1 to 9 when the Additional Driver extra is chosen.',
  referenceNotFound: 'Booking/Quote does not exist, please try another reference number',
  quoteExpired: (reference: string) => `Quote (${reference}) has expired.`,
  accountSignInRequired:
    'Please sign in to your Corporate / Tour Operator account to see your account rates.',
  /** Ours: an account's own details (its D2D voucher number, its addresses) need its sign-in. */
  accountDetailsSignInRequired: 'Please sign in to your Corporate / Tour Operator account.',
} as const;

/**
 * Ours: a sign-in refused while the account or e-mail address is locked, saying for how long:
 * `signInLockedMessage('account', 15)` → 'Too many sign-in attempts for this account. Please try
 * again in 15 minutes.'
 */
export function signInLockedMessage(locked: 'account' | 'e-mail address', minutes: number): string {
  const duration = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Too many sign-in attempts for this ${locked}. Please try again in ${duration}.`;
}

/**
 * Door-to-door messages: the spec's verbatim (001 §5, §8, typos included), then ours in the
 * catalogue's style where the spec names none.
 */
export const D2D_MESSAGES = {
  methodOfPayment: 'Please select Method of payment.',
  accountNumber: 'Please enter Account number.',
  pickUpLocation: 'Please enter Pick-up location.',
  dropOffLocation: 'Please enter Drop-off-up location.',
  flightType: 'Please select Flight type.',
  flightNumber: 'Please enter Flight number.',
  bothLocations: 'Please enter both pickup and drop-off locations',
  invalidLocation:
    'Invalid location selected. Please select locations from the dropdown suggestions.',
  distanceError: 'Error calculating distances. Please try selecting your locations again.',
  rateNotInRange: 'Rate Code in range could not be found.',
  noRates: (product: string, email: string) =>
    `Sorry - it appears there are no D2D rates linked to your account. Please contact your ${product} Sales Representative or email ${email}`,
  /** Ours. */
  flightNumberFormat:
    'Please enter a valid Flight number: letters, digits and spaces only, e.g. SA 343.',
  passengers: `Please enter ${D2D_PASSENGERS_MIN} to ${D2D_PASSENGERS_MAX} passengers.`,
  noVehicleSeats: (passengers: number) =>
    `None of our door-to-door vehicles seats ${passengers} passengers. Please contact our reservations team.`,
  noHub:
    'There is no active door-to-door hub to serve this trip. Please contact our reservations team.',
  vehicleGroupNotD2d: (group: string) => `Vehicle group ${group} is not a door-to-door vehicle.`,
  vehicleTooSmall: (group: string, passengers: number) =>
    `Vehicle group ${group} does not seat ${passengers} passengers.`,
  tooFarAhead: 'Door-to-door transfers can be booked at most one year ahead.',
  customerNotOwner: 'Please sign in to this Corporate / Tour Operator account to see its details.',
} as const;
