import { errorResponseSchema } from '@bluu/contracts/api-errors';
import { branchCodeSchema } from '@bluu/contracts/branch';
import { ACCOUNT_TYPES } from '@bluu/contracts/constants';
import { MESSAGES } from '@bluu/contracts/messages';
import { productListSchema, QUOTE_MESSAGES } from '@bluu/contracts/quote';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors.ts';
import type { CatalogueSource } from '../catalogue/catalogue.ts';
import { offeredProducts, toProduct } from './products.ts';

export function productRoutes(catalogueSource: CatalogueSource): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/Product/additional/:accountType/:pickUpBranch/:vehicleGroup',
      {
        schema: {
          tags: ['quote'],
          summary: 'Extras offered for a vehicle group at a branch',
          params: z.object({
            accountType: z.enum(ACCOUNT_TYPES),
            pickUpBranch: branchCodeSchema,
            vehicleGroup: z.string().trim().toUpperCase().min(1).max(10),
          }),
          response: { 200: productListSchema, 400: errorResponseSchema },
        },
      },
      async (request) => {
        const { pickUpBranch, vehicleGroup } = request.params;
        const catalogue = await catalogueSource.get();
        const branch = catalogue.branchByCode.get(pickUpBranch);
        if (!branch) throw new DomainError('UNKNOWN_BRANCH', MESSAGES.unknownBranch(pickUpBranch));
        const group = catalogue.groups.get(vehicleGroup);
        if (!group)
          throw new DomainError(
            'UNKNOWN_VEHICLE_GROUP',
            QUOTE_MESSAGES.unknownVehicleGroup(vehicleGroup),
          );
        return offeredProducts(catalogue.products, branch, group).map(toProduct);
      },
    );
  };
}
