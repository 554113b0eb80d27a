import type { WpFleetItem } from '@bluu/contracts/content';
import { useId } from 'react';
import { VehicleContentTerms } from '@/components/vehicle/vehicle-content-details.tsx';
import { renderedText } from '@/lib/rendered-text.ts';

/**
 * Vehicles whose images load with the page: on a phone the first is in view, on a wide screen the
 * first row; the rest load as they come near the view.
 */
const EAGER_IMAGES = 4;

/** One vehicle of the fleet: image, group, make and model 'or similar' and its details. */
export function FleetVehicle({
  vehicle,
  headingLevel,
  order,
}: {
  vehicle: WpFleetItem;
  headingLevel: 'h2' | 'h3';
  /** The vehicle's place on the page, from 0. */
  order: number;
}) {
  const Heading = headingLevel;
  const headingId = useId();
  const group = renderedText(vehicle.title.rendered);
  const makeModel = `${vehicle.acf.vehicle_make_model} or similar`;
  return (
    <article className="fleet-vehicle" aria-labelledby={headingId}>
      {vehicle.fimg_url && (
        <img
          className="vehicle-image"
          src={vehicle.fimg_url}
          alt={makeModel}
          width={320}
          height={180}
          loading={order < EAGER_IMAGES ? 'eager' : 'lazy'}
          fetchPriority={order === 0 ? 'high' : 'auto'}
        />
      )}
      <div className="fleet-vehicle-body">
        <Heading id={headingId}>{makeModel}</Heading>
        <p className="fleet-vehicle-group">{group}</p>
        <dl className="fleet-vehicle-details">
          <VehicleContentTerms acf={vehicle.acf} />
        </dl>
      </div>
    </article>
  );
}
