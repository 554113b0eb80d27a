import { branchListSchema, type Branch } from '@bluu/contracts/branch';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';

export const branchKeys = {
  all: ['branches'] as const,
};

export function getBranches(signal?: AbortSignal): Promise<Branch[]> {
  return http.get('/api/Branch', branchListSchema, signal);
}

export function useBranches() {
  return useQuery({
    queryKey: branchKeys.all,
    queryFn: ({ signal }) => getBranches(signal),
    staleTime: 60 * 60 * 1000,
  });
}
