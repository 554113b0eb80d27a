import { Loading } from './load-failure.tsx';

/**
 * Holds a page's (or a lazily loaded screen's) place while its code or its content loads; the
 * footer waits while one shows (layout.css), so nothing below moves when the page arrives. With
 * a text, it says what is loading.
 */
export function PageLoading({ text }: { text?: string }) {
  return (
    <div className="page-loading">
      {text && (
        <div className="container page">
          <Loading text={text} />
        </div>
      )}
    </div>
  );
}
