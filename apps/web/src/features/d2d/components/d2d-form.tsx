import { Fragment, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AddressSearch } from '@/components/address/address-search.tsx';
import { RouteMap } from '@/components/map/route-map.tsx';
import { ContactText } from '@/components/ui/contact-text.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { labelledOptions, SelectField } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TimeSelect } from '@/components/ui/time-select.tsx';
import { branchToday } from '@/lib/calendar-date.ts';
import { useSessionUser } from '@/lib/session-user.ts';
import { calculateRoute } from '@/features/d2d/api/calculate-route.ts';
import { useKeptD2dForm } from '@/features/d2d/hooks/use-kept-d2d-form.ts';
import { useSelectVehicle } from '@/features/d2d/hooks/use-select-vehicle.ts';
import {
  D2D_FLIGHT_TYPE_LABELS,
  D2D_FLIGHT_TYPES,
  D2D_MAP_HEIGHT_PX,
  D2D_MAP_ZOOM,
  type D2dFlightType,
} from '@bluu/contracts/constants';
import { D2D_MESSAGES } from '@bluu/contracts/messages';
import { lastPickUpDate } from '@bluu/contracts/time';
import {
  d2dAccountOf,
  EMPTY_ADDRESS,
  firstD2DError,
  initialD2DValues,
  offersBillback,
  passengerChoices,
  paymentLocked,
  tripKey,
  tripToMeasure,
  type AddressField,
  type AddressValue,
  type D2DError,
  type D2DField,
  type D2DFormValues,
} from '@/features/d2d/utils/d2d-form.ts';
import { paymentChoices } from '@/features/d2d/utils/d2d-payment.ts';
import type { MeasuredTrip } from '@/features/d2d/utils/kept-d2d-form.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import './d2d.css';

const ADDRESS_LABELS: Record<AddressField, string> = {
  pickUp: 'Pick-up address',
  pickUpExtra1: 'Additional pick-up address 1',
  pickUpExtra2: 'Additional pick-up address 2',
  dropOffExtra1: 'Additional drop-off address 1',
  dropOffExtra2: 'Additional drop-off address 2',
  dropOff: 'Drop-off address',
};

const PASSENGER_OPTIONS = passengerChoices().map((count) => ({
  value: String(count),
  label: String(count),
}));

/**
 * The Door2Door form (spec 001 §2): payment, passengers, addresses with optional stop-overs,
 * pick-up instructions, flight details and the pick-up time. Calculate Distance measures the
 * trip and shows it on the map; Select Vehicle appears once the distance belongs to the trip
 * as it now stands. Select Vehicle keeps the form for its history entry, so Back from the vehicle
 * choice shows it as it was left.
 */
