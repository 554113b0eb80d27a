import type { AvailabilityRequest } from '@bluu/contracts/availability';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '@/components/ui/field-error.tsx';
import { useRunSearch } from '@/features/search/hooks/use-run-search.ts';
import {
  fieldOfMessage,
  initialSearchValues,
  timeRuleError,
  withTrip,
  type SearchValues,
} from '@/features/search/utils/search-values.ts';
import { TripFields, useTripErrors } from './trip-fields.tsx';
import './search-form.css';

interface TripEditorProps {
  request: AvailabilityRequest;
  /** Called with the new search once it has vehicles; the editor shows any other outcome. */
  onSearched: (request: AvailabilityRequest) => void;
}

/** Pick-up and drop-off editor of the vehicle-choice screen: Update runs the search again. */
export function TripEditor({ request, onSearched }: TripEditorProps) {
  const id = useId();
  const [values, setValues] = useState(() => initialSearchValues(new Date(), request));
  const errors = useTripErrors();
  const search = useRunSearch();

  function update(next: SearchValues) {
    setValues(next);
    errors.clear();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (search.pending) return;
    const ruleError = timeRuleError(values, new Date());
    if (ruleError) {
      errors.show(ruleError);
      return;
    }
    const result = await search.run(withTrip(request, values));
    if (result.ok) onSearched(result.request);
    else errors.show({ field: fieldOfMessage(result.message), message: result.message });
  }

  return (
    <form
      className="search-form trip-editor"
      aria-label="Pick-up and drop-off"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <div className="search-grid">
        <TripFields id={id} values={values} onChange={update} errors={errors} />
        <div className="search-cell search-submit">
          <button type="submit" className="button button-secondary" disabled={search.pending}>
            {search.pending ? 'Updating…' : 'Update'}
          </button>
        </div>
        {errors.error?.field === 'form' && (
          <FieldError id={`${id}-form-error`} message={errors.error.message} />
        )}
      </div>
    </form>
  );
}
