// Composition root: opens the database, builds services, mounts the API and the web app.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { AppError, errorBody, FLASH_COOKIE, messages, parseFlash } from '@sahyog/core';
import { type RequestInfo, requestContext, type Services, servicesContext } from '@sahyog/core/context';
import type { DbHandle } from '@sahyog/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { accountsModule } from './modules/accounts/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { applicationsModule } from './modules/applications/index.ts';
import { authModule } from './modules/auth/index.ts';
import { careersModule } from './modules/careers/index.ts';
import { catalogModule } from './modules/catalog/index.ts';
import { challengesModule } from './modules/challenges/index.ts';
import { contactModule } from './modules/contact/index.ts';
import { contentModule } from './modules/content/index.ts';
import { credentialsModule } from './modules/credentials/index.ts';
import { docsModule } from './modules/docs/index.ts';
import { givingModule } from './modules/giving/index.ts';
import { healthModule } from './modules/health/index.ts';
import { journalModule } from './modules/journal/index.ts';
import { learningModule } from './modules/learning/index.ts';
import { matrimonialModule } from './modules/matrimonial/index.ts';
import { messagingModule } from './modules/messaging/index.ts';
import { monthlyModule } from './modules/monthly/index.ts';
import { newsletterModule } from './modules/newsletter/index.ts';
import { noticesModule } from './modules/notices/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { payoutsModule } from './modules/payouts/index.ts';
import { privacyModule } from './modules/privacy/index.ts';
import { productsModule } from './modules/products/index.ts';
import { receiptsModule } from './modules/receipts/index.ts';
import { refundsModule } from './modules/refunds/index.ts';
import { seoModule } from './modules/seo/index.ts';
import { shopModule } from './modules/shop/index.ts';
import { spendingModule } from './modules/spending/index.ts';
import { INBOUND_EMAIL_URL, supportModule } from './modules/support/index.ts';
import { vendorsModule } from './modules/vendors/index.ts';
import { AUDITED_PATHS, auditLog, withAuditScope } from './platform/audit.ts';
import { registerAuth } from './platform/auth.ts';
import { batchRoutes, batchRunner } from './platform/batches.ts';
import { isAnonymousHeaders, mayShareWithViewer, ResponseCache, serveCached, validHostHeader } from './platform/cache.ts';
import type { Config } from './platform/config.ts';
import { frameworkErrors, registerErrorHandling } from './platform/error-handler.ts';
import { hasBody, methodNotAllowed, requestMeta } from './platform/http.ts';
import { dbJobQueue, type JobQueue } from './platform/jobs.ts';
import { hindiAddressFor, languageIsShared, registerLanguage, runInLanguage } from './platform/language.ts';
import { registerMetrics } from './platform/metrics.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { mountPages, PAGES_URL } from './platform/pages.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { sitemapSources } from './platform/sitemap-sources.ts';
import { mediaCacheControl } from './platform/storage.ts';

/**
 * A request as the log keeps it: a link that is itself a key (a gift's private story, a token in
 * the query such as a password reset's) is written with the key masked; the database keeps only
 * its hash, and a log must not be the place it leaks from.
 */
