import { RESIDENCES, type Residence } from '@bluu/contracts/constants';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '@/components/ui/field-error.tsx';
import { searchAccountOf, useSessionUser } from '@/lib/session-user.ts';
import { availabilityErrorMessage, useCheckAvailability } from '@/lib/api/check-availability.ts';
import { useJourneyNavigate } from '@/lib/journey/journey.ts';
import {
  toAvailabilityState,
  type AvailabilityState,
  type SearchPayload,
} from '@/lib/journey/journey-state.ts';
import {
  fieldOfMessage,
  initialSearchValues,
  RESIDENCE_LABELS,
  timeRuleError,
  toAvailabilityRequest,
  withRentalKind,
  type RentalKind,
  type SearchValues,
} from '@/features/search/utils/search-values.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TripFields, useTripErrors } from './trip-fields.tsx';
import { VanRentalNotice } from './van-rental-notice.tsx';
import './search-form.css';

interface SearchFormProps {
  /** A previous search to start from (Modify search); the defaults otherwise. */
  initialRequest?: SearchPayload;
  /** Where the answer goes; by default it opens /availability with the rates and the payload. */
  onResults?: (state: AvailabilityState) => void;
  /** Told when a search is refused (a time rule, or the server), which the form itself shows. */
  onRefused?: () => void;
}

/** The vehicle search, made for the signed-in account (or an anonymous individual). */
export function SearchForm({ initialRequest, onResults, onRefused }: SearchFormProps) {
  const id = useId();
  const openStep = useJourneyNavigate();
  const account = searchAccountOf(useSessionUser());
  const availability = useCheckAvailability();
  const [values, setValues] = useState(() => initialSearchValues(new Date(), initialRequest));
  const errors = useTripErrors();

  function update(next: SearchValues) {
    setValues(next);
    errors.clear();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (availability.isPending) return;
    const ruleError = timeRuleError(values, new Date());
    if (ruleError) {
      errors.show(ruleError);
      onRefused?.();
      return;
    }
    const request = toAvailabilityRequest(values, account);
    const modify = initialRequest?.modify;
    availability.mutate(request, {
      onSuccess: (response) => {
        const state = toAvailabilityState(modify ? { ...request, modify } : request, response);
        if (onResults) onResults(state);
        else openStep('availability', state);
      },
      onError: (failure) => {
        const message = availabilityErrorMessage(failure);
        errors.show({ field: fieldOfMessage(message), message });
        onRefused?.();
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
          <TripFields id={id} values={values} onChange={update} errors={errors} />

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
            <PendingButton
              type="submit"
              className="button button-primary"
              pending={availability.isPending}
            >
              {availability.isPending ? 'Searching…' : 'Search'}
            </PendingButton>
          </div>
          {errors.error?.field === 'form' && (
            <FieldError id={`${id}-form-error`} message={errors.error.message} />
          )}
        </div>
      )}
    </form>
  );
}
