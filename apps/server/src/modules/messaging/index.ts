import { defineModule } from '../../platform/modules.ts';
import { httpSmsTransport, outboxTransport, smtpTransport } from '../../platform/transports.ts';
import { messagingRoutes } from './routes.ts';
import { type MessagingService, messagingService } from './service.ts';

export type { MessagingService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: MessagingService;
  }
}

export const messagingModule = defineModule('messaging', [], (app, { db, jobs, config }) => {
  const messaging = messagingService(
    db,
    jobs,
    {
      email: config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : outboxTransport,
      sms: config.SMS_GATEWAY_URL ? httpSmsTransport(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN) : outboxTransport,
    },
    { redactSecrets: config.NODE_ENV === 'production' },
  );
  app.decorate('messaging', messaging);
  messagingRoutes(app, messaging, config.DEV_OUTBOX);
});
