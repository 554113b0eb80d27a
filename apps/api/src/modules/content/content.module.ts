import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { CatalogueSource } from '../catalogue/catalogue.ts';
import type { MailService } from '../mail/mail.module.ts';
import { createContactService } from './contact.service.ts';
import { loadContentFiles } from './content-files.ts';
import { contentRoutes } from './content.routes.ts';
import type { ContentSource } from './content-source.ts';
import { createLocalContentSource } from './local-source.ts';
import { createWordPressContentSource } from './wordpress-source.ts';
import { requestScopedLog } from '../../plugins/request-log.ts';

/** How long the server waits for a WordPress at CONTENT_API_URL. */
export const CONTENT_FETCH_TIMEOUT_MS = 5_000;

/**
 * The content service: a real WordPress when `CONTENT_API_URL` is set (its answers kept for
 * REFERENCE_CACHE_SECONDS), otherwise the repository's content files with fleet and branches
 * generated from the catalogue.
 */
export async function registerContent(
  app: FastifyInstance,
  options: {
    config: Pick<Config, 'CONTENT_API_URL' | 'PUBLIC_URL' | 'REFERENCE_CACHE_SECONDS'>;
    db: Db;
    mail: MailService;
    catalogue: CatalogueSource;
    clock: Clock;
  },
): Promise<ContentSource> {
  const { config } = options;
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const source = config.CONTENT_API_URL
    ? createWordPressContentSource({
        contentApiUrl: config.CONTENT_API_URL,
        timeoutMs: CONTENT_FETCH_TIMEOUT_MS,
        cacheMs: config.REFERENCE_CACHE_SECONDS * 1000,
        log: requestScopedLog(app.log, { module: 'content' }),
      })
    : createLocalContentSource({
        files: loadContentFiles(),
        catalogue: options.catalogue,
        publicUrl,
      });
  const contact = createContactService({
    db: options.db,
    mail: options.mail,
    clock: options.clock,
  });
  await app.register(contentRoutes(source, contact, publicUrl));
  return source;
}
