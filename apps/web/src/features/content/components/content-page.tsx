import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ContentHtml } from '@/components/content/content-html.tsx';
import { PageDescription } from '@/components/content/page-description.tsx';
import { plainText } from '@/components/content/plain-text.ts';
import { isRefusedSlug } from '@/components/content/refused-slug.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { Loading } from '@/components/ui/load-failure.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { pageQuery } from '@/lib/api/content.ts';
import { failureMessage } from '@/lib/server-message.ts';
import './content-page.css';

/** Where a missing page sends the visitor (spec 001 §2). */
export const NOT_FOUND_PATH = '/404';

const LOADING_PAGE = 'Loading the page…';

interface ContentPageProps {
  /** The page's slug: the last segment of its path. */
  slug: string;
  /** Shown after the page's content, e.g. its calls to action. */
  actions?: ReactNode;
  /** Shown after the actions, e.g. the contact form of /contacts/. */
  children?: ReactNode;
}

/**
 * A page of the content service by its slug: its title as heading and document title, its
 * description as meta description and its content; a slug with no published page, or one no
 * page can have (e.g. /Contacts/), goes to /404.
 */
export function ContentPage({ slug, actions, children }: ContentPageProps) {
  const page = useQuery(pageQuery(slug));
  if (page.isPending) return <PageLoading text={LOADING_PAGE} />;
  if (page.isError && isRefusedSlug(page.error)) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (page.isError)
    return (
      <div className="container page">
        <PageTitle title="Page not available" />
        <h1>Page not available</h1>
        <p role="alert" className="alert">
          {failureMessage(page.error)}
        </p>
      </div>
    );
  if (!page.data) return <Navigate to={NOT_FOUND_PATH} replace />;
  const title = plainText(page.data.title.rendered);
  return (
    <article className="container page content-page" aria-labelledby="content-page-heading">
      <PageTitle title={title} />
      <PageDescription description={page.data.yoast_head_json.description} />
      <h1 id="content-page-heading">{title}</h1>
      <ContentHtml html={page.data.content.rendered} />
      {actions && <div className="content-page-actions">{actions}</div>}
      {children}
    </article>
  );
}

/**
 * The content of one page without its heading, e.g. the sitemap on the 404 page; shows nothing
 * when the page is missing.
 */
export function PageBody({ slug }: { slug: string }) {
  const page = useQuery(pageQuery(slug));
  if (page.isPending) return <Loading text={LOADING_PAGE} />;
  if (page.isError && isRefusedSlug(page.error)) return null;
  if (page.isError)
    return (
      <p role="alert" className="alert">
        {failureMessage(page.error)}
      </p>
    );
  return page.data ? <ContentHtml html={page.data.content.rendered} /> : null;
}
