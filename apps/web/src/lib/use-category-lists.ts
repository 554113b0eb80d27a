import type { WpTerm } from '@bluu/contracts/content';
import { useDeferredValue } from 'react';
import {
  useQueries,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/** Categories in the order they were created (South Africa, Namibia, Door2Door). */
const byId = (categories: WpTerm[]) => [...categories].sort((a, b) => a.id - b.id);

/** A category the page shows, with its items' query. */
export interface ShownCategory<T> {
  category: WpTerm;
  items: UseQueryResult<T[]>;
}

export interface CategoryLists<T> {
  categories: UseQueryResult<WpTerm[]>;
  /** The category the slug names, when it names one. */
  chosen: WpTerm | undefined;
  /** The chosen category, or every category when there is no slug; none while they load. */
  shown: ShownCategory<T>[];
  /**
   * True while the categories or a shown category's items have neither arrived nor failed, and
   * until the page with all of them has been rendered in the background. A page holds the screen
   * meanwhile and then shows everything at once, so nothing it has painted moves when a list
   * arrives (layout shift).
   */
  loading: boolean;
}

/**
 * A content page of categories and their items (fleet, branches): the categories, the one a
 * slug names, and the items of the categories shown, all fetched at once.
 */
export function useCategoryLists<T, CategoriesKey extends QueryKey, ItemsKey extends QueryKey>(
  categoriesQuery: UseQueryOptions<WpTerm[], Error, WpTerm[], CategoriesKey>,
  itemsQuery: (categoryId: number) => UseQueryOptions<T[], Error, T[], ItemsKey>,
  slug: string | undefined,
): CategoryLists<T> {
  const categories = useQuery(categoriesQuery);
  const chosen = slug ? categories.data?.find((category) => category.slug === slug) : undefined;
  const shownCategories = chosen ? [chosen] : !slug && categories.data ? byId(categories.data) : [];
  const items = useQueries({
    queries: shownCategories.map((category) => itemsQuery(category.id)),
  });
  const loading = categories.isPending || items.some((query) => query.isPending);
  return {
    categories,
    chosen,
    shown: shownCategories.map((category, index) => ({ category, items: items[index]! })),
    // The lists arrive through the query cache, whose updates React renders in one go; a
    // deferred value renders the page in the background instead, yielding every few milliseconds.
    loading: useDeferredValue(loading),
  };
}
