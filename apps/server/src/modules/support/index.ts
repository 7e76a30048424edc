import { defineModule } from '../../platform/modules.ts';
import type {} from '../auth/index.ts';
import type {} from '../messaging/index.ts';
import { inquiriesFor } from './inquiries.ts';
import { inquiriesRoutes } from './inquiries-routes.ts';
import { supportRoutes } from './routes.ts';
import { type SupportService, supportService } from './service.ts';

export type { SupportService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    support: SupportService;
  }
}

/**
 * The help desk (issue 41; decision 0063): tickets with the law's clocks, staff's queue, email in
 * and out, and "Ask the seller". Registered after the flows it gathers (contact, refunds, the
 * shop's disputes): it listens to them and opens a ticket for each of their rows.
 */
export const supportModule = defineModule(
  'support',
  ['messaging', 'auth', 'contact', 'refunds', 'shop', 'receipts', 'giving', 'vendors', 'products', 'privacy'],
  (app, platform) => {
    const support = supportService({ app, ...platform });
    app.decorate('support', support);
    supportRoutes(app, support);
    inquiriesRoutes(app, inquiriesFor(app, support));
  },
);
