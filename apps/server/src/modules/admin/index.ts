import { defineModule } from '../../platform/modules.ts';
import { adminRoutes } from './routes.ts';
import { type AdminService, adminService } from './service.ts';

export type { AdminService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService;
  }
}

export const adminModule = defineModule('admin', ['auth', 'catalog', 'giving'], (app, { audit }) => {
  const admin = adminService({ auth: app.auth, catalog: app.catalog, giving: app.giving, audit });
  app.decorate('admin', admin);
  adminRoutes(app, admin, audit);
});
