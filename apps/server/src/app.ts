import { constants as zlibConstants } from 'node:zlib';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { rateLimitOptions } from './accounts/rate-limit.js';
import { createTokenResolver } from './accounts/sessions.js';
import type { Database } from './db/database.js';
import type { Env } from './env.js';
import type { SharedRedis } from './redis/shared-redis.js';
import { followReferenceChanges } from './commerce/reference-cache.js';
import { createLocalSignals, type Signals } from './signals/signals.js';
import { registerErrorHandler, sendFrameworkError, sendNotFound } from './errors.js';
import { healthRoutes } from './ops/health.js';
import { createMetrics, metricsRoutes } from './metrics/metrics.js';
import { requestIdOf } from './ops/request-id.js';
import { registerAppScope } from './plugins/app-scope.js';
import { registerIdentity } from './plugins/identity.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { quietRequestLog, serializeRequest } from './plugins/request-log.js';
import { authRoutes } from './routes/auth/index.js';
import { backupRoutes } from './routes/ops/backup.js';
import { carrierRoutes } from './routes/providers/carriers.js';
import { einvoiceRoutes } from './routes/providers/einvoices.js';
import { channelSandboxRoutes } from './routes/providers/channel-sandbox.js';
import { commerceRoutes } from './routes/commerce/index.js';
import { orderLookupRoutes } from './routes/orders/lookup.js';
import { configRoutes } from './routes/ops/config.js';
import { consoleRoutes } from './routes/console/index.js';
import { scheduleRoutes } from './routes/ops/schedules.js';
import { contentRoutes } from './routes/content/content.js';
import { dataRoutes } from './routes/data/index.js';
import { paymentGateways } from './commerce/payments/payment-gateways.js';
import { fileRoutes } from './routes/files/files.js';
import { type FileStore, openFileStore } from './files/file-store.js';
import { imageRoutes } from './routes/files/images.js';
import { registerMailDelivery } from './mail/mail-plugin.js';
import { registerScheduleQueue } from './schedules/schedule-plugin.js';
import { seoRoutes } from './seo/seo-routes.js';
import { hashedAssetCache, registerConsoleShell, sendConsoleShell } from './console-shell.js';
import { isConsoleShellPath, isShellPath } from './web-shell-paths.js';
import { registerPages } from './ssr/pages.js';
import { buildCommandOf } from './builds.js';
import { type LogStream, logDestination } from './log-format.js';

export interface AppOptions {
  env: Env;
  db: Database;
  /** The Redis shared by several processes (REDIS_URL); absent: one process, counters in memory. */
  redis?: SharedRedis | undefined;
  /** What this process tells the others (cache purges, the new-order feed); this process only without. */
  signals?: Signals | undefined;
  /** Serve the built web app and the images (off in API-only tests). */
  serveWeb?: boolean;
  /** Certificate and key: HTTPS with HTTP/2 (and HTTP/1.1 for older clients); plain HTTP without. */
  tls?: TlsFiles;
  /** Sees every route as it is added (tests enumerate the routes with it, so new ones are covered). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes (tests read it); standard output otherwise. */
  logStream?: LogStream | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signals shared by every server process (signals/signals.ts). */
    signals: Signals;
    /** Where upload bytes live (DATA_DIR/files): the file routes write there, an account's deletion removes its photos. */
    uploads: FileStore;
  }
}

