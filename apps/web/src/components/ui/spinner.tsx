import './spinner.css';

/** A busy indicator beside a label that says what is happening (it is hidden from readers). */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
