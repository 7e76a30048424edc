import { defineModule } from '../../platform/modules.ts';
import { catalogRoutes, shareImageRoutes } from './routes.ts';
import { type CatalogService, catalogService } from './service.ts';
import { shareImageCache } from './share-image.ts';

export type { CatalogService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export const catalogModule = defineModule('catalog', ['content', 'giving'], (app, { db, config }) => {
  const catalog = catalogService(db, app.giving);
  app.decorate('catalog', catalog);
  catalogRoutes(app, catalog);
  const images = shareImageCache({ mediaDir: config.mediaDir, warn: (msg) => app.log.warn(msg) });
  shareImageRoutes(app, catalog, images, async () => (await app.content.settings()).foundationName);
});
