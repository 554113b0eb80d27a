import type { AvailabilityRequest } from '@bluu/contracts/availability';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FieldError } from '@/components/ui/field-error.tsx';
import { useRunSearch } from '@/features/search/hooks/use-run-search.ts';
import {
  fieldOfMessage,
  initialSearchValues,
  timeRuleError,
  withTrip,
  type SearchValues,
} from '@/features/search/utils/search-values.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TripFields, useTripErrors } from './trip-fields.tsx';
import './search-form.css';

interface TripEditorProps {
  request: AvailabilityRequest;
  /** Called with the new search once it has vehicles; the editor shows any other outcome. */
  onSearched: (request: AvailabilityRequest) => void;
  /** Told whether the editor holds a trip other than the one searched (not yet updated). */
  onPendingChange?: (pending: boolean) => void;
  /** Told on Update, before the trip is checked. */
  onSubmitted?: () => void;
  /** False while another form's newer error stands in for this one's (spec 001 §5). */
  showError?: boolean;
}

const TRIP_FIELDS = [
  'pickUpBranch',
  'pickUpDate',
  'pickUpTime',
  'dropOffBranch',
  'dropOffDate',
  'dropOffTime',
] as const satisfies ReadonlyArray<keyof SearchValues>;

/**
 * Pick-up and drop-off editor of the vehicle-choice screen: Update runs the search again. Until
 * it has, the trip shown differs from the one priced, and the screen may not book it.
 */
export function TripEditor({
  request,
  onSearched,
  onPendingChange,
  onSubmitted,
  showError = true,
}: TripEditorProps) {
  const id = useId();
  const [values, setValues] = useState(() => initialSearchValues(new Date(), request));
  const [searched, setSearched] = useState(values);
  const errors = useTripErrors();
  const shown = showError ? errors : { ...errors, error: null };
  const search = useRunSearch(withTrip(request, values));
  const pending = TRIP_FIELDS.some((field) => values[field] !== searched[field]);
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  function update(next: SearchValues) {
    setValues(next);
    errors.clear();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (search.pending) return;
    onSubmitted?.();
    const ruleError = timeRuleError(values, new Date());
    if (ruleError) {
      errors.show(ruleError);
      return;
    }
    const result = await search.run();
    if (result.ok) {
      setSearched(values);
      onSearched(result.request);
    } else errors.show({ field: fieldOfMessage(result.message), message: result.message });
  }

  return (
    <form
      className="search-form trip-editor"
      aria-label="Pick-up and drop-off"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <div className="search-grid">
        <TripFields id={id} values={values} onChange={update} errors={shown} />
        <div className="search-cell search-submit">
          <PendingButton type="submit" className="button button-secondary" pending={search.pending}>
            {search.pending ? 'Updating…' : 'Update'}
          </PendingButton>
        </div>
        {shown.error?.field === 'form' && (
          <FieldError
            id={`${id}-form-error`}
            message={shown.error.message}
            locationDetails={search.locationDetails}
          />
        )}
        {pending && !shown.error && (
          <p className="field-hint search-cell" role="status">
            Press Update to see the vehicles and costs for this pick-up and drop-off.
          </p>
        )}
      </div>
    </form>
  );
}
