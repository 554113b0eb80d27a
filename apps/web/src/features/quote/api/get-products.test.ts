import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@test/fake-api.ts';
import { PRODUCTS } from '@test/fixtures.ts';
import { getProducts, productKeys, type ProductsFor } from './get-products.ts';

const oneWay: ProductsFor = {
  accountType: 'I',
  pickUpBranch: 'PT',
  dropOffBranch: 'CT',
  vehicleGroup: 'A1',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the extras request', () => {
  it('names the drop-off branch on a one-way trip, since it decides collection', async () => {
    const requests = fakeApi({
      'GET /api/Product/additional/I/PT/A1?dropOffBranch=CT': () => ok(PRODUCTS),
    });
    await expect(getProducts(oneWay)).resolves.toEqual(PRODUCTS);
    expect(requests.map((request) => request.url)).toEqual([
      '/api/Product/additional/I/PT/A1?dropOffBranch=CT',
    ]);
  });

  it('keeps the spec path on a round trip', async () => {
    const requests = fakeApi({ 'GET /api/Product/additional/I/PT/A1': () => ok(PRODUCTS) });
    await getProducts({ ...oneWay, dropOffBranch: 'PT' });
    expect(requests.map((request) => request.url)).toEqual(['/api/Product/additional/I/PT/A1']);
  });

  it('caches the extras per drop-off branch', () => {
    expect(productKeys.additional(oneWay)).not.toEqual(
      productKeys.additional({ ...oneWay, dropOffBranch: 'SA' }),
    );
  });
});
