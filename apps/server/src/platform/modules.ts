// A module is one Fastify plugin: it builds its service from the platform and the services of
// the modules it names, decorates the app with that service (under its own name), and adds its
// routes and hooks. fastify-plugin keeps it unencapsulated, so the decoration is visible to the
// modules registered after it, and `dependencies` makes Fastify refuse a list in the wrong order.
import type { DbHandle } from '@sahyog/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditLog } from './audit.ts';
import type { BatchRunner } from './batches.ts';
import type { Config } from './config.ts';
import type { JobQueue } from './jobs.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { SitemapSources } from './sitemap-sources.ts';

/** What the platform gives every module. */
export interface Platform {
  config: Config;
  db: DbHandle['db'];
  dbHandle: DbHandle;
  jobs: JobQueue;
  /** Staff's batch work as jobs: a module registers what a line does (batches.ts). */
  batches: BatchRunner;
  limiter: RateLimiter;
  audit: AuditLog;
  /** Where a module adds its public pages for /sitemap.xml (sitemap-sources.ts). */
  sitemap: SitemapSources;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

export function defineModule(name: string, dependencies: readonly string[], setup: (app: FastifyInstance, platform: Platform) => void | Promise<void>) {
  return fp(async (app) => setup(app, app.platform), { name, dependencies: [...dependencies], fastify: '5.x' });
}
