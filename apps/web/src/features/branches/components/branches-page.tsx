import type { WpTerm } from '@bluu/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure, Loading } from '@/components/ui/load-failure.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { branchCategoriesQuery } from '@/lib/api/content.ts';
import { renderedText } from '@/lib/rendered-text.ts';
import { BranchDetails } from './branch-details.tsx';
import { BranchList } from './branch-list.tsx';
import './branches.css';

const ALL_BRANCHES = 'All Branches';

const byId = (categories: WpTerm[]) => [...categories].sort((a, b) => a.id - b.id);

/**
 * The branches (spec 001 §2): every category by province, the category a slug names, or else the
 * branch the slug names (an unknown one is a 404).
 */
export function BranchesPage({ slug }: { slug?: string }) {
  const categories = useQuery(branchCategoriesQuery());
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
  if (!categories.data)
    return (
      <div className="container page">
        <Loading text="Loading the branches…" />
      </div>
    );

  const chosen = slug ? categories.data.find((category) => category.slug === slug) : undefined;
  if (slug && !chosen) return <BranchDetails slug={slug} />;
  const heading = chosen ? renderedText(chosen.name) : ALL_BRANCHES;
  return (
    <div className="container page branches-page">
      <PageTitle title={heading} />
      <h1>{heading}</h1>
      {chosen ? (
        <>
          {chosen.description && <p>{chosen.description}</p>}
          <BranchList category={chosen} level="none" />
        </>
      ) : (
        byId(categories.data).map((category) => (
          <BranchList key={category.id} category={category} level="h2" />
        ))
      )}
    </div>
  );
}
