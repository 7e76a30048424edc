import { defineModule } from '../../platform/modules.ts';
import { contentRoutes } from './routes.ts';
import { type ContentService, contentService } from './service.ts';

export type { ContentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

export const contentModule = defineModule('content', [], (app, { db }) => {
  const content = contentService(db);
  app.decorate('content', content);
  contentRoutes(app, content);
});
