import { defineModule } from '../../platform/modules.ts';
import type {} from '../content/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../privacy/index.ts';
import { contactRoutes } from './routes.ts';
import { type ContactService, contactService, processSecret } from './service.ts';

export type { ContactReceived, ContactService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

/** The contact form, its spam checks and staff's inbox; owns contact messages and refusals. */
export const contactModule = defineModule('contact', ['messaging', 'content', 'privacy'], (app, { db, limiter, config, audit }) => {
  const contact = contactService({
    db,
    limiter,
    messaging: app.messaging,
    privacy: app.privacy,
    settings: () => app.content.settings(),
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    secret: config.HUMAN_CHECK_SECRET ?? processSecret(),
    maxNumber: config.HUMAN_CHECK_MAX_NUMBER,
    audit,
  });
  app.decorate('contact', contact);
  contactRoutes(app, contact);
});
