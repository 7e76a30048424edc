import { defineModule } from '../../platform/modules.ts';
import { newsletterRoutes } from './routes.ts';
import { type NewsletterService, newsletterService } from './service.ts';

export type { NewsletterService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
  }
}

export const newsletterModule = defineModule('newsletter', [], (app, { db }) => {
  const newsletter = newsletterService(db);
  app.decorate('newsletter', newsletter);
  newsletterRoutes(app, newsletter);
});
