import type { Branch } from '@bluu/contracts/branch';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';

export const branchKeys = {
  all: ['branches'] as const,
};

const loadBranchListSchema = () =>
  import('@bluu/contracts/branch').then((module) => module.branchListSchema);

export function getBranches(signal?: AbortSignal): Promise<Branch[]> {
  return http.get('/api/Branch', loadBranchListSchema, signal);
}

export function useBranches() {
  return useQuery({
    queryKey: branchKeys.all,
    queryFn: ({ signal }) => getBranches(signal),
    staleTime: 60 * 60 * 1000,
  });
}
