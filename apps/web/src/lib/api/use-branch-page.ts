import { contentSlug } from '@bluu/contracts/content-rules';
import { useBranches } from './get-branches.ts';

/** The address of a branch's page by its code (`/branches/{slug}/`); the branch list until names load. */
export function useBranchPage(): (code: string) => string {
  const branches = useBranches();
  return (code) => {
    const branch = branches.data?.find((candidate) => candidate.branchCode === code);
    return branch ? `/branches/${contentSlug(branch.branchName)}/` : '/branches/';
  };
}
