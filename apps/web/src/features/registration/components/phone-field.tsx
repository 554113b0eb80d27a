import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { FieldError } from '@/components/ui/field-error.tsx';
import {
  DEFAULT_PHONE_COUNTRY,
  type CountryCode,
} from '@/features/registration/utils/phone-country.ts';
import { loadPhone, usePhoneModule } from '@/features/registration/utils/phone-loader.ts';

interface PhoneFieldProps {
  id: string;
  label: string;
  country: CountryCode;
  number: string;
  error?: string | null;
  inputRef?: RefObject<HTMLInputElement | null>;
  onCountryChange: (country: CountryCode) => void;
  onNumberChange: (number: string) => void;
}

/**
 * A phone number with a searchable country picker in front: the calling code comes from the
 * country and cannot be typed.
 */
export function PhoneField({
  id,
  label,
  country,
  number,
  error,
  inputRef,
  onCountryChange,
  onNumberChange,
}: PhoneFieldProps) {
  const errorId = `${id}-error`;
  const codeId = `${id}-code`;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const phone = usePhoneModule();
  const selected = phone?.phoneCountry(country) ?? DEFAULT_PHONE_COUNTRY;
  const matches = useMemo(() => phone?.searchCountries(search) ?? [], [phone, search]);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    function closeOutside(event: PointerEvent) {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    }
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  useEffect(() => {
    if (open)
      document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);

  async function openPicker() {
    const loaded = await loadPhone();
    setSearch('');
    setActive(
      Math.max(
        0,
        loaded.searchCountries('').findIndex((item) => item.code === country),
      ),
    );
    setOpen(true);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function choose(code: CountryCode) {
    onCountryChange(code);
    close();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), matches.length - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = matches[active];
      if (chosen) choose(chosen.code);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      // The picker follows the number in the page, so the browser's own Tab would pass it by.
      event.preventDefault();
      setOpen(false);
      (event.shiftKey ? buttonRef.current : document.getElementById(id))?.focus();
    }
  }

  return (
    <div className="field phone-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="phone-field-row">
        <button
          ref={buttonRef}
          type="button"
          className="phone-country-button"
          aria-haspopup="listbox"
          aria-expanded={open}
          // The name starts with the code shown (WCAG 2.5.3: a speech user says "ZA").
          aria-label={`${selected.code} – country code: ${selected.name} +${selected.callingCode}`}
          onClick={() => (open ? setOpen(false) : void openPicker())}
        >
          <span aria-hidden="true">{selected.code}</span>
          <span aria-hidden="true" className="phone-country-arrow">
            ▾
          </span>
        </button>
        <span id={codeId} className="phone-calling-code">
          <span className="visually-hidden">Calling code </span>+{selected.callingCode}
        </span>
        <input
          ref={inputRef}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className="field-control"
          value={number}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${codeId} ${errorId}` : codeId}
          onChange={(event) => onNumberChange(event.target.value)}
        />
      </div>
      {open && (
        <div ref={popoverRef} className="phone-country-popover">
          <input
            ref={searchRef}
            type="text"
            role="combobox"
            className="field-control"
            aria-label="Search countries"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={matches[active] ? `${listId}-${active}` : undefined}
            placeholder="Search countries"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setActive(0);
            }}
            onKeyDown={handleKeyDown}
          />
          <ul id={listId} role="listbox" aria-label="Countries" className="phone-country-list">
            {matches.map((item, index) => (
              <li
                key={item.code}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={item.code === country}
                className={index === active ? 'is-active' : undefined}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(item.code)}
              >
                {item.name} +{item.callingCode}
              </li>
            ))}
          </ul>
          {matches.length === 0 && <p className="field-hint">No country matches.</p>}
        </div>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