export function maskedUrl(url: string): string {
  return url.replace(/(\/gifts\/\d+\/)[^/?#]+/g, '$1…').replace(/([?&](?:token|key|code)=)[^&#]*/gi, '$1…');
}
const loggedRequest = (req: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) => ({
  method: req.method,
  url: maskedUrl(req.url),
  host: req.hostname,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

export const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
const serverBuildPath = `${webRoot}build/server/index.js`;
const clientBuildDir = `${webRoot}build/client`;
/** How long an idle keep-alive connection stays open: Fastify's own default, longer than nginx's 60 s. */
const KEEP_ALIVE_MS = 72_000;

/**
 * The modules, in dependency order (each names what it needs; Fastify refuses a wrong order).
 * Adding a module is one line here.
 */
const modules = [
  healthModule,
  contentModule,
  privacyModule,
  messagingModule,
  paymentsModule,
  journalModule,
  payoutsModule,
  givingModule,
  monthlyModule,
  receiptsModule,
  refundsModule,
  authModule,
  catalogModule,
  accountsModule,
  adminModule,
  newsletterModule,
  applicationsModule,
  contactModule,
  vendorsModule,
  productsModule,
  shopModule,
  spendingModule,
  supportModule,
  credentialsModule,
  learningModule,
  challengesModule,
  matrimonialModule,
  careersModule,
  noticesModule,
  seoModule,
  docsModule,
];

export interface BuildOptions {
  config: Config;
  /** An open, migrated database (startup.ts opens it; tests share one per worker). */
  db: DbHandle;
  /** Serve pages through Vite in middleware mode (npm run dev). */
  dev?: boolean;
  logger?: boolean;
  /** Where the log's lines go instead of stdout (tests read what a request logged). */
  logStream?: { write: (line: string) => void };
  /** Run the background job loop (tests drain the queue themselves). */
  jobs?: boolean;
}

export interface App {
  app: FastifyInstance;
  db: DbHandle;
  jobs: JobQueue;
  services: Services;
}

/** The file under /media/ a URL names (decoded, dot segments resolved), or null when it is none. */
export function mediaPathOf(url: string): string | null {
  let path: string;
  try {
    path = posix.normalize(decodeURIComponent(pathOf(url)));
  } catch {
    return null;
  }
  return path.startsWith('/media/') ? path.slice('/media/'.length) : null;
}

/** The path of a URL or cache key, without its query. */
const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

/** NOTIFY channel on which a process that cleared its page cache tells the others. */
const CACHE_CHANNEL = 'sahyog_page_cache';

export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config, db } = opts;
  const production = config.NODE_ENV === 'production';
  const log = { error: (obj: object, msg: string) => app.log.error(obj, msg) };
  const jobs = dbJobQueue(db.db, log, { maxRetryDelayMs: config.JOB_RETRY_MAX_SECONDS * 1000 });
  const batches = batchRunner(db.db, jobs);

  // Anonymous cache hits are answered here, before Fastify routes anything: a campaign page
  // shared on WhatsApp is served at close to bare node:http speed (decision 0003).
  const publicCache = new ResponseCache(config.PAGE_CACHE_SECONDS * 1000, 1000, config.PAGE_CACHE_STALE_SECONDS * 1000);
  const badHostBody = JSON.stringify(errorBody('bad_host', messages.badHost));
  const serverFactory = (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
    const server = createServer((req, res) => {
      if (!validHostHeader(req.headers.host)) {
        res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(badHostBody);
        return;
      }
      // Before the cache: a visitor who chose Hindi never gets the cached English page.
      const hindi = hindiAddressFor(req.method, req.url ?? '/', req.headers);
      if (hindi) {
        res.writeHead(302, { location: hindi, 'cache-control': 'no-store', vary: 'Cookie' });
        res.end();
        return;
      }
      if (req.method === 'GET' && publicCache.enabled && mayShareWithViewer(req.headers) && languageIsShared(req.url ?? '/', req.headers)) {
        const key = publicCache.keyFor(req.url ?? '/');
        const anonymous = isAnonymousHeaders(req.headers);
        const hit = publicCache.lookup(key);
        if (hit && (anonymous || hit.sharedWithViewers)) {
          publicCache.hits++;
          serveCached(req, res, hit.value);
          // Stale: this visitor got it at once; one render in the background renews it.
          if (hit.stale) publicCache.revalidate(key, () => app.inject({ method: 'GET', url: key }));
          return;
        }
        if (anonymous && publicCache.mayStore(pathOf(key))) {
          // One render per key at a time: the others wait for it and share its answer.
          const rendering = publicCache.pending(key);
          if (rendering) {
            void rendering.then(() => {
              const again = publicCache.lookup(key);
              if (again) {
                publicCache.hits++;
                serveCached(req, res, again.value);
              } else handler(req, res);
            });
            return;
          }
          publicCache.misses++;
          publicCache.beginFor(req, res, key);
        }
      }
      handler(req, res);
    });
    // Fastify sets these on a server it makes, not on one from a factory: without them Node closes
    // an idle connection after 5 s, and a proxy (nginx keeps upstream connections 60 s) or a
    // client reusing one at that moment gets a reset; a POST is not retried (docs/DEPLOY.md).
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
    return server;
  };

  const app = Fastify({
    serverFactory,
    logger:
      opts.logger === false ? false : { level: config.LOG_LEVEL, serializers: { req: loggedRequest }, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Slugs may be 120 characters (schemas.ts); the default 100 would 404 them before validation.
    routerOptions: { maxParamLength: 200 },
    // A path Fastify cannot decode answers our { success, code, message } 400, not Fastify's shape.
    frameworkErrors,
  });
  app.decorate('publicCache', publicCache);
  // A render's waiters wake when its answer is decided (stored or not), not once it is sent.
  app.addHook('onSend', (req, _reply, payload, done) => {
    publicCache.decided(req.raw);
    done(null, payload);
  });
  app.decorate('publicUrl', config.PUBLIC_URL);
  // One store of rate-limit counters per app: memory, or Redis shared with the other processes.
  const limiter = createRateLimiter({ redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX });
  app.decorate('platform', { config, db: db.db, dbHandle: db, jobs, batches, limiter, audit: auditLog(db.db), sitemap: sitemapSources() });
  // Console and editor requests: the audit log learns the address their changes came from.
  app.addHook('onRequest', (req, _reply, done) => (AUDITED_PATHS.test(req.url) ? withAuditScope(req.ip, done) : done()));

  registerSecurityHeaders(app, {
    https: config.PUBLIC_URL.startsWith('https:'),
    dev: opts.dev === true,
    razorpay: config.RAZORPAY_KEY_ID !== undefined,
    mediaOrigin: config.S3_PUBLIC_URL ? new URL(config.S3_PUBLIC_URL).origin : undefined,
  });
  await app.register(cookie);
  registerLanguage(app, config.secureCookies);
  // Forms post urlencoded or multipart bodies to page actions; React Router reads them raw. What
  // each page may be sent, and how much, is its route's (pages.ts mountPages, decision 0043).
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  // Any other type: a page reads it as bytes and answers its error page (pages.ts).
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  // Every route but the pages takes JSON only: another type is refused from the headers, before
  // a byte of it is read and before a route's sign-in check could answer first, with a 415 in
  // the API's shape (decision 0043).
  app.addHook('onRequest', (req, reply, done) => {
    // The help desk's inbound mail is a raw message (message/rfc822), read by its own route.
    if (req.routeOptions.url === PAGES_URL || req.routeOptions.url === INBOUND_EMAIL_URL || !hasBody(req)) return done();
    const type = (req.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
    if (!type || type === 'application/json') return done();
    // Never read: the connection closes after the answer, so the client stops sending.
    reply.header('connection', 'close');
    done(new AppError('unsupported_media_type', messages.jsonOnly));
  });

  // Before any route: the document is collected from the routes as they are added.
  await registerOpenApi(app, { title: 'Sahyog', version: '1' }, config.PUBLIC_URL);
  const addMethodNotAllowed = methodNotAllowed(app, (url) => url.startsWith('/api/') || url === '/healthz' || url === '/readyz' || url === '/metrics');
  registerErrorHandling(app);
  // Sessions are resolved before any route runs; the auth module answers the lookup.
  registerAuth(app, { viewerFor: (id) => app.auth.viewerFor(id) });
  registerMetrics(app, { production, token: config.METRICS_TOKEN });
  batchRoutes(app, batches);
  for (const module of modules) await app.register(module);
  addMethodNotAllowed();

  // Files on disk are kept as S3 keeps uploads (storage.ts mediaCacheControl: a published bill,
  // which staff may redact again, five minutes; the rest a week).
  if (production) {
    app.addHook('onSend', async (req, reply) => {
      if (reply.statusCode !== 200) return;
      // The file's own path, as the static server resolved it: /media/%73pending/x and
      // /media/demo/../spending/x are the published bill too.
      const file = mediaPathOf(req.url);
      if (file !== null) reply.header('cache-control', mediaCacheControl(file));
    });
  }
  await app.register(fastifyStatic, {
    root: config.mediaDir.startsWith('/') ? config.mediaDir : `${process.cwd()}/${config.mediaDir}`,
    prefix: '/media/',
    decorateReply: false,
    maxAge: production ? '7d' : 0,
  });

  const services: Services = {
    campaigner: app.catalog.campaigner,
    applications: app.applications,
    catalog: app.catalog,
    content: app.content,
    giving: app.giving,
    auth: app.auth,
    accounts: app.accounts,
    admin: app.admin,
    messaging: app.messaging,
    newsletter: app.newsletter,
    contact: app.contact,
    privacy: app.privacy,
    receipts: app.receipts,
    refunds: app.refunds,
    monthly: app.monthly,
    users: app.auth.users,
    campaigns: app.catalog.campaigns,
    donations: app.payments.admin,
    blogs: app.content.blogsAdmin,
    lists: app.content.listsAdmin,
    faqs: app.content.faqs,
    vendors: app.vendors,
    products: app.products,
    shop: app.shop.api,
    spending: app.spending,
    inquiries: app.inquiries,
    support: app.support.api,
    learning: app.learning.api,
    challenges: app.challenges,
    matrimonial: app.matrimonial,
    careers: app.careers,
    notices: app.notices,
    credentials: app.credentials.api,
    batches,
  };
  const fillContext = (ctx: import('react-router').RouterContextProvider, req: import('fastify').FastifyRequest) => {
    ctx.set(servicesContext, services);
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
      // Loaded in English whatever the first request's language: the build's modules make some
      // texts when they load (schemas' messages), and a first visitor on a /hi page would
      // otherwise fix them in Hindi for every English page after it.
      buildPromise ??= existsSync(serverBuildPath)
        ? (runInLanguage('en', () => import(serverBuildPath)) as Promise<ServerBuild>)
        : Promise.reject(new Error('The web app is not built. Run `npm run build` (npm start does it for you).'));
      return buildPromise;
    };
    // 'development' would put error messages and stacks (SQL, parameters) into 500 pages; only
    // npm run dev (Vite, dev-pages.ts) renders that way.
    mountPages(app, { getBuild, mode: 'production', fillContext, secureCookies: config.secureCookies });
  }

  // A write on one process clears the page cache of every process on this database at once
  // (PostgreSQL LISTEN/NOTIFY), so a payment shows on every server, not only the one it reached.
  const instance = randomUUID();
  const stopListening = await db.listen(CACHE_CHANNEL, (from) => {
    if (from !== instance) publicCache.clear(true);
  });
  publicCache.onClear = () => {
    db.notify(CACHE_CHANNEL, instance).catch((err: Error) => app.log.error({ err }, 'could not tell other processes to clear their page cache'));
  };

  if (opts.jobs !== false) jobs.start();
  app.addHook('onClose', async () => {
    await stopListening();
    await jobs.stop();
    await limiter.close();
  });
  return { app, db, jobs, services };
}
