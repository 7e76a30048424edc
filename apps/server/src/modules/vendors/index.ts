import { defineModule } from '../../platform/modules.ts';
import { privateStorage, uploadStorage } from '../../platform/storage.ts';
import type {} from '../auth/index.ts';
import type {} from '../content/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../privacy/index.ts';
import { vendorsRoutes } from './routes.ts';
import { type VendorsService, vendorsService } from './service.ts';

export type { VendorsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    vendors: VendorsService;
  }
}

/** The shop's vendors: applying to sell, KYC files, staff review, follows [vendors, vendor_documents, vendor_follows]. */
export const vendorsModule = defineModule('vendors', ['auth', 'messaging', 'content', 'privacy'], (app, { db, config, audit }) => {
  const vendors = vendorsService({
    db,
    auth: app.auth,
    messaging: app.messaging,
    privacy: app.privacy,
    audit,
    storage: uploadStorage(config),
    privateFiles: privateStorage(config),
    siteName: async () => (await app.content.settings()).foundationName,
    publicUrl: app.publicUrl,
    onPublicChange: () => app.publicCache.clear(),
  });
  app.decorate('vendors', vendors);
  vendorsRoutes(app, vendors);
});
