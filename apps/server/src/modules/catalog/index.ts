import { defineModule } from '../../platform/modules.ts';
import { uploadStorage } from '../../platform/storage.ts';
import { campaignerService } from './campaigner.ts';
import { catalogRoutes, shareImageRoutes } from './routes.ts';
import { catalogService } from './service.ts';
import { shareImageCache } from './share-image.ts';

export type CatalogService = ReturnType<typeof catalogService> & { campaigner: ReturnType<typeof campaignerService> };

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export const catalogModule = defineModule('catalog', ['messaging', 'content', 'giving'], (app, { db, config }) => {
  const campaigner = campaignerService({
    db,
    storage: uploadStorage(config),
    giving: app.giving,
    messaging: app.messaging,
    siteName: async () => (await app.content.settings()).foundationName,
    publicUrl: app.publicUrl,
    onPublicChange: () => app.publicCache.clear(),
    audit: app.platform.audit,
  });
  const catalog = { ...catalogService(db, app.giving), campaigner };
  app.decorate('catalog', catalog);
  catalogRoutes(app, catalog);
  const images = shareImageCache({ mediaDir: config.mediaDir, warn: (msg) => app.log.warn(msg) });
  shareImageRoutes(app, catalog, images, async () => (await app.content.settings()).foundationName);
});
