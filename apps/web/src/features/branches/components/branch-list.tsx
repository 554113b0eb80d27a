import type { WpBranch, WpTerm } from '@bluu/contracts/content';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadFailure, Loading } from '@/components/ui/load-failure.tsx';
import { renderedText } from '@/lib/rendered-text.ts';
import { byProvince } from '@/features/branches/utils/by-province.ts';

/** A branch category's branches by province, each linking to its page. */
export function BranchList({
  category,
  branches,
  level,
}: {
  category: WpTerm;
  branches: UseQueryResult<WpBranch[]>;
  level: 'h2' | 'none';
}) {
  const headingId = useId();
  const name = renderedText(category.name);
  const Province = level === 'h2' ? 'h3' : 'h2';
  const list = branches.data ? (
    branches.data.length === 0 ? (
      <p>There are no branches in this category at the moment.</p>
    ) : (
      <div className="branch-provinces">
        {byProvince(branches.data).map((group) => (
          <section key={group.province} className="branch-province">
            <Province>{group.province}</Province>
            <ul className="branch-links">
              {group.branches.map((branch) => (
                <li key={branch.slug}>
                  <Link to={`/branches/${branch.slug}/`}>{branch.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    )
  ) : branches.isError && !branches.isFetching ? (
    <LoadFailure
      message={`The ${name} could not be loaded.`}
      onRetry={() => void branches.refetch()}
    />
  ) : (
    <Loading text={`Loading the ${name}…`} />
  );
  if (level === 'none') return list;
  return (
    <section className="branch-category" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={`/branches/${category.slug}/`}>{name}</Link>
      </h2>
      {category.description && <p>{category.description}</p>}
      {list}
    </section>
  );
}
