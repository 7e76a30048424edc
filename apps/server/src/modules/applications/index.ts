import { defineModule } from '../../platform/modules.ts';
import { applicationsRoutes } from './routes.ts';
import { type ApplicationsService, applicationsService } from './service.ts';

export type { ApplicationsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    applications: ApplicationsService;
  }
}

export const applicationsModule = defineModule('applications', ['messaging', 'content', 'catalog', 'auth', 'privacy'], (app, { db, audit }) => {
  const applications = applicationsService({
    db,
    auth: app.auth,
    catalog: app.catalog,
    messaging: app.messaging,
    privacy: app.privacy,
    audit,
    siteName: async () => (await app.content.settings()).foundationName,
    publicUrl: app.publicUrl,
  });
  app.decorate('applications', applications);
  applicationsRoutes(app, applications);
});
