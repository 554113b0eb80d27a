import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { isDatabaseReady, openDatabase, type Database } from './db/database.ts';
import { loadDemoData } from './db/seed/load.ts';
import { DomainError } from './errors.ts';
import { createAvailabilityRepository } from './modules/availability/availability.repository.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { createAvailabilityService } from './modules/availability/availability.service.ts';
import { createOccupancySource } from './modules/availability/occupancy-source.ts';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.ts';
import { createCatalogueSource } from './modules/catalogue/catalogue.ts';
import { createBranchRepository } from './modules/branches/branches.repository.ts';
import { registerContent } from './modules/content/content.module.ts';
import { mapTilesOf, tileSource } from './modules/maps/map-tiles.ts';
import { mapTilesRoutes } from './modules/maps/map-tiles.routes.ts';
import { branchRoutes } from './modules/branches/branches.routes.ts';
import { WEB_DIST_DIR } from './paths.ts';
import {
  clientErrorAnswer,
  FORBIDDEN_KEY_MESSAGE,
  frameworkErrorAnswer,
  registerErrorHandling,
} from './plugins/errors.ts';
import { registerApiCacheControl } from './plugins/cache-control.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDraining } from './plugins/draining.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { loggerOptions } from './plugins/logging.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity, securityHeaders } from './plugins/security.ts';
import { compileSerializer } from './plugins/serializer.ts';
import { registerSessions, resolveSessionSecret } from './plugins/session.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { AccessLog, registerRequestLog, requestScopedLog } from './plugins/request-log.ts';
import { createMetrics } from './modules/operations/metrics.ts';
import { metricsRoutes } from './modules/operations/metrics.routes.ts';
import { operatorGuard } from './modules/operations/operator-token.ts';
import { createSharedState } from './modules/shared-state/shared-state.ts';
import { createAccountRepository } from './modules/accounts/accounts.repository.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountService } from './modules/accounts/accounts.service.ts';
import { registerMail } from './modules/mail/mail.module.ts';
import { createBookingRepository } from './modules/bookings/bookings.repository.ts';
import { bookingRoutes } from './modules/bookings/bookings.routes.ts';
import { createBookingService } from './modules/bookings/bookings.service.ts';
import { createReservationWriter } from './modules/bookings/reservation-writer.ts';
import { manageRoutes } from './modules/manage/manage.routes.ts';
import { createLookupGuard } from './modules/manage/lookup-guard.ts';
import { createManageService } from './modules/manage/manage.service.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { createQuoteRepository } from './modules/quotes/quotes.repository.ts';
import { quoteRoutes } from './modules/quotes/quotes.routes.ts';
import { createQuoteService } from './modules/quotes/quotes.service.ts';
import { refusedAddressPage, registerStaticSite } from './plugins/static-site.ts';
import { slugLookUp } from './modules/content/page-look-up.ts';
import { contentOrigin } from './modules/content/wordpress-source.ts';
import { createEmailChannel } from './modules/users/notification-channel.ts';
import { createUserRepository } from './modules/users/users.repository.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { createUserService } from './modules/users/users.service.ts';
import { createMapsRepository } from './modules/maps/maps.repository.ts';
import { mapsRoutes } from './modules/maps/maps.routes.ts';
import { createMapsService } from './modules/maps/maps.service.ts';
import { createGoogleMaps } from './modules/maps/google-maps.ts';
import { createD2dRepository } from './modules/d2d/d2d.repository.ts';
import { d2dRoutes } from './modules/d2d/d2d.routes.ts';
import { createD2dService } from './modules/d2d/d2d.service.ts';

export interface AppOptions {
  /** An open database (tests share one per file); by default one is opened from the config. */
  database?: Database;
  clock?: Clock;
  logger?: boolean;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Before every Redis key and channel (tests give each run its own); REDIS_KEY_PREFIX by default. */
  redisKeyPrefix?: string;
  /** Checks every answer against its route's response contract (the tests; `compileSerializer`). */
  checkAnswers?: boolean;
}

