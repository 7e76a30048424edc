// Composition root: opens the database, builds services, mounts the API and the web app.
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { errorBody, FLASH_COOKIE, messages, parseFlash } from '@sahyog/core';
import { type AccountServices, type NewsletterServices, type RequestInfo, requestContext, type SiteServices, servicesContext } from '@sahyog/core/context';
import { type DbHandle, openDb, seedDemo } from '@sahyog/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { accountsService } from './modules/accounts/service.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminService } from './modules/admin/service.ts';
import { authRoutes, requestMeta } from './modules/auth/routes.ts';
import { authService } from './modules/auth/service.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { catalogService } from './modules/catalog/service.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { contentService } from './modules/content/service.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { messagingService } from './modules/messaging/service.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { newsletterService } from './modules/newsletter/service.ts';
import { registerAuth } from './platform/auth.ts';
import { isAnonymousHeaders, ResponseCache, serveCached, validHostHeader } from './platform/cache.ts';
import { type Config, seedsDemo } from './platform/config.ts';
import { registerErrorHandling } from './platform/error-handler.ts';
import { methodNotAllowed } from './platform/http.ts';
import { dbJobQueue, type JobQueue } from './platform/jobs.ts';
import { registerMetrics } from './platform/metrics.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { pageHandler } from './platform/pages.ts';
import { memoryRateLimiter } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { diskStorage } from './platform/storage.ts';
import { httpSmsTransport, outboxTransport, smtpTransport } from './platform/transports.ts';

export const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
const serverBuildPath = `${webRoot}build/server/index.js`;
const clientBuildDir = `${webRoot}build/client`;

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per worker). */
  db?: DbHandle;
  /** Serve pages through Vite in middleware mode (npm run dev). */
  dev?: boolean;
  logger?: boolean;
  /** Run the background job loop (tests drain the queue themselves). */
  jobs?: boolean;
}

export interface App {
  app: FastifyInstance;
  db: DbHandle;
  jobs: JobQueue;
  services: ReturnType<typeof makeServices>;
}

function makeServices(db: DbHandle, config: Config, jobs: JobQueue) {
  const content = contentService(db.db);
  const messaging = messagingService(
    db.db,
    jobs,
    {
      email: config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : outboxTransport,
      sms: config.SMS_GATEWAY_URL ? httpSmsTransport(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN) : outboxTransport,
    },
    { redactSecrets: config.NODE_ENV === 'production' },
  );
  const auth = authService({
    db: db.db,
    messaging,
    jobs,
    limiter: memoryRateLimiter(),
    siteName: async () => (await content.settings()).foundationName,
    publicUrl: config.PUBLIC_URL,
  });
  const newsletter = newsletterService(db.db);
  return { catalog: catalogService(db.db), content, messaging, auth, accounts: accountsService(db.db), admin: adminService(db.db), newsletter };
}

export async function prepareDatabase(config: Config, existing?: DbHandle): Promise<DbHandle> {
  const db = existing ?? (await openDb({ url: config.DATABASE_URL, dataDir: config.pgliteDir, poolSize: config.DB_POOL_SIZE }));
  await db.migrate();
  if (seedsDemo(config)) await seedDemo(db.db, diskStorage(config.mediaDir));
  return db;
}

