import type { AccountType } from '@bluu/contracts/constants';
import type { Product } from '@bluu/contracts/quote';
import { skipToken, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';

export interface ProductsFor {
  accountType: AccountType;
  pickUpBranch: string;
  vehicleGroup: string;
}

export const productKeys = {
  all: ['products'] as const,
  additional: (params: ProductsFor | null) => [...productKeys.all, 'additional', params] as const,
};

const loadProductListSchema = () =>
  import('@bluu/contracts/quote').then((module) => module.productListSchema);

export function getProducts(params: ProductsFor, signal?: AbortSignal): Promise<Product[]> {
  const path = [params.accountType, params.pickUpBranch, params.vehicleGroup]
    .map(encodeURIComponent)
    .join('/');
  return http.get(`/api/Product/additional/${path}`, loadProductListSchema, signal);
}

/** The extras offered for a group at a branch; a failure is silent (no extras are shown). */
export function useProducts(params: ProductsFor | null) {
  return useQuery({
    queryKey: productKeys.additional(params),
    queryFn: params ? ({ signal }) => getProducts(params, signal) : skipToken,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}
