import type { AccountType } from '@bluu/contracts/constants';
import type { Product } from '@bluu/contracts/quote';
import { skipToken, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';

export interface ProductsFor {
  accountType: AccountType;
  pickUpBranch: string;
  /** The branch the vehicle goes back to: it decides the collection extra (COL). */
  dropOffBranch: string;
  vehicleGroup: string;
}

export const productKeys = {
  all: ['products'] as const,
  additional: (params: ProductsFor | null) => [...productKeys.all, 'additional', params] as const,
};

const loadProductListSchema = () =>
  import('@bluu/contracts/quote').then((module) => module.productListSchema);

/**
 * GET /api/Product/additional/{accountType}/{pickUpBranch}/{vehicleGroup}, with `?dropOffBranch=`
 * on a one-way trip only: the server takes the pick-up branch when it is absent (decision 0040).
 */
export function getProducts(params: ProductsFor, signal?: AbortSignal): Promise<Product[]> {
  const path = [params.accountType, params.pickUpBranch, params.vehicleGroup]
    .map(encodeURIComponent)
    .join('/');
  const query =
    params.dropOffBranch === params.pickUpBranch
      ? ''
      : `?${new URLSearchParams({ dropOffBranch: params.dropOffBranch })}`;
  return http.get(`/api/Product/additional/${path}${query}`, loadProductListSchema, signal);
}

/** The extras offered for a group on a trip; a failure is silent (no extras are shown). */
export function useProducts(params: ProductsFor | null) {
  return useQuery({
    queryKey: productKeys.additional(params),
    queryFn: params ? ({ signal }) => getProducts(params, signal) : skipToken,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}
