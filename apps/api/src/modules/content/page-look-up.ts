import { CONTENT_PER_PAGE_MAX, type ContentCollection } from '@bluu/contracts/content';
import { isSingleSlug } from '@bluu/contracts/site-routes';
import { parseContentQuery } from './content-query.ts';
import type { ContentSource } from './content-source.ts';

/** The site's pages that show an item of the content service named by the address's slug. */
export type SlugPage = 'fleet' | 'branches' | 'content';

/**
 * Whether the content service has what a page shows at a slug: true or false, or null when it
 * cannot tell (WordPress unavailable). The answer the page's own requests would get.
 */
export type SlugLookUp = (page: SlugPage, slug: string) => Promise<boolean | null>;

type Found = boolean | null;

/**
 * The look-ups of the site's pages (apps/web/src/features/…), made here with the same requests,
 * so that the server answers 404 exactly where the site shows its 404 page: a fleet page's slug
 * names a fleet category (the site lists them all, 100 per page, and picks the slug); a branches
 * page's names a branch category, else a branch (`branches?slug=`); a content page's names a page
 * (`pages?slug=`). A slug the service refuses (400, e.g. capitals) is a 404 on the site too.
 * The same requests share the source's caches (the catalogue's; WordPress's answers).
 */
export function slugLookUp(source: ContentSource): SlugLookUp {
  async function inList(collection: ContentCollection, slug: string): Promise<Found> {
    const parsed = parseContentQuery(collection, { per_page: String(CONTENT_PER_PAGE_MAX) });
    if ('error' in parsed) return null;
    const answer = await source.list(collection, parsed.query);
    if ('error' in answer) return null;
    return answer.items.some((item) => (item as { slug?: unknown }).slug === slug);
  }

  async function bySlug(collection: ContentCollection, slug: string): Promise<Found> {
    // The site shows its 404 page for a slug with a comma without asking (a list of several).
    if (!isSingleSlug(slug)) return false;
    const parsed = parseContentQuery(collection, { slug });
    if ('error' in parsed) return false;
    const answer = await source.list(collection, parsed.query);
    if ('error' in answer) return answer.error.data.status === 400 ? false : null;
    return answer.items.length > 0;
  }

  return async (page, slug) => {
    switch (page) {
      case 'fleet':
        return inList('fleet_categories', slug);
      case 'branches': {
        // Without the categories the page shows its failure, not a branch.
        const category = await inList('branches_categories', slug);
        return category === false ? bySlug('branches', slug) : category;
      }
      case 'content':
        return bySlug('pages', slug);
    }
  };
}
