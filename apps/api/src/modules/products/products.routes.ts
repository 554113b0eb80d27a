import { errorResponseSchema } from '@bluu/contracts/api-errors';
import { branchCodeSchema } from '@bluu/contracts/branch';
import { ACCOUNT_TYPES } from '@bluu/contracts/constants';
import { productListSchema } from '@bluu/contracts/quote';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueSource } from '../catalogue/catalogue.ts';
import { productsOffered } from './products.ts';

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
          querystring: z.object({
            dropOffBranch: branchCodeSchema
              .optional()
              .describe(
                'the branch the vehicle goes back to (decides COL); the pick-up when absent',
              ),
          }),
          response: { 200: productListSchema, 400: errorResponseSchema },
        },
      },
      async (request) =>
        productsOffered(await catalogueSource.get(), {
          pickUpBranch: request.params.pickUpBranch,
          dropOffBranch: request.query.dropOffBranch,
          vehicleGroup: request.params.vehicleGroup,
        }),
    );
  };
}
