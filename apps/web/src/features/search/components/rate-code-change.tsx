import type { AvailabilityRequest, OtherRate } from '@bluu/contracts/availability';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '@/components/ui/field-error.tsx';
import { useRunSearch } from '@/features/search/hooks/use-run-search.ts';
import { PendingButton } from '@/components/ui/pending-button.tsx';

interface RateCodeChangeProps {
  request: AvailabilityRequest;
  rate: { rateCode: string; rateDesc: string };
  otherRates: OtherRate[];
  onSearched: (request: AvailabilityRequest) => void;
  /** Told on Apply, before the search runs. */
  onSubmitted?: () => void;
  /** False while another form's newer error stands in for this one's (spec 001 §5). */
  showError?: boolean;
}

/**
 * Change Rate Code: individuals type a code; corporate and tour accounts pick one of the
 * rates offered to them (otherRates). Either way the search runs again with that code.
 */
export function RateCodeChange({
  request,
  rate,
  otherRates,
  onSearched,
  onSubmitted,
  showError = true,
}: RateCodeChangeProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownError = showError ? error : null;
  const isAccount = request.accountType === 'C' || request.accountType === 'T';
  const [code, setCode] = useState(() => (isAccount ? (otherRates[0]?.rateCode ?? '') : ''));
  const fieldRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const search = useRunSearch(request);
  const errorId = `${id}-error`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (search.pending) return;
    onSubmitted?.();
    const result = await search.run(code.trim().toUpperCase());
    if (result.ok) {
      setOpen(false);
      setCode(isAccount ? (result.otherRates[0]?.rateCode ?? '') : '');
      onSearched(result.request);
      toggleRef.current?.focus();
    } else {
      setError(result.message);
      fieldRef.current?.focus();
    }
  }

  const fieldProps = {
    id: `${id}-code`,
    ref: fieldRef,
    className: 'field-control',
    value: code,
    'aria-invalid': shownError ? true : undefined,
    'aria-describedby': shownError ? errorId : undefined,
  };

  return (
    <div className="rate-code">
      <p className="rate-code-current">
        Rate: <strong>{rate.rateDesc}</strong> ({rate.rateCode})
      </p>
      <button
        ref={toggleRef}
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => {
          setOpen((current) => !current);
          setError(null);
        }}
      >
        Change Rate Code
      </button>
      <div id={`${id}-form`} hidden={!open}>
        {open && (
          <form
            className="rate-code-form"
            aria-label="Change Rate Code"
            noValidate
            onSubmit={(event) => void handleSubmit(event)}
          >
            <div className="field">
              <label className="field-label" htmlFor={`${id}-code`}>
                {isAccount ? 'Rate' : 'Rate code'}
              </label>
              {isAccount ? (
                <select
                  {...fieldProps}
                  disabled={otherRates.length === 0}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setError(null);
                  }}
                >
                  {otherRates.map((other) => (
                    <option key={other.rateCode} value={other.rateCode}>
                      {other.rateDesc} ({other.rateCode})
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...fieldProps}
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={20}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setError(null);
                  }}
                />
              )}
            </div>
            {isAccount && otherRates.length === 0 ? (
              <p className="field-hint">No other rates are offered for your account.</p>
            ) : (
              <PendingButton
                type="submit"
                className="button button-secondary"
                pending={search.pending}
              >
                {search.pending ? 'Applying…' : 'Apply'}
              </PendingButton>
            )}
            {shownError && <FieldError id={errorId} message={shownError} />}
          </form>
        )}
      </div>
    </div>
  );
}