export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole shop: API, runtime config, images and the web app, over one database. */
export async function buildApp({
  env,
  db,
  redis,
  signals = createLocalSignals(),
  tls,
  serveWeb = true,
  onRoute,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = createFastify(env, tls, logStream);
  app.decorate('signals', signals);
  // The checkout's kept reference data goes when a writer, in any process, announces its change.
  const stopFollowingReference = followReferenceChanges(db, signals);
  app.addHook('onClose', async () => stopFollowingReference());
  registerMailDelivery(app, db, env);
  registerScheduleQueue(app, db, env);
  app.decorate('metrics', createMetrics(db));
  // Before every route: it collects each one's schemas for the HTTP reference (development only).
  await registerOpenApi(app, env);
  if (onRoute) app.addHook('onRoute', onRoute);
  // The id in the reply lets a shopper's report or the balancer's log be matched with ours.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app, { recaptcha: Boolean(env.RECAPTCHA_SITE_KEY) });
  registerInputGuard(app);
  await app.register(fastifyCookie);
  // JSON replies (product lists, news) shrink to a quarter on a phone's network. Brotli at a low
  // quality costs little CPU; files that arrive compressed already (the web build) pass through.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Limits are per route (config.rateLimit); the plugin must be registered before those routes.
  await app.register(fastifyRateLimit, rateLimitOptions(redis));
  registerIdentity(app, {
    publicToken: env.PUBLIC_TOKEN,
    trustKey: env.TRUST_KEY,
    findUserByToken: createTokenResolver(db),
  });
  registerAppScope(app, { idApp: env.ID_APP });
  await app.register(healthRoutes, { db, redis });
  // Its onResponse hook times every route: registered at the root, before them.
  await metricsRoutes(app, { metrics: app.metrics, token: env.METRICS_TOKEN });
  const uploads = await openFileStore(env.DATA_DIR, 'files');
  app.decorate('uploads', uploads);
  app.addHook('onClose', () => uploads.close());
  await app.register(authRoutes, { db, env });
  await app.register(configRoutes, { env });
  await app.register(contentRoutes, { db, idApp: env.ID_APP, env });
  await app.register(dataRoutes, {
    db,
    idApp: env.ID_APP,
    offeredGateways: [...paymentGateways(env).keys()],
  });
  // Decorates app.carriers (on the root: the order routes quote with them).
  await carrierRoutes(app, { env, db });
  // Decorates app.einvoicing (the job queue's e-invoice steps use it; decision 059).
  await einvoiceRoutes(app, { env, db });
  await app.register(channelSandboxRoutes);
  await app.register(commerceRoutes, { db, env });
  // Needs the rate limiter registered above (its per-order-code counter).
  await app.register(orderLookupRoutes, { db, env });
  await app.register(consoleRoutes, { db, env });
  await app.register(scheduleRoutes, { db, env });
  await app.register(backupRoutes, { db });
  await app.register(fileRoutes, {
    db,
    idApp: env.ID_APP,
    uploadsPerMinute: env.RATE_LIMIT_UPLOAD,
    quota: { files: env.UPLOAD_QUOTA_FILES, bytes: env.UPLOAD_QUOTA_MB * 1024 * 1024 },
  });
  await app.register(imageRoutes, {
    publicDir: env.PUBLIC_DIR,
    dataDir: env.DATA_DIR,
    db,
    idApp: env.ID_APP,
  });
  await app.register(seoRoutes, { db, env });
  const hasShell = serveWeb && (await registerWeb(app, env));
  const hasConsole =
    serveWeb && (await registerConsoleShell(app, env.ADMIN_DIST, buildCommandOf('ADMIN_DIST')));
  // Public pages rendered on the server (decision 022); without its build, the shell.
  const sendPage = hasShell ? await registerPages(app, env, db) : undefined;
  // One not-found handler: the web app's and the console's screens get their shell, everything
  // else a JSON 404.
  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (hasConsole && isRead && isConsoleShellPath(request.url))
      return sendConsoleShell(reply, env.ADMIN_DIST);
    if (hasShell && isRead && isShellPath(request.url)) {
      if (sendPage && (await sendPage(request, reply))) return reply;
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', env.WEB_DIST);
    }
    return sendNotFound(request, reply);
  });
  return app;
}

function createFastify(
  env: Env,
  tls: TlsFiles | undefined,
  logStream: LogStream | undefined,
): FastifyInstance {
  const destination = logDestination(env.LOG_FORMAT, logStream);
  const options = {
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            serializers: { req: serializeRequest },
            ...(destination ? { stream: destination } : {}),
          },
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    logController: quietRequestLog(),
    // A URL Fastify cannot decode or a path parameter too long: the shop's own refusal, translated.
    frameworkErrors: sendFrameworkError,
    // Off unless TRUST_PROXY names the proxies: otherwise X-Forwarded-For is the client's to choose.
    trustProxy: toTrustProxy(env.TRUST_PROXY),
  };
  if (!tls) return Fastify(options);
  // Browsers speak HTTP/2 only over TLS; allowHTTP1 keeps HTTP/1.1 clients (curl, webhooks) served.
  const app = Fastify({
    ...options,
    // Typed by Fastify for HTTP/1 requests; it reads only what both servers' requests have.
    frameworkErrors: options.frameworkErrors as never,
    http2: true,
    https: { allowHTTP1: true, key: tls.key, cert: tls.cert },
  });
  // Fastify types an HTTP/2 instance by node's Http2SecureServer and Http2ServerRequest/Response.
  // Nothing here touches app.server, request.raw or reply.raw: the routes and plugins use Fastify's
  // own request and reply, which behave alike on both servers (https.test.ts).
  return app as unknown as FastifyInstance;
}

/** A hop count becomes the function Fastify itself builds for numbers (its types take no number). */
function toTrustProxy(setting: Env['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Serves images and the built web app; false when there is no web build. */
async function registerWeb(app: FastifyInstance, env: Env): Promise<boolean> {
  const imagesDir = path.join(env.PUBLIC_DIR, 'images');
  if (existsSync(imagesDir)) {
    await app.register(fastifyStatic, {
      root: imagesDir,
      prefix: '/images/',
      decorateReply: false,
      maxAge: '30d',
      immutable: true,
    });
  }
  if (!existsSync(path.join(env.WEB_DIST, 'index.html'))) {
    app.log.warn(
      { dir: env.WEB_DIST, build: buildCommandOf('WEB_DIST') },
      'web build not found: serving the API only',
    );
    return false;
  }
  // One static root for the web build: its hashed assets never change (a year, immutable), the
  // other files (index.html, favicon) are checked on every visit. The build ships .br and .gz
  // beside its text files (vite-plugin-compression2), sent to browsers that accept them.
  await app.register(fastifyStatic, {
    root: env.WEB_DIST,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: hashedAssetCache(env.WEB_DIST),
  });
  return true;
}
