import type { PlacePrediction } from '@bluu/contracts/maps';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { FieldError } from '@/components/ui/field-error.tsx';
import { searchPlaces } from '@/lib/api/maps.ts';
import './address-search.css';

interface AddressSearchProps {
  id: string;
  label: string;
  /** The chosen address, as shown in the field. */
  chosen: string;
  error?: string | null;
  /** A needed field: "*" after its label on screen (not read out; the form says what it means). */
  required?: boolean;
  busy?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Every change of the typed text (the chosen address no longer stands once it is edited). */
  onType?: (text: string) => void;
  onChoose: (prediction: PlacePrediction) => void;
  onClear: () => void;
}

const PAUSE_MS = 250;

/** A combobox that suggests South African addresses while typing (our maps service). */
export function AddressSearch({
  id,
  label,
  chosen,
  error,
  required = false,
  busy = false,
  inputRef,
  onType,
  onChoose,
  onClear,
}: AddressSearchProps) {
  const listId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(chosen);
  const [shownChosen, setShownChosen] = useState(chosen);
  const [suggestions, setSuggestions] = useState<PlacePrediction[]>([]);
  const [searched, setSearched] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const latest = useRef('');
  const picked = useRef('');

  // A newly chosen address shows in the field; a choice undone by typing keeps what was typed.
  if (chosen !== shownChosen) {
    setShownChosen(chosen);
    if (chosen !== '') setText(chosen);
  }

  const query = text.trim();
  useEffect(() => {
    if (query === '' || query === chosen || query === picked.current) return;
    latest.current = query;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchPlaces(query, controller.signal)
        .then((found) => {
          if (latest.current !== query) return;
          setSuggestions(found);
          setSearched(query);
          setFailed(false);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => {
          if (!controller.signal.aborted && latest.current === query) setFailed(true);
        });
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, chosen]);

  const showList = open && query !== '' && searched === query;

  function choose(prediction: PlacePrediction) {
    picked.current = prediction.description;
    setText(prediction.description);
    setOpen(false);
    onChoose(prediction);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!showList) {
      if (event.key === 'ArrowDown' && suggestions.length > 0) setOpen(true);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), suggestions.length - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const prediction = suggestions[active];
      if (prediction) choose(prediction);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  }

  const status = failed
    ? 'Address suggestions are not available right now. Please try again.'
    : showList
      ? suggestions.length === 0
        ? 'No addresses found. Try a suburb, town or airport.'
        : `${suggestions.length} address${suggestions.length === 1 ? '' : 'es'} found. Use the arrow keys to choose.`
      : '';

  return (
    <div className="field address-search">
      <label className="field-label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true">*</span>}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        className="field-control"
        autoComplete="off"
        maxLength={100}
        required={required}
        aria-autocomplete="list"
        aria-expanded={showList && suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-busy={busy || undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onType?.(event.target.value);
          if (chosen !== '') onClear();
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setOpen(false)}
      />
      <p id={hintId} className="field-hint">
        Start typing your suburb, town or the airport, then choose from the list.
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        className="address-suggestions"
        hidden={!showList || suggestions.length === 0}
      >
        {suggestions.map((prediction, index) => (
          <li
            key={prediction.placeId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'is-active' : undefined}
            onPointerMove={() => setActive(index)}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(prediction)}
          >
            <span className="address-main">{prediction.mainText}</span>{' '}
            <span className="address-secondary">{prediction.secondaryText}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      {failed && <p className="field-hint">{status}</p>}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
