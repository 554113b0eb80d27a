interface VehicleIdentityProps {
  vehicle: { imageUrl: string; makeModel: string; vehicleGrp_Desc: string };
  headingId: string;
  selected?: boolean;
  /** The selected card's badge. */
  badge?: string;
}

/** A vehicle card's image, then its badge, group heading and 'or similar' model. */
export function VehicleImage({ vehicle }: Pick<VehicleIdentityProps, 'vehicle'>) {
  return (
    <img
      className="vehicle-image"
      src={vehicle.imageUrl}
      alt={vehicle.makeModel}
      width={320}
      height={180}
      loading="lazy"
    />
  );
}

export function VehicleHeading({
  vehicle,
  headingId,
  selected,
  badge = 'Your vehicle',
}: VehicleIdentityProps) {
  return (
    <>
      {selected && <p className="vehicle-selected-badge">{badge}</p>}
      <h3 id={headingId}>{vehicle.vehicleGrp_Desc}</h3>
      {!vehicle.vehicleGrp_Desc.includes(vehicle.makeModel) && (
        <p className="vehicle-model">{vehicle.makeModel} or similar</p>
      )}
    </>
  );
}