export function D2DForm() {
  const id = useId();
  const user = useSessionUser();
  const account = d2dAccountOf(user);
  const { kept, keep } = useKeptD2dForm();
  const [values, setValues] = useState<D2DFormValues>(
    () => kept?.values ?? initialD2DValues(new Date(), account),
  );
  const [error, setError] = useState<D2DError | null>(null);
  const [measured, setMeasured] = useState<MeasuredTrip | null>(kept?.measured ?? null);
  const [measuring, setMeasuring] = useState(false);
  const latestMeasure = useRef(0);
  const selectVehicle = useSelectVehicle();

  const key = tripKey(values);
  const distance = measured && measured.key === key ? measured.route : null;
  const locked = paymentLocked(account);
  const billback = offersBillback(account);

  function update(next: Partial<D2DFormValues>) {
    setValues((current) => ({ ...current, ...next }));
    setError(null);
    selectVehicle.reset();
  }

  /** Showing or hiding stop-overs always asks for the distance again (spec 001 §4). */
  function updateOption(next: Partial<D2DFormValues>) {
    update(next);
    setMeasured(null);
  }

  function show(next: D2DError) {
    setError(next);
    document.getElementById(`${id}-${next.field}`)?.focus();
  }

  async function measure() {
    if (measuring) return;
    const trip = tripToMeasure(values);
    if (!trip.ok) {
      show(trip.error);
      return;
    }
    const run = (latestMeasure.current += 1);
    setMeasuring(true);
    setError(null);
    try {
      const route = await calculateRoute(trip.trip);
      if (run === latestMeasure.current) setMeasured({ key, route });
    } catch {
      if (run === latestMeasure.current)
        show({ field: 'pickUp', message: D2D_MESSAGES.distanceError });
    } finally {
      if (run === latestMeasure.current) setMeasuring(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!distance || selectVehicle.pending) return;
    const invalid = firstD2DError(values, new Date());
    if (invalid) {
      show(invalid);
      return;
    }
    keep({ values, measured });
    void selectVehicle.run(values, account, user?.accountName ?? '');
  }

  const errorId = (field: D2DField) => `${id}-${field}-error`;
  const errorOf = (field: D2DField) => (error?.field === field ? error.message : null);
  const fieldError = (field: D2DField) =>
    error?.field === field ? <FieldError id={errorId(field)} message={error.message} /> : null;

  function address(field: AddressField): ReactNode {
    const value: AddressValue = values[field];
    return (
      <AddressSearch
        id={`${id}-${field}`}
        label={ADDRESS_LABELS[field]}
        chosen={value.place?.description ?? ''}
        error={errorOf(field)}
        onType={(text) => update({ [field]: { text, place: null } })}
        onChoose={(prediction) =>
          update({
            [field]: {
              text: prediction.description,
              place: { placeId: prediction.placeId, description: prediction.description },
            },
          })
        }
        onClear={() => undefined}
      />
    );
  }

  /** An additional-address option and, while it is on, its two addresses. */
  function stopOvers(
    option: 'additionalPickUps' | 'additionalDropOffs',
    label: string,
    fields: [AddressField, AddressField],
  ): ReactNode {
    return (
      <>
        <label className="check-option">
          <input
            type="checkbox"
            checked={values[option]}
            onChange={(event) =>
              updateOption({
                [option]: event.target.checked,
                [fields[0]]: EMPTY_ADDRESS,
                [fields[1]]: EMPTY_ADDRESS,
              })
            }
          />
          <span>{label}</span>
        </label>
        {values[option] && fields.map((field) => <Fragment key={field}>{address(field)}</Fragment>)}
      </>
    );
  }

  return (
    <form className="d2d-form" aria-label="Door2Door transfer" noValidate onSubmit={handleSubmit}>
      <div className="d2d-grid">
        <SelectField
          id={`${id}-moP_Type`}
          label="Method of payment"
          placeholder="Select…"
          options={paymentChoices(billback)}
          value={values.moP_Type}
          disabled={locked}
          error={errorOf('moP_Type')}
          onChange={(event) => update({ moP_Type: event.target.value })}
        />
        {values.moP_Type === 'AC' && (
          <TextField
            id={`${id}-accountNo`}
            label="Account number"
            value={values.accountNo}
            readOnly={locked}
            autoComplete="off"
            error={errorOf('accountNo')}
            onChange={(event) => update({ accountNo: event.target.value })}
          />
        )}
        <SelectField
          id={`${id}-numberPassengers`}
          label="Passengers"
          options={PASSENGER_OPTIONS}
          value={values.numberPassengers}
          error={errorOf('numberPassengers')}
          onChange={(event) => update({ numberPassengers: Number(event.target.value) })}
        />
      </div>

      <fieldset className="d2d-group">
        <legend>Pick-up</legend>
        {address('pickUp')}
        {stopOvers('additionalPickUps', 'Additional pick-up addresses', [
          'pickUpExtra1',
          'pickUpExtra2',
        ])}
        <div className="field">
          <label className="field-label" htmlFor={`${id}-pickUpInstructions`}>
            Pick-up instructions
          </label>
          <textarea
            id={`${id}-pickUpInstructions`}
            className="field-control"
            rows={2}
            value={values.pickUpInstructions}
            aria-invalid={errorOf('pickUpInstructions') ? true : undefined}
            aria-describedby={
              errorOf('pickUpInstructions') ? errorId('pickUpInstructions') : undefined
            }
            onChange={(event) => update({ pickUpInstructions: event.target.value })}
          />
          {fieldError('pickUpInstructions')}
        </div>
        <div className="d2d-grid">
          <SelectField
            id={`${id}-pickupFlightType`}
            label="Flight type"
            placeholder="Select…"
            options={labelledOptions(D2D_FLIGHT_TYPES, D2D_FLIGHT_TYPE_LABELS)}
            value={values.pickupFlightType}
            error={errorOf('pickupFlightType')}
            onChange={(event) =>
              update({
                pickupFlightType: event.target.value as D2dFlightType | '',
                pickupFlightNumber: '',
              })
            }
          />
          {values.pickupFlightType !== '' && values.pickupFlightType !== 'NONE' && (
            <TextField
              id={`${id}-pickupFlightNumber`}
              label="Flight number"
              value={values.pickupFlightNumber}
              autoComplete="off"
              error={errorOf('pickupFlightNumber')}
              onChange={(event) => update({ pickupFlightNumber: event.target.value.toUpperCase() })}
            />
          )}
        </div>
        <div className="d2d-grid">
          <DateField
            id={`${id}-pickUpDate`}
            label="Pick-up date"
            value={values.pickUpDate}
            min={branchToday()}
            max={lastPickUpDate(new Date())}
            onChange={(date) => update({ pickUpDate: date })}
          />
          <TimeSelect
            id={`${id}-pickUpTime`}
            label="Pick-up time"
            value={values.pickUpTime}
            onChange={(time) => update({ pickUpTime: time })}
            invalid={error?.field === 'pickUpTime'}
            describedBy={error?.field === 'pickUpTime' ? errorId('pickUpTime') : undefined}
          />
        </div>
        {fieldError('pickUpTime')}
      </fieldset>

      <fieldset className="d2d-group">
        <legend>Drop-off</legend>
        {address('dropOff')}
        {stopOvers('additionalDropOffs', 'Additional drop-off addresses', [
          'dropOffExtra1',
          'dropOffExtra2',
        ])}
      </fieldset>

      <div className="d2d-actions">
        <PendingButton
          type="button"
          className="button button-secondary"
          pending={measuring}
          onClick={() => void measure()}
        >
          {measuring && <Spinner />}
          Calculate Distance
        </PendingButton>
        {distance && (
          <PendingButton
            type="submit"
            className="button button-primary"
            pending={selectVehicle.pending}
          >
            {selectVehicle.pending && <Spinner />}
            Select Vehicle
          </PendingButton>
        )}
      </div>
      <p className="d2d-distance" role="status">
        {distance ? `Distance: ${distance.km} km${distance.estimate ? ' (estimate)' : ''}` : ''}
      </p>
      {selectVehicle.message && (
        <p role="alert" className="alert">
          <ContactText text={selectVehicle.message} />
        </p>
      )}
      {distance && (
        <RouteMap
          stops={distance.stops.map((stop) => ({ ...stop, label: stop.description }))}
          path={distance.path}
          label={`Route map, ${distance.km} km`}
          zoom={D2D_MAP_ZOOM}
          height={D2D_MAP_HEIGHT_PX}
        />
      )}
    </form>
  );
}
