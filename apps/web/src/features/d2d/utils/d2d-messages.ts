/** The D2D form's messages (spec 001 §5 and §8), verbatim. */
export const D2D_FORM_MESSAGES = {
  methodOfPayment: 'Please select Method of payment.',
  accountNumber: 'Please enter Account number.',
  pickUpLocation: 'Please enter Pick-up location.',
  dropOffLocation: 'Please enter Drop-off-up location.',
  flightType: 'Please select Flight type.',
  flightNumber: 'Please enter Flight number.',
  passengers: 'Please select 1 to 22 passengers.',
  bothLocations: 'Please enter both pickup and drop-off locations',
  invalidLocation:
    'Invalid location selected. Please select locations from the dropdown suggestions.',
  distanceFailed: 'Error calculating distances. Please try selecting your locations again.',
} as const;

export const D2D_PASSENGERS_MIN = 1;
export const D2D_PASSENGERS_MAX = 22;

/** The D2D map (spec 001 §9): zoom 7, 300 px high. */
export const D2D_MAP_ZOOM = 7;
export const D2D_MAP_HEIGHT = 300;
