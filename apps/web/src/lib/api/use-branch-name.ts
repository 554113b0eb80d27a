import { useBranches } from './get-branches.ts';

/** A branch's name by its code; the code itself until the branches have loaded. */
export function useBranchName(): (code: string) => string {
  const branches = useBranches();
  return (code) => branches.data?.find((branch) => branch.branchCode === code)?.branchName ?? code;
}
