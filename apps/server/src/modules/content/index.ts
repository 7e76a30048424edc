import { defineModule } from '../../platform/modules.ts';
import { contentRoutes, settingsRoutes } from './routes.ts';
import { type ContentService, contentService } from './service.ts';

export type { ContentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

export const contentModule = defineModule('content', [], (app, { db, audit }) => {
  const content = contentService(db, { audit, onPublicChange: () => app.publicCache.clear() });
  app.decorate('content', content);
  contentRoutes(app, content);
  settingsRoutes(app, content);
});
