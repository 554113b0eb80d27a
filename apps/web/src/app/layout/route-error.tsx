import { SUPPORT_PHONE } from '@bluu/contracts/constants';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { telHref } from '@/lib/format.ts';

/** Shown when a page fails to load, e.g. after a new version replaced its files. */
export function RouteError() {
  return (
    <div className="container page">
      <PageTitle title="Page could not be loaded" />
      <h1>This page could not be loaded</h1>
      <p>
        Please reload the page. If the problem continues, phone us on{' '}
        <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>.
      </p>
    </div>
  );
}
