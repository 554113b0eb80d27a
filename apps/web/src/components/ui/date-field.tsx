import type { LocalDate } from '@bluu/contracts/time';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { formatLocalDate } from '@/lib/format.ts';
import './date-field.css';

const loadCalendar = () => import('./date-calendar.tsx');
const DateCalendar = lazy(() =>
  loadCalendar().then((module) => ({ default: module.DateCalendar })),
);

interface DateFieldProps {
  id: string;
  label: string;
  value: LocalDate;
  /** The earliest date that can be picked. */
  min: LocalDate;
  /** The latest date that can be picked; none when omitted. */
  max?: LocalDate;
  onChange: (value: LocalDate) => void;
  invalid?: boolean;
  describedBy?: string;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

/** A date that is picked, never typed: a button showing the date opens a calendar popover. */
export function DateField({
  id,
  label,
  value,
  min,
  max,
  onChange,
  invalid = false,
  describedBy,
  buttonRef,
}: DateFieldProps) {
  const labelId = useId();
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButtonRef;
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }

  return (
    <div
      className="field date-field"
      ref={containerRef}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <span className="field-label" id={labelId}>
        {label}
      </span>
      <button
        ref={button}
        id={id}
        type="button"
        className="field-control date-field-button"
        aria-labelledby={`${labelId} ${id}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen((current) => !current)}
        onFocus={() => void loadCalendar()}
        onPointerEnter={() => void loadCalendar()}
      >
        {formatLocalDate(value)}
      </button>
      {open && (
        <div
          id={dialogId}
          role="dialog"
          aria-label={`Choose ${label.toLowerCase()}`}
          className="date-popover"
        >
          <Suspense fallback={<p className="date-popover-loading">Loading calendar…</p>}>
            <DateCalendar
              selected={value}
              min={min}
              max={max}
              onSelect={(date) => {
                onChange(date);
                close();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
