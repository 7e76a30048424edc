import type { CareersApi } from '@sahyog/core';
import { defineModule } from '../../platform/modules.ts';
import { privateStorage } from '../../platform/storage.ts';
import type {} from '../auth/index.ts';
import type {} from '../content/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../privacy/index.ts';
import type {} from '../vendors/index.ts';
import { careersRoutes } from './routes.ts';
import { type CareersService, careersService } from './service.ts';

const EXPIRY_QUEUE = 'careers-expiry';

declare module 'fastify' {
  interface FastifyInstance {
    careers: CareersService & { ensureExpirySweep: () => Promise<void> };
  }
}

/**
 * Jobs (issue 43; decision 0068): staff and approved shops post paid jobs and volunteer roles,
 * people apply once with their one resume, posters move and message their own applicants through
 * us, and anything asking applicants for money, an ID copy or a group chat waits for staff.
 */
export const careersModule = defineModule('careers', ['auth', 'content', 'messaging', 'privacy', 'vendors'], (app, platform) => {
  const { db, limiter, audit, config } = platform;
  const svc = careersService({ app, db, audit, limiter, storage: privateStorage(config), publicUrl: config.PUBLIC_URL });
  app.decorate('careers', Object.assign(svc, { ensureExpirySweep: () => platform.jobs.ensureWaiting(EXPIRY_QUEUE) }));
  // Hourly: applicants of a post whose closing date passed are told once (service.tellExpired).
  platform.jobs.register(EXPIRY_QUEUE, async () => {
    try {
      await svc.tellExpired();
    } finally {
      await platform.jobs.ensureWaiting(EXPIRY_QUEUE, 3_600_000);
    }
  });
  platform.sitemap.add('careers', svc.sitemap);
  careersRoutes(app, svc);
});

export type { CareersApi };
