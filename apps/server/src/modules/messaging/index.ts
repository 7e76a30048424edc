import { defineModule } from '../../platform/modules.ts';
import { httpSmsTransport, outboxTransport, smtpTransport } from '../../platform/transports.ts';
import { whatsappCloudTransport } from '../../platform/whatsapp-cloud.ts';
import type {} from '../content/index.ts';
import type {} from '../privacy/index.ts';
import { LOGO_PATH } from './html.ts';
import { messagingRoutes } from './routes.ts';
import { type MessagingService, messagingService } from './service.ts';
import { whatsappRoutes } from './whatsapp-routes.ts';

export type { MessagingService } from './service.ts';
export type { WhatsAppInbound } from './whatsapp.ts';
export { WHATSAPP_WEBHOOK_URL } from './whatsapp-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: MessagingService;
  }
}

export const messagingModule = defineModule('messaging', ['content', 'privacy'], (app, { db, jobs, config }) => {
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
      whatsapp:
        config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_ID
          ? whatsappCloudTransport({ apiUrl: config.WHATSAPP_API_URL, phoneId: config.WHATSAPP_PHONE_ID, token: config.WHATSAPP_TOKEN })
          : outboxTransport,
    },
    {
      redactSecrets: config.NODE_ENV === 'production',
      // Read as each email goes out, so a renamed foundation signs the next one.
      layout: async () => {
        const settings = await app.content.settings();
        return { site: settings.foundationName, address: settings.address, publicUrl: config.PUBLIC_URL };
      },
      // Without the keys, development's WhatsApp is the dev outbox; production's is SMS (decision 0064).
      whatsapp: {
        live: Boolean(config.WHATSAPP_TOKEN) || config.NODE_ENV !== 'production',
        phoneId: config.WHATSAPP_PHONE_ID,
        siteName: async () => (await app.content.settings()).foundationName,
      },
    },
  );
  app.decorate('messaging', messaging);
  // A STOP on WhatsApp withdraws what was consented for that number. Withdrawing in the profile
  // stops the number only for its proven owner: anyone may type a stranger's mobile at checkout,
  // and must not silence that stranger's WhatsApp by withdrawing (each gift's, order's and
  // ticket's own module stops that one thing: giving, shop, support).
  messaging.onWhatsAppStop(async (phone) => {
    await app.privacy.withdrawPhone('whatsapp-updates', phone);
  });
  app.privacy.onWithdraw('whatsapp-updates', async (c, by) => {
    if (c.phone && c.phone === by.provenMobile) await messaging.stopWhatsApp(c.phone);
  });
  // The emails' logo (a file of the web build) is shown by webmail on other origins: the site's
  // same-site resource policy, set for every answer before this hook, would block it there.
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url === LOGO_PATH || req.url.startsWith(`${LOGO_PATH}?`)) reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
  messagingRoutes(app, messaging, config.DEV_OUTBOX);
  whatsappRoutes(app, messaging, { appSecret: config.WHATSAPP_APP_SECRET, verifyToken: config.WHATSAPP_VERIFY_TOKEN });
});
