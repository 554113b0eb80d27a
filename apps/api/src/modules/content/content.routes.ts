import { errorResponseSchema, SUCCESS } from '@bluu/contracts/api-errors';
import {
  CONTENT_COLLECTIONS,
  sendExternalContactRequestSchema,
  sendExternalContactResponseSchema,
  WP_TOTAL_HEADER,
  WP_TOTAL_PAGES_HEADER,
  wpBranchSchema,
  wpErrorSchema,
  wpFleetItemSchema,
  wpPageSchema,
  wpSpecialSchema,
  wpTermSchema,
  type ContentCollection,
  type WpError,
} from '@bluu/contracts/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContactService } from './contact.service.ts';
import { parseContentQuery } from './content-query.ts';
import type { ContentSource } from './content-source.ts';

export const CONTENT_BASE = '/wp-json/wp/v2';

/** The contact form is open to anyone: a few messages per client, as other public forms. */
const CONTACT_LIMIT = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
/** Content requests are cheap but public: a generous per-client ceiling against scraping loops. */
const CONTENT_LIMIT = { rateLimit: { max: 600, timeWindow: '1 minute' } };

const ITEM_SCHEMA: Record<ContentCollection, z.ZodType> = {
  pages: wpPageSchema,
  fleet: wpFleetItemSchema,
  fleet_categories: wpTermSchema,
  branches: wpBranchSchema,
  branches_categories: wpTermSchema,
  specials: wpSpecialSchema,
};

const SUMMARY: Record<ContentCollection, string> = {
  pages: 'Published content pages (pages?slug= for one)',
  fleet:
    'Published fleet items (fleet?fleet_categories={id}&per_page=100), generated from the vehicle groups',
  fleet_categories: 'Fleet categories: South Africa, Namibia, Door2Door',
  branches:
    'Published branches (branches?branches_categories={id}&per_page=100, branches?slug=), generated from the branch data',
  branches_categories: 'Branch categories: South Africa, Namibia, Door2Door',
  specials: 'Published specials of the home page',
};

function sendWpError(reply: FastifyReply, error: WpError) {
  return reply.status(error.data.status).header('cache-control', 'no-store').send(error);
}

/**
 * WordPress's Link header: the previous and next pages of the same query, on PUBLIC_URL. Only the
 * path and query are taken from the request: a request line in absolute form
 * (`GET http://evil.example/wp-json/…`) must not put its host into an answer caches may keep.
 */
function linkHeader(
  request: FastifyRequest,
  publicUrl: string,
  page: number,
  totalPages: number,
): string | null {
  // The request's URL, of whatever form, parses against any base; its host is dropped.
  const asked = new URL(request.url, 'http://request.invalid');
  const url = new URL(publicUrl);
  url.pathname = asked.pathname;
  url.search = asked.search;
  const links: string[] = [];
  const to = (target: number) => {
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  if (page > 1 && page <= totalPages + 1) links.push(`<${to(page - 1)}>; rel="prev"`);
  if (page < totalPages) links.push(`<${to(page + 1)}>; rel="next"`);
  return links.length > 0 ? links.join(', ') : null;
}

/**
 * The content service at /wp-json/wp/v2 in WordPress's shapes and pagination (X-WP-Total,
 * X-WP-TotalPages, Link), and the contact form's POST /api/web/user/send-external-contact.
 */
export function contentRoutes(
  source: ContentSource,
  contact: ContactService,
  publicUrl: string,
): FastifyPluginAsyncZod {
  async function list(collection: ContentCollection, request: FastifyRequest, reply: FastifyReply) {
    const parsed = parseContentQuery(collection, request.query as Record<string, unknown>);
    if ('error' in parsed) return sendWpError(reply, parsed.error);
    const answer = await source.list(collection, parsed.query);
    if ('error' in answer) return sendWpError(reply, answer.error);
    reply
      .header(WP_TOTAL_HEADER, String(answer.total))
      .header(WP_TOTAL_PAGES_HEADER, String(answer.totalPages))
      .header('cache-control', 'public, max-age=60');
    const link = linkHeader(request, publicUrl, parsed.query.page, answer.totalPages);
    if (link) reply.header('link', link);
    return answer.items;
  }

  return async (app) => {
    for (const collection of CONTENT_COLLECTIONS) {
      app.get(
        `${CONTENT_BASE}/${collection}`,
        {
          config: CONTENT_LIMIT,
          schema: {
            tags: ['content'],
            summary: SUMMARY[collection],
            response: {
              200: z.array(ITEM_SCHEMA[collection]),
              // WordPress's error for a bad parameter; the product's coded refusal for text the
              // input guard refuses before any route reads it (NUL bytes, lone surrogates).
              400: z.union([wpErrorSchema, errorResponseSchema]),
              401: wpErrorSchema,
              502: wpErrorSchema,
            },
          },
        },
        async (request, reply) => list(collection, request, reply),
      );
    }

    // WordPress also answers a collection with a trailing slash; anything else has no route.
    app.get(`${CONTENT_BASE}/*`, { schema: { hide: true } }, async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      const collection = CONTENT_COLLECTIONS.find((name) => rest === `${name}/`);
      if (collection) return list(collection, request, reply);
      return sendWpError(reply, {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    });

    app.post(
      '/api/web/user/send-external-contact',
      {
        config: CONTACT_LIMIT,
        schema: {
          tags: ['content'],
          summary:
            'The contact form of /contacts/: stores the enquiry, mails it to the company and a copy to the sender',
          body: sendExternalContactRequestSchema,
          response: {
            200: sendExternalContactResponseSchema,
            400: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request) => {
        await contact.send(request.body.contactDetails, request.id);
        return { errors: SUCCESS, error: '' as const };
      },
    );
  };
}
