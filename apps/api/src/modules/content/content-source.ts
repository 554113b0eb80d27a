import type { ContentCollection, WpError } from '@bluu/contracts/content';
import type { ContentQuery } from './content-query.ts';

/** One page of a collection with WordPress's totals, or WordPress's error. */
export type ContentAnswer =
  { items: unknown[]; total: number; totalPages: number } | { error: WpError };

/** Where the content service's items come from: the repository's files or a real WordPress. */
export interface ContentSource {
  kind: 'files' | 'wordpress';
  list(collection: ContentCollection, query: ContentQuery): Promise<ContentAnswer>;
}