export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config } = opts;
  const db = await prepareDatabase(config, opts.db);
  const production = config.NODE_ENV === 'production';
  const log = { error: (obj: object, msg: string) => app.log.error(obj, msg) };
  const jobs = dbJobQueue(db.db, log);
  const services = makeServices(db, config, jobs);

  // Anonymous cache hits are answered here, before Fastify routes anything: a campaign page
  // shared on WhatsApp is served at close to bare node:http speed (decision 0003).
  const publicCache = new ResponseCache(config.PAGE_CACHE_SECONDS * 1000);
  const badHostBody = JSON.stringify(errorBody('bad_host', messages.badHost));
  const serverFactory = (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
    createServer((req, res) => {
      if (!validHostHeader(req.headers.host)) {
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(badHostBody);
        return;
      }
      if (req.method === 'GET' && publicCache.enabled && isAnonymousHeaders(req.headers)) {
        const hit = publicCache.get(req.url ?? '');
        if (hit) {
          publicCache.hits++;
          serveCached(req, res, hit);
          return;
        }
      }
      handler(req, res);
    });

  const app = Fastify({
    serverFactory,
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Slugs may be 120 characters (schemas.ts); the default 100 would 404 them before validation.
    routerOptions: { maxParamLength: 200 },
  });
  app.decorate('publicCache', publicCache);
  app.decorate('publicUrl', config.PUBLIC_URL);

  registerSecurityHeaders(app, { https: config.PUBLIC_URL.startsWith('https:'), dev: opts.dev === true });
  await app.register(cookie);
  // Forms post urlencoded bodies to page actions; React Router reads them raw.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  // Before any route: the document is collected from the routes as they are added.
  await registerOpenApi(app, { title: 'Sahyog', version: '1' });
  const addMethodNotAllowed = methodNotAllowed(app, (url) => url.startsWith('/api/') || url === '/healthz' || url === '/readyz' || url === '/metrics');
  registerErrorHandling(app);
  registerAuth(app, services.auth);
  registerMetrics(app, { production, token: config.METRICS_TOKEN });
  healthRoutes(app, db);
  catalogRoutes(app, services.catalog);
  contentRoutes(app, services.content);
  authRoutes(app, services.auth, config.secureCookies);
  accountsRoutes(app, services.accounts);
  adminRoutes(app, services.admin);
  messagingRoutes(app, services.messaging, config.DEV_OUTBOX);
  newsletterRoutes(app, services.newsletter);
  docsRoutes(app);
  addMethodNotAllowed();

  const admin = await services.auth.ensureAdmin({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, printRandom: config.NODE_ENV === 'development' });
  if (admin?.password) {
    // Printed once: the account persists, the password is never shown again.
    app.log.warn(`Created the first admin account: ${admin.email} / ${admin.password} (shown once; change it after signing in)`);
  } else if (admin) {
    app.log.info(`Created the admin account ${admin.email} from ADMIN_EMAIL`);
  }

  await app.register(fastifyStatic, {
    root: config.mediaDir.startsWith('/') ? config.mediaDir : `${process.cwd()}/${config.mediaDir}`,
    prefix: '/media/',
    decorateReply: false,
    maxAge: production ? '7d' : 0,
  });

  const siteServices: SiteServices & AccountServices & NewsletterServices = services;
  const fillContext = (ctx: import('react-router').RouterContextProvider, req: import('fastify').FastifyRequest) => {
    ctx.set(servicesContext, siteServices);
    const info: RequestInfo = {
      meta: requestMeta(req),
      viewer: req.viewer ? { user: req.viewer.user, sessionId: req.viewer.sessionId } : null,
      badCredential: req.badCredential,
      secureCookies: config.secureCookies,
      publicUrl: config.PUBLIC_URL,
      devOutbox: config.DEV_OUTBOX,
      flash: parseFlash(req.cookies[FLASH_COOKIE]),
    };
    ctx.set(requestContext, info);
  };

  if (opts.dev) {
    const { mountDevPages } = await import('./platform/dev-pages.ts');
    await mountDevPages(app, webRoot, fillContext);
  } else {
    if (existsSync(clientBuildDir)) {
      await app.register(fastifyStatic, {
        root: clientBuildDir,
        prefix: '/',
        wildcard: false,
        // Build writes .br/.gz beside each asset (scripts/precompress.ts).
        preCompressed: true,
        // Our setHeaders decides caching; the plugin's own Cache-Control would override it.
        cacheControl: false,
        setHeaders(res, path) {
          // Vite fingerprints everything under assets/: cache it for a year.
          res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    }
    let buildPromise: Promise<ServerBuild> | undefined;
    const getBuild = () => {
      buildPromise ??= existsSync(serverBuildPath)
        ? (import(serverBuildPath) as Promise<ServerBuild>)
        : Promise.reject(new Error('The web app is not built. Run `npm run build` (npm start does it for you).'));
      return buildPromise;
    };
    // 'development' would put error messages and stacks (SQL, parameters) into 500 pages; only
    // npm run dev (Vite, dev-pages.ts) renders that way.
    const handler = pageHandler({ getBuild, mode: 'production', fillContext, secureCookies: config.secureCookies });
    app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler });
  }

  if (opts.jobs !== false) jobs.start();
  app.addHook('onClose', async () => {
    await jobs.stop();
    if (!opts.db) await db.close();
  });
  return { app, db, jobs, services };
}