const REQUEST_ID = /^[\w-]{1,64}$/;

type JsonBodyParser = (
  request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) => void;

/**
 * Fastify's own JSON body parser (secure-json-parse, which refuses a `__proto__` or
 * `constructor.prototype` key anywhere in the body), except that such a body is refused for what
 * it is: Fastify's refuses it as invalid JSON.
 */
function jsonBodyParser(app: FastifyInstance): JsonBodyParser {
  // Fastify's default parsers answer through `done` (never a promise).
  const guarded = app.getDefaultJsonParser('error', 'error') as JsonBodyParser;
  const plain = app.getDefaultJsonParser('ignore', 'ignore') as JsonBodyParser;
  return (request, body, done) =>
    guarded(request, body, (error, value) => {
      if (!error) return done(null, value);
      // Only a refused body is read again: if it is JSON after all, a forbidden key was why.
      plain(request, body, (notJson) =>
        done(notJson ?? new DomainError('BAD_REQUEST', FORBIDDEN_KEY_MESSAGE)),
      );
    });
}

/** Builds the whole server – database, plugins, modules – without listening. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  // On every answer: those of the routes (an onRequest hook) and those Fastify or Node give
  // before any hook runs (a malformed URL, a request that is not HTTP).
  const strictHeaders = securityHeaders({
    imageSources: [
      ...(config.MAP_TILE_URL ? [tileSource(config.MAP_TILE_URL)] : []),
      // A real WordPress serves its media from its own host (decision 0024).
      ...(config.CONTENT_API_URL ? [contentOrigin(config.CONTENT_API_URL)] : []),
    ],
  });
  const webDistDir = config.WEB_DIST_DIR ?? WEB_DIST_DIR;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Forwarded headers are believed only from the configured load balancers (DESIGN.md §3).
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // Path parameters carry e-mail addresses (Manage Booking, profiles): up to 254 characters,
    // percent-encoded. Fastify's default of 100 answered a longer one 404 before our schema.
    routerOptions: { maxParamLength: 1024 },
    // A browser opening a page at a malformed address gets the site's page, 404.
    frameworkErrors: frameworkErrorAnswer(strictHeaders, refusedAddressPage(webDistDir)),
    clientErrorHandler: clientErrorAnswer(strictHeaders),
    logController: new AccessLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser(app));
  // Answers are built from typed code and checked against their contracts in the tests
  // (`checkAnswers`), so in service they are only written, by code compiled from the contract.
  app.setSerializerCompiler(({ schema }) => compileSerializer(schema, options.checkAnswers));
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
    }));
  if (ownsDatabase) {
    app.addHook('onClose', () => database.close());
    await database.migrate();
    await loadDemoData(database.db);
  }
  const clock = options.clock ?? systemClock;

  registerRequestLog(app);
  const metrics = createMetrics();
  metrics.countRequests(app);
  registerErrorHandling(app);
  registerDraining(app);
  registerInputGuard(app);
  registerApiCacheControl(app);
  await registerCompression(app);
  const mapTiles = mapTilesOf(config);
  registerSecurity(app, strictHeaders);
  await registerOpenApi(app);
  const shared = await createSharedState({
    redisUrl: config.REDIS_URL,
    keyPrefix: options.redisKeyPrefix ?? config.REDIS_KEY_PREFIX,
    keySecret: resolveSessionSecret(config),
    log: requestScopedLog(app.log),
  });
  app.addHook('onClose', () => shared.close());
  await registerRateLimits(app, shared);
  const accountRepository = createAccountRepository(database.db);
  const userRepository = createUserRepository(database.db);
  const sessions = await registerSessions(app, {
    config,
    accounts: accountRepository,
    users: userRepository,
    clock,
  });
  const mail = await registerMail(app, { config, db: database.db, clock });
  metrics.observe({
    outbox: () => mail.figures(),
    pool: database.poolFigures,
    now: clock,
    redisUp: shared.redisReachable,
  });
  await app.register(metricsRoutes(metrics, operatorGuard(config.METRICS_TOKEN)));

  app.get('/healthz', { schema: { tags: ['operations'] } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { tags: ['operations'] } }, async (_request, reply) => {
    const ready = !app.draining && (await isDatabaseReady(database.db));
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable' });
  });

  const catalogue = createCatalogueSource(
    createCatalogueRepository(database.db, createBranchRepository(database.db)),
    config.REFERENCE_CACHE_SECONDS * 1000,
    metrics.cacheLookup('reference'),
  );
  const occupancy = createOccupancySource(
    createAvailabilityRepository(database.db),
    config.OCCUPANCY_CACHE_SECONDS * 1000,
    shared.invalidation,
    metrics.cacheLookup('occupancy'),
  );
  const bookingRepository = createBookingRepository(database.db);
  const availability = createAvailabilityService({
    catalogue,
    occupancy,
    clock,
    findReservation: (number) => bookingRepository.findByNumber(number),
  });
  await app.register(branchRoutes(availability));
  await app.register(availabilityRoutes(availability));
  await app.register(productRoutes(catalogue));
  const savedQuotes = createQuoteRepository(database.db);
  // One count of failed look-ups per reference, whichever route looks a reference up by e-mail.
  const lookups = createLookupGuard(clock, shared);
  const quotes = createQuoteService({
    availability,
    lookups,
    findConfirmation: (quoteNumber) => bookingRepository.findByQuoteNumber(quoteNumber),
    quotes: savedQuotes,
    catalogue,
    mail,
    clock,
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(quoteRoutes(quotes));
  const writer = createReservationWriter({
    db: database.db,
    bookings: bookingRepository,
    occupancy,
    mail,
    clock,
  });
  const bookings = createBookingService({
    bookings: bookingRepository,
    lookups,
    writer,
    quotes,
    savedQuotes,
    mail,
    accounts: accountRepository,
    clock,
    publicUrl: config.PUBLIC_URL,
    shared,
  });
  await app.register(bookingRoutes(bookings));
  const d2dRepository = createD2dRepository(database.db);
  await app.register(
    manageRoutes(
      createManageService({
        db: database.db,
        bookings: bookingRepository,
        writer,
        savedQuotes,
        quotes,
        catalogue,
        occupancy,
        mail,
        accounts: accountRepository,
        clock,
        publicUrl: config.PUBLIC_URL,
        lookups,
        transferQuotes: d2dRepository,
      }),
    ),
  );
  const content = await registerContent(app, { config, db: database.db, mail, catalogue, clock });
  await app.register(mapTilesRoutes(mapTiles));
  await app.register(accountRoutes(createAccountService(accountRepository, shared), sessions));
  await app.register(
    userRoutes(
      createUserService({
        users: userRepository,
        channel: createEmailChannel(mail),
        clock,
        publicUrl: config.PUBLIC_URL,
        shared,
      }),
      sessions,
    ),
  );
  const maps = createMapsService({
    repository: createMapsRepository(database.db),
    roadFactor: config.MAPS_ROAD_FACTOR,
    google: config.GOOGLE_MAPS_API_KEY
      ? createGoogleMaps({
          apiKey: config.GOOGLE_MAPS_API_KEY,
          placesUrl: config.GOOGLE_PLACES_URL.replace(/\/$/, ''),
          routesUrl: config.GOOGLE_ROUTES_URL.replace(/\/$/, ''),
          timeoutMs: config.GOOGLE_MAPS_TIMEOUT_MS,
        })
      : undefined,
    hubs: () => d2dRepository.listHubs(),
    log: requestScopedLog(app.log),
  });
  await app.register(mapsRoutes(maps));
  await app.register(
    d2dRoutes(
      createD2dService({
        repository: d2dRepository,
        bookings: bookingRepository,
        db: database.db,
        maps,
        catalogue,
        writer,
        mail,
        accounts: accountRepository,
        clock,
        lookups,
        publicUrl: config.PUBLIC_URL,
      }),
    ),
  );

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await registerStaticSite(app, webDistDir, { knows: slugLookUp(content) });
  return app;
}
