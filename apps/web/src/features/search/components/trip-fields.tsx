import { lastPickUpDate } from '@bluu/contracts/time';
import { useRef, useState } from 'react';
import { DateField } from '@/components/ui/date-field.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { branchToday } from '@/lib/calendar-date.ts';
import {
  withPickUpBranch,
  withPickUpDate,
  type SearchError,
  type SearchField,
  type SearchValues,
} from '@/features/search/utils/search-values.ts';
import { BranchSelect } from './branch-select.tsx';
import { TimeSelect } from '@/components/ui/time-select.tsx';

/** One error at a time for the trip fields; showing it focuses the field it belongs to. */
export function useTripErrors() {
  const [error, setError] = useState<SearchError | null>(null);
  const pickUpTimeRef = useRef<HTMLSelectElement>(null);
  const dropOffDateRef = useRef<HTMLButtonElement>(null);
  const dropOffTimeRef = useRef<HTMLSelectElement>(null);
  const refs: Record<SearchField, { current: HTMLElement | null } | null> = {
    pickUpTime: pickUpTimeRef,
    dropOffDate: dropOffDateRef,
    dropOffTime: dropOffTimeRef,
    form: null,
  };

  return {
    error,
    refs: { pickUpTimeRef, dropOffDateRef, dropOffTimeRef },
    show(next: SearchError) {
      setError(next);
      refs[next.field]?.current?.focus();
    },
    clear() {
      setError(null);
    },
  };
}

export type TripErrors = ReturnType<typeof useTripErrors>;

interface TripFieldsProps {
  id: string;
  values: SearchValues;
  onChange: (values: SearchValues) => void;
  errors: TripErrors;
}

/** Pick-up and drop-off branch, date and time, each error shown under its own field. */
export function TripFields({ id, values, onChange, errors }: TripFieldsProps) {
  const { error, refs } = errors;
  const errorId = (field: SearchField) => `${id}-${field}-error`;
  const fieldError = (field: SearchField) =>
    error?.field === field ? <FieldError id={errorId(field)} message={error.message} /> : null;
  const invalidProps = (field: SearchField) =>
    error?.field === field ? { invalid: true, describedBy: errorId(field) } : {};

  return (
    <>
      <div className="search-cell search-branch">
        <BranchSelect
          id={`${id}-pick-up-branch`}
          label="Pick-up branch"
          value={values.pickUpBranch}
          onChange={(branch) => onChange(withPickUpBranch(values, branch))}
        />
      </div>
      <div className="search-cell">
        <DateField
          id={`${id}-pick-up-date`}
          label="Pick-up date"
          value={values.pickUpDate}
          min={branchToday()}
          max={lastPickUpDate(new Date())}
          onChange={(date) => onChange(withPickUpDate(values, date))}
        />
      </div>
      <div className="search-cell">
        <TimeSelect
          id={`${id}-pick-up-time`}
          label="Pick-up time"
          value={values.pickUpTime}
          selectRef={refs.pickUpTimeRef}
          onChange={(time) => onChange({ ...values, pickUpTime: time })}
          {...invalidProps('pickUpTime')}
        />
      </div>
      {fieldError('pickUpTime')}

      <div className="search-cell search-branch">
        <BranchSelect
          id={`${id}-drop-off-branch`}
          label="Drop-off branch"
          value={values.dropOffBranch}
          onChange={(branch) => onChange({ ...values, dropOffBranch: branch })}
        />
      </div>
      <div className="search-cell">
        <DateField
          id={`${id}-drop-off-date`}
          label="Drop-off date"
          value={values.dropOffDate}
          min={values.pickUpDate}
          buttonRef={refs.dropOffDateRef}
          onChange={(date) => onChange({ ...values, dropOffDate: date })}
          {...invalidProps('dropOffDate')}
        />
      </div>
      <div className="search-cell">
        <TimeSelect
          id={`${id}-drop-off-time`}
          label="Drop-off time"
          value={values.dropOffTime}
          selectRef={refs.dropOffTimeRef}
          onChange={(time) => onChange({ ...values, dropOffTime: time })}
          {...invalidProps('dropOffTime')}
        />
      </div>
      {fieldError('dropOffDate')}
      {fieldError('dropOffTime')}
    </>
  );
}
