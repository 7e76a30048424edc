import { defineModule } from '../../platform/modules.ts';
import type {} from '../content/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../payments/index.ts';
import { refundsRoutes } from './routes.ts';
import { type RefundsService, refundsService } from './service.ts';

export type { RefundRequested, RefundsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    refunds: RefundsService;
  }
}

/** The refund policy's requests: the donor asks, staff decide, the money goes back through the order's provider or by a recorded transfer. */
export const refundsModule = defineModule('refunds', ['messaging', 'content', 'payments', 'giving', 'receipts'], (app, { db, audit }) => {
  const refunds = refundsService({ db, payments: app.payments, messaging: app.messaging, settings: () => app.content.settings(), audit });
  app.decorate('refunds', refunds);
  refundsRoutes(app, refunds);
});
