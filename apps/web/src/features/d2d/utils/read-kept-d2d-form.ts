import { D2D_FLIGHT_TYPES, type D2dFlightType } from '@bluu/contracts/constants';
import { isLocalDate, LOCAL_TIME_PATTERN } from '@bluu/contracts/time';
import { passengerChoices, type AddressValue, type D2DFormValues } from './d2d-form.ts';
import type { KeptD2DForm, MeasuredRoute, MeasuredTrip } from './kept-d2d-form.ts';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const FLIGHT_TYPES: readonly string[] = ['', ...D2D_FLIGHT_TYPES];
const PASSENGERS: readonly unknown[] = passengerChoices();

const ADDRESS_FIELDS = [
  'pickUp',
  'pickUpExtra1',
  'pickUpExtra2',
  'dropOffExtra1',
  'dropOffExtra2',
  'dropOff',
] as const;

function readAddress(value: unknown): AddressValue | null {
  if (!isFields(value) || !isText(value.text, 300)) return null;
  if (value.place === null) return { text: value.text, place: null };
  if (!isFields(value.place)) return null;
  const { placeId, description } = value.place;
  if (!isText(placeId, 300) || !isText(description, 500)) return null;
  return { text: value.text, place: { placeId, description } };
}

function readValues(value: unknown): D2DFormValues | null {
  if (!isFields(value)) return null;
  const addresses = ADDRESS_FIELDS.map((field) => readAddress(value[field]));
  const [pickUp, pickUpExtra1, pickUpExtra2, dropOffExtra1, dropOffExtra2, dropOff] = addresses;
  if (!pickUp || !pickUpExtra1 || !pickUpExtra2 || !dropOffExtra1 || !dropOffExtra2 || !dropOff)
    return null;
  const { moP_Type, accountNo, numberPassengers, pickUpInstructions } = value;
  const { pickupFlightType, pickupFlightNumber, pickUpDate, pickUpTime } = value;
  const { additionalPickUps, additionalDropOffs } = value;
  if (!isText(moP_Type, 10) || !isText(accountNo, 20) || !isText(pickUpInstructions, 200))
    return null;
  if (!PASSENGERS.includes(numberPassengers)) return null;
  if (!FLIGHT_TYPES.includes(String(pickupFlightType)) || !isText(pickupFlightNumber, 10))
    return null;
  if (typeof additionalPickUps !== 'boolean' || typeof additionalDropOffs !== 'boolean')
    return null;
  if (typeof pickUpDate !== 'string' || !isLocalDate(pickUpDate)) return null;
  if (typeof pickUpTime !== 'string' || !LOCAL_TIME_PATTERN.test(pickUpTime)) return null;
  return {
    moP_Type,
    accountNo,
    numberPassengers: numberPassengers as number,
    pickUp,
    additionalPickUps,
    pickUpExtra1,
    pickUpExtra2,
    pickUpInstructions,
    pickupFlightType: pickupFlightType as D2dFlightType | '',
    pickupFlightNumber,
    dropOff,
    additionalDropOffs,
    dropOffExtra1,
    dropOffExtra2,
    pickUpDate,
    pickUpTime,
  };
}

const isPoint = (value: unknown) =>
  isFields(value) && isNumber(value.latitude) && isNumber(value.longitude);

function readRoute(value: unknown): MeasuredRoute | null {
  if (!isFields(value)) return null;
  const { km, estimate, stops, path } = value;
  if (!isNumber(km) || km < 0 || typeof estimate !== 'boolean') return null;
  if (!Array.isArray(stops) || !Array.isArray(path) || !path.every(isPoint)) return null;
  const stopsValid = stops.every(
    (stop) => isPoint(stop) && isText(stop.placeId, 300) && isText(stop.description, 500),
  );
  return stopsValid ? { km, estimate, stops, path } : null;
}

function readMeasured(value: unknown): MeasuredTrip | null {
  if (!isFields(value) || typeof value.key !== 'string') return null;
  const route = readRoute(value.route);
  return route ? { key: value.key, route } : null;
}

/**
 * A kept form, if it is one (it may be old or tampered with); null otherwise. Checked by hand,
 * not with zod, which the Door2Door form does not load (decision record 0029).
 */
export function readKeptD2dForm(value: unknown): KeptD2DForm | null {
  if (!isFields(value)) return null;
  const values = readValues(value.values);
  if (!values) return null;
  return { values, measured: value.measured === null ? null : readMeasured(value.measured) };
}
