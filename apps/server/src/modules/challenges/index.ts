import type { ChallengesApi } from '@sahyog/core';
import { defineModule } from '../../platform/modules.ts';
import { privateStorage } from '../../platform/storage.ts';
import type {} from '../auth/index.ts';
import type {} from '../catalog/index.ts';
import type {} from '../content/index.ts';
import type {} from '../credentials/index.ts';
import type {} from '../giving/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../payments/index.ts';
import { challengesAdmin } from './admin.ts';
import { type PledgesService, pledgesService } from './pledges.ts';
import { challengesRoutes } from './routes.ts';
import { challengesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    challenges: ChallengesApi & Pick<PledgesService, 'closeEnded' | 'ensureCloseSweep'>;
  }
}

/**
 * Challenges (issue 42; decision 0067): people log units for a cause, friends pledge ₹ per unit
 * with a cap, and at the end each pledge becomes a gift order through payments, paid and
 * receipted as any gift. Reaching the goal issues a certificate through credentials.
 */
export const challengesModule = defineModule(
  'challenges',
  ['auth', 'catalog', 'content', 'credentials', 'giving', 'messaging', 'payments'],
  (app, platform) => {
    const { db, jobs, limiter, audit, config } = platform;
    const svc = challengesService({ app, db, storage: privateStorage(config) });
    const pledges = pledgesService({ app, db, jobs, limiter, audit, publicUrl: config.PUBLIC_URL, challenges: svc });
    const admin = challengesAdmin({ app, db, audit });
    app.decorate('challenges', {
      list: svc.list,
      bySlug: svc.bySlug,
      entryPage: svc.entryPage,
      join: svc.join,
      log: svc.log,
      photo: svc.photo,
      pledge: pledges.pledge,
      adminList: admin.adminList,
      adminOne: admin.adminOne,
      create: admin.create,
      hideEntry: admin.hideEntry,
      close: pledges.close,
      closeEnded: pledges.closeEnded,
      ensureCloseSweep: pledges.ensureCloseSweep,
    });
    platform.sitemap.add('challenges', svc.sitemap);
    challengesRoutes(app, svc, pledges, admin);
  },
);
