import { defineModule } from '../../platform/modules.ts';
import { authRoutes } from './routes.ts';
import { type AuthService, authService } from './service.ts';

export type { AuthService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

/** Accounts' security: registration, login, sessions, reset links, the mobile's proof; owns users. */
export const authModule = defineModule('auth', ['messaging', 'giving', 'content'], (app, { db, jobs, limiter, config }) => {
  const auth = authService({
    db,
    messaging: app.messaging,
    giving: app.giving,
    jobs,
    limiter,
    siteName: async () => (await app.content.settings()).foundationName,
    publicUrl: config.PUBLIC_URL,
    loginsPerIp: config.LOGIN_RATE_PER_15_MINUTES,
  });
  app.decorate('auth', auth);
  authRoutes(app, auth, config.secureCookies);
});
