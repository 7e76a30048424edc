import { defineModule } from '../../platform/modules.ts';
import { type GivingService, givingService } from './service.ts';

export type { GivingService, NewDonation } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    giving: GivingService;
  }
}

/** Donations and campaign figures; orders and payments arrive with the giving issue. */
export const givingModule = defineModule('giving', [], (app, { db }) => {
  app.decorate('giving', givingService(db));
});
