import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { pageQuery } from '@/lib/api/content.ts';
import { failureMessage } from '@/lib/server-message.ts';
import { ContentHtml } from './content-html.tsx';
import { plainText } from './plain-text.ts';

/** The pages the PAGEPOST dialog shows (spec 000 §2), by slug, with the title shown while loading. */
export const PAGE_POST_TITLES = {
  'terms-and-conditions': 'Terms and Conditions',
  'privacy-policy': 'Privacy Policy',
  'rental-terms': 'Rental Terms and Conditions',
  'd2d-rental-terms': 'Door2Door Rental Terms and Conditions',
} as const;
export type PagePostSlug = keyof typeof PAGE_POST_TITLES;

interface PagePostDialogProps {
  slug: PagePostSlug;
  /** The dialog's title instead of the page's own, e.g. the name the opening link gave it. */
  title?: string;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The page-content dialog (PAGEPOST): a page of the content service, fetched by its slug. It
 * opens over forms (contact, registration, booking), so its links open in a new tab and never
 * take the customer away from what they typed.
 */
export function PagePostDialog({
  slug,
  title: givenTitle,
  onClose,
  returnFocusTo,
}: PagePostDialogProps) {
  const page = useQuery(pageQuery(slug));
  const title =
    givenTitle ?? (page.data ? plainText(page.data.title.rendered) : PAGE_POST_TITLES[slug]);
  return (
    <Modal title={title} onClose={onClose} returnFocusTo={returnFocusTo}>
      {page.isPending ? (
        <p role="status" className="notice">
          <Spinner /> Loading {PAGE_POST_TITLES[slug]}…
        </p>
      ) : page.isError || !page.data ? (
        <p role="alert" className="alert">
          {page.isError
            ? failureMessage(page.error)
            : `${PAGE_POST_TITLES[slug]} could not be found.`}
        </p>
      ) : (
        <ContentHtml html={page.data.content.rendered} linksInNewTab />
      )}
    </Modal>
  );
}
