import { defineModule } from '../../platform/modules.ts';
import { httpSmsTransport, outboxTransport, smtpTransport } from '../../platform/transports.ts';
import type {} from '../content/index.ts';
import { LOGO_PATH } from './html.ts';
import { messagingRoutes } from './routes.ts';
import { type MessagingService, messagingService } from './service.ts';

export type { MessagingService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: MessagingService;
  }
}

export const messagingModule = defineModule('messaging', ['content'], (app, { db, jobs, config }) => {
  const dkim =
    config.DKIM_DOMAIN && config.DKIM_SELECTOR && config.DKIM_PRIVATE_KEY
      ? { domainName: config.DKIM_DOMAIN, keySelector: config.DKIM_SELECTOR, privateKey: config.DKIM_PRIVATE_KEY }
      : undefined;
  const messaging = messagingService(
    db,
    jobs,
    {
      email: config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM, dkim) : outboxTransport,
      sms: config.SMS_GATEWAY_URL ? httpSmsTransport(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN) : outboxTransport,
      whatsapp: outboxTransport,
    },
    {
      redactSecrets: config.NODE_ENV === 'production',
      // Read as each email goes out, so a renamed foundation signs the next one.
      layout: async () => {
        const settings = await app.content.settings();
        return { site: settings.foundationName, address: settings.address, publicUrl: config.PUBLIC_URL };
      },
    },
  );
  app.decorate('messaging', messaging);
  // The emails' logo (a file of the web build) is shown by webmail on other origins: the site's
  // same-site resource policy, set for every answer before this hook, would block it there.
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url === LOGO_PATH || req.url.startsWith(`${LOGO_PATH}?`)) reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
  messagingRoutes(app, messaging, config.DEV_OUTBOX);
});
