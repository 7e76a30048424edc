import { defineModule } from '../../platform/modules.ts';
import { uploadStorage } from '../../platform/storage.ts';
import { type BlogsAdmin, blogsAdmin } from './blogs-admin.ts';
import { type FaqsService, faqsService } from './faqs.ts';
import { type ListsAdmin, listsAdmin } from './lists-admin.ts';
import { blogsAdminRoutes, contentRoutes, faqsRoutes, listsAdminRoutes, settingsRoutes } from './routes.ts';
import { type ContentService, contentService } from './service.ts';

export type { ContentService, DemoContent } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService & { blogsAdmin: BlogsAdmin; listsAdmin: ListsAdmin; faqs: FaqsService };
  }
}

export const contentModule = defineModule('content', [], (app, { db, audit, config, sitemap }) => {
  const content = contentService(db, { audit, onPublicChange: () => app.publicCache.clear() });
  const blogs = blogsAdmin({ db, storage: uploadStorage(config), audit, onPublicChange: () => app.publicCache.clear() });
  const lists = listsAdmin({ db, storage: uploadStorage(config), audit, onPublicChange: () => app.publicCache.clear() });
  const faqs = faqsService({ db, audit, onPublicChange: () => app.publicCache.clear() });
  app.decorate('content', Object.assign(content, { blogsAdmin: blogs, listsAdmin: lists, faqs }));
  sitemap.add('content', content.sitemap);
  contentRoutes(app, content);
  settingsRoutes(app, content);
  blogsAdminRoutes(app, blogs);
  listsAdminRoutes(app, lists);
  faqsRoutes(app, faqs);
});
