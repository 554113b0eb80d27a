import type { Place } from '@bluu/contracts/maps';

/** The gazetteer's Sandton City, as the address search answers it. */
export const SANDTON_CITY: Place = {
  placeId: 'za-gp-johannesburg-sandton-city',
  kind: 'LANDMARK',
  name: 'Sandton City',
  formattedAddress:
    'Sandton City, 83 Rivonia Road, Sandhurst, Johannesburg, Gauteng, 2196, South Africa',
  streetNumber: '83',
  streetName: 'Rivonia Road',
  suburb: 'Sandhurst',
  city: 'Johannesburg',
  province: 'Gauteng',
  provinceCode: 'GP',
  postalCode: '2196',
  country: 'South Africa',
  countryCode: 'ZA',
  latitude: -26.1088,
  longitude: 28.0526,
};
