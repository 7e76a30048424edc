import { defineModule } from '../../platform/modules.ts';
import { uploadStorage } from '../../platform/storage.ts';
import type {} from '../auth/index.ts';
import { campaignerService } from './campaigner.ts';
import { type CampaignsAdmin, campaignsAdmin } from './campaigns-admin.ts';
import { campaignsAdminRoutes, updateReviewRoutes } from './campaigns-admin-routes.ts';
import { campaignFiguresKeeper } from './figures.ts';
import { pageCardRoutes } from './page-cards.ts';
import { catalogRoutes, shareImageRoutes } from './routes.ts';
import { catalogService } from './service.ts';
import { shareImageCache } from './share-image.ts';

export type { DemoCatalog } from './service.ts';
export type CatalogService = ReturnType<typeof catalogService> & { campaigner: ReturnType<typeof campaignerService>; campaigns: CampaignsAdmin };

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export const catalogModule = defineModule('catalog', ['messaging', 'content', 'giving', 'auth'], (app, { db, config, sitemap }) => {
  app.giving.keepFiguresWith(campaignFiguresKeeper);
  const campaigner = campaignerService({
    db,
    storage: uploadStorage(config),
    giving: app.giving,
    messaging: app.messaging,
    siteName: async () => (await app.content.settings()).foundationName,
    publicUrl: app.publicUrl,
    onPublicChange: () => app.publicCache.clear(),
    audit: app.platform.audit,
    auth: app.auth,
  });
  const campaigns = campaignsAdmin({ db, audit: app.platform.audit, onPublicChange: () => app.publicCache.clear(), publish: campaigner.publish });
  const catalog = { ...catalogService(db, app.giving), campaigner, campaigns };
  app.decorate('catalog', catalog);
  sitemap.add('catalog', catalog.sitemap);
  catalogRoutes(app, catalog);
  campaignsAdminRoutes(app, campaigns);
  updateReviewRoutes(app, campaigner);
  const images = shareImageCache({ mediaDir: config.mediaDir, warn: (msg) => app.log.warn(msg) });
  shareImageRoutes(app, catalog, images, async () => (await app.content.settings()).foundationName);
  // Home, blog posts and pages share a card like the campaign's (their words are content's).
  pageCardRoutes(app, { content: app.content, mediaDir: config.mediaDir, warn: (msg) => app.log.warn(msg) });
});
