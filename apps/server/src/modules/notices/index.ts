import type { NoticesApi } from '@sahyog/core';
import { defineModule } from '../../platform/modules.ts';
import { privateStorage } from '../../platform/storage.ts';
import type {} from '../auth/index.ts';
import type {} from '../content/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../privacy/index.ts';
import type {} from '../support/index.ts';
import { noticesRoutes } from './routes.ts';
import { noticesService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notices: NoticesApi;
  }
}

/**
 * Lost and found (issue 43; decision 0069): public notices of pets, documents and things (never
 * a child: that report goes to the help desk as an urgent ticket), contact through the relay
 * only, reports to staff's queue. Registered after support, whose tickets the child route opens.
 */
export const noticesModule = defineModule('notices', ['auth', 'content', 'messaging', 'privacy', 'support'], (app, platform) => {
  const { db, limiter, audit, config } = platform;
  const svc = noticesService({
    app,
    db,
    limiter,
    audit,
    storage: privateStorage(config),
    publicUrl: config.PUBLIC_URL,
    siteName: async () => (await app.content.settings()).foundationName,
  });
  app.decorate('notices', {
    list: svc.list,
    view: svc.view,
    post: svc.post,
    renew: svc.renew,
    resolve: svc.resolve,
    relay: svc.relay,
    reply: svc.reply,
    report: svc.report,
    childReport: svc.childReport,
    photo: svc.photo,
    queue: svc.queue,
    hide: svc.hide,
    restore: svc.restore,
    approve: svc.approve,
  });
  platform.sitemap.add('notices', svc.sitemap);
  noticesRoutes(app, svc);
});
