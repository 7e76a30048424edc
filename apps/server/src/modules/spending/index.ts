import { defineModule } from '../../platform/modules.ts';
import type {} from '../catalog/index.ts';
import type {} from '../giving/index.ts';
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
 * foundation_additions]: spending proposed by campaigners and approved by staff (two above the
 * set amount), never more than raised plus what the foundation added; the public list.
 */
export const spendingModule = defineModule('spending', ['catalog', 'giving'], (app, { db, config, audit }) => {
  const spending = spendingService({
    db,
    catalog: app.catalog,
    giving: app.giving,
    audit,
    secondApprovalPaise: async () => config.SPENDING_SECOND_APPROVAL_RUPEES * 100,
    onPublicChange: () => app.publicCache.clear(),
  });
  app.decorate('spending', spending);
  app.catalog.useSpendingFigures(spending.figures);
  spendingRoutes(app, spending);
});
