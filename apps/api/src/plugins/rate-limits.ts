import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { SharedState } from '../modules/shared-state/shared-state.ts';

/**
 * Per-client limits on the routes that name one in their config (sign-in, quote e-mail,
 * reference look-ups); kept in process memory, or in Redis when several servers share the load.
 * With Redis out of reach they are not enforced (fail open): the sign-in, PIN and OTP checks
 * behind them fail closed on their own (decision 0023).
 */
export async function registerRateLimits(app: FastifyInstance, shared: SharedState): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...shared.rateLimit,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}
