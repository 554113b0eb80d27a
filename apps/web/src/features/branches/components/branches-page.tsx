import { LoadFailure } from '@/components/ui/load-failure.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { branchCategoriesQuery, branchesQuery } from '@/lib/api/content.ts';
import { renderedText } from '@/lib/rendered-text.ts';
import { useCategoryLists } from '@/lib/use-category-lists.ts';
import { BranchDetails } from './branch-details.tsx';
import { BranchList } from './branch-list.tsx';
import './branches.css';

const ALL_BRANCHES = 'All Branches';

/**
 * The branches (spec 001 §2): every category by province, the category a slug names, or else the
 * branch the slug names (an unknown one is a 404). A list shows once the categories and their
 * branches have arrived (or failed).
 */
export function BranchesPage({ slug }: { slug?: string }) {
  const { categories, chosen, shown, loading } = useCategoryLists(
    branchCategoriesQuery(),
    branchesQuery,
    slug,
  );
  if (categories.isError)
    return (
      <div className="container page">
        <PageTitle title={ALL_BRANCHES} />
        <h1>{ALL_BRANCHES}</h1>
        <LoadFailure
          message="The branches could not be loaded."
          onRetry={() => void categories.refetch()}
        />
      </div>
    );
  if (loading) return <PageLoading text="Loading the branches…" />;
  if (slug && !chosen) return <BranchDetails slug={slug} />;

  const heading = chosen ? renderedText(chosen.name) : ALL_BRANCHES;
  return (
    <div className="container page branches-page">
      <PageTitle title={heading} />
      <h1>{heading}</h1>
      {chosen?.description && <p>{chosen.description}</p>}
      {shown.map(({ category, items }) => (
        <BranchList
          key={category.id}
          category={category}
          branches={items}
          level={chosen ? 'none' : 'h2'}
        />
      ))}
    </div>
  );
}
