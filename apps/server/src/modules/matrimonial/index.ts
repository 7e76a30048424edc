import type { MatrimonialApi } from '@sahyog/core';
import { defineModule } from '../../platform/modules.ts';
import { privateStorage } from '../../platform/storage.ts';
import type {} from '../auth/index.ts';
import type {} from '../privacy/index.ts';
import type {} from '../support/index.ts';
import { matrimonialAdmin } from './admin.ts';
import { matrimonialRoutes } from './routes.ts';
import { type MatrimonialService, matrimonialService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    matrimonial: MatrimonialApi & Pick<MatrimonialService, 'purgeAccessLog' | 'ensureAccessPurge'>;
  }
}

/**
 * Matrimonial (issue 43; decision 0070): consent-first profiles for accounts with a proven email
 * and mobile, moderated by staff; blurred photos and hidden contact details until both sides
 * accept an interest; block, report (a picture report opens a 24-hour help desk ticket), hide and
 * delete (privacy's erasure), and a year's access log purged by a daily job.
 */
export const matrimonialModule = defineModule('matrimonial', ['auth', 'privacy', 'support'], (app, platform) => {
  const { db, jobs, limiter, audit, config } = platform;
  const storage = privateStorage(config);
  const svc = matrimonialService({ app, db, storage, limiter, jobs });
  const admin = matrimonialAdmin({ db, audit, storage });
  app.decorate('matrimonial', {
    mine: svc.mine,
    create: svc.create,
    setHidden: svc.setHidden,
    remove: svc.remove,
    addPhoto: svc.addPhoto,
    search: svc.search,
    profile: svc.profile,
    photo: svc.photo,
    sendInterest: svc.sendInterest,
    interests: svc.interests,
    decide: svc.decide,
    block: svc.block,
    report: svc.report,
    queue: admin.queue,
    decideProfile: admin.decideProfile,
    decidePhoto: admin.decidePhoto,
    markIdChecked: admin.markIdChecked,
    closeReport: admin.closeReport,
    purgeAccessLog: svc.purgeAccessLog,
    ensureAccessPurge: svc.ensureAccessPurge,
  });
  // The section's home says what it is for and how to take part: public; every other page needs a sign-in.
  platform.sitemap.add('matrimonial', async () => [{ path: '/matrimonial' }]);
  matrimonialRoutes(app, svc, admin);
});
