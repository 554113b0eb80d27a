import type { Reservation } from '@bluu/contracts/booking';
import { splitDateTime, type LocalDate, type LocalTime } from '@bluu/contracts/time';
import type { ReactNode } from 'react';
import { useBranchName } from '@/lib/api/use-branch-name.ts';
import { formatLocalDateTime } from '@/lib/format.ts';
import './trip-facts.css';

export interface TripFact {
  label: string;
  value: ReactNode;
  /** A quieter second line, e.g. the time beside a branch. */
  note?: ReactNode;
}

export interface TripEnd {
  branch: string;
  date: LocalDate;
  time: LocalTime;
}

/** A pick-up or drop-off given as a branch and a wire date-time (`YYYY-MM-DD HH:mm`). */
export function tripEnd(branch: string, dateTime: string): TripEnd {
  return { branch, ...splitDateTime(dateTime) };
}

type ReservationTrip = Pick<
  Reservation,
  'pickupBranch' | 'pickupDate' | 'pickupTime' | 'duebackBranch' | 'duebackDate' | 'duebackTime'
>;

/** A reservation's pick-up and drop-off, for `<TripFacts {...reservationTrip(reservation)} …>`. */
export function reservationTrip(reservation: ReservationTrip): {
  pickUp: TripEnd;
  dropOff: TripEnd;
} {
  return {
    pickUp: {
      branch: reservation.pickupBranch,
      date: reservation.pickupDate,
      time: reservation.pickupTime,
    },
    dropOff: {
      branch: reservation.duebackBranch,
      date: reservation.duebackDate,
      time: reservation.duebackTime,
    },
  };
}

interface TripFactsProps {
  vehicle: { name: string; makeModel?: string };
  pickUp: TripEnd;
  dropOff: TripEnd;
  rate?: string;
  /** Facts shown before the vehicle (a status) and after the trip (payment, total). */
  before?: TripFact[];
  after?: TripFact[];
}

/** The trip of a quote or booking: vehicle, pick-up and drop-off by branch name, rate. */
export function TripFacts({
  vehicle,
  pickUp,
  dropOff,
  rate,
  before = [],
  after = [],
}: TripFactsProps) {
  const branchName = useBranchName();
  const facts: TripFact[] = [
    ...before,
    {
      label: 'Vehicle',
      value: vehicle.name,
      note:
        vehicle.makeModel && !vehicle.name.includes(vehicle.makeModel)
          ? `${vehicle.makeModel} or similar`
          : undefined,
    },
    {
      label: 'Pick-up',
      value: branchName(pickUp.branch),
      note: formatLocalDateTime(pickUp.date, pickUp.time),
    },
    {
      label: 'Drop-off',
      value: branchName(dropOff.branch),
      note: formatLocalDateTime(dropOff.date, dropOff.time),
    },
    ...(rate ? [{ label: 'Rate', value: rate }] : []),
    ...after,
  ];
  return <FactList facts={facts} />;
}

/** Facts as a list of labels and values, each value with its quieter note, if any. */
export function FactList({ facts }: { facts: TripFact[] }) {
  return (
    <dl className="trip-facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>
            {fact.value}
            {fact.note && (
              <span className="trip-fact-note">
                <span className="visually-hidden">, </span>
                {fact.note}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
