import { defineModule } from '../../platform/modules.ts';
import type {} from '../privacy/index.ts';
import { newsletterRoutes } from './routes.ts';
import { type NewsletterService, newsletterService } from './service.ts';

export type { NewsletterService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: NewsletterService;
  }
}

export const newsletterModule = defineModule('newsletter', ['messaging', 'content', 'privacy'], (app, { db, limiter, audit, config }) => {
  const newsletter = newsletterService({
    db,
    messaging: app.messaging,
    privacy: app.privacy,
    limiter,
    siteName: async () => (await app.content.settings()).foundationName,
    publicUrl: app.publicUrl,
    audit,
  });
  app.decorate('newsletter', newsletter);
  newsletterRoutes(app, newsletter, config.EXPORT_BATCH_ROWS);
});
