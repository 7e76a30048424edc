import { defineModule } from '../../platform/modules.ts';
import { privateStorage, uploadStorage } from '../../platform/storage.ts';
import type {} from '../auth/index.ts';
import type {} from '../catalog/index.ts';
import type {} from '../content/index.ts';
import type {} from '../giving/index.ts';
import type {} from '../messaging/index.ts';
import { spendingRoutes } from './routes.ts';
import { type SpendingService, spendingService } from './service.ts';

export type { SpendingService };

declare module 'fastify' {
  interface FastifyInstance {
    spending: SpendingService;
  }
}

/**
 * Where a campaign's money went (issue 26) [spending_categories, spending_items,
 * foundation_additions, spending_gift_notices]: spending proposed by campaigners with its bill and
 * photos, approved by staff (two above the set amount), never more than raised plus what the
 * foundation added; bills published only once staff redact them; donors told when their gift is
 * first spent; the public list.
 */
export const spendingModule = defineModule('spending', ['auth', 'catalog', 'giving', 'messaging', 'content'], (app, { db, config, audit }) => {
  const spending = spendingService({
    db,
    catalog: app.catalog,
    giving: app.giving,
    audit,
    secondApprovalPaise: async () => config.SPENDING_SECOND_APPROVAL_RUPEES * 100,
    onPublicChange: () => app.publicCache.clear(),
    files: privateStorage(config),
    media: uploadStorage(config),
    messaging: app.messaging,
    auth: app.auth,
    publicUrl: app.publicUrl,
    siteName: async () => (await app.content.settings()).foundationName,
  });
  app.decorate('spending', spending);
  app.catalog.useSpendingFigures(spending.figures);
  spendingRoutes(app, spending);
});
