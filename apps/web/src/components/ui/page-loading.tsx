/**
 * Holds a page's (or a lazily loaded screen's) place while its code loads; the footer waits
 * while one shows (layout.css), so nothing below moves when the page arrives.
 */
export function PageLoading() {
  return <div className="page-loading" />;
}
