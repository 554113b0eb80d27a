import type { FleetAcf } from '@bluu/contracts/content';

/**
 * The vehicle content fields of the content service (spec 000 §3) as terms and definitions: the
 * fleet pages and View Car Details show the same. Rendered inside a `<dl>`.
 */
export function VehicleContentTerms({ acf }: { acf: FleetAcf }) {
  const rows: Array<[string, string]> = [
    ['Passenger seating', acf.pax_seating && `${acf.pax_seating} seats`],
    ['Luggage capacity', acf.luggage_capacity && `${acf.luggage_capacity} bags`],
    ['Safety belts', acf.safety_belts],
    ['Transmission', acf.transmission],
    ['Licence code', acf.licence_code],
    ['Tank capacity', acf.tank_capacity],
    ['Load box', acf.load_box],
    ['Features', acf.vehicle_features.join(', ')],
  ];
  return rows
    .filter(([, value]) => value !== '')
    .map(([term, value]) => (
      <div key={term}>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </div>
    ));
}
