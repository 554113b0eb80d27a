import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { PageBody } from '@/features/content/components/content-page.tsx';

/** The sitemap page of the content service, shown under the 404 heading (spec 001 §2). */
const SITEMAP = 'sitemap';

export function Component() {
  return (
    <div className="container page">
      <PageTitle title="404 Page not found" />
      <h1>404 Page not found</h1>
      <p>
        The page you are looking for does not exist. Start again from the{' '}
        <Link to="/">home page</Link> or choose a page below.
      </p>
      <PageBody slug={SITEMAP} />
    </div>
  );
}
