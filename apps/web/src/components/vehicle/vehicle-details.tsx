import type { VehicleCharge } from '@bluu/contracts/availability';
import type { CurrencyCode } from '@bluu/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '@/components/ui/load-failure.tsx';
import { vehicleContentQuery } from '@/lib/api/vehicle-content.ts';
import { VehicleContentTerms } from './vehicle-content-details.tsx';
import { vehicleTypeOf } from './vehicle-type.ts';

/**
 * The content service's fields of the group behind View Car Details; while they load, a status;
 * when they cannot be had (content load failures are silent, spec 000 §8), the rate's own.
 * N$ prices mean a Namibian pick-up branch (currencyForBranch), whose fleet entries differ.
 */
export default function VehicleDetails({
  charge,
  currency,
}: {
  charge: VehicleCharge;
  currency: CurrencyCode;
}) {
  const content = useQuery(vehicleContentQuery(charge.vehicleGrp, currency === 'NAD'));
  const vehicleType = vehicleTypeOf(charge.vehicleType);
  if (content.isPending) return <Loading text="Loading the vehicle's details…" />;
  return (
    <dl>
      <div>
        <dt>Make and model</dt>
        <dd>{charge.makeModel} or similar</dd>
      </div>
      {vehicleType && (
        <div>
          <dt>Vehicle type</dt>
          <dd>{vehicleType}</dd>
        </div>
      )}
      {content.data ? (
        <VehicleContentTerms acf={content.data.acf} />
      ) : (
        <RateSpecs charge={charge} />
      )}
      <div>
        <dt>Free kilometres</dt>
        <dd>{charge.freeKMS} km per day</dd>
      </div>
    </dl>
  );
}

function RateSpecs({ charge }: { charge: VehicleCharge }) {
  return (
    <>
      <div>
        <dt>Seats</dt>
        <dd>{charge.seats}</dd>
      </div>
      <div>
        <dt>Luggage</dt>
        <dd>{charge.luggage} bags</dd>
      </div>
      <div>
        <dt>Transmission</dt>
        <dd>{charge.transmission}</dd>
      </div>
    </>
  );
}
