import type { LearningApi } from '@sahyog/core';
import { defineModule } from '../../platform/modules.ts';
import type {} from '../auth/index.ts';
import type {} from '../credentials/index.ts';
import { learningRoutes } from './routes.ts';
import { type LearningService, learningService } from './service.ts';
import { type LearningStaff, learningStaff } from './staff.ts';

export type { LearningService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    learning: LearningService & { staff: LearningStaff; api: LearningApi };
  }
}

/**
 * Learning (issue 42; decision 0066): courses of articles and videos, progress the server judges,
 * the quiz graded here, and a training certificate from credentials on a pass; student videos a
 * child appears in only with the guardian's recorded consent. After credentials, which it calls.
 */
export const learningModule = defineModule('learning', ['auth', 'credentials'], (app, platform) => {
  const service = learningService({ app, ...platform });
  const staff = learningStaff(platform);
  const api: LearningApi = { ...service, staff };
  app.decorate('learning', Object.assign(service, { staff, api }));
  platform.sitemap.add('learning', service.sitemap);
  learningRoutes(app, service, staff);
});
