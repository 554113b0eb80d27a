import { useEffect } from 'react';

const SITE_NAME = 'Bluu Car Rental';

/** Sets the page's meta description while it is shown, and puts back the site's own after. */
function useMetaDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}

/** Sets document.title (and, when given, the meta description) for the page it is rendered in. */
export function PageTitle({ title, description }: { title?: string; description?: string }) {
  useMetaDescription(description);
  return <title>{title ? `${title} | ${SITE_NAME}` : SITE_NAME}</title>;
}
