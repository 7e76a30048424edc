import { newest, robotsTxt, type SitemapEntry, STATIC_PUBLIC_PATHS, sitemapXml } from '@sahyog/core';
import type { FastifyInstance } from 'fastify';

/** Thin routes: the paths come from their owners, the documents from core/sitemap.ts. */
export function seoRoutes(app: FastifyInstance, deps: { publicUrl: string; entries: () => Promise<SitemapEntry[]> }): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const owned = await deps.entries();
    const changed = newest(owned.map((e) => e.lastmod));
    const lastmodOf = new Map(owned.map((e) => [e.path, e.lastmod]));
    // Home shows campaigns, posts and figures: it changed when any of them did. Forms have no date.
    const statics: SitemapEntry[] = STATIC_PUBLIC_PATHS.map((path) => ({ path, lastmod: path === '/' ? changed : lastmodOf.get(path) }));
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(deps.publicUrl, [...statics, ...owned]));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(deps.publicUrl));
  });
}
