/**
 * buildServer: the Fastify app with its database. Opens PGlite (default) or PostgreSQL (DATABASE_URL),
 * migrates, seeds on first start, and registers every call. Tests pass an opened database and use inject().
 */
import http, { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { config as zodConfig } from 'zod/mini';
import { en as zodEnglish } from 'zod/locales';
import { HEADER_NAMES, httpErrorMessage, MALFORMED_JSON, NOT_FOUND, REQUEST_THROTTLED, systemClock, type Clock } from '@sift/contracts';
import { configFromEnv, type ServerConfig } from './config';
import { migrateDatabase, openDatabase, type Database } from './db/database';
import { statsRoutes } from './analytics/stats.routes';
import { identityRoutes } from './identity/identity.routes';
import { createAppContext } from './app-context';
import type { AppContext, Limits } from './http/context';
import { ApiError, InputError, inputErrorAnswer } from './http/errors';
import { flatQueryString } from './http/list-query';
import { securityHeaders } from './http/security-headers';
import { installRouteLayer, type ApiRoute, type ZodApp } from './http/route-layer';
import { registerImageRoutes } from './images/images.routes';
import type { Mailer } from './mail/mailer';
import { registerOutboxRoutes } from './mail/outbox.routes';
import { registerMediaRoutes } from './media/media.routes';
import { registerAdRoutes } from './playback/ads';
import { membershipRoutes } from './membership/membership.routes';
import { accountRoutes } from './account/account.routes';
import { billingRoutes } from './billing/billing.routes';
import { registerDevJobsRoutes } from './jobs/jobs.routes';
import { registerDevGiftCardRoutes } from './billing/dev-gift-cards.routes';
import { linkingRoutes } from './linking/linking.routes';
import { registerDevClockRoutes, timeRoutes } from './clock/clock.routes';
import { profilesRoutes } from './profiles/profiles.routes';
import { requiredFiltersRoutes } from './profiles/required-filters.routes';
import { landingRoutes } from './catalogue/landing.routes';
import { worksRoutes } from './catalogue/works.routes';
import { playbackRoutes } from './playback/playback.routes';
import { registerPlaybackSockets } from './playback/playback-sockets';
import { discoveryRoutes } from './discovery/discovery.routes';
import { demoAccountsPresent, seedDatabase, type SeedResult } from './seed/seed';
import { catalogueAdminRoutes } from './catalogue/catalogue-admin.routes';
import { installDrainHooks } from './ops/drain';
import { registerHealthRoutes } from './ops/health.routes';
import { createMetrics, type Metrics } from './ops/metrics';
import { pendingMigrations } from './ops/migrations';
import { currentRequestId, REQUEST_ID_HEADER, requestIdOf, withRequestContext } from './ops/request-context';
import { fastifyTracingPlugin, tagActiveSpan } from './ops/trace-context';

// zod/mini loads no messages of its own: a field error without a message of ours says what zod's English one says
// ("Too big: expected string to have <=200 characters"), as with the classic API (docs/decisions/0155).
zodConfig(zodEnglish());

export interface BuildOptions {
  config?: Partial<ServerConfig>;
  /** An opened database; the server then leaves closing it to the caller. Absent: opened from config. */
  database?: Database;
  /** An opened database for the catalogue's reads (a replica); absent: opened from config.databaseReadUrl, else `database`. */
  readDatabase?: Database;
  /** Collect Prometheus metrics (served by main.ts on SIFT_METRICS_PORT): `app.metrics`. */
  metrics?: boolean;
  clock?: Clock;
  limits?: Partial<Limits>;
  /** false: no seeding (the database is already seeded). Default: seed on first start with config.seedWorks. */
  seed?: false | { works?: number };
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
}

export type SiftServer = FastifyInstance & { sift: AppContext; seedResult: SeedResult | null; routeTable: ApiRoute[]; metrics?: Metrics };

const CLIENT_HEADERS = {
  platform: HEADER_NAMES.platform.toLowerCase(),
  appVersion: HEADER_NAMES.appVersion.toLowerCase(),
  sessionId: HEADER_NAMES.sessionId.toLowerCase(),
  browserId: HEADER_NAMES.browserId.toLowerCase(),
  profileId: HEADER_NAMES.profileId.toLowerCase(),
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large: 431, timeouts: 408, garbage:
 * 400). The answer says `Connection: close` and the socket is ended after it, so a keep-alive client opens a new
 * connection instead of reusing one the server already dropped (Fastify's default wrote no such header).
 */
function closeOnClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const detail = status === 431 ? 'Request header fields too large.' : status === 408 ? 'Request timeout.' : 'Bad request.';
  const body = JSON.stringify({ detail });
  if (!socket.writable) return socket.destroy(error);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** A production start that must not go on; the message says why and what to do. */
export class ProductionStartRefused extends Error {}

const demoAccountsMessage = (emails: string[], location: string) =>
  `Refusing to start in production: the database (${location}) holds the demo account(s) ${emails.join(', ')}, ` +
  'whose passwords are public (docs/demo-accounts.md); staff@sift.example can impersonate any user. Demo data belongs ' +
  'to the development start only. Point DATABASE_URL at the production database, or delete these accounts.';

function checkProductionConfig(config: ServerConfig) {
  if (!config.production) return;
  if (!config.publicUrl) {
    throw new ProductionStartRefused(
      'Refusing to start in production without SIFT_PUBLIC_URL: links in answers (next/previous, images, media) are built from it, never from the Host header a client sends.',
    );
  }
  if (!config.siteOrigins.length) {
    throw new ProductionStartRefused(
      "Refusing to start in production without SIFT_SITE_ORIGINS (the site's origins, comma-separated): CORS, the cookie check and the links in mail come from it, and the development defaults (localhost) must never be trusted in production.",
    );
  }
}

export async function buildServer(options: BuildOptions = {}): Promise<SiftServer> {
  const config: ServerConfig = { ...configFromEnv(), ...options.config };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: process.env.SIFT_TRUST_PROXY === '1',
    bodyLimit: 1024 * 1024,
    // A repeated query parameter becomes a comma list (000 §7 `in` filters), so every value is one string.
    routerOptions: { querystringParser: flatQueryString },
    clientErrorHandler: closeOnClientError,
    // The request id (ops/request-context.ts): entered before Fastify sees the request, so everything the request
    // does, after the answer too, runs with it; the edge's id is kept, any other caller gets a new one.
    serverFactory: (handler) => {
      const server = http.createServer((request, response) => withRequestContext(request, () => handler(request, response)));
      // Longer than the edge keeps an idle upstream connection (nginx: 30 s), so the edge, not this process, closes
      // it: a connection closed here while the edge sends on it would fail a request the edge may not retry.
      server.keepAliveTimeout = 72_000;
      return server;
    },
    genReqId: (request) => currentRequestId() ?? requestIdOf(request),
    // With the request's context entered, the logger's mixin (main.ts) adds the id to every line, request.log's
    // and ctx.log's alike; binding it here as well would write it twice.
    childLoggerFactory: (logger, bindings, options) => (currentRequestId() ? logger.child({}, options) : logger.child(bindings, options)),
    // A draining process still answers requests that arrive on its open connections (with Connection: close),
    // instead of 503s the edge could retry only for idempotent methods.
    return503OnClosing: false,
  }) as unknown as SiftServer;

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }));
  const ownsReadDatabase = !options.readDatabase && Boolean(config.databaseReadUrl);
  let readDatabase = database;
  try {
    checkProductionConfig(config);
    if (options.readDatabase) readDatabase = options.readDatabase;
    else if (config.databaseReadUrl) readDatabase = await openDatabase({ url: config.databaseReadUrl });
    if (!config.migrateAtStart) {
      // Production on PostgreSQL: the deploy's migrate step (src/migrate.ts) migrates and seeds once; processes
      // racing to do it at start would each hold the others up behind its lock (docs/decisions/0092).
      const pending = await pendingMigrations(database.db);
      if (pending.length) {
        throw new ProductionStartRefused(
          `Refusing to start: the database (${database.location}) lacks the migrations ${pending.join(', ')}. ` +
            'Run the migrate step first (pnpm --filter @sift/api-server migrate, with the same DATABASE_URL).',
        );
      }
    } else {
      await migrateDatabase(database);
    }
    app.seedResult =
      !config.migrateAtStart || options.seed === false
        ? null
        : await seedDatabase(database, {
            works: options.seed?.works ?? config.seedWorks,
            demoData: !config.production,
            demoMediaDir: config.demoMediaDir,
            clock: options.clock ?? systemClock,
            log: (message) => app.log.info(message),
          });
    if (config.production) {
      // Demo accounts have public passwords and one is staff (it can impersonate anyone): never serve them.
      const present = await demoAccountsPresent(database.db);
      if (present.length) throw new ProductionStartRefused(demoAccountsMessage(present, database.location));
    }
  } catch (error) {
    if (ownsReadDatabase && readDatabase !== database) await readDatabase.close();
    if (ownsDatabase) await database.close();
    throw error;
  }

  let made: Awaited<ReturnType<typeof createAppContext>>;
  try {
    made = await createAppContext({
      config,
      database,
      readDatabase,
      clock: options.clock,
      limits: options.limits,
      mailer: options.mailer,
      log: app.log,
    });
  } catch (error) {
    if (ownsReadDatabase && readDatabase !== database) await readDatabase.close();
    if (ownsDatabase) await database.close();
    throw error;
  }
  const { ctx, devClock } = made;
  app.decorate('sift', ctx);
  app.addHook('onClose', async () => {
    // Work in flight needs the database: finish it, take no more jobs, then close.
    await ctx.background.idle();
    await ctx.jobs.stop();
    if (ownsReadDatabase && readDatabase !== database) await readDatabase.close();
    if (ownsDatabase) await database.close();
  });
  // Every process on the database agrees on the development clock: its offset is read again when a second old.
  if (devClock) app.addHook('onRequest', async () => devClock.refresh());

  // An empty JSON body is no body (clients send POST auth/logout/ with a JSON content type and nothing else).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body ?? '');
    if (!text.trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, { detail: MALFORMED_JSON }), undefined);
    }
  });

  await app.register(fastifyCookie);
  await app.register(fastifyCors, {
    origin: config.siteOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Range', ...Object.values(HEADER_NAMES)],
    exposedHeaders: ['Content-Length', 'Content-Range', 'Accept-Ranges'],
    maxAge: 600,
  });
  const security = securityHeaders({
    crossOriginResourcePolicy: { policy: 'same-site' },
    // JSON answers need no scripts; the outbox page only uses inline styles.
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:'], upgradeInsecureRequests: null },
    },
    hsts: config.production,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(security);
    // The answer names its request, so a person reporting a problem can quote it and the logs find it.
    reply.header(REQUEST_ID_HEADER, request.id);
    tagActiveSpan(request.id);
    done();
  });
  installDrainHooks(app, ctx);
  if (options.metrics) app.decorate('metrics', createMetrics(ctx, app));
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // The site, its dev servers and e2e all call from this machine in development.
    allowList: config.production ? [] : ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    errorResponseBuilder: () => ({ statusCode: 429, detail: REQUEST_THROTTLED }),
  });

  // The client headers of 000 §7: logged with every request so a session can be followed through the logs.
  app.addHook('onRequest', async (request) => {
    const h = request.headers;
    const read = (name: string) => (typeof h[name] === 'string' ? (h[name] as string).slice(0, 100) : undefined);
    const client = {
      platform: read(CLIENT_HEADERS.platform),
      appVersion: read(CLIENT_HEADERS.appVersion),
      sessionId: read(CLIENT_HEADERS.sessionId),
      browserId: read(CLIENT_HEADERS.browserId),
      profileId: read(CLIENT_HEADERS.profileId),
    };
    if (client.platform || client.sessionId) request.log = request.log.child({ client });
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; detail?: string }, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(error.body);
    if (error instanceof InputError) {
      const answer = inputErrorAnswer(error, request);
      return reply.code(answer.status).send(answer.body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ detail: error.detail ?? REQUEST_THROTTLED });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad media type, body too large...) keep their status, with a plain message.
      return reply.code(status).send({ detail: error.code?.startsWith('FST_') ? error.message.replace(/^FST_\w+: /, '') : 'Bad request.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: httpErrorMessage.serverTrouble(500) });
  });

  app.setNotFoundHandler((request, reply) => {
    const [path, query] = request.url.split('?');
    const last = path.split('/').pop() ?? '';
    // Every API path ends with a slash (000 §7): GETs without one are sent to the slashed path. Only a plain
    // local path is redirected: `//host/x` or `/\host` would make the Location another site (an open redirect).
    const localPath = /^\/[^/\\]/.test(path) && !/[\\\u0000-\u001f]/.test(path);
    if ((request.method === 'GET' || request.method === 'HEAD') && localPath && !path.endsWith('/') && !last.includes('.')) {
      return reply.redirect(`${path}/${query ? `?${query}` : ''}`, 308);
    }
    return reply.code(404).send({ detail: NOT_FOUND });
  });

  const routeTable: ApiRoute[] = [];
  app.decorate('routeTable', routeTable);
  await installRouteLayer(app, ctx, routeTable);
  // After the route layer (it wraps the handlers whose names the route layer reads): spans of hooks and handlers.
  const tracingPlugin = fastifyTracingPlugin();
  if (tracingPlugin) await app.register(tracingPlugin);
  await registerPlaybackSockets(app, ctx);
  const api = app.withTypeProvider<ZodTypeProvider>() as unknown as ZodApp;
  for (const register of [
    identityRoutes,
    profilesRoutes,
    requiredFiltersRoutes,
    landingRoutes,
    worksRoutes,
    discoveryRoutes,
    statsRoutes,
    membershipRoutes,
    billingRoutes,
    accountRoutes,
    linkingRoutes,
    playbackRoutes,
    timeRoutes,
    catalogueAdminRoutes,
  ]) {
    register(api);
  }
  app.get('/openapi.json', { schema: { hide: true } }, function openApiDocument() {
    return app.swagger();
  });
  app.get('/health/', async function health() {
    return { status: 'ok', database: database.kind };
  });
  registerHealthRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  await registerMediaRoutes(app, ctx);
  registerAdRoutes(app);
  if (ctx.mailer.kind === 'outbox' && !config.production) registerOutboxRoutes(app, ctx);
  if (devClock) {
    registerDevClockRoutes(app, ctx, devClock);
    registerDevJobsRoutes(app, ctx);
    registerDevGiftCardRoutes(app, ctx);
  }
  return app;
}
