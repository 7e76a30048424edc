import { defineModule } from '../../platform/modules.ts';
import { catalogRoutes } from './routes.ts';
import { type CatalogService, catalogService } from './service.ts';

export type { CatalogService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

export const catalogModule = defineModule('catalog', ['giving'], (app, { db }) => {
  const catalog = catalogService(db, app.giving);
  app.decorate('catalog', catalog);
  catalogRoutes(app, catalog);
});
