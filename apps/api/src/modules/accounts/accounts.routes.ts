import { errorResponseSchema, SUCCESS, apiErrorsSchema } from '@bluu/contracts/api-errors';
import { accountSignInRequestSchema, accountSignInResponseSchema } from '@bluu/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Sessions } from '../../plugins/session.ts';
import type { AccountService } from './accounts.service.ts';

export function accountRoutes(accounts: AccountService, sessions: Sessions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/Customer/accounts',
      {
        // An empty field answers the dialog's message ('Pin number.'), not zod's 'pin: Too small…'.
        config: { rateLimit: { max: 10, timeWindow: '1 minute' }, refusesByField: true },
        schema: {
          tags: ['accounts'],
          summary: 'Corporate, tour-operator or customer-group sign-in; starts a session',
          body: accountSignInRequestSchema,
          response: {
            200: accountSignInResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const account = await accounts.signIn(request.body);
        await sessions.start(reply, account);
        return {
          errors: SUCCESS,
          accounts: { accounts: [{ ...account, accountEmail: '' }] },
        };
      },
    );

    app.post(
      '/api/web/user/logout',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Ends the session',
          response: { 200: z.object({ errors: apiErrorsSchema }) },
        },
      },
      async (request, reply) => {
        await sessions.end(request, reply);
        return { errors: SUCCESS };
      },
    );
  };
}
