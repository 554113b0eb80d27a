import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description of every route, built from the routes' own zod schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Bluu Car Rental API', version: '1.0.0' },
      tags: [
        { name: 'branches', description: 'Branch directory' },
        { name: 'booking', description: 'Availability and bookings' },
        { name: 'quote', description: 'Quotes, extras and quote e-mails' },
        { name: 'manage', description: 'Look up, confirm, modify, extend and cancel' },
        { name: 'accounts', description: 'Corporate and tour-operator sign-in, sessions' },
        { name: 'maps', description: "The tiles of the site's maps" },
        { name: 'development', description: 'Built-in mailbox (only without SMTP, local only)' },
        { name: 'operations', description: 'Health and readiness' },
      ],
    },
    transform: jsonSchemaTransform,
  });
}
