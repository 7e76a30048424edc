import { defineModule } from '../../platform/modules.ts';
import { accountsRoutes } from './routes.ts';
import { type AccountsService, accountsService } from './service.ts';

export type { AccountsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

export const accountsModule = defineModule('accounts', ['auth', 'giving', 'monthly', 'receipts'], (app) => {
  const accounts = accountsService({ auth: app.auth, giving: app.giving, monthly: app.monthly, receipts: app.receipts });
  app.decorate('accounts', accounts);
  accountsRoutes(app, accounts);
});
