import type { FastifyInstance } from 'fastify';
import type { SessionAccount } from '../modules/availability/availability.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The corporate or tour account signed in on this request's session; never from the body. */
    account: SessionAccount | null;
  }
}

/** Identity comes from the session cookie only. Until account sign-in exists, nobody is signed in. */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('account', null);
}
