import { Spinner } from './spinner.tsx';

/** A part of a page that could not be loaded, with a way to ask again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-failure">
      <p role="alert" className="alert">
        {message}
      </p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A part of a page that is loading, said to screen readers. */
export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="loading-note">
      <Spinner /> {text}
    </p>
  );
}
