import { useEffect } from 'react';

/**
 * Sets the page's meta description while it is shown and puts the site's own back after (a
 * component of its own, so the first page's entry code does not carry it).
 */
export function PageDescription({ description }: { description: string }) {
  useEffect(() => {
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !description) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
  return null;
}
