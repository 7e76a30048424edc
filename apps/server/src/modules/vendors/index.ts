import { defineModule } from '../../platform/modules.ts';
import type {} from '../auth/index.ts';
import type {} from '../messaging/index.ts';
import { type VendorsService, vendorsService } from './service.ts';

export type { VendorsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    vendors: VendorsService;
  }
}

/** The shop's vendors: applying to sell, KYC files, staff review, follows [vendors, vendor_documents, vendor_follows]. */
export const vendorsModule = defineModule('vendors', ['auth', 'messaging'], (app, { db }) => {
  const vendors = vendorsService({ db });
  app.decorate('vendors', vendors);
});
