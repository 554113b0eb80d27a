import type { AvailabilityRequest } from '@bluu/contracts/availability';
import { RESIDENCES, type Residence } from '@bluu/contracts/constants';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DateField } from '../../../components/ui/date-field.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { branchToday } from '../../../lib/calendar-date.ts';
import { availabilityErrorMessage, useCheckAvailability } from '../api/check-availability.ts';
import { toAvailabilityState } from '../utils/availability-state.ts';
import {
  fieldOfMessage,
  initialSearchValues,
  RESIDENCE_LABELS,
  timeRuleError,
  toAvailabilityRequest,
  withPickUpBranch,
  withPickUpDate,
  withRentalKind,
  type RentalKind,
  type SearchError,
  type SearchField,
  type SearchValues,
} from '../utils/search-values.ts';
import { BranchSelect } from './branch-select.tsx';
import { TimeSelect } from './time-select.tsx';
import { VanRentalNotice } from './van-rental-notice.tsx';
import './search-form.css';

interface SearchFormProps {
  /** A previous search to start from (Modify search); the defaults otherwise. */
  initialRequest?: AvailabilityRequest;
}

/** The vehicle search: on an answer it opens /availability with the rates and the payload sent. */
export function SearchForm({ initialRequest }: SearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const availability = useCheckAvailability();
  const [values, setValues] = useState(() => initialSearchValues(new Date(), initialRequest));
  const [error, setError] = useState<SearchError | null>(null);
  const pickUpTimeRef = useRef<HTMLSelectElement>(null);
  const dropOffDateRef = useRef<HTMLButtonElement>(null);
  const dropOffTimeRef = useRef<HTMLSelectElement>(null);
  const fieldRefs: Record<SearchField, { current: HTMLElement | null } | null> = {
    pickUpTime: pickUpTimeRef,
    dropOffDate: dropOffDateRef,
    dropOffTime: dropOffTimeRef,
    form: null,
  };

  const errorId = (field: SearchField) => `${id}-${field}-error`;
  const errorFor = (field: SearchField) => (error?.field === field ? error.message : null);
  const fieldError = (field: SearchField) => {
    const message = errorFor(field);
    return message ? <FieldError id={errorId(field)} message={message} /> : null;
  };
  const invalidProps = (field: SearchField) =>
    errorFor(field) ? { invalid: true, describedBy: errorId(field) } : {};

  function update(next: SearchValues) {
    setValues(next);
    setError(null);
  }

  function showError(next: SearchError) {
    setError(next);
    fieldRefs[next.field]?.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (availability.isPending) return;
    const ruleError = timeRuleError(values, new Date());
    if (ruleError) {
      showError(ruleError);
      return;
    }
    const request = toAvailabilityRequest(values);
    availability.mutate(request, {
      onSuccess: (response) =>
        navigate('/availability', { state: toAvailabilityState(request, response) }),
      onError: (failure) => {
        const message = availabilityErrorMessage(failure);
        showError({ field: fieldOfMessage(message), message });
      },
    });
  }

  return (
    <form className="search-form" aria-label="Vehicle search" noValidate onSubmit={handleSubmit}>
      <fieldset className="search-kind">
        <legend className="visually-hidden">Rental type</legend>
        {(['car', 'van'] as const satisfies RentalKind[]).map((kind) => (
          <label key={kind} className="search-kind-option">
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={values.rentalKind === kind}
              onChange={() => update(withRentalKind(values, kind))}
            />
            {kind === 'car' ? 'Car Rental' : 'Van Rental'}
          </label>
        ))}
      </fieldset>

      {values.rentalKind === 'van' ? (
        <VanRentalNotice />
      ) : (
        <div className="search-grid">
          <div className="search-cell search-branch">
            <BranchSelect
              id={`${id}-pick-up-branch`}
              label="Pick-up branch"
              value={values.pickUpBranch}
              onChange={(branch) => update(withPickUpBranch(values, branch))}
            />
          </div>
          <div className="search-cell">
            <DateField
              id={`${id}-pick-up-date`}
              label="Pick-up date"
              value={values.pickUpDate}
              min={branchToday()}
              onChange={(date) => update(withPickUpDate(values, date))}
            />
          </div>
          <div className="search-cell">
            <TimeSelect
              id={`${id}-pick-up-time`}
              label="Pick-up time"
              value={values.pickUpTime}
              selectRef={pickUpTimeRef}
              onChange={(time) => update({ ...values, pickUpTime: time })}
              {...invalidProps('pickUpTime')}
            />
          </div>
          {fieldError('pickUpTime')}

          <div className="search-cell search-branch">
            <BranchSelect
              id={`${id}-drop-off-branch`}
              label="Drop-off branch"
              value={values.dropOffBranch}
              onChange={(branch) => update({ ...values, dropOffBranch: branch })}
            />
          </div>
          <div className="search-cell">
            <DateField
              id={`${id}-drop-off-date`}
              label="Drop-off date"
              value={values.dropOffDate}
              min={values.pickUpDate}
              buttonRef={dropOffDateRef}
              onChange={(date) => update({ ...values, dropOffDate: date })}
              {...invalidProps('dropOffDate')}
            />
          </div>
          <div className="search-cell">
            <TimeSelect
              id={`${id}-drop-off-time`}
              label="Drop-off time"
              value={values.dropOffTime}
              selectRef={dropOffTimeRef}
              onChange={(time) => update({ ...values, dropOffTime: time })}
              {...invalidProps('dropOffTime')}
            />
          </div>
          {fieldError('dropOffDate')}
          {fieldError('dropOffTime')}

          <div className="search-cell search-residence">
            <div className="field">
              <label className="field-label" htmlFor={`${id}-residence`}>
                Country of residence
              </label>
              <select
                id={`${id}-residence`}
                className="field-control"
                value={values.residence}
                onChange={(event) =>
                  update({ ...values, residence: event.target.value as Residence })
                }
              >
                {RESIDENCES.map((residence) => (
                  <option key={residence} value={residence}>
                    {RESIDENCE_LABELS[residence]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="search-cell search-submit">
            <button
              type="submit"
              className="button button-primary"
              disabled={availability.isPending}
            >
              {availability.isPending ? 'Searching…' : 'Search'}
            </button>
          </div>
          {fieldError('form')}
        </div>
      )}
    </form>
  );
}
